/** Test data of the 联考 component tests, in the contract's shapes (parsed, so a drifting fixture fails loudly). */
import { ZJointDetail, ZJointListItem, ZJointPaper, ZJointSchoolOption, type TJointDetail, type TJointListItem, type TJointPaper, type TJointSchoolOption } from '@app/contract';

type Rights = TJointListItem['rights'];
export const ORGANISER_RIGHTS: Rights = { organise: true, respond: false, upload: true, report: false, schoolReport: false };
export const NO_RIGHTS: Rights = { organise: false, respond: false, upload: false, report: false, schoolReport: false };

export const item = (patch: Partial<TJointListItem> = {}): TJointListItem =>
  ZJointListItem.parse({
    jointId: 7,
    name: '2026届高三第一次联考',
    gradeName: '高三',
    examDate: '2026-03-20',
    anonymous: true,
    status: 1,
    statusText: '收集成绩中',
    organiser: '示范高级中学',
    mine: true,
    myStatus: 1,
    subjects: ['语文', '数学', '英语'],
    schoolCount: 3,
    rights: ORGANISER_RIGHTS,
    ...patch,
  });

export const page = (list: TJointListItem[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 });

type School = TJointDetail['schools'][number];
const counts = (maths: [number, number, number | null], english: [number, number, number | null]) => [
  { subjectId: 3, withScores: maths[0], absent: maths[1], examId: maths[2] },
  { subjectId: 8, withScores: english[0], absent: english[1], examId: english[2] },
];
export const school = (patch: Partial<School> = {}): School => ({ schoolKey: 0, schoolName: '示范高级中学', mine: true, schoolId: 21, status: 1, statusText: '已参加', included: false, students: 120, subjects: counts([118, 2, 301], [0, 0, 302]), ...patch });

/** The organiser's view: its own school (scores in maths only), a school with every score, one that has not answered. */
export const organiserDetail = (patch: Partial<TJointDetail> = {}): TJointDetail =>
  ZJointDetail.parse({
    jointId: 7,
    name: '2026届高三第一次联考',
    gradeName: '高三',
    section: 2,
    gradeNo: 3,
    examDate: '2026-03-20',
    anonymous: true,
    status: 1,
    statusText: '收集成绩中',
    releasedAt: null,
    organiser: '示范高级中学',
    mine: true,
    myStatus: 1,
    myExamGroupId: 41,
    myClazzes: [
      { clazzId: 31, clazzName: '高三(1)班' },
      { clazzId: 32, clazzName: '高三(2)班' },
    ],
    rights: ORGANISER_RIGHTS,
    subjects: [
      { subjectId: 3, subjectName: '数学', fullScore: 150, questionCount: 22 },
      { subjectId: 8, subjectName: '英语', fullScore: 150, questionCount: 0 },
    ],
    schools: [
      school(),
      school({ schoolKey: 1, schoolName: '城东中学', schoolId: 22, mine: false, students: 200, subjects: counts([198, 1, null], [199, 0, null]) }),
      school({ schoolKey: 2, schoolName: '城西中学', schoolId: 23, mine: false, status: 0, statusText: '待接受', students: 0, subjects: counts([0, 0, null], [0, 0, null]) }),
    ],
    lines: [
      { lineId: 1, subjectId: null, name: '特控线', kind: 'score', value: 520 },
      { lineId: 2, subjectId: 3, name: '前10%', kind: 'share', value: 0.1 },
    ],
    ...patch,
  });

/** A participating school's view (anonymous: the others are 学校A …), a grade leader who may upload. */
export const participantDetail = (patch: Partial<TJointDetail> = {}): TJointDetail =>
  organiserDetail({
    organiser: '城东中学',
    mine: false,
    myStatus: 1,
    rights: { organise: false, respond: false, upload: true, report: false, schoolReport: false },
    subjects: [
      { subjectId: 3, subjectName: '数学', fullScore: 150, questionCount: 22 },
      { subjectId: 8, subjectName: '英语', fullScore: 150, questionCount: 25 },
    ],
    schools: [school({ schoolKey: 1, schoolName: '学校B', schoolId: null, mine: false, students: 0, subjects: [] }), school({ schoolKey: 2, schoolId: null, mine: true })],
    ...patch,
  });

/** A subject's paper as GET /joint/:jointId/paper/:subjectId answers (no question while it is not set). */
export const paper = (patch: Partial<TJointPaper> = {}): TJointPaper =>
  ZJointPaper.parse({
    subjectId: 8,
    subjectName: '英语',
    fullScore: 150,
    questions: [],
    locked: false,
    ...patch,
  });

export const schoolOption = (schoolId: number, schoolName: string, code: string, invited = false): TJointSchoolOption => ZJointSchoolOption.parse({ schoolId, schoolName, code, invited });
