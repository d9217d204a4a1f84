/** Marking data in the contract's shapes. */
import { z } from 'zod';
import {
  MARKING_GROUP_STATUS_TEXT,
  MARKING_PROBLEM_STATUS_TEXT,
  ZMarkingExam,
  ZMarkingGroupInfo,
  ZMarkingProblem,
  ZMarkingGroupSetup,
  ZMarkingSetup,
  ZMarkingTask,
  ZMarkingTaskGroup,
  type TMarkingExam,
  type TMarkingGroupInfo,
  type TMarkingProblem,
  type TMarkingGroupSetup,
  type TMarkingSetup,
  type TMarkingTask,
} from '@app/contract';

type GroupPatch = Partial<Omit<z.input<typeof ZMarkingTaskGroup>, 'counters'>> & { counters?: Partial<z.input<typeof ZMarkingTaskGroup>['counters']> };

export function taskGroup(p: GroupPatch = {}): z.infer<typeof ZMarkingTaskGroup> {
  const { counters, ...rest } = p;
  return ZMarkingTaskGroup.parse({
    groupId: 501,
    name: '第17题',
    status: 1,
    statusText: '阅卷中',
    fullScore: 12,
    doubleMarking: false,
    roles: ['marker'],
    counters: { myMarked: 3, myArbitrated: 0, myQuota: 20, groupTotal: 40, groupDone: 10, answersTotal: 40, answersFinal: 10, arbitrationPending: 0, problemPending: 0, ...counters },
    ...rest,
  });
}

export function markingTask(p: Partial<Omit<z.input<typeof ZMarkingTask>, 'groups'>> & { groups?: z.infer<typeof ZMarkingTaskGroup>[] } = {}): TMarkingTask {
  const groups = p.groups ?? [taskGroup()];
  return ZMarkingTask.parse({
    taskKey: `group-${groups[0]?.groupId ?? 0}`,
    examId: 71,
    examGroupId: 7,
    examName: '高一11月月考',
    subjectId: 3,
    subjectName: '数学',
    gradeName: '高一',
    examDate: '2025-11-12',
    markType: 4,
    markTypeText: '班级单独阅卷',
    hidden: false,
    isManager: false,
    showProblems: false,
    ...p,
    groups,
  });
}

export function markingExam(p: Partial<z.input<typeof ZMarkingExam>> = {}): TMarkingExam {
  return ZMarkingExam.parse({
    examId: 71,
    examGroupId: 7,
    examName: '高一11月月考',
    subjectId: 3,
    subjectName: '数学',
    gradeName: '高一',
    examDate: '2025-11-12',
    markType: 4,
    markTypeText: '班级单独阅卷',
    markStatus: 1,
    groupCount: 2,
    answersTotal: 40,
    answersFinal: 10,
    isManager: true,
    ...p,
  });
}

export const examPage = (list: TMarkingExam[], total = list.length) => ({ list, total, pageNo: 1, pageSize: 10 });

type SetupGroupPatch = Partial<z.input<typeof ZMarkingGroupSetup>>;

export function setupGroup(p: SetupGroupPatch = {}): TMarkingGroupSetup {
  return ZMarkingGroupSetup.parse({
    groupId: 501,
    name: '第17题',
    questionIds: [17],
    fullScore: 12,
    scoreStep: 1,
    rubric: '',
    modelEssays: [],
    doubleMarking: false,
    tolerance: 0,
    assignMode: 'even',
    blankThreshold: 0.004,
    status: 1,
    statusText: MARKING_GROUP_STATUS_TEXT[p.status ?? 1],
    answersTotal: 40,
    markers: [],
    arbiters: [],
    ...p,
  });
}

/** An exam's marking set-up: questions 1-3 objective, 17-19 subjective; two candidate markers. */
export function markingSetup(p: Partial<Omit<z.input<typeof ZMarkingSetup>, 'groups'>> & { groups?: TMarkingGroupSetup[] } = {}): TMarkingSetup {
  return ZMarkingSetup.parse({
    examId: 71,
    examName: '高一11月月考',
    subjectName: '数学',
    markType: 3,
    questions: [
      { questionId: 1, questionNo: '1', fullScore: 5, objective: true },
      { questionId: 2, questionNo: '2', fullScore: 5, objective: true },
      { questionId: 3, questionNo: '3', fullScore: 5, objective: true },
      { questionId: 17, questionNo: '17', fullScore: 12, objective: false },
      { questionId: 18, questionNo: '18', fullScore: 12, objective: false },
      { questionId: 19, questionNo: '19', fullScore: 14.5, objective: false },
    ],
    candidates: [
      { teacherId: 201, teacherName: '李老师', subjectNames: ['数学'], clazzIds: [31] },
      { teacherId: 202, teacherName: '赵老师', subjectNames: ['数学'], clazzIds: [32] },
    ],
    clazzes: [
      { clazzId: 31, clazzName: '高一(1)班' },
      { clazzId: 32, clazzName: '高一(2)班' },
    ],
    ...p,
    groups: p.groups ?? [],
  });
}

export function groupInfo(p: Partial<z.input<typeof ZMarkingGroupInfo>> = {}): TMarkingGroupInfo {
  return ZMarkingGroupInfo.parse({
    groupId: 501,
    name: '第17题',
    examId: 71,
    examName: '高一11月月考',
    subjectName: '数学',
    markType: 4,
    questions: [{ questionId: 17, questionNo: '17', fullScore: 12 }],
    fullScore: 12,
    scoreStep: 1,
    rubric: '',
    modelEssays: [],
    doubleMarking: false,
    tolerance: 0,
    status: 1,
    statusText: '阅卷中',
    roles: ['marker'],
    isManager: false,
    counters: { myMarked: 3, myArbitrated: 0, myQuota: 20, groupTotal: 40, groupDone: 10, answersTotal: 40, answersFinal: 10, arbitrationPending: 0, problemPending: 1 },
    ...p,
  });
}

export function problem(problemId: number, paperNo: string, p: Partial<z.input<typeof ZMarkingProblem>> = {}): TMarkingProblem {
  const status = p.status ?? 0;
  return ZMarkingProblem.parse({
    problemId,
    answerId: problemId + 1000,
    groupId: 501,
    groupName: '第17题',
    paperNo,
    studentName: '李明',
    clazzName: '高一(1)班',
    imageUrl: `/marking/answer/${problemId + 1000}/image`,
    type: 1,
    typeText: '图像不清',
    note: '',
    reporterName: '赵老师',
    status,
    statusText: MARKING_PROBLEM_STATUS_TEXT[status],
    resolution: null,
    finalScore: null,
    createdAt: '2025-11-13T08:20:00Z',
    ...p,
  });
}
