/** An exam end to end over HTTP: create, paper, template, import (with errors), reports, permissions, edits. */
import ExcelJS from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { exam, scoreAudit } from '../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { multipart, xlsx } from './support/academic.js';

type Group = { examGroupId: number; exams: { examId: number; subjectId: number }[] };

describe('academic: an exam from creation to report', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let teacherA: string; // maths in 高一(1)
  let teacherB: string; // maths in 高一(2)
  let group: Group;
  let examId: number;
  let c1: number;
  let c2: number;
  const HEADER = ['学号', '姓名', '班级', '缺考', '1（单选，ABCD）', '2（多选，ABCD）', '3（10分）'];
  let nums: Record<number, string[]>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    teacherA = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    teacherB = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c2, subjectId: 3 }] }));
  });
  afterAll(() => ctx.close());

  it('a grade leader creates an exam for two classes; bad input is named', async () => {
    const bad = await ctx.call({ method: 'POST', url: '/academic/exam-group', token: leader, payload: { name: '', type: 3, examDate: '2026-11-01', gradeId: s.gradeIds[1], clazzIds: [c1], subjects: [{ subjectId: 3, fullScore: 100 }] } });
    expectValidation(bad, 'name', '请填写考试名称');
    const res = await ctx.call<Group>({ method: 'POST', url: '/academic/exam-group', token: leader, payload: { name: '高一11月月考', type: 3, examDate: '2026-11-01', gradeId: s.gradeIds[1], clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }] } });
    group = expectOk(res);
    examId = group.exams[0]!.examId;
    const noAuth = await ctx.call({ method: 'POST', url: '/academic/exam-group', payload: {} });
    expect(noAuth.status).toBe(401);
  });

  it('a subject teacher cannot create an exam for a class they do not teach', async () => {
    const res = await ctx.call({ method: 'POST', url: '/academic/exam-group', token: teacherA, payload: { name: '周测', type: 1, examDate: '2026-11-02', gradeId: s.gradeIds[1], clazzIds: [c2], subjects: [{ subjectId: 3, fullScore: 100 }] } });
    expectError(res, 403, '40300', '只能为自己任教的班级创建考试，全年级考试请联系年级组长');
  });

  it('sets the paper: an objective question needs a key within its options', async () => {
    const bad = await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/paper`, token: leader, payload: { questions: [{ questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'E', fullScore: 5 }] } });
    expectValidation(bad, 'questions', '第1题的答案不在选项范围内');
    const ok = await ctx.call<unknown[]>({
      method: 'PUT',
      url: `/academic/exam/${examId}/paper`,
      token: leader,
      payload: {
        questions: [
          { questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'B', fullScore: 5, knowledgePointIds: [3002] },
          { questionNo: '2', objective: true, choiceKind: 'multiple', options: 'ABCD', answerKey: 'ACD', fullScore: 6, partialScore: 3, knowledgePointIds: [3002, 3003] },
          { questionNo: '3', objective: false, fullScore: 10, knowledgePointIds: [3003] },
        ],
      },
    });
    expect(expectOk(ok)).toHaveLength(3);
    const forbidden = await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/paper`, token: teacherA, payload: { questions: [{ questionNo: '1', objective: false, fullScore: 5 }] } });
    expect(forbidden.status).toBe(403);
  });

  it('downloads a template listing the students with one column per question', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/academic/exam/${examId}/score-template`, headers: { authorization: `Bearer ${leader}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(ws.rowCount).toBe(1 + 6);
    nums = { [c1]: [], [c2]: [] };
    ws.eachRow((r, i) => {
      if (i === 1) return;
      const v = r.values as string[];
      nums[v[3] === '高一(1)班' ? c1 : c2]!.push(String(v[1]));
    });
  });

  it('reports every bad cell with its row and column and imports nothing', async () => {
    const file = await xlsx([
      HEADER,
      [nums[c1]![0]!, '', '', '', 'B', 'AC', 11],
      ['999999', '', '', '', 'A', 'A', 1],
      [nums[c1]![1]!, '', '', '', 'E', 'AB', 'abc'],
      [nums[c1]![0]!, '', '', '', 'B', 'ACD', 5],
    ]);
    const res = await ctx.call<{ imported: number; errors: { row: number; column: string; message: string }[] }>({ method: 'POST', url: `/academic/exam/${examId}/score-import?progressId=bad-file-0001`, token: leader, ...multipart(file) });
    // Refused (not '00'), the errors kept in data for the dialog's table.
    expect([res.status, res.body.errCode, res.body.errMsg]).toEqual([400, '40000', '文件中有5处错误，没有导入任何成绩']);
    const data = res.body.data;
    expect(data.imported).toBe(0);
    // The dialog's progress ends as 未完成 when the file had errors.
    expect(expectOk(await ctx.call<{ stage: string; stageName: string; percent: number }>({ method: 'GET', url: '/academic/score-import/progress/bad-file-0001', token: leader }))).toMatchObject({ stage: 'failed', stageName: '导入未完成', percent: 100 });
    expect(data.errors).toEqual([
      { row: 2, column: 'G', message: '第3题分数11超过满分10' },
      { row: 3, column: 'A', message: '学号999999不是本次考试班级中的学生' },
      { row: 4, column: 'E', message: '第1题选项“E”不在ABCD范围内' },
      { row: 4, column: 'G', message: '第3题分数“abc”不是数字' },
      { row: 5, column: 'A', message: `学号${nums[c1]![0]}与第2行重复` },
    ]);
    const summary = await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader });
    expect(summary.status).toBe(404);
  });

  it('refuses a file that is not .xlsx', async () => {
    const res = await ctx.call({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token: leader, ...multipart(Buffer.from('a,b'), 'scores.csv') });
    expectValidation(res, '', '只支持.xlsx格式的Excel文件');
    const corrupt = await ctx.call({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token: leader, ...multipart(Buffer.from('not really a spreadsheet'), 'scores.xlsx') });
    expectValidation(corrupt, '', '文件不是有效的Excel（.xlsx）文件');
    const plain = await ctx.call({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token: leader, payload: { file: 'x' } });
    expectValidation(plain, '', '请以multipart/form-data上传文件，字段名为file');
  });

  it('imports a clean file, scoring objective answers against the key', async () => {
    // 高一(1): 8+? — totals: s1 = 5+6+10 = 21, s2 = 0+3+7 = 10, s3 absent. 高一(2): 21, 5+0+4 = 9, 5+6+0 = 11.
    const file = await xlsx([
      HEADER,
      [nums[c1]![0]!, '', '', '', 'B', 'DCA', 10],
      [nums[c1]![1]!, '', '', '', 'C', 'AC', 7],
      [nums[c1]![2]!, '', '', '是', '', '', ''],
      [nums[c2]![0]!, '', '', '', 'b', 'ACD', 10],
      [nums[c2]![1]!, '', '', '', 'B', 'AB', 4],
      [nums[c2]![2]!, '', '', '', 'B', 'ACD', 0],
    ]);
    const data = expectOk(await ctx.call<{ imported: number; absent: number; errors: unknown[] }>({ method: 'POST', url: `/academic/exam/${examId}/score-import?progressId=clean-file-0001`, token: leader, ...multipart(file) }));
    expect(data).toEqual({ imported: 6, absent: 1, added: 6, changed: 0, unchanged: 0, skipped: 0, errors: [], pending: null });
    const progressUrl = '/academic/score-import/progress/clean-file-0001';
    expect(expectOk(await ctx.call({ method: 'GET', url: progressUrl, token: leader }))).toEqual({ stage: 'done', stageName: '导入完成', done: 0, total: 0, percent: 100 });
    // Only the importing teacher reads it; the id is checked; a visitor must sign in.
    expectError(await ctx.call({ method: 'GET', url: progressUrl, token: teacherA }), 404, '40400', '没有找到该导入的进度');
    expectValidation(await ctx.call({ method: 'GET', url: '/academic/score-import/progress/x!', token: leader }), 'progressId');
    expect((await ctx.call({ method: 'GET', url: progressUrl })).status).toBe(401);
    // A teacher who may not manage the exam is refused before any progress is recorded.
    expectError(await ctx.call({ method: 'POST', url: `/academic/exam/${examId}/score-import?progressId=not-mine-0001`, token: teacherA, ...multipart(file) }), 403, '40300');
    expectError(await ctx.call({ method: 'GET', url: '/academic/score-import/progress/not-mine-0001', token: teacherA }), 404, '40400');
  });

  it('several teachers opening the fresh report at once all get it', async () => {
    // Make the stored report stale, then ask for it from four requests in parallel.
    await ctx.database.db.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(eq(exam.id, examId));
    const results = await Promise.all([
      ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader }),
      ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c2}/summary`, token: leader }),
      ctx.call({ method: 'GET', url: `/academic/exam/${examId}/grade-compare`, token: leader }),
      ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/topic`, token: teacherA }),
    ]);
    expect(results.map((r) => r.body.errCode)).toEqual(['00', '00', '00', '00']);
  });

  it('the class page has the class and grade statistics and the ranked student table', async () => {
    const data = expectOk(
      await ctx.call<{ clazz: { participants: number; absent: number; average: number; rank: number }; grade: { average: number; participants: number }; students: { score: number | null; rank: number | null; gradeRank: number | null; missExam: boolean }[] }>({
        method: 'GET',
        url: `/academic/exam/${examId}/clazz/${c1}/summary`,
        token: teacherA,
      }),
    );
    expect(data.clazz).toMatchObject({ participants: 2, absent: 1, average: 15.5 });
    expect(data.grade.participants).toBe(5);
    expect(data.grade.average).toBeCloseTo((21 + 10 + 21 + 9 + 11) / 5);
    expect(data.students.map((x) => [x.score, x.rank, x.gradeRank, x.missExam])).toEqual([
      [21, 1, 1, false],
      [10, 2, 4, false],
      [null, null, null, true],
    ]);
  });

  it('a subject teacher cannot open another class; the grade comparison is for leaders', async () => {
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c2}/summary`, token: teacherA }), 403, '40300', '您没有查看该班级这次考试成绩的权限');
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/grade-compare`, token: teacherB }), 403, '40300');
    const cmp = expectOk(await ctx.call<{ classes: { clazzName: string; average: number; rank: number; q1: number; q3: number }[] }>({ method: 'GET', url: `/academic/exam/${examId}/grade-compare`, token: leader }));
    // 高一(2): 21, 9, 11 → Q1 = 10 (between 9 and 11), Q3 = 16 (between 11 and 21).
    expect([cmp.classes[1]!.q1, cmp.classes[1]!.q3]).toEqual([10, 16]);
    expect(cmp.classes.map((c) => [c.clazzName, c.average, c.rank])).toEqual([
      ['高一(1)班', 15.5, 1],
      ['高一(2)班', 41 / 3, 2],
    ]);
  });

  it('question analysis gives scoring rates and the option distribution; options list who chose them', async () => {
    const rows = expectOk(await ctx.call<{ questionNo: string; clazz: { scoringRate: number; optionDistribution: { options: { option: string; count: number }[] } | null } }[]>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/topic`, token: teacherA }));
    expect(rows.map((r) => r.questionNo)).toEqual(['1', '2', '3']);
    expect(rows[0]!.clazz.scoringRate).toBeCloseTo(0.5);
    expect(rows[0]!.clazz.optionDistribution!.options.find((o) => o.option === 'C')!.count).toBe(1);
    const topic = rows as unknown as { questionId: number }[];
    const chose = expectOk(await ctx.call<{ studentNum: string }[]>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/option-students?questionId=${topic[0]!.questionId}&option=C`, token: teacherA }));
    expect(chose.map((x) => x.studentNum)).toEqual([nums[c1]![1]]);
    expectValidation(await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/option-students?questionId=1&option=Z`, token: teacherA }), 'option');
  });

  it('knowledge-point mastery for the class and grade', async () => {
    const rows = expectOk(await ctx.call<{ kpId: number; name: string; clazzMastery: number; questionNos: string[] }[]>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/point`, token: teacherA }));
    const kp = rows.find((r) => r.kpId === 3003)!;
    expect(kp.questionNos).toEqual(['2', '3']);
    // 高一(1): (6+10) + (3+7) over 2 × 16
    expect(kp.clazzMastery).toBeCloseTo(26 / 32);
  });

  it('marks a student absent and overwrites scores with an audit trail; reports follow', async () => {
    const id = (await ctx.call<{ students: { studentId: number; studentNum: string }[] }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader })).body.data.students.find((x) => x.studentNum === nums[c1]![1])!.studentId;
    expectError(await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/score`, token: teacherA, payload: { studentId: id, scores: [5, 6, 10], reason: '复核' } }), 403, '40300');
    expectValidation(await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/score`, token: leader, payload: { studentId: id, scores: [5, 6, 10], reason: '' } }), 'reason', '请填写修改原因');
    expectError(await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/score`, token: leader, payload: { studentId: id, scores: [0, 0, 12], answers: ['B', 'ACD', null], reason: '复核' } }), 400, '40000', '第3题分数12超过满分10');
    expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/score`, token: leader, payload: { studentId: id, scores: [0, 0, 10], answers: ['B', 'ACD', null], reason: '主观题漏判' } }));
    const after = expectOk(await ctx.call<{ clazz: { average: number } }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader }));
    expect(after.clazz.average).toBe(21);
    const answers = expectOk(await ctx.call<{ total: number; clazzName: string; exam: { name: string }; questions: { answer: string | null; score: number; knowledgePoints: { kpId: number; name: string }[] }[] }>({ method: 'GET', url: `/academic/exam/${examId}/student/${id}/answer`, token: teacherA }));
    // Each question's knowledge points, by id and name, in the paper's order.
    expect(answers.questions.map((q) => q.knowledgePoints.map((k) => k.kpId))).toEqual([[3002], [3002, 3003], [3003]]);
    expect(answers.questions[0]!.knowledgePoints[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(answers.total).toBe(21);
    expect(answers.clazzName).toBe('高一(1)班');
    expect(answers.exam.name).toBe('高一11月月考');
    expect(answers.questions.map((q) => q.answer)).toEqual(['B', 'ACD', null]);
    expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/miss`, token: leader, payload: { studentId: id, missExam: true } }));
    const missed = expectOk(await ctx.call<{ clazz: { participants: number; absent: number } }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/summary`, token: leader }));
    expect(missed.clazz).toMatchObject({ participants: 1, absent: 2 });
    const audit = await ctx.database.db.select().from(scoreAudit).where(eq(scoreAudit.examId, examId)).orderBy(asc(scoreAudit.id));
    expect(audit.map((a) => a.action)).toEqual(['import', 'overwrite', 'miss']);
    expect(audit[1]!.detail).toMatchObject({ reason: '主观题漏判', before: { scores: [0, 3, 7] }, after: { scores: [5, 6, 10] } });
  });

  it('top and last ranks of the grade for leaders', async () => {
    const top = expectOk(await ctx.call<{ gradeRank: number; score: number }[]>({ method: 'GET', url: `/academic/exam/${examId}/rank/top`, token: leader }));
    expect(top.map((r) => r.gradeRank)).toEqual([1, 1, 3, 4]);
    const last = expectOk(await ctx.call<{ gradeRank: number }[]>({ method: 'GET', url: `/academic/exam/${examId}/rank/last`, token: leader }));
    expect(last[0]!.gradeRank).toBe(4);
    expect((await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/rank/top`, token: teacherA })).status).toBe(403);
  });

  it('the class exam list shows the class and grade averages', async () => {
    const page = expectOk(await ctx.call<{ list: { examId: number; average: number; gradeAverage: number; typeName: string }[]; total: number }>({ method: 'GET', url: `/academic/exam/list?clazzId=${c1}&subjectId=3`, token: teacherA }));
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ examId, typeName: '月考', average: 21 });
    // The semester filter: this semester's exam, none in last semester's.
    const inSemester = (semesterId: number | string) => ctx.call<{ total: number }>({ method: 'GET', url: `/academic/exam/list?clazzId=${c1}&subjectId=3&semesterId=${semesterId}`, token: teacherA });
    expect(expectOk(await inSemester(s.currentSemesterId)).total).toBe(1);
    expect(expectOk(await inSemester(s.finishedSemesterId)).total).toBe(0);
    expect((await inSemester('abc')).body.errMsg).toMatch(/学期ID/);
    expect((await ctx.call({ method: 'GET', url: `/academic/exam/list?clazzId=${c2}&subjectId=3`, token: teacherA })).status).toBe(403);
  });

  it('writes the class report in Chinese and downloads it as Excel and Word', async () => {
    const r = expectOk(await ctx.call<{ clazzName: string; paragraphs: string[] }>({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c2}/report`, token: teacherB }));
    expect(r.clazzName).toBe('高一(2)班');
    expect(r.paragraphs[0]).toContain('高一(2)班应考3人，实考3人');
    expect(r.paragraphs[0]).toContain('在全年级2个班级中排名第');
    const xl = await ctx.app.inject({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c2}/download/excel`, headers: { authorization: `Bearer ${teacherB}` } });
    expect(xl.statusCode).toBe(200);
    expect(decodeURIComponent(String(xl.headers['content-disposition']))).toContain('高一(2)班成绩单.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xl.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['成绩单', '试题分析', '知识点']);
    expect(wb.worksheets[0]!.rowCount).toBe(5); // title, header and three students
    const word = await ctx.app.inject({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c2}/download/word`, headers: { authorization: `Bearer ${teacherB}` } });
    expect(word.statusCode).toBe(200);
    expect(word.headers['content-type']).toContain('wordprocessingml');
    expect(word.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/clazz/${c1}/download/word`, token: teacherB })).status).toBe(403);
  });

  it('looks up an exam by id, the knowledge points of a subject and the paper with point names', async () => {
    const d = expectOk(await ctx.call<{ name: string; subjectName: string; clazzes: { clazzName: string; hasScores: boolean }[] }>({ method: 'GET', url: `/academic/exam/${examId}`, token: teacherA }));
    expect(d).toMatchObject({ name: '高一11月月考', subjectName: '数学', clazzes: [{ clazzName: '高一(1)班', hasScores: true }] });
    const kps = expectOk(await ctx.call<{ kpId: number; name: string; parentId: number | null }[]>({ method: 'GET', url: '/academic/knowledge-points?subjectId=3', token: teacherA }));
    expect(kps.length).toBeGreaterThan(60);
    expect(kps.find((k) => k.kpId === 3002)!.parentId).toBe(3001);
    expectValidation(await ctx.call({ method: 'GET', url: '/academic/knowledge-points?subjectId=abc', token: teacherA }), 'subjectId');
    const paper = expectOk(await ctx.call<{ knowledgePoints: { kpId: number; name: string }[] }[]>({ method: 'GET', url: `/academic/exam/${examId}/paper`, token: teacherA }));
    expect(paper[1]!.knowledgePoints.map((k) => k.kpId)).toEqual([3002, 3003]);
    expect(paper[1]!.knowledgePoints[0]!.name).toBe(kps.find((k) => k.kpId === 3002)!.name);
  });

  it('the exam list counts only exams the teacher may see', async () => {
    // A teacher who teaches English in 高一(1) sees the class but not its maths exams.
    const english = await ctx.login(await buildTeacher(ctx.database.db, s, { subjects: [8], teaches: [{ clazzId: c1, subjectId: 8 }] }));
    const page = expectOk(await ctx.call<{ list: unknown[]; total: number }>({ method: 'GET', url: `/academic/exam/list?clazzId=${c1}&subjectId=3`, token: english }));
    expect(page).toMatchObject({ list: [], total: 0 });
  });

  it('another school cannot see the exam at all', async () => {
    const other = await buildSchool(ctx.database.db);
    const t = await ctx.login(await buildTeacher(ctx.database.db, other, { posts: [{ post: 5 }] }));
    expectError(await ctx.call({ method: 'GET', url: `/academic/exam/${examId}/grade-compare`, token: t }), 404, '40400', '考试不存在');
  });
});
