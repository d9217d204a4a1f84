/**
 * Score rules of the marking screen, the same as the server's (apps/api/src/modules/marking/submit.ts):
 * one score per question, within 0..full, on the group's step (full marks always allowed), so a
 * wrong score is refused before it is sent, with the server's wording.
 */
const EPS = 1e-6;

export type TScoreQuestion = { questionNo: string; fullScore: number };

export type TScoreCheck = { ok: true; value: number } | { ok: false; message: string };

/** Rounds to two decimals for display and sums (scores are at most 0.5 apart by step). */
export const round2 = (x: number) => Math.round(x * 100) / 100;

/** A score as typed (digits and one decimal point), checked against the question. */
export function checkScore(raw: string, q: TScoreQuestion, step: number): TScoreCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, message: `请为第${q.questionNo}题打分` };
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return { ok: false, message: `第${q.questionNo}题的分数必须是数字` };
  const value = Number(text);
  if (!Number.isFinite(value) || value < -EPS || value > q.fullScore + EPS) return { ok: false, message: `第${q.questionNo}题的分数须在0到${q.fullScore}分之间` };
  const steps = value / step;
  if (Math.abs(steps - Math.round(steps)) > EPS && Math.abs(value - q.fullScore) > EPS) return { ok: false, message: `第${q.questionNo}题的分数须为${step}分的整数倍` };
  return { ok: true, value: round2(value) };
}

/** Checks every question; the first refusal names its question (index to focus it). */
export function checkScores(raws: readonly string[], questions: readonly TScoreQuestion[], step: number): { ok: true; scores: number[] } | { ok: false; index: number; message: string } {
  const scores: number[] = [];
  for (let i = 0; i < questions.length; i++) {
    const r = checkScore(raws[i] ?? '', questions[i]!, step);
    if (!r.ok) return { ok: false, index: i, message: r.message };
    scores.push(r.value);
  }
  return { ok: true, scores };
}

/** Most quick-score buttons shown for one question; beyond that the buttons go by a multiple of the step. */
export const MAX_QUICK_SCORES = 26;

/** The quick-score buttons of a question: 0, step, 2·step, …, full (full always last). */
export function quickScores(fullScore: number, step: number): number[] {
  if (!(step > 0) || !(fullScore > 0)) return [0];
  let by = step;
  while (Math.floor(fullScore / by + EPS) + 1 > MAX_QUICK_SCORES) by += step;
  const out: number[] = [];
  for (let k = 0; k * by <= fullScore + EPS; k++) out.push(round2(k * by));
  if (Math.abs(out[out.length - 1]! - fullScore) > EPS) out.push(round2(fullScore));
  return out;
}

/** Text typed into a score box: digits and at most one decimal point. */
export function acceptsScoreKey(current: string, key: string): boolean {
  if (/^\d$/.test(key)) return true;
  return key === '.' && !current.includes('.');
}

/** Difference of two marks (arbitration), rounded for display. */
export const markDifference = (a: number, b: number) => round2(Math.abs(a - b));
