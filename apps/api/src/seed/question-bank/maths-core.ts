/**
 * Exact arithmetic and LaTeX formatting for the templated maths questions: rationals (Q), surds
 * (q·√r with r square-free), exact trigonometric values at multiples of π/6 and π/4, and helpers
 * that print polynomials, intervals and multiples of π the way a Chinese paper does (KaTeX-safe).
 */
import type { Rng } from '../random.js';
import { letter } from './helpers.js';
import type { TBankOption } from './types.js';

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

/** An exact rational number n/d (d > 0, reduced). */
export class Q {
  readonly n: number;
  readonly d: number;

  constructor(n: number, d = 1) {
    if (d === 0) throw new Error('division by zero');
    if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new Error(`not an exact rational: ${n}/${d}`);
    const g = gcd(n, d) || 1;
    const sign = d < 0 ? -1 : 1;
    this.n = (sign * n) / g + 0;
    this.d = (sign * d) / g;
  }

  static of(x: Q | number, d = 1): Q {
    return x instanceof Q ? (d === 1 ? x : x.div(d)) : new Q(x, d);
  }

  add(o: Q | number): Q {
    const b = Q.of(o);
    return new Q(this.n * b.d + b.n * this.d, this.d * b.d);
  }

  sub(o: Q | number): Q {
    return this.add(Q.of(o).neg());
  }

  mul(o: Q | number): Q {
    const b = Q.of(o);
    return new Q(this.n * b.n, this.d * b.d);
  }

  div(o: Q | number): Q {
    const b = Q.of(o);
    if (b.n === 0) throw new Error('division by zero');
    return new Q(this.n * b.d, this.d * b.n);
  }

  neg(): Q {
    return new Q(-this.n, this.d);
  }

  abs(): Q {
    return new Q(Math.abs(this.n), this.d);
  }

  pow(k: number): Q {
    let r = new Q(1);
    for (let i = 0; i < Math.abs(k); i += 1) r = r.mul(this);
    return k < 0 ? new Q(1).div(r) : r;
  }

  eq(o: Q | number): boolean {
    const b = Q.of(o);
    return this.n === b.n && this.d === b.d;
  }

  cmp(o: Q | number): number {
    const b = Q.of(o);
    return Math.sign(this.n * b.d - b.n * this.d);
  }

  get isInt(): boolean {
    return this.d === 1;
  }

  get value(): number {
    return this.n / this.d;
  }

  /** '3', '-\frac{1}{2}' */
  tex(): string {
    if (this.d === 1) return String(this.n);
    return `${this.n < 0 ? '-' : ''}\\frac{${Math.abs(this.n)}}{${this.d}}`;
  }

  /** A decimal when it terminates within `digits` places, otherwise the fraction. */
  decimalOrTex(digits = 2): string {
    const scaled = this.value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return String(Math.round(scaled) / 10 ** digits);
    return this.tex();
  }
}

export const q = (n: number, d = 1) => new Q(n, d);

/** Largest s with s² | n, and the square-free rest: n = s²·t. */
export function splitSquare(n: number): [number, number] {
  if (n < 0 || !Number.isInteger(n)) throw new Error(`bad radicand ${n}`);
  if (n === 0) return [0, 1];
  let s = 1;
  let t = n;
  for (let k = 2; k * k <= t; k += 1) {
    while (t % (k * k) === 0) {
      t /= k * k;
      s *= k;
    }
  }
  return [s, t];
}

/** q·√r with r square-free (r = 1 means rational). */
export class Surd {
  readonly c: Q;
  readonly r: number;

  constructor(c: Q | number, radicand = 1) {
    const [s, t] = splitSquare(radicand);
    const coef = Q.of(c).mul(s);
    this.c = coef;
    this.r = coef.n === 0 ? 1 : t;
  }

  static sqrtOf(x: Q | number): Surd {
    const v = Q.of(x);
    if (v.n < 0) throw new Error('sqrt of a negative number');
    // √(n/d) = √(n·d)/d
    return new Surd(new Q(1, v.d), v.n * v.d);
  }

  mul(o: Surd | Q | number): Surd {
    if (o instanceof Surd) return new Surd(this.c.mul(o.c), this.r * o.r);
    return new Surd(this.c.mul(o), this.r);
  }

  div(o: Surd | Q | number): Surd {
    if (o instanceof Surd) {
      // (c1√r1)/(c2√r2) = (c1/(c2·r2))·√(r1·r2)
      return new Surd(this.c.div(o.c).div(o.r), this.r * o.r);
    }
    return new Surd(this.c.div(o), this.r);
  }

