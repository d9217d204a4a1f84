/**
 * Seeds the paper centre: the platform question bank (schoolId null) and its fine-quality papers
 * from the authored bank (seed/question-bank), the writing prompts as 名师猜作文 / 高考作文 papers
 * of one 书面表达 question, and a small history for the demo school's english1 and maths1: paper
 * records in each status (every one past 正在编辑 printed for the teacher's classes with its exam,
 * the marked one with scores), some collections and basket items.
 * Every HTML field is sanitised on the way in. Idempotent: an existing bank or history is kept.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { numberTopics, schoolDay, scoredItemCount, type TTopicOption } from '@app/contract';
import type { Db } from '../db/client.js';
import { basketTopic, clazz, examQuestion, finePaper, finePaperTopic, grade, paperCollect, paperRecord, school, semester, student, teacher, topic, topicCollect, topicError } from '../db/schema.js';
import { upsertScoreRows, type ScoreRow } from '../modules/academic/score-rows.js';
import { loadPaperSource } from '../modules/paper/analysis.js';
import { finePaperEntries } from '../modules/paper/paper-content.js';
import { writePrint } from '../modules/paper/print.js';
import { createRecord } from '../modules/paper/records.js';
import { plainTextOf, sanitizeQuestionHtml } from '../modules/paper/sanitize.js';
import { searchGrams } from '../modules/paper/search-grams.js';
import type { AuthContext } from '../modules/auth/authenticate.js';
import { KP_EN, rngFor } from './question-bank/helpers.js';
import { demoDaysAgo } from './clock.js';
import { BANK_PAPERS, QUESTION_BANK, questionPoints, WRITING_PROMPTS, type TBankOption, type TBankQuestion, type TBankSubQuestion, type TBankWritingPrompt } from './question-bank/index.js';

const QUESTIONS: readonly TBankQuestion[] = QUESTION_BANK;
const WRITING_SCORE = 25;

const clean = sanitizeQuestionHtml;
const cleanOptions = (opts: readonly TBankOption[]): TTopicOption[] => opts.map((o) => ({ optionNo: o.optionNo, content: clean(o.content), isTrue: o.isTrue }));
const cleanSlaves = (slaves: readonly TBankSubQuestion[]) => slaves.map((s) => ({ title: clean(s.title), options: cleanOptions(s.options), answer: clean(s.answer), analysis: clean(s.analysis) }));

type TopicInsert = typeof topic.$inferInsert;

function topicRow(q: TBankQuestion): TopicInsert {
  const title = clean(q.title);
  return {
    bankKey: q.key,
    schoolId: null,
    subjectId: q.subjectId,
    type: q.type,
    title,
    options: cleanOptions(q.options),
    slaves: cleanSlaves(q.slaves),
    answer: clean(q.answer),
    analysis: clean(q.analysis),
    difficulty: q.difficulty,
    knowledgePointIds: q.knowledgePointIds,
    grade: q.grade,
    textbookVersionId: q.textbookVersionId,
    source: q.source.slice(0, 100),
    year: q.year,
    provinceId: q.provinceId,
    plainText: plainTextOf(title),
    searchGrams: searchGrams(plainTextOf(title)),
  };
}

const WRITING_KP: Record<string, number> = { 应用文写作: KP_EN.wApplied, 读后续写: KP_EN.wContinuation, 概要写作: KP_EN.wSummary };

function writingRow(w: TBankWritingPrompt): TopicInsert {
  const title = clean(w.prompt);
  return {
    bankKey: w.key,
    schoolId: null,
    subjectId: 8,
    type: '书面表达',
    title,
    answer: clean(w.sampleEssay),
    analysis: clean(w.comment),
    difficulty: w.category === '高考作文' ? 4 : 3,
    knowledgePointIds: [WRITING_KP[w.kind] ?? KP_EN.wTopic],
    grade: 3,
    source: (w.category === '高考作文' ? `${w.year}年高考真题` : '名师猜题').slice(0, 100),
    year: w.year,
    provinceId: w.provinceId,
    plainText: plainTextOf(title),
    searchGrams: searchGrams(plainTextOf(title)),
  };
}

/** When the n-th bank paper was added: spread over the eight months before the demo clock. */
const bankPaperDate = (n: number) => demoDaysAgo(30 + ((n * 37) % 240));

