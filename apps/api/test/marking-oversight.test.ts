/**
 * Marking oversight over HTTP: progress (by marker and by class), score distribution, supervision,
 * labels and special answers, objective answer groups and viewing students' papers (spec section 6).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examGroup, examStudent, markingAnswer, markingAnswerLabel, markingLabel, student } from '../src/db/schema.js';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildTeacher } from './support/factories.js';
import { setupMarkingExam, type MarkingExam } from './support/marking.js';
import { buildCast, fetchNext, submit, type Cast } from './support/marking-manage.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };
type Label = { labelId: number; name: string; system: boolean };
type AnswerLabel = { labelId: number; name: string; teacherName: string; note: string };
type Special = { answerId: number; studentName: string; clazzName: string; finalScore: number | null; labels: AnswerLabel[] };
type Paper = { studentId: number; studentName: string; clazzName: string; answers: { groupId: number; answerId: number; status: number; statusText: string; finalScore: number | null }[] };

describe('marking oversight', () => {
  let ctx: TestContext;
  let c: Cast;
  let e: MarkingExam;
  let groupId: number;
  let master: string;
  let clazzTeacher: string;
  const scores = new Map<number, number>(); // answerId -> score given

  beforeAll(async () => {
    ctx = await createTestApp();
    c = await buildCast(ctx);
    const db = ctx.database.db;
    master = await ctx.login(await buildTeacher(db, c.s, { posts: [{ post: 5 }], subjects: [9] }));
    clazzTeacher = await ctx.login(await buildTeacher(db, c.s, { subjects: [9], teaches: [{ clazzId: c.clazz[2], subjectId: 9 }], adminOf: [c.clazz[2]] }));
    e = await setupMarkingExam(ctx, c.leader, c.s, {
      questions: [{ no: '1', full: 5, objective: true, answerKey: 'A' }, { no: '2', full: 5, objective: true, answerKey: 'B' }, { no: '13', full: 10 }],
      groups: [{ questionNos: ['13'], markers: [{ teacherId: c.ids.m1 }, { teacherId: c.ids.m2 }] }],
      markType: 3,
    });
    groupId = e.groupIds[0]!;
    for (const [token, given] of [[c.m1, [2, 9, 10]], [c.m2, [5, 5]]] as const) {
      for (const score of given) {
        const item = (await fetchNext(ctx, token, groupId)).item!;
        await submit(ctx, token, item.slotId, [score]);
        scores.set(item.answerId, score);
      }
    }
    // m2 holds one more answer without submitting it.
    await fetchNext(ctx, c.m2, groupId);
  });
  afterAll(() => ctx.close());

  it('progress shows what each marker marked and holds', async () => {
    type Progress = { markType: number; groups: { answersFinal: number; meanScore: number; markers: { teacherId: number; marked: number; held: number; remaining: number | null; meanScore: number | null; agreementRate: number | null }[] }[] };
    const p = expectOk(await ctx.call<Progress>({ method: 'GET', url: `/marking/exam/${e.examId}/progress`, token: c.leader }));
    expect(p.markType).toBe(3);
    const g = p.groups[0]!;
    expect(g.answersFinal).toBe(5);
    expect(g.meanScore).toBeCloseTo(31 / 5);
    expect(g.markers).toHaveLength(2);
    expect(g.markers.find((m) => m.teacherId === c.ids.m1)).toMatchObject({ marked: 3, held: 0, remaining: null, meanScore: 7, agreementRate: null });
    expect(g.markers.find((m) => m.teacherId === c.ids.m2)).toMatchObject({ marked: 2, held: 1, meanScore: 5 });
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${e.examId}/progress`, token: c.stranger }), 404, '40400', '考试不存在');
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/exam/-1/progress', token: c.leader }), 'examId', '考试ID必须大于0');
  });

  it('progress by class: each class with its answers and how many are final', async () => {
    type Row = { clazzId: number; clazzName: string; groups: { groupId: number; total: number; final: number }[] };
    const rows = expectOk(await ctx.call<Row[]>({ method: 'GET', url: `/marking/exam/${e.examId}/progress-by-clazz`, token: c.leader }));
    expect(rows.map((r) => r.clazzId)).toEqual(c.clazz);
    expect(rows.map((r) => r.groups[0]!.total)).toEqual([3, 3, 3]);
    const finals = await ctx.database.db.select().from(markingAnswer).where(and(eq(markingAnswer.groupId, groupId), eq(markingAnswer.status, 3)));
    expect(rows.map((r) => r.groups[0]!.final)).toEqual(c.clazz.map((id) => finals.filter((a) => a.clazzId === id).length));
    expect(expectOk(await ctx.call<Row[]>({ method: 'GET', url: `/marking/exam/${e.examId}/progress-by-clazz`, token: c.m1 }))).toHaveLength(3);
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${e.examId}/progress-by-clazz`, token: c.outsider }), 403, '40300', '只有考试负责人和本次考试的阅卷老师可以查看阅卷进度');
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${e.examId}/progress-by-clazz`, token: c.stranger }), 404, '40400');
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/exam/x/progress-by-clazz', token: c.leader }), 'examId');
  });

  it('score distribution: the final scores and each marker in the same buckets', async () => {
    type Dist = { fullScore: number; buckets: number[]; group: { mean: number | null; counts: number[] }; markers: { teacherId: number; mean: number | null; marked: number; counts: number[] }[] };
    const d = expectOk(await ctx.call<Dist>({ method: 'GET', url: `/marking/group/${groupId}/distribution`, token: c.leader }));
    expect(d.fullScore).toBe(10);
    expect(d.buckets).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(d.group.counts).toEqual([0, 0, 1, 0, 0, 2, 0, 0, 0, 2]); // 2, 5, 5, 9 and 10 (the full score falls in the last bucket)
    expect(d.group.mean).toBeCloseTo(31 / 5);
    const m1 = d.markers.find((m) => m.teacherId === c.ids.m1)!;
    expect(m1).toMatchObject({ marked: 3, mean: 7, counts: [0, 0, 1, 0, 0, 0, 0, 0, 0, 2] });
    expect(d.markers.find((m) => m.teacherId === c.ids.m2)).toMatchObject({ marked: 2, mean: 5 });
    expectError(await ctx.call({ method: 'GET', url: `/marking/group/${groupId}/distribution`, token: c.outsider }), 403, '40300');
    expectError(await ctx.call({ method: 'GET', url: `/marking/group/${groupId}/distribution`, token: c.stranger }), 404, '40400', '阅卷题组不存在');
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/group/1.5/distribution', token: c.leader }), 'groupId', '题组ID必须是整数');
  });

  it('supervision: grade leaders and the school master see their grades’ marking', async () => {
    type Row = { examId: number; markStatus: number; groups: { groupId: number; answersTotal: number; answersFinal: number; markers: number; problemPending: number; arbitrationPending: number; statusText: string }[] };
    const rows = expectOk(await ctx.call<Row[]>({ method: 'GET', url: '/marking/supervise', token: c.leader }));
    expect(rows).toEqual([expect.objectContaining({ examId: e.examId, markStatus: 1 })]);
    expect(rows[0]!.groups).toEqual([expect.objectContaining({ groupId, answersTotal: 9, answersFinal: 5, markers: 2, problemPending: 0, arbitrationPending: 0, statusText: '阅卷中' })]);
    expect(expectOk(await ctx.call<Row[]>({ method: 'GET', url: '/marking/supervise', token: master })).map((r) => r.examId)).toEqual([e.examId]);
    expect(expectOk(await ctx.call<Row[]>({ method: 'GET', url: '/marking/supervise', token: c.stranger }))).toEqual([]);
    expect(expectOk(await ctx.call<Row[]>({ method: 'GET', url: `/marking/supervise?semesterId=${c.s.finishedSemesterId}`, token: c.leader }))).toEqual([]);
    expectError(await ctx.call({ method: 'GET', url: '/marking/supervise', token: c.m1 }), 403, '40300', '只有年级组长或校长可以查看阅卷监控');
    expectError(await ctx.call({ method: 'GET', url: `/marking/supervise?semesterId=${c.s.currentSemesterId}`, token: c.stranger }), 404, '40400', '学期不存在');
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/supervise?semesterId=abc', token: c.leader }), 'semesterId', '学期ID必须是数字');
  });

  let own: Label;
  it('labels: the two system labels once per school, and the teacher’s own', async () => {
    const list = (token: string) => ctx.call<Label[]>({ method: 'GET', url: '/marking/labels', token });
    const first = expectOk(await list(c.m1));
    expect(first).toEqual([expect.objectContaining({ name: '优秀卷', system: true }), expect.objectContaining({ name: '典型错误', system: true })]);
    await Promise.all([list(c.m2), list(c.leader)]);
    const system = await ctx.database.db.select().from(markingLabel).where(and(eq(markingLabel.schoolId, c.s.schoolId), isNull(markingLabel.teacherId)));
    expect(system).toHaveLength(2);

    const create = (name: unknown, token = c.m1) => ctx.call<Label>({ method: 'POST', url: '/marking/labels', token, payload: { name } });
    expectValidation(await create(''), 'name', '请填写标签名称');
    expectValidation(await create('字'.repeat(21)), 'name', '标签名称最多20个字');
    expectError(await create('优秀卷'), 409, '40900', '标签"优秀卷"已存在');
    own = expectOk(await create(' 书写工整 '));
    expect(own).toMatchObject({ name: '书写工整', system: false });
    expectError(await create('书写工整'), 409, '40900', '标签"书写工整"已存在');
    const m2own = expectOk(await create('书写工整', c.m2)); // another teacher may use the same name
    expect(expectOk(await list(c.m1)).map((l) => l.name)).toEqual(['优秀卷', '典型错误', '书写工整']);
    // A teacher outside the exam sees the system labels only, none of the teachers' own.
    const strangers = expectOk(await list(c.stranger));
    expect(strangers.map((l) => l.name)).toEqual(['优秀卷', '典型错误']);
    expect(strangers.every((l) => l.system)).toBe(true);

    const rename = (labelId: number, name: string, token = c.m1) => ctx.call<Label>({ method: 'PUT', url: `/marking/labels/${labelId}`, token, payload: { name } });
    const sys = first[0]!;
    expectError(await rename(sys.labelId, '好'), 403, '40300', '系统标签不能修改');
    expectError(await rename(m2own.labelId, '好'), 403, '40300', '只能修改自己的标签');
    expectError(await rename(own.labelId, '好', c.stranger), 404, '40400', '标签不存在');
    expectError(await rename(own.labelId, '典型错误'), 409, '40900', '标签"典型错误"已存在');
    expectValidation(await rename(own.labelId, ''), 'name', '请填写标签名称');
    own = expectOk(await rename(own.labelId, '步骤清晰'));
    expect(own.name).toBe('步骤清晰');
    expect(expectOk(await rename(own.labelId, '步骤清晰')).name).toBe('步骤清晰'); // its own name is not a duplicate

    const del = (labelId: number, token = c.m1) => ctx.call({ method: 'DELETE', url: `/marking/labels/${labelId}`, token });
    expectError(await del(sys.labelId), 403, '40300', '系统标签不能删除');
    expectError(await del(m2own.labelId), 403, '40300', '只能删除自己的标签');
    expectError(await del(m2own.labelId, c.stranger), 404, '40400');
    expectValidation(await del(0), 'labelId', '标签ID必须大于0');
    expectOk(await del(m2own.labelId, c.m2));
    expect(await ctx.database.db.select().from(markingLabel).where(eq(markingLabel.id, m2own.labelId))).toEqual([]);
  });

  it('labels on answers and the special answers they make', async () => {
    const labels = expectOk(await ctx.call<Label[]>({ method: 'GET', url: '/marking/labels', token: c.m1 }));
    const good = labels.find((l) => l.name === '优秀卷')!;
    const answerId = [...scores].find(([, s]) => s === 10)![0];
    const put = (id: number, payload: Record<string, unknown>, token = c.m1) => ctx.call<AnswerLabel[]>({ method: 'PUT', url: `/marking/answer/${id}/labels`, token, payload });
    const m2label = expectOk(await ctx.call<Label>({ method: 'POST', url: '/marking/labels', token: c.m2, payload: { name: '另类解法' } }));
    expectValidation(await put(answerId, { labelIds: [m2label.labelId] }), `标签${m2label.labelId}不存在`);
    expectValidation(await put(answerId, { labelIds: [good.labelId], note: '字'.repeat(201) }), 'note', '备注最多200个字');
    expectValidation(await put(0, { labelIds: [] }), 'answerId', '答卷ID必须大于0');
    expectError(await put(answerId, { labelIds: [good.labelId] }, c.outsider), 403, '40300', '您不是该题组的阅卷老师');
    expectError(await put(answerId, { labelIds: [good.labelId] }, c.stranger), 404, '40400');
    expectError(await put(999999, { labelIds: [good.labelId] }), 404, '40400', '答卷不存在');
    const set = expectOk(await put(answerId, { labelIds: [good.labelId, own.labelId], note: '可作范例' }));
    expect(set.map((l) => [l.name, l.note])).toEqual([['优秀卷', '可作范例'], ['步骤清晰', '可作范例']]);
    expect(await ctx.database.db.select().from(markingAnswerLabel).where(eq(markingAnswerLabel.answerId, answerId))).toHaveLength(2);

    const special = (token: string, query = '') => ctx.call<Page<Special>>({ method: 'GET', url: `/marking/group/${groupId}/special-answers${query}`, token });
    // The leader sees the system label (not m1's own) and the student's name.
    const seen = expectOk(await special(c.leader));
    expect(seen.total).toBe(1);
    expect(seen.list[0]).toMatchObject({ answerId, finalScore: 10 });
    expect(seen.list[0]!.labels.map((l) => l.name)).toEqual(['优秀卷']);
    expect(seen.list[0]!.studentName).not.toBe('');
    // The marker sees their own label too, but marking stays anonymous until the group completes.
    const mine = expectOk(await special(c.m1));
    expect(mine.list[0]!.labels.map((l) => l.name)).toEqual(['优秀卷', '步骤清晰']);
    expect(mine.list[0]).toMatchObject({ studentName: '', clazzName: '' });
    expect(expectOk(await special(c.m1, `?labelId=${own.labelId}`)).total).toBe(1);
    expect(expectOk(await special(c.leader, `?labelId=${labels.find((l) => l.name === '典型错误')!.labelId}`)).total).toBe(0);
    expectError(await special(c.leader, `?labelId=${own.labelId}`), 404, '40400', '标签不存在');
    expectError(await special(c.outsider), 403, '40300');
    expectError(await special(c.stranger), 404, '40400');
    expectValidation(await special(c.leader, '?pageNo=0'), 'pageNo', '页码最小为1');

    // Clearing the teacher's labels removes the answer from the list.
    expect(expectOk(await put(answerId, { labelIds: [] }))).toEqual([]);
    expect(expectOk(await special(c.leader)).total).toBe(0);
  });

  it('objective answers grouped with the score the key gives', async () => {
    const db = ctx.database.db;
    const students = await db.select({ id: student.id, clazzId: student.clazzId }).from(student).where(eq(student.clazzId, c.clazz[0]));
    const answers: (string | null)[][] = [['A', 'B', null], ['A', 'C', null], ['B', null, null]];
    await db.insert(examStudent).values(students.map((st, i) => ({ examId: e.examId, studentId: st.id, clazzId: st.clazzId, absent: false, scores: [0, 0, 0], answers: answers[i]! as string[] })));
    const other = (await db.select({ id: student.id }).from(student).where(eq(student.clazzId, c.clazz[1])))[0]!;
    await db.insert(examStudent).values({ examId: e.examId, studentId: other.id, clazzId: c.clazz[1], absent: true, scores: [0, 0, 0], answers: ['D', 'D', null] as unknown as string[] });
    type Groups = { questionNo: string; answerKey: string | null; fullScore: number; groups: { answer: string; count: number; score: number }[] }[];
    const res = expectOk(await ctx.call<Groups>({ method: 'GET', url: `/marking/exam/${e.examId}/objective-groups`, token: c.leader }));
    expect(res.map((q) => [q.questionNo, q.answerKey])).toEqual([['1', 'A'], ['2', 'B']]);
    expect(res[0]!.groups).toEqual([{ answer: 'A', count: 2, score: 5 }, { answer: 'B', count: 1, score: 0 }]);
    expect(res[1]!.groups).toEqual([{ answer: '', count: 1, score: 0 }, { answer: 'B', count: 1, score: 5 }, { answer: 'C', count: 1, score: 0 }]);
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${e.examId}/objective-groups`, token: c.m1 }), 403, '40300');
    expectError(await ctx.call({ method: 'GET', url: `/marking/exam/${e.examId}/objective-groups`, token: c.stranger }), 404, '40400');
    expectValidation(await ctx.call({ method: 'GET', url: '/marking/exam/0/objective-groups', token: c.leader }), 'examId');
  });

  it("students' papers: leaders see every class; under markType 3 a class's own teachers see their class", async () => {
    const papers = (token: string, query = '') => ctx.call<Page<Paper>>({ method: 'GET', url: `/marking/exam/${e.examId}/student-papers${query}`, token });
    const all = expectOk(await papers(c.leader));
    expect(all).toMatchObject({ total: 9, pageNo: 1, pageSize: 10 });
    const first = all.list.find((p) => p.answers[0]!.finalScore === 10)!;
    expect(first.answers).toEqual([expect.objectContaining({ groupId, status: 3, statusText: '已完成', finalScore: 10 })]);
    expect(expectOk(await papers(c.leader, '?pageSize=4&pageNo=3')).list).toHaveLength(1);
    expect(expectOk(await papers(c.leader, `?clazzId=${c.clazz[1]}`)).list.map((p) => p.clazzName)).toEqual(Array(3).fill('高一(2)班'));
    const name = all.list[4]!.studentName;
    expect(expectOk(await papers(c.leader, `?keyword=${encodeURIComponent(name)}`)).list.map((p) => p.studentName)).toEqual([name]);
    expect(expectOk(await papers(c.leader, '?keyword=%25')).total).toBe(0); // a literal %, not a wildcard

    const own = expectOk(await papers(c.m1));
    expect(own.total).toBe(3);
    expect(own.list.map((p) => p.clazzName)).toEqual(Array(3).fill('高一(1)班'));
    expect(expectOk(await papers(clazzTeacher)).list.map((p) => p.clazzName)).toEqual(Array(3).fill('高一(3)班'));
    expectError(await papers(c.m1, `?clazzId=${c.clazz[1]}`), 403, '40300', '只能查看自己任教班级的学生答卷');
    expectError(await papers(c.leader, `?clazzId=${c.s.clazzIds[2]![0]}`), 404, '40400', '该班级没有参加这次考试');
    expectError(await papers(c.outsider), 403, '40300', '只能查看自己任教班级的学生答卷');
    expectError(await papers(c.stranger), 404, '40400');
    expectValidation(await papers(c.leader, '?pageSize=101'), 'pageSize', '每页条数最多为100');

    await ctx.database.db.update(examGroup).set({ markType: 4 }).where(eq(examGroup.id, e.examGroupId));
    expectError(await papers(c.m1), 403, '40300', '只有年级组长或考试负责人可以查看学生答卷');
    expect(expectOk(await papers(c.leader)).total).toBe(9);
  });
});
