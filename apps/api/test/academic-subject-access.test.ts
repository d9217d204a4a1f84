/**
 * A subject teacher sees their own subject in the classes they teach, not the other subjects of
 * those classes (spec section 6; access.ts viewableClazzIds). The maths teacher of 高一(1) asks
 * for 高一(1)'s English results on every class page — summary, question analysis, knowledge
 * points, a student's answers, and the pages built on them — and is refused with 403 and the
 * product's message, while the same pages of their own subject answer. The class teacher of
 * 高一(1) sees every subject of the class.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsx } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { multipartBody, putPaper, studentsOf } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const NO_CLASS = '您没有查看该班级这次考试成绩的权限';

describe('a teacher of the class but of another subject', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let mathsT: string; // teaches maths in 高一(1) only
  let classTeacher: string; // 班主任 of 高一(1), teaches 语文
  let c1: number;
  let c2: number;
  let maths: number; // exam ids of one exam group
  let english: number;
  let student1: number; // a student of 高一(1)
  let objectiveQ: Record<number, number>; // exam id -> question id of its objective question

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    mathsT = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    // Teaching English in 高一(2) must not open 高一(1)'s English either.
    await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c2, subjectId: 8 }] });
    classTeacher = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 1 }], subjects: [9], adminOf: [c1], teaches: [{ clazzId: c1, subjectId: 9 }] }));
    const g = expectOk(
      await ctx.call<{ exams: { examId: number; subjectId: number }[] }>({
        method: 'POST',
        url: '/academic/exam-group',
        token: leader,
        payload: { name: '高一期中考试', type: 5, examDate: '2026-11-10', gradeId: s.gradeIds[1], clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 8, fullScore: 100 }] },
      }),
    );
    maths = g.exams.find((e) => e.subjectId === 3)!.examId;
    english = g.exams.find((e) => e.subjectId === 8)!.examId;
    const kps: Record<number, [number, number]> = { [maths]: [3002, 3003], [english]: [8011, 8027] };
    objectiveQ = {};
    const students = [...(await studentsOf(db, c1)), ...(await studentsOf(db, c2))];
    student1 = students[0]!.studentId;
    for (const examId of [maths, english]) {
      await putPaper(ctx, leader, examId, [
        { questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'A', fullScore: 5, knowledgePointIds: [kps[examId]![0]] },
        { questionNo: '2', objective: false, fullScore: 10, knowledgePointIds: [kps[examId]![1]] },
      ]);
      const rows = students.map((st, i) => [st.num, '', '', '', 'ABCD'[i % 4]!, (i * 3) % 11]);
      const file = await xlsx([['学号', '姓名', '班级', '缺考', '1（单选，ABCD）', '2（10分）'], ...rows]);
      const res = expectOk(await ctx.call<{ errors: unknown[] }>({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token: leader, ...multipartBody([{ name: 'file', filename: 's.xlsx', content: file }]) }));
      expect(res.errors).toEqual([]);
      const paper = expectOk(await ctx.call<{ questionId: number; objective: boolean }[]>({ method: 'GET', url: `/academic/exam/${examId}/paper`, token: leader }));
      objectiveQ[examId] = paper.find((q) => q.objective)!.questionId;
    }
  });
  afterAll(() => ctx.close());

  const get = <T = unknown>(url: string, token = mathsT) => ctx.call<T>({ method: 'GET', url, token });

  it('summary: refused for English, answered for maths', async () => {
    expectError(await get(`/academic/exam/${english}/clazz/${c1}/summary`), 403, '40300', NO_CLASS);
    const own = expectOk(await get<{ exam: { subjectId: number }; clazz: { participants: number }; students: unknown[] }>(`/academic/exam/${maths}/clazz/${c1}/summary`));
    expect(own.exam.subjectId).toBe(3);
    expect(own.clazz.participants).toBe(3);
    expect(own.students).toHaveLength(3);
  });

  it('question analysis (topic): refused for English, answered for maths', async () => {
    expectError(await get(`/academic/exam/${english}/clazz/${c1}/topic`), 403, '40300', NO_CLASS);
    const own = expectOk(await get<{ questionNo: string; clazz: unknown }[]>(`/academic/exam/${maths}/clazz/${c1}/topic`));
    expect(own.map((q) => q.questionNo)).toEqual(['1', '2']);
    expect(own.every((q) => q.clazz != null)).toBe(true);
  });

  it('knowledge points (point): refused for English, answered for maths', async () => {
    expectError(await get(`/academic/exam/${english}/clazz/${c1}/point`), 403, '40300', NO_CLASS);
    const own = expectOk(await get<{ kpId: number; clazzMastery: number | null }[]>(`/academic/exam/${maths}/clazz/${c1}/point`));
    expect(own.map((p) => p.kpId).sort()).toEqual([3002, 3003]);
  });

  it('a student’s answers (answer): refused for English, answered for maths', async () => {
    expectError(await get(`/academic/exam/${english}/student/${student1}/answer`), 403, '40300', NO_CLASS);
    const own = expectOk(await get<{ studentId: number; clazzId: number; questions: unknown[] }>(`/academic/exam/${maths}/student/${student1}/answer`));
    expect(own).toMatchObject({ studentId: student1, clazzId: c1 });
    expect(own.questions).toHaveLength(2);
  });

  it('who chose an option (option-students): refused for English, answered for maths', async () => {
    expectError(await get(`/academic/exam/${english}/clazz/${c1}/option-students?questionId=${objectiveQ[english]}&option=A`), 403, '40300', NO_CLASS);
    const own = expectOk(await get<{ studentId: number }[]>(`/academic/exam/${maths}/clazz/${c1}/option-students?questionId=${objectiveQ[maths]}&option=A`));
    expect(own.map((x) => x.studentId)).toEqual([student1]);
  });

  it('student lists, class report and 提分宝: refused for English, answered for maths', async () => {
    for (const page of ['student-tabs', 'report', 'score-up']) {
      expectError(await get(`/academic/exam/${english}/clazz/${c1}/${page}`), 403, '40300', NO_CLASS);
      expectOk(await get(`/academic/exam/${maths}/clazz/${c1}/${page}`));
    }
  });

  it('the Excel and Word downloads: refused for English, files for maths', async () => {
    for (const kind of ['excel', 'word']) {
      expectError(await get(`/academic/exam/${english}/clazz/${c1}/download/${kind}`), 403, '40300', NO_CLASS);
      const own = await ctx.app.inject({ method: 'GET', url: `/academic/exam/${maths}/clazz/${c1}/download/${kind}`, headers: { authorization: `Bearer ${mathsT}` } });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('the exam lookup and the class exam list show only the own subject', async () => {
    expectError(await get(`/academic/exam/${english}`), 403, '40300', '您没有查看这次考试的权限');
    expect(expectOk(await get<{ clazzes: { clazzId: number }[] }>(`/academic/exam/${maths}`)).clazzes.map((c) => c.clazzId)).toEqual([c1]);
    expect(expectOk(await get<{ total: number }>(`/academic/exam/list?clazzId=${c1}&subjectId=8`))).toMatchObject({ total: 0 });
    expect(expectOk(await get<{ total: number }>(`/academic/exam/list?clazzId=${c1}&subjectId=3`))).toMatchObject({ total: 1 });
  });

  it('the class teacher of the class sees every subject of it, and no other class', async () => {
    for (const page of ['summary', 'topic', 'point']) expectOk(await get(`/academic/exam/${english}/clazz/${c1}/${page}`, classTeacher));
    expectOk(await get(`/academic/exam/${english}/student/${student1}/answer`, classTeacher));
    expectError(await get(`/academic/exam/${english}/clazz/${c2}/summary`, classTeacher), 403, '40300', NO_CLASS);
  });
});