export type BankSeedResult = { topics: number; papers: number; skipped: boolean };

/** Imports the bank once; a database that already has it is left alone. */
export async function seedQuestionBank(db: Db): Promise<BankSeedResult> {
  const first = QUESTIONS[0]!;
  const exists = await db.select({ id: topic.id }).from(topic).where(eq(topic.bankKey, first.key)).limit(1);
  if (exists[0]) return { topics: 0, papers: 0, skipped: true };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const ids = new Map<string, number>();
    const rows = [...QUESTIONS.map(topicRow), ...WRITING_PROMPTS.map(writingRow)];
    for (let i = 0; i < rows.length; i += 200) {
      const inserted = await tx.insert(topic).values(rows.slice(i, i + 200)).returning({ id: topic.id, key: topic.bankKey });
      for (const r of inserted) ids.set(r.key!, r.id);
    }
    const byKey = new Map(QUESTIONS.map((q) => [q.key, q]));
    let papers = 0;
    for (const p of BANK_PAPERS) {
      const ordered = p.groups.flatMap((g, gi) => g.questionKeys.map((key, i) => ({ gi, g, q: byKey.get(key)!, points: questionPoints(g, i) })));
      const numbers = numberTopics(ordered.map((o) => ({ type: o.q.type, slaveCount: o.q.slaves.length })));
      const totalScore = ordered.reduce((s, o) => s + o.points, 0);
      const [fp] = await tx
        .insert(finePaper)
        .values({
          bankKey: p.key,
          subjectId: p.subjectId,
          name: p.name,
          category: p.category,
          testType: p.testType,
          grade: p.grade,
          year: p.year,
          provinceId: p.provinceId,
          textbookVersionId: p.textbookVersionId,
          totalScore,
          topicCount: ordered.reduce((n, o) => n + scoredItemCount(o.q.type, o.q.slaves.length), 0),
          createdAt: bankPaperDate(papers),
        })
        .returning({ id: finePaper.id });
      await tx.insert(finePaperTopic).values(
        ordered.map((o, sort) => ({ paperId: fp!.id, sort, topicId: ids.get(o.q.key)!, groupIdx: o.gi, typeNoCn: o.g.typeNoCn, typeName: o.g.typeName, topicNo: numbers[sort]!.topicNo, score: o.points })),
      );
      papers += 1;
    }
    for (const w of WRITING_PROMPTS) {
      const [fp] = await tx
        .insert(finePaper)
        .values({ bankKey: w.key, subjectId: 8, name: w.title.slice(0, 120), category: w.category, testType: w.category === '高考作文' ? 1 : 0, grade: 3, year: w.year, provinceId: w.provinceId, totalScore: WRITING_SCORE, topicCount: 1, createdAt: bankPaperDate(papers) })
        .returning({ id: finePaper.id });
      await tx.insert(finePaperTopic).values({ paperId: fp!.id, sort: 0, topicId: ids.get(w.key)!, groupIdx: 0, typeNoCn: '一', typeName: '书面表达', topicNo: '1', score: WRITING_SCORE });
      papers += 1;
    }
    return { topics: rows.length, papers, skipped: false };
  });
}

// ---------------------------------------------------------------- demo history

type Teacher = { teacherId: number; schoolId: number };

async function demoTeacher(db: Db, schoolId: number, account: string): Promise<Teacher | null> {
  const t = (await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.schoolId, schoolId), eq(teacher.account, account))).limit(1))[0];
  return t ? { teacherId: t.id, schoolId } : null;
}