  neg(): Surd {
    return new Surd(this.c.neg(), this.r);
  }

  get value(): number {
    return this.c.value * Math.sqrt(this.r);
  }

  get isRational(): boolean {
    return this.r === 1;
  }

  eq(o: Surd): boolean {
    return this.r === o.r && this.c.eq(o.c);
  }

  tex(): string {
    if (this.r === 1) return this.c.tex();
    const neg = this.c.n < 0 ? '-' : '';
    const a = Math.abs(this.c.n);
    const b = this.c.d;
    const root = `\\sqrt{${this.r}}`;
    const top = a === 1 ? root : `${a}${root}`;
    return b === 1 ? `${neg}${top}` : `${neg}\\frac{${top}}{${b}}`;
  }
}

/** n / √m, rationalised and simplified. */
export function overSqrt(n: Q | number, m: number): Surd {
  return new Surd(Q.of(n).div(m), m);
}

// ---------------------------------------------------------------- trigonometry

const SIN_DEG: Record<number, [number, number, number]> = {
  // degree: [numerator, denominator, radicand]
  0: [0, 1, 1],
  30: [1, 2, 1],
  45: [1, 2, 2],
  60: [1, 2, 3],
  90: [1, 1, 1],
};

function sinFirstQuadrant(deg: number): Surd {
  const e = SIN_DEG[deg];
  if (!e) throw new Error(`no exact sine for ${deg}°`);
  return new Surd(new Q(e[0], e[1]), e[2]);
}

/** Exact sin of an angle given in degrees (a multiple of 30° or 45°). */
export function sinDeg(deg: number): Surd {
  const d = ((deg % 360) + 360) % 360;
  if (d <= 90) return sinFirstQuadrant(d);
  if (d <= 180) return sinFirstQuadrant(180 - d);
  if (d <= 270) return sinFirstQuadrant(d - 180).neg();
  return sinFirstQuadrant(360 - d).neg();
}

export function cosDeg(deg: number): Surd {
  return sinDeg(90 - deg);
}

/** Exact tan (throws where undefined). */
export function tanDeg(deg: number): Surd {
  const c = cosDeg(deg);
  if (c.c.n === 0) throw new Error(`tan undefined at ${deg}°`);
  return sinDeg(deg).div(c);
}

/** Angle k·π (k rational) in degrees. */
export function piToDeg(k: Q): number {
  const v = k.mul(180);
  if (!v.isInt) throw new Error('not a whole number of degrees');
  return v.n;
}

/** k·π as LaTeX: 0, \pi, -\frac{2\pi}{3}, … */
export function piTex(k: Q): string {
  if (k.n === 0) return '0';
  const neg = k.n < 0 ? '-' : '';
  const a = Math.abs(k.n);
  const top = a === 1 ? '\\pi' : `${a}\\pi`;
  return k.d === 1 ? `${neg}${top}` : `${neg}\\frac{${top}}{${k.d}}`;
}

// ---------------------------------------------------------------- formatting

/** Coefficient in front of a term: 1·x → 'x', -1·x → '-x', ½x → '\frac{1}{2}x'. */
export function coefTex(c: Q | number, term: string): string {
  const v = Q.of(c);
  if (term === '') return v.tex();
  if (v.eq(1)) return term;
  if (v.eq(-1)) return `-${term}`;
  return `${v.tex()}${term}`;
}

/** A sum of terms with signs handled: [[3,'x^2'],[-2,'x'],[1,'']] → '3x^2-2x+1'. Zero terms are dropped. */
export function polyTex(terms: readonly (readonly [Q | number, string])[]): string {
  const parts: string[] = [];
  for (const [c, t] of terms) {
    const v = Q.of(c);
    if (v.n === 0) continue;
    const s = coefTex(v, t);
    parts.push(parts.length === 0 ? s : s.startsWith('-') ? s : `+${s}`);
  }
  return parts.length === 0 ? '0' : parts.join('');
}

/** '+3', '-3', '' for 0: for writing x+3 / x-3. */
export function signed(c: Q | number): string {
  const v = Q.of(c);
  if (v.n === 0) return '';
  return v.n > 0 ? `+${v.tex()}` : v.tex();
}

/** x - h as '(x-2)', '(x+3)', 'x' */
export function shiftTex(variable: string, h: Q | number): string {
  const v = Q.of(h);
  if (v.n === 0) return variable;
  return `(${variable}${signed(v.neg())})`;
}

export type TEnd = Q | number | '-inf' | '+inf';

function endTex(e: TEnd): string {
  if (e === '-inf') return '-\\infty';
  if (e === '+inf') return '+\\infty';
  return Q.of(e).tex();
}

