/**
 * Objective (选择题) answers: normalising, scoring, validating and classifying them per option.
 * One normalisation serves all four so that what is scored, what is validated and what is counted
 * in the option distribution can never disagree.
 */
import type { TObjectiveKind } from './types.js';

/** Options assumed when an objective question does not list its own. */
export const DEFAULT_OPTIONS: readonly string[] = ['A', 'B', 'C', 'D'];

/** Pseudo-options accepted by studentsChoosingOption besides the option letters. */
export const BLANK = 'blank';
export const OTHER = 'other';

function isSkipped(code: number): boolean {
  // Whitespace (incl. the ideographic space) and the separators teachers type between letters
  // ("A,B", "A、B") carry no choice.
  return code <= 32 || code === 0x3000 || code === 0x2c /* , */ || code === 0xff0c /* ， */ || code === 0x3001 /* 、 */;
}

/** Full-width letters (typed with a Chinese IME) folded to ASCII, then lower case to upper. */
function foldCode(code: number): number {
  if (code >= 0xff21 && code <= 0xff3a) code -= 0xfee0; // Ａ-Ｚ
  else if (code >= 0xff41 && code <= 0xff5a) code -= 0xfee0; // ａ-ｚ
  if (code >= 0x61 && code <= 0x7a) code -= 0x20; // a-z
  return code;
}

/**
 * Canonical form of an answer: no whitespace or separators, full-width letters folded to ASCII,
 * upper case. null and blank answers become ''.
 */
export function normalizeAnswer(answer: string | null | undefined): string {
  if (answer == null) return '';
  let out = '';
  for (let i = 0; i < answer.length; i++) {
    const code = answer.charCodeAt(i);
    if (!isSkipped(code)) out += String.fromCharCode(foldCode(code));
  }
  return out;
}

/** The set of letters chosen, duplicates dropped, in alphabetical order ('ca a' -> 'AC'). */
export function answerLetters(answer: string | null | undefined): string {
  return [...new Set(normalizeAnswer(answer))].sort().join('');
}

/**
 * Score of one objective answer. Single choice: full when the answer equals the key. Multiple
 * choice (letters in any order, any case, duplicates ignored): full when the chosen set equals the
 * key set, partialScore when it is a non-empty strict subset (漏选), 0 for any wrong letter (错选)
 * or a blank.
 */
export function scoreObjective(answer: string | null, key: string, fullScore: number, kind: TObjectiveKind, partialScore: number): number {
  if (kind === 'single') {
    const k = normalizeAnswer(key);
    if (k === '') throw new RangeError('单选题答案不能为空');
    return normalizeAnswer(answer) === k ? fullScore : 0;
  }
  const keySet = new Set(normalizeAnswer(key));
  if (keySet.size === 0) throw new RangeError('多选题答案不能为空');
  const chosen = new Set(normalizeAnswer(answer));
  if (chosen.size === 0) return 0;
  for (const c of chosen) if (!keySet.has(c)) return 0;
  return chosen.size === keySet.size ? fullScore : partialScore;
}

function describeRange(options: readonly string[]): string {
  const codes = options.map((o) => o.charCodeAt(0));
  const consecutive = options.length > 1 && codes.every((c, i) => i === 0 || c === (codes[i - 1] as number) + 1);
  return consecutive ? `${options[0]}-${options[options.length - 1]}` : options.join('、');
}

/**
 * Why an answer cannot be accepted (Chinese, shown to the teacher), or null when it is fine. A blank
 * is fine: it is a legitimate 未作答. With kind 'single', more than one letter is refused too.
 */
export function validateAnswer(answer: string | null, options: readonly string[], kind?: TObjectiveKind): string | null {
  const normalized = normalizeAnswer(answer);
  if (normalized === '') return null;
  const allowed = options.map((o) => normalizeAnswer(o));
  const allowedSet = new Set(allowed);
  for (const c of normalized) if (!allowedSet.has(c)) return `选项${c}不在${describeRange(allowed)}范围内`;
  if (kind === 'single' && normalized.length > 1) return '单选题只能选择一个选项';
  return null;
}

/** Option letters are bits of one int so that counting needs no allocation per answer. */
export const MAX_OPTIONS = 30;
/** answerOptionMask of a blank answer; 0 is a non-blank answer counted under no option ('other'). */
export const BLANK_MASK = -1;

/**
 * How an answer is counted in the option distribution: bit i set when it counts under option i;
 * BLANK_MASK for a blank; 0 when it is non-blank but counts under no option ('other', e.g. 'E' on
 * an A-D question). Single choice counts an answer under an option only when it equals it, multiple
 * choice under every option it contains. Options must be canonical (see questionOptions).
 */
export function answerOptionMask(answer: string | null | undefined, options: readonly string[], kind: TObjectiveKind): number {
  if (answer == null) return BLANK_MASK;
  // Works on char codes, the same way as normalizeAnswer, so that counting a district's answers
  // allocates no strings.
  let chars = 0;
  let mask = 0;
  for (let i = 0; i < answer.length; i++) {
    const raw = answer.charCodeAt(i);
    if (isSkipped(raw)) continue;
    const code = foldCode(raw);
    chars++;
    for (let o = 0; o < options.length; o++) {
      if ((options[o] as string).charCodeAt(0) === code) {
        mask |= 1 << o;
        break;
      }
    }
  }
  if (chars === 0) return BLANK_MASK;
  // Single choice: the answer must be exactly one option ('AB' or 'AA' equals none).
  if (kind === 'single') return chars === 1 ? mask : 0;
  return mask;
}

/** Options of a question in canonical form (upper case), defaulting to A-D. */
export function questionOptions(options: readonly string[] | undefined): string[] {
  return (options ?? DEFAULT_OPTIONS).map((o) => normalizeAnswer(o));
}