const authOf = (t: Teacher): AuthContext => ({ tokenId: 0, teacherId: t.teacherId, schoolId: t.schoolId, section: 2, posts: [4], leadGradeIds: [], leadsWholeSchool: false, loginMode: 1, accountKind: 1, mustChangePassword: false });

async function gradeOneClazzes(db: Db, schoolId: number): Promise<{ gradeId: number; clazzIds: number[] }> {
  const g = (await db.select({ id: grade.id }).from(grade).where(and(eq(grade.schoolId, schoolId), eq(grade.section, 2), eq(grade.gradeNo, 1))).limit(1))[0]!;
  const cs = await db.select({ id: clazz.id }).from(clazz).where(eq(clazz.gradeId, g.id)).orderBy(clazz.sort);
  return { gradeId: g.id, clazzIds: cs.map((c) => c.id) };
}

/**
 * Scores of a marked paper record's exam: each student's ability (from their id) against each
 * question's difficulty, objective answers chosen (the key when right), two absentees.
 */
async function seedRecordScores(tx: Db, examId: number, clazzIds: number[]): Promise<void> {
  const questions = await tx.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(examQuestion.idx);
  const students = await tx.select({ id: student.id, clazzId: student.clazzId }).from(student).where(inArray(student.clazzId, clazzIds)).orderBy(student.id);
  const rows: ScoreRow[] = students.map((st, i) => {
    const rng = rngFor(`record-score:${examId}:${st.id}`);
    const ability = (rngFor(`ability:${st.id}`).next() + rngFor(`ability:${st.id}:2`).next() - 1) * 2.4;
    if (i === 3 || i === students.length - 5) return { studentId: st.id, clazzId: st.clazzId, absent: true, scores: questions.map(() => 0), answers: questions.map(() => null) };
    const scores: number[] = [];
    const answers: (string | null)[] = [];
    questions.forEach((q, qi) => {
      const difficulty = ((qi % 7) - 3) * 0.35;
      const p = 1 / (1 + Math.exp(-1.7 * (ability - difficulty)));
      if (q.objective && q.answerKey && q.options) {
        const right = rng.next() < p;
        const wrong = [...q.options].filter((o) => !q.answerKey!.includes(o));
        const answer = right || wrong.length === 0 ? q.answerKey : rng.pick(wrong);
        answers.push(answer);
        scores.push(answer === q.answerKey ? q.fullScore : 0);
      } else {
        answers.push(null);
        const raw = q.fullScore * Math.min(1, Math.max(0, p + (rng.next() - 0.5) * 0.3));
        scores.push(Math.round(raw * 2) / 2);
      }
    });
    return { studentId: st.id, clazzId: st.clazzId, absent: false, scores, answers };
  });
  await upsertScoreRows(tx, examId, rows);
}