/** An interval: interval(1, 3, true, false) → '[1,3)'. Infinite ends are always open. */
export function interval(a: TEnd, b: TEnd, closedA = false, closedB = false): string {
  const l = a === '-inf' || !closedA ? '(' : '[';
  const r = b === '+inf' || !closedB ? ')' : ']';
  return `${l}${endTex(a)},${endTex(b)}${r}`;
}

/** LaTeX made safe inside HTML text: <, > and & would otherwise start tags and entities. */
export function escapeTex(tex: string): string {
  return tex.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Inline maths. */
export function m(tex: string): string {
  return `\\(${escapeTex(tex)}\\)`;
}

/** Display maths. */
export function dm(tex: string): string {
  return `\\[${escapeTex(tex)}\\]`;
}

/** Text with \$…\$ formulas, e.g. tx('由 $a>b>0$ 得 …'): each formula becomes inline maths. */
export function tx(text: string): string {
  return text.replace(/\$([^$]+)\$/g, (_, f: string) => m(f));
}

export function binom(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

export function factorial(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i += 1) r *= i;
  return r;
}

// ---------------------------------------------------------------- options

/** An answer candidate: LaTeX (printed inline) or, when `html` is set, ready HTML (e.g. two intervals joined by 和). */
export type TCandidate = { tex: string; value?: number; html?: string };

export function candidateHtml(c: TCandidate, wrap: (tex: string) => string = m): string {
  return c.html ?? wrap(c.tex);
}

/**
 * Four options: the correct answer and three distractors picked from the candidates, all distinct
 * (by printed form and, where given, by value). Returns null when there are not enough distinct
 * distractors, so the caller can draw new parameters.
 */
export function pickOptions(rng: Rng, correct: TCandidate, candidates: readonly TCandidate[], wrap: (tex: string) => string = m): TBankOption[] | null {
  const chosen: TCandidate[] = [correct];
  const pool = [...candidates];
  while (chosen.length < 4 && pool.length > 0) {
    const i = Math.floor(rng.next() * pool.length);
    const c = pool.splice(i, 1)[0]!;
    const clash = chosen.some((o) => o.tex === c.tex || (o.value !== undefined && c.value !== undefined && Math.abs(o.value - c.value) < 1e-9));
    if (!clash) chosen.push(c);
  }
  if (chosen.length < 4) return null;
  const order = [0, 1, 2, 3];
  for (let i = 3; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.map((idx, i) => ({ optionNo: letter(i), content: candidateHtml(chosen[idx]!, wrap), isTrue: idx === 0 ? 1 : 0 }));
}

/** Fixed options in a fixed order (e.g. 充分不必要/必要不充分/充要/既不充分也不必要). */
export function fixedOptions(contents: readonly string[], correct: number): TBankOption[] {
  return contents.map((c, i) => ({ optionNo: letter(i), content: c, isTrue: i === correct ? 1 : 0 }));
}

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Pythagorean triples (legs a, b, hypotenuse c). */
export const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [20, 21, 29],
];

// ---------------------------------------------------------------- generator contracts

/**
 * What a single-answer generator produces: a stem (without the trailing （  ） or blank), the
 * answer and distractor candidates (or ready-made options for statement questions), a worked
 * 解析 and tags. One core can be printed as a 单选题 or as a 填空题.
 */
export type TMathCore = {
  kp: number[];
  difficulty: 1 | 2 | 3 | 4 | 5 | 6;
  grade: 1 | 2 | 3;
  stem: string;
  answer: TCandidate;
  distractors: TCandidate[];
  analysis: string;
  /** statement questions come with their options and cannot be printed as 填空题 */
  options?: TBankOption[];
};

export type TCoreGen = (rng: Rng) => TMathCore | null;

/** A statement of a 多选题 with its truth value and reason. */
export type TStatement = { tex: string; truth: boolean; why: string; /** statements of one group are variants of each other */ group?: string };

export type TMultiCore = { kp: number[]; difficulty: 1 | 2 | 3 | 4 | 5 | 6; grade: 1 | 2 | 3; stem: string; statements: TStatement[]; intro?: string };

export type TMultiGen = (rng: Rng) => TMultiCore | null;

export const CONDITION_OPTIONS = ['充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'] as const;

/** Index into CONDITION_OPTIONS for "p is a … condition of q", from P ⊆ Q / Q ⊆ P. */
export function conditionIndex(pImpliesQ: boolean, qImpliesP: boolean): number {
  if (pImpliesQ && qImpliesP) return 2;
  if (pImpliesQ) return 0;
  if (qImpliesP) return 1;
  return 3;
}
