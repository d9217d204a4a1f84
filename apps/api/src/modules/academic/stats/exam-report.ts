/**
 * The report of one exam (one subject's paper): class and grade statistics of the totals, every
 * student's result, per-question statistics with option distributions, knowledge-point mastery and
 * Cronbach's alpha. Pure: the caller loads the data and stores the JSON.
 */
import { idOrder, permuteList, permuteRows } from './canonical.js';
import { cronbachAlpha } from './descriptive.js';
import { knowledgePointReports, masteryOfRow, planKnowledgePoints } from './knowledge-points.js';
import { BLANK, BLANK_MASK, OTHER, answerOptionMask, normalizeAnswer, questionOptions } from './objective.js';
import { analyse, type TAnalysis } from './ranked-analysis.js';
import type { TExamInput, TExamReport, TOptionDistribution, TQuestionReport, TQuestionStats, TStatsQuestion, TStudentResult } from './types.js';
import { validateExamInput } from './validate-input.js';

export function computeExamReport(input: TExamInput): TExamReport {
  validateExamInput(input);
  const q = input.questions.length;
  // The rows in student-id order: the report does not depend on the order they came in.
  const perm = idOrder(input.students.map((s) => s.studentId));
  const { questions, settings } = input;
  const students = perm ? Array.from(perm, (i) => input.students[i] as TExamInput['students'][number]) : input.students;
  const scores = perm ? permuteRows(input.scores, q, perm) : input.scores;
  const answers = perm && input.answers ? permuteList(input.answers, q, perm) : input.answers;
  const analysis = analyse({
    studentIds: students.map((s) => s.studentId),
    clazzIds: students.map((s) => s.clazzId),
    absent: Uint8Array.from(students, (s) => (s.absent ? 1 : 0)),
    itemFullScores: Float64Array.from(questions, (x) => x.fullScore),
    scores,
    settings,
  });

  if (answers) attachOptionDistributions(questions, answers, analysis);
  const questionReports: TQuestionReport[] = questions.map((question, j) => {
    const item = analysis.items[j] as TAnalysis['items'][number];
    return { questionId: question.questionId, fullScore: question.fullScore, objective: question.objective, grade: item.grade, classes: item.classes };
  });

  const plans = planKnowledgePoints(questions);
  // Literals rather than spreads of the ranked student: see the note in ranked-analysis.ts.
  const studentResults: TStudentResult[] = analysis.students.map((r, i) => {
    let rowScores: number[] | null = null;
    let mastery: (number | null)[] | null = null;
    if (!r.absent && !input.withoutStudentDetail) {
      const base = i * q;
      rowScores = [];
      for (let j = 0; j < q; j++) rowScores.push(scores[base + j] as number);
      mastery = plans.map((plan) => masteryOfRow(plan, scores, base));
    }
    return { studentId: r.studentId, clazzId: r.clazzId, absent: r.absent, total: r.total, classRank: r.classRank, gradeRank: r.gradeRank, z: r.z, t: r.t, tier: r.tier, scores: rowScores, knowledgeMastery: mastery };
  });

  return {
    fullScore: analysis.fullScore,
    participants: analysis.participants,
    absentStudentIds: students.filter((s) => s.absent).map((s) => s.studentId),
    grade: analysis.grade,
    classes: analysis.classes,
    students: studentResults,
    questions: questionReports,
    knowledgePoints: knowledgePointReports(plans, analysis.classIds, analysis.sums, q),
    alpha: cronbachAlpha(analysis.itemGradeVariance, analysis.totalVariance),
  };
}

/**
 * Counts per option, blank and other of every objective question, for every class and the grade,
 * written into the analysis's (freshly built) question statistics. One pass over the students in
 * input order: walking the answer matrix row by row is several times faster than question by
 * question in rank order, which jumps around 1.5 million cells.
 */
function attachOptionDistributions(questions: readonly TStatsQuestion[], answers: readonly (string | null)[], analysis: TAnalysis): void {
  const q = questions.length;
  const numClasses = analysis.classIds.length;
  const groups = numClasses + 1;
  const objective = questions.flatMap((question, j) => {
    if (!question.objective) return [];
    const options = questionOptions(question.options);
    // Per group: the options' counts, then blank, then other.
    const stride = options.length + 2;
    return [{ j, options, kind: question.kind ?? 'single', stride, counts: new Int32Array(groups * stride) }];
  });
  if (objective.length === 0) return;
  const { absent, classOf } = analysis;
  // A local binding: an imported function is reached through a module-namespace getter under some
  // loaders (Vitest, tsx), which showed up in profiles at 750,000 calls.
  const maskOf = answerOptionMask;
  for (let i = 0; i < absent.length; i++) {
    if (absent[i]) continue;
    const classBase = classOf[i] as number;
    for (const { j, options, kind, stride, counts } of objective) {
      const mask = maskOf(answers[i * q + j], options, kind);
      const m = options.length;
      const cb = classBase * stride;
      const gb = numClasses * stride;
      if (mask === BLANK_MASK) {
        counts[cb + m]!++;
        counts[gb + m]!++;
      } else if (mask === 0) {
        counts[cb + m + 1]!++;
        counts[gb + m + 1]!++;
      } else {
        for (let o = 0; o < m; o++) {
          if (mask & (1 << o)) {
            counts[cb + o]!++;
            counts[gb + o]!++;
          }
        }
      }
    }
  }
  for (const { j, options, stride, counts } of objective) {
    const m = options.length;
    const distribution = (g: number): TOptionDistribution => ({
      options: options.map((option, o) => ({ option, count: counts[g * stride + o] as number })),
      blank: counts[g * stride + m] as number,
      other: counts[g * stride + m + 1] as number,
    });
    const item = analysis.items[j] as TAnalysis['items'][number];
    item.grade.optionDistribution = distribution(numClasses);
    analysis.classIds.forEach((id, c) => {
      (item.classes[id] as TQuestionStats).optionDistribution = distribution(c);
    });
  }
}

/**
 * Which present students chose an option of an objective question, counted exactly as in the
 * option distribution: `option` is an option letter, 'blank' or 'other'. Optionally one class only.
 * Student ids come back in ascending order, whatever the order of the rows.
 */
export function studentsChoosingOption(input: TExamInput, questionId: number, option: string, clazzId?: number): number[] {
  const { questions, students, answers } = input;
  const j = questions.findIndex((x) => x.questionId === questionId);
  const question = questions[j];
  if (!question) throw new RangeError(`question ${questionId} is not in the paper`);
  if (!question.objective) throw new RangeError(`question ${questionId} is not objective`);
  if (!answers) return [];
  const options = questionOptions(question.options);
  const kind = question.kind ?? 'single';
  let wanted: number;
  if (option === BLANK) wanted = BLANK_MASK;
  else if (option === OTHER) wanted = 0;
  else {
    const o = options.indexOf(normalizeAnswer(option));
    if (o < 0) throw new RangeError(`option ${option} is not among ${options.join('')}`);
    wanted = 1 << o;
  }
  const q = questions.length;
  const ids: number[] = [];
  students.forEach((s, i) => {
    if (s.absent || (clazzId !== undefined && s.clazzId !== clazzId)) return;
    const mask = answerOptionMask(answers[i * q + j], options, kind);
    // Blank and other are exact classes; a letter matches every answer that counts under it.
    const chose = wanted <= 0 ? mask === wanted : mask > 0 && (mask & wanted) !== 0;
    if (chose) ids.push(s.studentId);
  });
  return ids.sort((a, b) => a - b);
}
