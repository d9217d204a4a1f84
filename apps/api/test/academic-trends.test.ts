/** Trends over a term: class trend, knowledge points, a student's trend and suggestions, the student tabs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KNOWLEDGE_POINTS } from '../src/db/reference-data/knowledge-points.js';
import { student } from '../src/db/schema.js';
import { examWithScores } from './support/academic.js';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { abcd, buildTopic, docxText } from './support/paper.js';
import { createTestApp, type TestContext } from './support/test-app.js';

describe('academic trends', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let teacher: string;
  let other: string;
  let c1: number;
  let c2: number;
  let nums: string[];
  let ids: number[];
  let exam2: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }] }));
    teacher = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    other = await ctx.login(await buildTeacher(db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }] }));
    const rows = await db.select().from(student).where(eq(student.clazzId, c1));
    const rows2 = await db.select().from(student).where(eq(student.clazzId, c2));
    nums = [...rows, ...rows2].map((r) => r.studentNum);
    ids = [...rows, ...rows2].map((r) => r.id);
    const base = { type: 3, gradeId: s.gradeIds[1]!, clazzIds: [c1, c2], subjectId: 3, questions: [{ full: 50, kps: [3002] }, { full: 50, kps: [3003] }] };
    // 高一(1): students 0-2, 高一(2): 3-5. Exam 1 then exam 2 (same type): student 0 falls from 1st to last.
    await examWithScores(ctx, leader, { ...base, name: '10月月考', date: '2026-10-10', scores: { [nums[0]!]: [50, 50], [nums[1]!]: [30, 20], [nums[2]!]: [20, 20], [nums[3]!]: [40, 40], [nums[4]!]: [35, 35], [nums[5]!]: [10, 10] } });
    exam2 = await examWithScores(ctx, leader, { ...base, name: '11月月考', date: '2026-11-10', scores: { [nums[0]!]: [5, 5], [nums[1]!]: [40, 20], [nums[2]!]: [30, 10], [nums[3]!]: [45, 45], [nums[4]!]: '缺考', [nums[5]!]: [20, 20] } });
  });
  afterAll(() => ctx.close());

  it('the class trend lists both exams with class and grade averages and the class rank', async () => {
    const rows = expectOk(await ctx.call<{ name: string; average: number; gradeAverage: number; rank: number }[]>({ method: 'GET', url: `/academic/clazz/trend?clazzId=${c1}&subjectId=3`, token: teacher }));
    expect(rows.map((r) => r.name)).toEqual(['10月月考', '11月月考']);
    expect(rows[0]!.average).toBeCloseTo(190 / 3);
    expect(rows[0]!.gradeAverage).toBeCloseTo((100 + 50 + 40 + 80 + 70 + 20) / 6);
    expect(rows[1]!.average).toBeCloseTo(110 / 3);
    expect(rows[1]!.rank).toBe(2);
  });

  it('a subject teacher of another subject cannot read this subject; bad input is named', async () => {
    expectError(await ctx.call({ method: 'GET', url: `/academic/clazz/trend?clazzId=${c1}&subjectId=3`, token: other }), 403, '40300', '您没有查看该班级此学科成绩的权限');
    expectValidation(await ctx.call({ method: 'GET', url: `/academic/clazz/trend?clazzId=x&subjectId=3`, token: teacher }), 'clazzId');
    expect((await ctx.call({ method: 'GET', url: `/academic/clazz/trend?clazzId=${c1}&subjectId=3` })).status).toBe(401);
  });

  it('the grade trend gives every class the teacher may see, per exam, in one call', async () => {
    type T = { exams: { examId: number; name: string; gradeAverage: number; clazzCount: number }[]; classes: { clazzId: number; rows: { examId: number; average: number; rank: number }[] }[] };
    const all = expectOk(await ctx.call<T>({ method: 'GET', url: `/academic/grade/trend?gradeId=${s.gradeIds[1]}&subjectId=3`, token: leader }));
    expect(all.exams.map((e) => e.name)).toEqual(['10月月考', '11月月考']);
    expect(all.exams[0]!.gradeAverage).toBeCloseTo((100 + 50 + 40 + 80 + 70 + 20) / 6);
    expect(all.exams[0]!.clazzCount).toBe(2);
    const line1 = all.classes.find((c) => c.clazzId === c1)!;
    const line2 = all.classes.find((c) => c.clazzId === c2)!;
    expect(line1.rows.map((r) => r.average)).toEqual([expect.closeTo(190 / 3), expect.closeTo(110 / 3)]);
    // 10月月考: 高一(1) 190/3 above 高一(2) 170/3; 11月月考: 高一(2) (90+40)/2 with one absentee, above 高一(1).
    expect(line1.rows.map((r) => r.rank)).toEqual([1, 2]);
    expect(line2.rows.map((r) => r.rank)).toEqual([2, 1]);
    // A subject teacher sees only the class taught in that subject.
    const own = expectOk(await ctx.call<T>({ method: 'GET', url: `/academic/grade/trend?gradeId=${s.gradeIds[1]}&subjectId=3`, token: teacher }));
    expect(own.classes.map((c) => c.clazzId)).toEqual([c1]);
    expect(own.exams).toHaveLength(2);
    // An exam only 高一(2) sat is the leader's to compare, not 高一(1)'s teacher's.
    await examWithScores(ctx, leader, { type: 1, gradeId: s.gradeIds[1]!, clazzIds: [c2], subjectId: 3, questions: [{ full: 100 }], name: '高一(2)班周测', date: '2026-11-12', scores: { [nums[3]!]: [80], [nums[4]!]: [70], [nums[5]!]: [60] } });
    const withOther = expectOk(await ctx.call<T>({ method: 'GET', url: `/academic/grade/trend?gradeId=${s.gradeIds[1]}&subjectId=3`, token: leader }));
    expect(withOther.exams.map((e) => e.name)).toEqual(['10月月考', '11月月考', '高一(2)班周测']);
    const ownAgain = expectOk(await ctx.call<T>({ method: 'GET', url: `/academic/grade/trend?gradeId=${s.gradeIds[1]}&subjectId=3`, token: teacher }));
    expect(ownAgain.exams.map((e) => e.name)).toEqual(['10月月考', '11月月考']);
  });

  it('the grade trend refuses a teacher without classes of that subject, another school\'s grade and bad input', async () => {
    expectError(await ctx.call({ method: 'GET', url: `/academic/grade/trend?gradeId=${s.gradeIds[1]}&subjectId=3`, token: other }), 403, '40300', '您没有查看该年级此学科成绩的权限');
    const otherSchool = await buildSchool(ctx.database.db);
    expectError(await ctx.call({ method: 'GET', url: `/academic/grade/trend?gradeId=${otherSchool.gradeIds[1]}&subjectId=3`, token: leader }), 404, '40400', '年级不存在');
    expectValidation(await ctx.call({ method: 'GET', url: `/academic/grade/trend?gradeId=abc&subjectId=3`, token: leader }), 'gradeId');
    expect((await ctx.call({ method: 'GET', url: `/academic/grade/trend?gradeId=${s.gradeIds[1]}&subjectId=3` })).status).toBe(401);
  });

  it('class knowledge points over the term are weighted by points at stake', async () => {
    const rows = expectOk(await ctx.call<{ kpId: number; clazzMastery: number; exams: number }[]>({ method: 'GET', url: `/academic/clazz/point-trend?clazzId=${c1}&subjectId=3`, token: teacher }));
    const kp = rows.find((r) => r.kpId === 3002)!;
    // 高一(1) on question 1: exam 1 (50+30+20)/150, exam 2 (5+40+30)/150 → (100+75)/300
    expect(kp.clazzMastery).toBeCloseTo(175 / 300);
    expect(kp.exams).toBe(2);
  });

  it("a student's trend and knowledge points, with advice for the weakest", async () => {
    const trend = expectOk(await ctx.call<{ exams: { score: number; gradeRank: number }[] }>({ method: 'GET', url: `/academic/student/trend?studentId=${ids[0]}&subjectId=3`, token: teacher }));
    expect(trend.exams.map((e) => [e.score, e.gradeRank])).toEqual([
      [100, 1],
      [10, 5],
    ]);
    const pts = expectOk(await ctx.call<{ points: { kpId: number; mastery: number }[]; guide: { advice: string }[] }>({ method: 'GET', url: `/academic/student/points?studentId=${ids[0]}&subjectId=3`, token: teacher }));
    expect(pts.points.find((p) => p.kpId === 3002)!.mastery).toBeCloseTo(55 / 100);
    expect(pts.guide[0]!.advice).toContain('掌握率55%');
    expectError(await ctx.call({ method: 'GET', url: `/academic/student/trend?studentId=${ids[3]}&subjectId=3`, token: teacher }), 403, '40300');
  });

  it('the student tabs find the big decline and the critical students', async () => {
    const tabs = expectOk(
      await ctx.call<{ declined: { studentNum: string; compare: number }[]; critical: { studentNum: string; distanceToPass: number }[]; top10: unknown[]; last10: { studentNum: string }[] }>({
        method: 'GET',
        url: `/academic/exam/${exam2}/clazz/${c1}/student-tabs`,
        token: teacher,
      }),
    );
    // Default big change is 50 ranks: nobody in a 6-student grade moves that far.
    expect(tabs.declined).toEqual([]);
    expect(tabs.top10).toHaveLength(3);
    expect(tabs.last10[0]!.studentNum).toBe(nums[0]);
    // Pass line 60, margin 5: 60 (student 1) is critical; 40 (student 2) is not.
    expect(tabs.critical.map((c) => [c.studentNum, c.distanceToPass])).toEqual([[nums[1], 0]]);
    const settings = expectOk(await ctx.call<Record<string, unknown>>({ method: 'GET', url: '/academic/report-setting', token: leader }));
    // The report settings are school-wide: the school master's (academic-scope-settings.test.ts).
    const master = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 5 }] }));
    expectOk(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: master, payload: { ...settings, bigRankChange: 3 } }));
    const again = expectOk(await ctx.call<{ declined: { studentNum: string; compare: number }[] }>({ method: 'GET', url: `/academic/exam/${exam2}/clazz/${c1}/student-tabs`, token: teacher }));
    expect(again.declined.map((d) => [d.studentNum, d.compare])).toEqual([[nums[0], -4]]);
    expectError(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: teacher, payload: settings }), 403, '40300');
    expectValidation(await ctx.call({ method: 'PUT', url: '/academic/report-setting', token: master, payload: { ...settings, passRate: 0.3 } }), 'passRate', '低分线 < 及格线');
  });

  it('wrong questions below the rate, and a Word re-practice sheet naming who lost points', async () => {
    const rows = expectOk(await ctx.call<{ examName: string; questionNo: string; clazzRate: number; questionId: number; examId: number; wrongCount: number }[]>({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=0.6`, token: teacher }));
    expect(rows.map((r) => [r.examName, r.questionNo])).toEqual([
      ['11月月考', '2'],
      ['11月月考', '1'],
    ]);
    expect(rows[0]!.clazzRate).toBeCloseTo(35 / 150);
    expect(rows[0]!.wrongCount).toBe(3);
    const kp = expectOk(await ctx.call<unknown[]>({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=0.6&kpId=3002`, token: teacher }));
    expect(kp).toHaveLength(1);
    // The chapter 3001 stands for its points: the same questions as filtering by each of them.
    const byPoint = new Map<number, unknown>();
    for (const child of KNOWLEDGE_POINTS.filter((k) => k.parentId === 3001)) {
      const list = expectOk(await ctx.call<{ questionId: number }[]>({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=0.6&kpId=${child.id}`, token: teacher }));
      for (const r of list) byPoint.set(r.questionId, r);
    }
    const byChapter = expectOk(await ctx.call<{ questionId: number }[]>({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=0.6&kpId=3001`, token: teacher }));
    expect(byChapter.map((r) => r.questionId).sort()).toEqual([...byPoint.keys()].sort());
    expect(byChapter.length).toBeGreaterThan(0);
    expectValidation(await ctx.call({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=2`, token: teacher }), 'maxRate', '得分率须在0到1之间');
    const res = await ctx.app.inject({ method: 'POST', url: '/academic/wrongtopic/practice-sheet', headers: { authorization: `Bearer ${teacher}` }, payload: { clazzId: c1, items: rows.map((r) => ({ examId: r.examId, questionId: r.questionId })) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('错题重练单.docx');
    expectError(await ctx.call({ method: 'POST', url: '/academic/wrongtopic/practice-sheet', token: other, payload: { clazzId: c1, items: [{ examId: rows[0]!.examId, questionId: rows[0]!.questionId }] } }), 403, '40300');
  });

  it('变式训练 finds bank questions on the same knowledge point, nearest in difficulty, and downloads them as Word', async () => {
    const db = ctx.database.db;
    const rows = expectOk(await ctx.call<{ questionNo: string; questionId: number; examId: number }[]>({ method: 'GET', url: `/academic/wrongtopic?clazzId=${c1}&subjectId=3&maxRate=0.6`, token: teacher }));
    const q1 = rows.find((r) => r.questionNo === '1')!;
    const q2 = rows.find((r) => r.questionNo === '2')!;
    const own = { subjectId: 3, type: '单选题', options: abcd('B'), answer: 'B', schoolId: s.schoolId };
    const a = await buildTopic(db, { ...own, kps: [3002], difficulty: 4 });
    const b = await buildTopic(db, { ...own, kps: [3002], difficulty: 6 });
    const c = await buildTopic(db, { ...own, kps: [3002], difficulty: 1 });
    const d = await buildTopic(db, { ...own, kps: [3002, 3003], difficulty: 1 });
    const g = await buildTopic(db, { ...own, kps: [3003], difficulty: 5, title: '<p>变式题G的题干，化简\\(\\frac{5\\pi}{12}\\)</p>', analysis: '<p>变式题G的解析</p>' });
    const foreign = await buildTopic(db, { ...own, kps: [3002], difficulty: 4, schoolId: (await buildSchool(db)).schoolId });
    const english = await buildTopic(db, { ...own, subjectId: 8, kps: [3002], difficulty: 4 });
    type G = { questionNo: string; gradeRate: number; targetDifficulty: number; topics: { topicId: number; topicNo: string }[] };
    const url = '/academic/wrongtopic/variants';
    const items = [q1, q2].map((r) => ({ examId: r.examId, questionId: r.questionId }));
    const groups = expectOk(await ctx.call<G[]>({ method: 'POST', url, token: teacher, payload: { clazzId: c1, items } }));
    // 11月月考 in the grade: question 1 (140/250 = 56 % → 中档偏难 4), question 2 (100/250 = 40 % → 难 5).
    expect(groups.map((x) => [x.questionNo, x.targetDifficulty])).toEqual([
      ['1', 4],
      ['2', 5],
    ]);
    expect(groups[0]!.gradeRate).toBeCloseTo(0.56);
    // Nearest difficulty first; a bank question serves one wrong question; numbered across the groups.
    expect(groups.map((x) => x.topics.map((t) => t.topicId))).toEqual([
      [a, b],
      [g, d],
    ]);
    expect(groups.flatMap((x) => x.topics.map((t) => t.topicNo))).toEqual(['1', '2', '3', '4']);
    // 换一批 leaves out what was shown; another school's and another subject's questions never come.
    const more = expectOk(await ctx.call<G[]>({ method: 'POST', url, token: teacher, payload: { clazzId: c1, items, perQuestion: 5, excludeTopicIds: [a, b, g, d] } }));
    expect(more.map((x) => x.topics.map((t) => t.topicId))).toEqual([[c], []]);
    expect(more.flatMap((x) => x.topics.map((t) => t.topicId))).not.toContain(foreign);
    expect(more.flatMap((x) => x.topics.map((t) => t.topicId))).not.toContain(english);

    const sheet = await ctx.app.inject({ method: 'POST', url: '/academic/wrongtopic/variant-sheet', headers: { authorization: `Bearer ${teacher}` }, payload: { clazzId: c1, groups: [{ ...items[0], topicIds: [a, b] }, { ...items[1], topicIds: [g] }] } });
    expect(sheet.statusCode).toBe(200);
    expect(decodeURIComponent(String(sheet.headers['content-disposition']))).toContain('高一(1)班变式训练.docx');
    const text = docxText(sheet.rawPayload);
    expect(text).toContain('原题：11月月考 第1题');
    expect(text).toContain('变式题G的题干');
    // The formula is a Word equation (Office Math), not its TeX source.
    expect(text).toContain('<m:oMath');
    expect(text).not.toContain('\\frac');
    expect(text.indexOf('参考答案与解析')).toBeLessThan(text.indexOf('变式题G的解析'));
    expect(text.indexOf('变式题G的题干')).toBeLessThan(text.indexOf('参考答案与解析'));

    const sheetUrl = '/academic/wrongtopic/variant-sheet';
    expectError(await ctx.call({ method: 'POST', url: sheetUrl, token: teacher, payload: { clazzId: c1, groups: [{ ...items[0], topicIds: [foreign] }] } }), 404, '40400', `试题${foreign}不存在或不是本学科的题目`);
    expectError(await ctx.call({ method: 'POST', url: sheetUrl, token: teacher, payload: { clazzId: c1, groups: [{ ...items[0], topicIds: [english] }] } }), 404, '40400', `试题${english}不存在或不是本学科的题目`);
    expectError(await ctx.call({ method: 'POST', url, token: other, payload: { clazzId: c1, items } }), 403, '40300');
    expectValidation(await ctx.call({ method: 'POST', url, token: teacher, payload: { clazzId: c1, items, perQuestion: 9 } }), 'perQuestion', '每题变式题数量为1-5道');
    expectValidation(await ctx.call({ method: 'POST', url: sheetUrl, token: teacher, payload: { clazzId: c1, groups: [{ ...items[0], topicIds: [] }] } }), 'topicIds', '每道错题至少保留一道变式题');
    expect((await ctx.call({ method: 'POST', url, payload: { clazzId: c1, items } })).status).toBe(401);
  });

  it('提分宝 ranks students by the gap to the next line with the points they lost most on', async () => {
    const rows = expectOk(await ctx.call<{ studentNum: string; score: number; nextLine: string | null; gapToNext: number | null; focus: { kpId: number; lostPoints: number }[] }[]>({ method: 'GET', url: `/academic/exam/${exam2}/clazz/${c1}/score-up`, token: teacher }));
    // 11月: s1 60 (next 良好线 70, gap 10), s2 40 (及格线 60, gap 20), s0 10 (及格线, gap 50).
    expect(rows.map((r) => [r.studentNum, r.nextLine, r.gapToNext])).toEqual([
      [nums[1], '良好线', 10],
      [nums[2], '及格线', 20],
      [nums[0], '及格线', 50],
    ]);
    expect(rows[0]!.focus[0]).toEqual({ kpId: 3003, name: expect.any(String), lostPoints: 30 });
    expect((await ctx.call({ method: 'GET', url: `/academic/exam/${exam2}/clazz/${c2}/score-up`, token: teacher })).status).toBe(403);
  });
});
