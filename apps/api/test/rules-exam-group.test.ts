/**
 * Exam groups, one API test per rule: every guard of create, edit, delete and change type answers
 * its own status, errCode and Chinese message and leaves the exam (group, subjects, classes,
 * scores) exactly as it was; next to each family the success case.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRank, semester } from '../src/db/schema.js';
import { fillExam } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { groupState, schoolCounts, studentsOf } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type GroupView = {
  examGroupId: number;
  name: string;
  type: number;
  typeName: string;
  examDate: string;
  gradeId: number;
  canManage: boolean;
  clazzes: { clazzId: number; clazzName: string }[];
  exams: { examId: number; subjectId: number; subjectName: string; fullScore: number; studentCount: number }[];
};
type Input = { name: string; type: number; examDate: string; gradeId: number; clazzIds: number[]; subjects: { subjectId: number; fullScore: number }[] };

const NOT_MANAGER = '只有考试创建人、年级组长或校长可以管理该考试';
const NOT_MY_CLASS = '只能为自己任教的班级创建考试，全年级考试请联系年级组长';

describe('exam group rules', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let other: BuiltSchool;
  let leader: string;
  let leaderId: number;
  let creator: string; // maths teacher of 高一(1) and 高一(2), no leader post
  let creatorId: number;
  let outsider: string; // maths teacher of 高一(1): sees the exams, may not manage them
  let classTeacher: string; // 班主任 of 高一(3)
  let master: string; // 校长
  let otherLeader: string; // grade leader of another school
  let c1: number;
  let c2: number;
  let c3: number;
  let d1: number; // 高二(1)

  const input = (over: Partial<Input> = {}): Input => ({ name: '规则月考', type: 3, examDate: '2026-10-15', gradeId: s.gradeIds[1]!, clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }], ...over });
  const create = (token: string, body: unknown) => ctx.call<GroupView>({ method: 'POST', url: '/academic/exam-group', token, payload: body as object });
  const update = (token: string, id: number, body: unknown) => ctx.call<GroupView>({ method: 'PUT', url: `/academic/exam-group/${id}`, token, payload: body as object });
  const remove = (token: string, id: number) => ctx.call({ method: 'DELETE', url: `/academic/exam-group/${id}`, token });
  const changeType = (token: string, id: number, body: unknown) => ctx.call({ method: 'PUT', url: `/academic/exam-group/${id}/type`, token, payload: body as object });
  const newGroup = async (token: string, over: Partial<Input> = {}) => expectOk(await create(token, input(over)));
  const examOf = (g: GroupView, subjectId: number) => g.exams.find((e) => e.subjectId === subjectId)!.examId;
  /** One subjective question of 10 and scores for the given students (by number). */
  const scoresFor = async (token: string, examId: number, clazzId: number) => {
    const nums = (await studentsOf(ctx.database.db, clazzId)).map((x) => x.num);
    await fillExam(ctx, token, examId, [{ full: 10 }], Object.fromEntries(nums.map((n, i) => [n, [i + 5]])));
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    other = await buildSchool(db);
    [c1, c2, c3] = s.clazzIds[1] as [number, number, number];
    d1 = s.clazzIds[2]![0]!;
    const L = await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] });
    leaderId = L.teacherId;
    leader = await ctx.login(L);
    const C = await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }, { clazzId: c2, subjectId: 3 }] });
    creatorId = C.teacherId;
    creator = await ctx.login(C);
    outsider = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    classTeacher = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 1 }], subjects: [9], adminOf: [c3] }));
    master = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 5 }], subjects: [3] }));
    otherLeader = await ctx.login(await buildTeacher(db, other, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
  });
  afterAll(() => ctx.close());

  describe('create', () => {
    /** A refused create: the status, code and exact message, and no exam group written. */
    const refusedCreate = async (token: string, body: unknown, status: number, errCode: string, msg: string) => {
      const before = await schoolCounts(ctx.database.db, s.schoolId);
      expectError(await create(token, body), status, errCode, msg);
      expect(await schoolCounts(ctx.database.db, s.schoolId)).toEqual(before);
    };

    it('a grade leader creates an exam of the grade: its classes and one exam per subject', async () => {
      const res = await create(leader, input({ name: '  高一10月月考 ', clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 150 }, { subjectId: 8, fullScore: 120 }] }));
      const g = expectOk(res);
      expect(res.body.errMsg).toBe('考试已创建');
      expect(g).toMatchObject({ name: '高一10月月考', type: 3, typeName: '月考', examDate: '2026-10-15', gradeId: s.gradeIds[1], canManage: true });
      expect(g.clazzes.map((c) => c.clazzId)).toEqual([c1, c2]);
      expect(g.exams.map((e) => [e.subjectId, e.subjectName, e.fullScore, e.studentCount]).sort()).toEqual([
        [3, '数学', 150, 0],
        [8, '英语', 120, 0],
      ]);
      const st = await groupState(ctx.database.db, g.examGroupId);
      expect(st.group).toMatchObject({ schoolId: s.schoolId, semesterId: s.currentSemesterId, gradeId: s.gradeIds[1], createdBy: leaderId, markType: 4 });
      expect(st.clazzIds).toEqual([c1, c2].sort((a, b) => a - b));
    });

    it('a subject teacher creates an exam for the classes they teach, a class teacher for the class they lead', async () => {
      const mine = expectOk(await create(creator, input({ clazzIds: [c1, c2] })));
      expect((await groupState(ctx.database.db, mine.examGroupId)).group).toMatchObject({ createdBy: creatorId });
      expect(expectOk(await create(classTeacher, input({ clazzIds: [c3], subjects: [{ subjectId: 9, fullScore: 150 }] }))).clazzes.map((c) => c.clazzId)).toEqual([c3]);
    });

    it('refuses an empty name', async () => {
      await refusedCreate(leader, input({ name: '   ' }), 400, '40000', '参数name错误：请填写考试名称');
    });

    it('refuses a name over 100 characters', async () => {
      await refusedCreate(leader, input({ name: '考'.repeat(101) }), 400, '40000', '参数name错误：考试名称最长100个字符');
    });

    it('refuses an exam type outside 1-9', async () => {
      await refusedCreate(leader, input({ type: 0 }), 400, '40000', '参数type错误：考试类型只能是1-9');
      await refusedCreate(leader, input({ type: 10 }), 400, '40000', '参数type错误：考试类型只能是1-9');
    });

    it('refuses a date not written yyyy-MM-dd', async () => {
      await refusedCreate(leader, input({ examDate: '2026/10/15' }), 400, '40000', '参数examDate错误：考试日期格式应为yyyy-MM-dd');
    });

    it('refuses an exam without classes', async () => {
      await refusedCreate(leader, input({ clazzIds: [] }), 400, '40000', '参数clazzIds错误：请至少选择一个班级');
    });

    it('refuses an exam without subjects', async () => {
      await refusedCreate(leader, input({ subjects: [] }), 400, '40000', '参数subjects错误：请至少选择一个学科');
    });

    it('refuses a subject listed twice', async () => {
      await refusedCreate(leader, input({ subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 3, fullScore: 150 }] }), 400, '40000', '参数subjects错误：学科不能重复');
    });

    it('refuses a full score of 0', async () => {
      await refusedCreate(leader, input({ subjects: [{ subjectId: 3, fullScore: 0 }] }), 400, '40000', '参数subjects.0.fullScore错误：学科满分须大于0');
    });

    it('refuses a grade of another school, or no grade at all', async () => {
      await refusedCreate(leader, input({ gradeId: other.gradeIds[1]!, clazzIds: [other.clazzIds[1]![0]!] }), 400, '40000', '年级不存在');
      await refusedCreate(leader, input({ gradeId: 99999999 }), 400, '40000', '年级不存在');
    });

    it('refuses classes that are not of the chosen grade, naming each', async () => {
      await refusedCreate(leader, input({ clazzIds: [c1, d1] }), 400, '40000', `班级${d1}不属于所选年级`);
      const foreign = other.clazzIds[1]![0]!;
      await refusedCreate(leader, input({ clazzIds: [foreign, c2, d1] }), 400, '40000', `班级${foreign}、${d1}不属于所选年级`);
    });

    it('refuses a subject the school does not offer', async () => {
      // The school offers 语文 9, 数学 3, 英语 8 and 物理 12; 6 is the junior 数学.
      await refusedCreate(leader, input({ subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 6, fullScore: 100 }] }), 400, '40000', '学科6不是本校开设的学科');
    });

    it('refuses a teacher who does not lead the grade a class they do not teach', async () => {
      await refusedCreate(creator, input({ clazzIds: [c1, c3] }), 403, '40300', NOT_MY_CLASS);
      await refusedCreate(outsider, input({ clazzIds: [c2] }), 403, '40300', NOT_MY_CLASS);
    });

    it('refuses when the school has no semester', async () => {
      const db = ctx.database.db;
      const bare = await buildSchool(db);
      const t = await ctx.login(await buildTeacher(db, bare, { posts: [{ post: 5 }] }));
      await db.delete(semester).where(eq(semester.schoolId, bare.schoolId));
      const before = await schoolCounts(db, bare.schoolId);
      expectError(await create(t, input({ gradeId: bare.gradeIds[1]!, clazzIds: [bare.clazzIds[1]![0]!] })), 404, '40400', '学校尚未设置学期');
      expect(await schoolCounts(db, bare.schoolId)).toEqual(before);
    });
  });

  describe('edit', () => {
    /** A refused edit: the status, code and exact message, and the group exactly as before. */
    const refusedEdit = async (token: string, id: number, body: unknown, status: number, errCode: string, msg: string) => {
      const before = await groupState(ctx.database.db, id);
      expectError(await update(token, id, body), status, errCode, msg);
      expect(await groupState(ctx.database.db, id)).toEqual(before);
    };

    it('saves name, type, date, added and removed classes and subjects; kept subjects keep their exam and scores', async () => {
      const g = await newGroup(leader, { clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 12, fullScore: 100 }] });
      const maths = examOf(g, 3);
      await scoresFor(leader, maths, c1);
      const before = await groupState(ctx.database.db, g.examGroupId);
      const res = await update(leader, g.examGroupId, input({ name: '高一10月月考（改）', type: 5, examDate: '2026-10-20', clazzIds: [c1, c3], subjects: [{ subjectId: 3, fullScore: 10 }, { subjectId: 8, fullScore: 120 }] }));
      const after = expectOk(res);
      expect(res.body.errMsg).toBe('考试已保存');
      expect(after).toMatchObject({ name: '高一10月月考（改）', type: 5, typeName: '期中考试', examDate: '2026-10-20' });
      expect(after.clazzes.map((c) => c.clazzId)).toEqual([c1, c3]);
      expect(after.exams.map((e) => [e.subjectId, e.fullScore, e.studentCount]).sort()).toEqual([
        [3, 10, 3],
        [8, 120, 0],
      ]);
      const st = await groupState(ctx.database.db, g.examGroupId);
      // The maths exam is the same row with the same scores; 物理 (no scores) is gone.
      expect(st.exams.find((e) => e.subjectId === 3)).toEqual(before.exams.find((e) => e.subjectId === 3));
      expect(st.exams.map((e) => e.subjectId)).toEqual([3, 8]);
      expect(st.group).toMatchObject({ gradeId: s.gradeIds[1], createdBy: leaderId });
    });

    it('the creator who does not lead the grade may edit their own exam within their classes', async () => {
      const g = await newGroup(creator, { clazzIds: [c1] });
      expect(expectOk(await update(creator, g.examGroupId, input({ name: '我的周测', clazzIds: [c1, c2] }))).clazzes.map((c) => c.clazzId)).toEqual([c1, c2]);
    });

    it('answers 404 for an exam that does not exist or is of another school', async () => {
      const g = await newGroup(leader);
      expectError(await update(leader, 99999999, input()), 404, '40400', '考试不存在');
      await refusedEdit(otherLeader, g.examGroupId, input({ name: '别校修改', gradeId: other.gradeIds[1]!, clazzIds: [other.clazzIds[1]![0]!] }), 404, '40400', '考试不存在');
    });

    it('refuses a teacher who neither created the exam nor leads its grade', async () => {
      const g = await newGroup(leader, { clazzIds: [c1] });
      await refusedEdit(outsider, g.examGroupId, input({ name: '越权修改', clazzIds: [c1] }), 403, '40300', NOT_MANAGER);
    });

    it('refuses a change of grade', async () => {
      const g = await newGroup(leader);
      await refusedEdit(master, g.examGroupId, input({ name: '换年级', gradeId: s.gradeIds[2]!, clazzIds: [d1] }), 400, '40000', '已创建的考试不能更换年级');
    });

    it('refuses a class of another grade', async () => {
      const g = await newGroup(leader);
      await refusedEdit(leader, g.examGroupId, input({ name: '加错班', clazzIds: [c1, d1] }), 400, '40000', `班级${d1}不属于所选年级`);
    });

    it('refuses a subject the school does not offer', async () => {
      const g = await newGroup(leader);
      await refusedEdit(leader, g.examGroupId, input({ name: '加错学科', subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 6, fullScore: 100 }] }), 400, '40000', '学科6不是本校开设的学科');
    });

    it('refuses the creator adding a class they do not teach', async () => {
      const g = await newGroup(creator, { clazzIds: [c1] });
      await refusedEdit(creator, g.examGroupId, input({ name: '加别人的班', clazzIds: [c1, c3] }), 403, '40300', NOT_MY_CLASS);
    });

    it('refuses an exam type outside 1-9', async () => {
      const g = await newGroup(leader);
      await refusedEdit(leader, g.examGroupId, input({ type: 10 }), 400, '40000', '参数type错误：考试类型只能是1-9');
    });

    it('refuses to remove a subject that has scores, and saves nothing else of the request', async () => {
      const g = await newGroup(leader, { subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 8, fullScore: 100 }] });
      await scoresFor(leader, examOf(g, 8), c2);
      await refusedEdit(leader, g.examGroupId, input({ name: '去掉英语', type: 6, clazzIds: [c1, c2, c3], subjects: [{ subjectId: 3, fullScore: 100 }] }), 409, '40900', '该学科已导入成绩，不能移除；如需移除请先删除其成绩');
    });

    it('refuses a new full score for a subject already in the exam (the paper sets it)', async () => {
      const g = await newGroup(leader);
      await refusedEdit(leader, g.examGroupId, input({ name: '改满分', clazzIds: [c1, c2, c3], subjects: [{ subjectId: 3, fullScore: 120 }, { subjectId: 8, fullScore: 100 }] }), 409, '40900', '学科满分由试卷结构决定，请在试卷结构中修改');
    });

    it('refuses to remove a class that has scores in any subject; a class without scores may go', async () => {
      const g = await newGroup(leader, { clazzIds: [c1, c2, c3], subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 8, fullScore: 100 }] });
      // Scores of 高一(1) only in the second subject.
      await scoresFor(leader, examOf(g, 8), c1);
      await refusedEdit(leader, g.examGroupId, input({ name: '去掉一班', type: 6, clazzIds: [c2, c3], subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 8, fullScore: 10 }] }), 409, '40900', '要移除的班级已有成绩，不能移除');
      const kept = expectOk(await update(leader, g.examGroupId, input({ name: '去掉三班', clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 8, fullScore: 10 }] })));
      expect(kept.clazzes.map((c) => c.clazzId)).toEqual([c1, c2]);
    });
  });

  describe('delete', () => {
    const refusedDelete = async (token: string, id: number, status: number, errCode: string, msg: string) => {
      const before = await groupState(ctx.database.db, id);
      expectError(await remove(token, id), status, errCode, msg);
      expect(await groupState(ctx.database.db, id)).toEqual(before);
    };

    it('deletes the exam with all its subjects, classes and scores', async () => {
      const g = await newGroup(leader, { subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 8, fullScore: 100 }] });
      await scoresFor(leader, examOf(g, 3), c1);
      const ranks = async () => (await ctx.database.db.select().from(examRank).where(eq(examRank.examId, examOf(g, 3)))).length;
      expect(await ranks()).toBeGreaterThan(0);
      const res = await remove(leader, g.examGroupId);
      // Its ranks go with it (a trigger since exam_rank has no foreign key, migration 0012).
      expect(await ranks()).toBe(0);
      expect(expectOk(res)).toBeNull();
      expect(res.body.errMsg).toBe('考试已删除');
      expect(await groupState(ctx.database.db, g.examGroupId)).toEqual({ group: null, exams: [], clazzIds: [] });
      expectError(await ctx.call({ method: 'GET', url: `/academic/exam-group/${g.examGroupId}`, token: leader }), 404, '40400', '考试不存在');
      // The creator (no leader post) and the school master may delete too.
      expectOk(await remove(creator, (await newGroup(creator, { clazzIds: [c1] })).examGroupId));
      expectOk(await remove(master, (await newGroup(creator, { clazzIds: [c1] })).examGroupId));
    });

    it('answers 404 for an exam that does not exist or is of another school', async () => {
      const g = await newGroup(leader);
      expectError(await remove(leader, 99999999), 404, '40400', '考试不存在');
      await refusedDelete(otherLeader, g.examGroupId, 404, '40400', '考试不存在');
    });

    it('refuses a teacher who neither created the exam nor leads its grade', async () => {
      const g = await newGroup(leader, { clazzIds: [c1] });
      await scoresFor(leader, examOf(g, 3), c1);
      await refusedDelete(outsider, g.examGroupId, 403, '40300', NOT_MANAGER);
    });
  });

  describe('change type', () => {
    const refusedType = async (token: string, id: number, body: unknown, status: number, errCode: string, msg: string) => {
      const before = await groupState(ctx.database.db, id);
      expectError(await changeType(token, id, body), status, errCode, msg);
      expect(await groupState(ctx.database.db, id)).toEqual(before);
    };

    it('changes only the type', async () => {
      const g = await newGroup(leader, { type: 3 });
      const before = await groupState(ctx.database.db, g.examGroupId);
      const res = await changeType(leader, g.examGroupId, { type: 7 });
      expect(expectOk(res)).toBeNull();
      expect(res.body.errMsg).toBe('考试类型已修改');
      const after = await groupState(ctx.database.db, g.examGroupId);
      const { type: t0, updatedAt: u0, ...rest0 } = before.group!;
      const { type: t1, updatedAt: u1, ...rest1 } = after.group!;
      expect([t0, t1]).toEqual([3, 7]);
      expect(u1.getTime()).toBeGreaterThanOrEqual(u0.getTime());
      expect(rest1).toEqual(rest0);
      expect([after.exams, after.clazzIds]).toEqual([before.exams, before.clazzIds]);
      const view = expectOk(await ctx.call<GroupView>({ method: 'GET', url: `/academic/exam-group/${g.examGroupId}`, token: leader }));
      expect(view).toMatchObject({ type: 7, typeName: '模拟考试' });
    });

    it('refuses a type outside 1-9 or missing', async () => {
      const g = await newGroup(leader);
      await refusedType(leader, g.examGroupId, { type: 0 }, 400, '40000', '参数type错误：考试类型只能是1-9');
      await refusedType(leader, g.examGroupId, { type: 10 }, 400, '40000', '参数type错误：考试类型只能是1-9');
      await refusedType(leader, g.examGroupId, {}, 400, '40000', '参数type错误：请选择考试类型');
    });

    it('answers 404 for an exam that does not exist or is of another school', async () => {
      const g = await newGroup(leader);
      expectError(await changeType(leader, 99999999, { type: 5 }), 404, '40400', '考试不存在');
      await refusedType(otherLeader, g.examGroupId, { type: 5 }, 404, '40400', '考试不存在');
    });

    it('refuses a teacher who neither created the exam nor leads its grade', async () => {
      const g = await newGroup(leader, { clazzIds: [c1] });
      await refusedType(outsider, g.examGroupId, { type: 5 }, 403, '40300', NOT_MANAGER);
    });
  });
});