/** Paper records of one teacher: a sent paper with its exam, records in the other statuses, one hidden, and collections. */
async function seedTeacherHistory(tx: Db, t: Teacher, subjectId: number, clazzPair: number[], gradeId: number, semesterId: number): Promise<void> {
  const auth = authOf(t);
  const papers = await tx
    .select()
    .from(finePaper)
    .where(and(eq(finePaper.subjectId, subjectId), eq(finePaper.grade, 1)))
    .orderBy(finePaper.id);
  if (papers.length < 2) return;
  const [a, b] = [papers[0]!, papers[1]!];
  // Sent to print for the teacher's two classes `daysAgo` days ago (the exam is created with it).
  const printFor = async (paperId: number, paperName: string, daysAgo: number) => {
    const at = demoDaysAgo(daysAgo);
    const src = await loadPaperSource(tx, auth, 1, paperId, [subjectId]);
    return writePrint(tx, auth, {
      src,
      record: null,
      semesterId,
      gradeId,
      paperName,
      examDate: schoolDay(at),
      examTime: 100,
      examType: 1,
      markType: 4,
      answerType: 1,
      paperSize: 1,
      sheetSize: 1,
      clazzIds: clazzPair,
      now: at,
    });
  };
  // Sent to print a week ago.
  await printFor(a.id, `${a.name}（本班）`, 7);
  // Being edited (复用本卷), and the same paper further along: each was sent to print for the
  // teacher's classes weeks ago (so it has its exam), then scanned, sat, or marked with scores.
  const entries = await finePaperEntries(tx, b.id);
  await createRecord(tx, auth, { name: `${b.name}（改编）`, subjectId, finePaperId: b.id, testType: b.testType, status: 0, entries, createdAt: demoDaysAgo(2) });
  for (const [status, suffix, daysAgo] of [
    [4, '（已扫描）', 24],
    [2, '（考试结束）', 31],
    [1, '（已阅卷）', 38],
  ] as const) {
    const printed = await printFor(b.id, `${b.name}${suffix}`, daysAgo);
    await tx.update(paperRecord).set({ status }).where(eq(paperRecord.id, printed.recordId));
    if (status === 1) await seedRecordScores(tx, printed.examId, clazzPair);
  }
  const hidden = await createRecord(tx, auth, { name: `${a.name}（旧稿）`, subjectId, finePaperId: a.id, testType: a.testType, status: 0, entries: await finePaperEntries(tx, a.id), createdAt: demoDaysAgo(45) });
  await tx.update(paperRecord).set({ hidden: true }).where(eq(paperRecord.id, hidden));
  await tx.update(finePaper).set({ useCount: sql`${finePaper.useCount} + 1` }).where(eq(finePaper.id, b.id));
  // Collections, basket and an error report.
  await tx.insert(paperCollect).values([{ teacherId: t.teacherId, paperId: a.id }, { teacherId: t.teacherId, paperId: b.id }]).onConflictDoNothing();
  const topicIds = entries.slice(0, 5).map((e) => e.topicId);
  await tx.insert(topicCollect).values(topicIds.slice(0, 3).map((topicId) => ({ teacherId: t.teacherId, topicId, paperId: b.id }))).onConflictDoNothing();
  await tx.insert(basketTopic).values(topicIds.slice(2, 5).map((topicId, sort) => ({ teacherId: t.teacherId, topicId, subjectId, sort }))).onConflictDoNothing();
  await tx.insert(topicError).values({ teacherId: t.teacherId, schoolId: t.schoolId, topicId: topicIds[0]!, paperId: b.id, errorTypes: [2], errorInfo: '答案与解析不一致' });
}

/** The history of english1 and maths1 in the school with this domain (once). */
export async function seedPaperHistory(db: Db, domain: string): Promise<number> {
  const s = (await db.select({ id: school.id }).from(school).where(eq(school.domain, domain)).limit(1))[0];
  if (!s) return 0;
  const english = await demoTeacher(db, s.id, 'english1');
  const maths = await demoTeacher(db, s.id, 'maths1');
  const mine = [english, maths].filter((t): t is Teacher => t != null);
  if (mine.length === 0) return 0;
  const existing = await db.select({ id: paperRecord.id }).from(paperRecord).where(inArray(paperRecord.teacherId, mine.map((t) => t.teacherId))).limit(1);
  if (existing[0]) return 0;
  const sem = (await db.select({ id: semester.id }).from(semester).where(and(eq(semester.schoolId, s.id), eq(semester.status, 1))).limit(1))[0];
  if (!sem) return 0;
  const g1 = await gradeOneClazzes(db, s.id);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // english1 teaches 高一(1)(2), maths1 高一(3)(4).
    if (english) await seedTeacherHistory(tx, english, 8, g1.clazzIds.slice(0, 2), g1.gradeId, sem.id);
    if (maths) await seedTeacherHistory(tx, maths, 3, g1.clazzIds.slice(2, 4), g1.gradeId, sem.id);
  });
  return mine.length;
}

/** The paper centre's part of the demo seed: the bank, then the demo school's history. */
export async function seedPaperCentre(db: Db, demoDomain: string): Promise<void> {
  await seedQuestionBank(db);
  await seedPaperHistory(db, demoDomain);
}
