/**
 * Templated maths (集合、常用逻辑用语、不等式、函数): each generator draws parameters from the
 * PRNG and computes the answer, the distractors and the 解析 from them.
 */
import type { Rng } from '../random.js';
import { KP_MA as K } from './helpers.js';
import {
  CONDITION_OPTIONS,
  Q,
  conditionIndex,
  fixedOptions,
  coefTex,
  interval,
  m,
  polyTex,
  tx,
  q,
  shiftTex,
  shuffle,
  signed,
  type TCandidate,
  type TCoreGen,
  type TStatement,
} from './maths-core.js';

const qc = (x: Q | number): TCandidate => {
  const v = Q.of(x);
  return { tex: v.tex(), value: v.value };
};

/** x² − (p+q)x + pq, i.e. (x−p)(x−q) expanded */
function quadFromRoots(a: number, r1: number, r2: number): string {
  return polyTex([
    [a, 'x^2'],
    [-a * (r1 + r2), 'x'],
    [a * r1 * r2, ''],
  ]);
}

// ---------------------------------------------------------------- 集合

export const setOperation: TCoreGen = (rng) => {
  const p = rng.int(-4, 1);
  const qq = p + rng.int(3, 6);
  const r = rng.int(p + 1, qq - 1);
  const greater = rng.next() < 0.5;
  const cap = rng.next() < 0.5;
  const all: Record<string, string> = {
    pr: interval(p, r),
    rq: interval(r, qq),
    pInf: interval(p, '+inf'),
    infQ: interval('-inf', qq),
    rInf: interval(r, '+inf'),
    infR: interval('-inf', r),
    pq: interval(p, qq),
  };
  const key = greater ? (cap ? 'rq' : 'pInf') : cap ? 'pr' : 'infQ';
  const answer = all[key]!;
  const bText = greater ? `\\{x\\mid x>${r}\\}` : `\\{x\\mid x<${r}\\}`;
  const op = cap ? '\\cap' : '\\cup';
  return {
    kp: [K.setOps, K.quadInequality],
    difficulty: 2,
    grade: 1,
    stem: `已知集合 ${m(`A=\\{x\\mid ${quadFromRoots(1, p, qq)}<0\\}`)}，${m(`B=${bText}`)}，则 ${m(`A${op} B=`)}`,
    answer: { tex: answer },
    distractors: Object.entries(all)
      .filter(([k]) => k !== key)
      .map(([, t]) => ({ tex: t })),
    analysis: `由 ${m(`${quadFromRoots(1, p, qq)}<0`)} 得 ${m(`${shiftTex('x', p)}${shiftTex('x', qq)}<0`)}，解得 ${m(`${p}<x<${qq}`)}，即 ${m(`A=${all.pq}`)}。又 ${m(`B=${greater ? all.rInf : all.infR}`)}，所以 ${m(`A${op} B=${answer}`)}。`,
  };
};

export const subsetCount: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  let setTex: string;
  let elements: number[];
  if (form === 0) {
    const a = rng.int(-2, 3);
    const b = rng.int(1, 2);
    setTex = `A=\\{x\\in\\mathbf{Z}\\mid |${a === 0 ? 'x' : `x${signed(-a)}`}|\\le ${b}\\}`;
    elements = Array.from({ length: 2 * b + 1 }, (_, i) => a - b + i);
  } else if (form === 1) {
    const k = rng.int(3, 5);
    setTex = `A=\\{x\\in\\mathbf{N}\\mid x<${k}\\}`;
    elements = Array.from({ length: k }, (_, i) => i);
  } else {
    const k = rng.int(3, 5);
    setTex = `A=\\{x\\in\\mathbf{N}^*\\mid x\\le ${k}\\}`;
    elements = Array.from({ length: k }, (_, i) => i + 1);
  }
  const n = elements.length;
  const ask = rng.int(0, 2);
  const values = [2 ** n, 2 ** n - 1, 2 ** n - 2];
  const names = ['子集', '真子集', '非空真子集'];
  const answer = values[ask]!;
  const cands = [2 ** n, 2 ** n - 1, 2 ** n - 2, 2 ** (n - 1), 2 ** (n + 1), n * n, 2 * n].filter((v) => v !== answer).map(qc);
  return {
    kp: [K.setRelation, K.setConcept],
    difficulty: 1,
    grade: 1,
    stem: `集合 ${m(setTex)} 的${names[ask]}个数为`,
    answer: qc(answer),
    distractors: cands,
    analysis: `${m(`A=\\{${elements.join(',')}\\}`)}，共有 ${n} 个元素，所以其${names[ask]}个数为 ${m(['2^{' + n + '}', '2^{' + n + '}-1', '2^{' + n + '}-2'][ask]! + '=' + answer)}。`,
  };
};

// ---------------------------------------------------------------- 常用逻辑用语

export const conditionAbs: TCoreGen = (rng) => {
  const c = rng.int(-2, 3);
  const d = rng.int(2, 3);
  const lo = c - d;
  const hi = c + d;
  const kind = rng.int(0, 3);
  let u = lo;
  let v = hi;
  if (kind === 0) {
    u = lo - rng.int(0, 2);
    v = hi + rng.int(0, 2);
    if (u === lo && v === hi) v += 1;
  } else if (kind === 1) {
    u = lo + rng.int(0, 1);
    v = hi - rng.int(0, 1);
    if (u === lo && v === hi) u += 1;
  } else if (kind === 3) {
    u = lo + 1;
    v = hi + rng.int(1, 2);
  }
  const pInQ = u <= lo && hi <= v;
  const qInP = lo <= u && v <= hi;
  const idx = conditionIndex(pInQ, qInP);
  const absTex = `|${c === 0 ? 'x' : `x${signed(-c)}`}|<${d}`;
  const quad = `${quadFromRoots(1, u, v)}<0`;
  const rel = idx === 2 ? m('P=Q') : idx === 0 ? m('P\\subsetneqq Q') : idx === 1 ? m('Q\\subsetneqq P') : `${m('P\\not\\subseteq Q')} 且 ${m('Q\\not\\subseteq P')}`;
  return {
    kp: [K.condition, K.quadInequality],
    difficulty: 2,
    grade: 1,
    stem: `设 ${m('x\\in\\mathbf{R}')}，则“${m(absTex)}”是“${m(quad)}”的`,
    answer: { tex: CONDITION_OPTIONS[idx]! },
    distractors: [],
    options: fixedOptions(CONDITION_OPTIONS, idx),
    analysis: `由 ${m(absTex)} 得 ${m(`${lo}<x<${hi}`)}，记 ${m(`P=${interval(lo, hi)}`)}；由 ${m(quad)} 得 ${m(`${u}<x<${v}`)}，记 ${m(`Q=${interval(u, v)}`)}。因为 ${rel}，所以前者是后者的${CONDITION_OPTIONS[idx]}。`,
  };
};

export const quantifierNegation: TCoreGen = (rng) => {
  const b = rng.int(-4, 4);
  const c = rng.int(1, 6);
  const fx = rng.pick([polyTex([[1, 'x^2'], [b, 'x'], [c, '']]), `2^x${signed(b)}x`, `\\ln x${signed(-c)}x`, `x^3${signed(b)}`]);
  const domain = fx.includes('\\ln') ? 'x>0' : 'x\\in\\mathbf{R}';
  const otherDomain = fx.includes('\\ln') ? 'x\\le 0' : 'x\\notin\\mathbf{R}';
  const forms: [string, string, string, string][] = [
    // [quantifier, relation, negated quantifier, negated relation]
    ['\\forall', '>', '\\exists', '\\le'],
    ['\\exists', '<', '\\forall', '\\ge'],
    ['\\forall', '\\ge', '\\exists', '<'],
    ['\\exists', '\\le', '\\forall', '>'],
  ];
  const [qf, rel, nqf, nrel] = rng.pick(forms);
  const stmt = (qq: string, dom: string, r: string) => `${qq} ${dom},\\ ${fx}${r}0`;
  const answer = stmt(nqf, domain, nrel);
  return {
    kp: [K.quantifier],
    difficulty: 2,
    grade: 1,
    stem: `命题“${m(stmt(qf, domain, rel))}”的否定是`,
    answer: { tex: answer },
    distractors: [{ tex: stmt(qf, domain, nrel) }, { tex: stmt(nqf, domain, rel) }, { tex: stmt(nqf, otherDomain, nrel) }],
    analysis: `含有量词的命题的否定：改变量词（${m('\\forall')} 与 ${m('\\exists')} 互换），范围不变，并否定结论。所以原命题的否定是“${m(answer)}”。`,
  };
};

// ---------------------------------------------------------------- 不等式的性质 (sampled verification)

type TIneqStatement = { tex: string; test: (a: number, b: number, c: number) => boolean; why: string };
type TIneqCondition = { tex: string; sample: (rng: Rng) => [number, number, number]; statements: TIneqStatement[] };

const uniform = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng.next();

export const INEQUALITY_CONDITIONS: TIneqCondition[] = [
  {
    tex: 'a>b>0',
    sample: (rng) => {
      const b = uniform(rng, 0.05, 5);
      return [b + uniform(rng, 0.05, 5), b, 0];
    },
    statements: [
      { tex: '\\frac{1}{a}<\\frac{1}{b}', test: (a, b) => 1 / a < 1 / b, why: tx('由 $a>b>0$ 两边同除以正数 $ab$ 得 $\\frac{1}{b}>\\frac{1}{a}$。') },
      { tex: 'a^2>b^2', test: (a, b) => a * a > b * b, why: tx('同向正数不等式可以相乘，$a\\cdot a>b\\cdot b$。') },
      { tex: '\\frac{b}{a}<\\frac{b+1}{a+1}', test: (a, b) => b / a < (b + 1) / (a + 1), why: tx('作差得 $\\frac{b+1}{a+1}-\\frac{b}{a}=\\frac{a-b}{a(a+1)}>0$。') },
      { tex: '\\sqrt{a}>\\sqrt{b}', test: (a, b) => Math.sqrt(a) > Math.sqrt(b), why: tx('$y=\\sqrt{x}$ 在 $[0,+\\infty)$ 上单调递增。') },
      { tex: 'a+\\frac{1}{a}>b+\\frac{1}{b}', test: (a, b) => a + 1 / a > b + 1 / b, why: tx('取 $a=1$，$b=\\frac{1}{2}$，则 $a+\\frac{1}{a}=2<b+\\frac{1}{b}=\\frac{5}{2}$，不成立。') },
      { tex: '\\frac{1}{a}>\\frac{1}{b}', test: (a, b) => 1 / a > 1 / b, why: tx('由 $a>b>0$ 得 $\\frac{1}{a}<\\frac{1}{b}$，不成立。') },
      { tex: 'a^2<ab', test: (a, b) => a * a < a * b, why: tx('$a^2-ab=a(a-b)>0$，所以 $a^2>ab$，不成立。') },
      { tex: '\\ln(a-b)>0', test: (a, b) => Math.log(a - b) > 0, why: tx('取 $a=2$，$b=\\frac{3}{2}$，则 $\\ln(a-b)=\\ln\\frac{1}{2}<0$，不成立。') },
    ],
  },
  {
    tex: 'a<b<0',
    sample: (rng) => {
      const b = -uniform(rng, 0.05, 5);
      return [b - uniform(rng, 0.05, 5), b, 0];
    },
    statements: [
      { tex: '\\frac{1}{a}>\\frac{1}{b}', test: (a, b) => 1 / a > 1 / b, why: tx('两边同除以正数 $ab$ 得 $\\frac{1}{b}<\\frac{1}{a}$。') },
      { tex: 'a^2>b^2', test: (a, b) => a * a > b * b, why: tx('由 $a<b<0$ 得 $-a>-b>0$，平方得 $a^2>b^2$。') },
      { tex: 'ab>b^2', test: (a, b) => a * b > b * b, why: tx('$ab-b^2=b(a-b)$，两个因式都为负，积为正。') },
      { tex: '|a|>|b|', test: (a, b) => Math.abs(a) > Math.abs(b), why: tx('$|a|=-a>-b=|b|$。') },
      { tex: '\\frac{b}{a}>\\frac{a}{b}', test: (a, b) => b / a > a / b, why: tx('$0<\\frac{b}{a}<1<\\frac{a}{b}$，不成立。') },
      { tex: 'a^2<ab', test: (a, b) => a * a < a * b, why: tx('$a^2-ab=a(a-b)>0$，不成立。') },
      { tex: '\\frac{1}{a}<\\frac{1}{b}', test: (a, b) => 1 / a < 1 / b, why: tx('由 $a<b<0$ 得 $\\frac{1}{a}>\\frac{1}{b}$，不成立。') },
      { tex: 'a+b>ab', test: (a, b) => a + b > a * b, why: tx('$a+b<0$ 而 $ab>0$，不成立。') },
    ],
  },
  {
    tex: 'a>b,\\ c<0',
    sample: (rng) => {
      const pickNonZero = () => {
        const v = uniform(rng, -6, 6);
        return Math.abs(v) < 0.1 ? 0.5 : v;
      };
      let a = pickNonZero();
      let b = pickNonZero();
      if (a < b) [a, b] = [b, a];
      if (a === b) a += 1;
      return [a, b, -uniform(rng, 0.1, 6)];
    },
    statements: [
      { tex: 'ac<bc', test: (a, b, c) => a * c < b * c, why: '不等式两边同乘负数，不等号方向改变。' },
      { tex: 'a-c>b-c', test: (a, b, c) => a - c > b - c, why: '不等式两边同减去一个数，不等号方向不变。' },
      { tex: '\\frac{a}{c}<\\frac{b}{c}', test: (a, b, c) => a / c < b / c, why: tx('两边同除以负数 $c$，不等号方向改变。') },
      { tex: 'ac^2>bc^2', test: (a, b, c) => a * c * c > b * c * c, why: tx('$c\\ne 0$ 时 $c^2>0$，两边同乘正数，方向不变。') },
      { tex: 'a^2>b^2', test: (a, b) => a * a > b * b, why: tx('取 $a=1$，$b=-2$，则 $a^2<b^2$，不成立。') },
      { tex: '\\frac{1}{a}<\\frac{1}{b}', test: (a, b) => 1 / a < 1 / b, why: tx('取 $a=1$，$b=-1$，则 $\\frac{1}{a}>\\frac{1}{b}$，不成立。') },
      { tex: 'ac>bc', test: (a, b, c) => a * c > b * c, why: tx('两边同乘负数 $c$，应为 $ac<bc$，不成立。') },
      { tex: '|a|>|b|', test: (a, b) => Math.abs(a) > Math.abs(b), why: tx('取 $a=1$，$b=-3$，则 $|a|<|b|$，不成立。') },
    ],
  },
];

/** Truth by sampling: true when no counterexample among many samples. */
function alwaysHolds(rng: Rng, cond: TIneqCondition, s: TIneqStatement): boolean {
  for (let i = 0; i < 4000; i += 1) {
    const [a, b, c] = cond.sample(rng);
    if (!s.test(a, b, c)) return false;
  }
  return true;
}

export function inequalityStatements(rng: Rng): { cond: TIneqCondition; statements: TStatement[] } {
  const cond = rng.pick(INEQUALITY_CONDITIONS);
  const statements = cond.statements.map((s) => ({ tex: m(s.tex), truth: alwaysHolds(rng, cond, s), why: s.why }));
  return { cond, statements };
}

export const inequalityProperty: TCoreGen = (rng) => {
  const { cond, statements } = inequalityStatements(rng);
  const trues = shuffle(rng, statements.filter((s) => s.truth));
  const falses = shuffle(rng, statements.filter((s) => !s.truth));
  if (trues.length < 1 || falses.length < 3) return null;
  const chosen = shuffle(rng, [trues[0]!, ...falses.slice(0, 3)]);
  const idx = chosen.findIndex((s) => s.truth);
  return {
    kp: [K.inequalityProps],
    difficulty: 2,
    grade: 1,
    stem: `若 ${m(cond.tex)}，则下列不等式一定成立的是`,
    answer: { tex: chosen[idx]!.tex },
    distractors: [],
    options: fixedOptions(
      chosen.map((s) => s.tex),
      idx,
    ),
    analysis: chosen.map((s, i) => `${'ABCD'[i]}项：${s.why}`).join('<br/>'),
  };
};

// ---------------------------------------------------------------- 基本不等式、一元二次不等式

export const basicInequality: TCoreGen = (rng) => {
  if (rng.next() < 0.5) {
    const s = rng.int(1, 3);
    let t = rng.int(1, 4);
    if (t === s) t += 1;
    const k = rng.int(1, 2);
    const p = s * s;
    const qq = t * t;
    const ans = q((s + t) ** 2, k);
    const kf = k === 1 ? '' : `\\frac{1}{${k}}`;
    return {
      kp: [K.basicInequality],
      difficulty: 3,
      grade: 1,
      stem: `已知 ${m('x>0')}，${m('y>0')}，且 ${m(`x+y=${k}`)}，则 ${m(`\\frac{${p}}{x}+\\frac{${qq}}{y}`)} 的最小值为`,
      answer: qc(ans),
      distractors: [qc(q(2 * s * t, k)), qc(q(p + qq, k)), qc((s + t) ** 2), qc(ans.add(1)), qc(q(4 * s * t, k))],
      analysis: `${m(`\\frac{${p}}{x}+\\frac{${qq}}{y}=${kf}\\left(\\frac{${p}}{x}+\\frac{${qq}}{y}\\right)(x+y)=${kf}\\left(${p + qq}+\\frac{${coefTex(p, 'y')}}{x}+\\frac{${coefTex(qq, 'x')}}{y}\\right)\\ge ${kf}\\left(${p + qq}+2\\sqrt{${p * qq}}\\right)=${ans.tex()}`)}，当且仅当 ${m(`\\frac{${coefTex(p, 'y')}}{x}=\\frac{${coefTex(qq, 'x')}}{y}`)}，即 ${m(`${coefTex(t, 'x')}=${coefTex(s, 'y')}`)} 时取等号。所以最小值为 ${m(ans.tex())}。`,
    };
  }
  const k = rng.int(1, 4);
  const mm = rng.int(1, 4);
  const c = mm * mm;
  const ans = 2 * mm + k;
  return {
    kp: [K.basicInequality],
    difficulty: 3,
    grade: 1,
    stem: `已知 ${m(`x>${k}`)}，则 ${m(`x+\\frac{${c}}{x-${k}}`)} 的最小值为`,
    answer: qc(ans),
    distractors: [qc(2 * mm), qc(2 * mm - k), qc(mm + k), qc(c + k), qc(2 * c + k)],
    analysis: `因为 ${m(`x>${k}`)}，所以 ${m(`x-${k}>0`)}，${m(`x+\\frac{${c}}{x-${k}}=(x-${k})+\\frac{${c}}{x-${k}}+${k}\\ge 2\\sqrt{${c}}+${k}=${ans}`)}，当且仅当 ${m(`x-${k}=${mm}`)}，即 ${m(`x=${k + mm}`)} 时取等号。`,
  };
};

export const quadraticInequality: TCoreGen = (rng) => {
  const r1 = rng.int(-5, 2);
  const r2 = r1 + rng.int(1, 5);
  const a = rng.pick([1, -1, 2, -1]);
  const gt = rng.next() < 0.5;
  const strict = rng.next() < 0.6;
  const rel = gt ? (strict ? '>' : '\\ge') : strict ? '<' : '\\le';
  // a(x-r1)(x-r2) rel 0 ⇔ (x-r1)(x-r2) rel' 0 where rel' flips when a < 0
  const outside = (a > 0) === gt;
  const inside = interval(r1, r2, !strict, !strict);
  const out = `${interval('-inf', r1, false, !strict)}\\cup${interval(r2, '+inf', !strict, false)}`;
  const ans = outside ? out : inside;
  const cands = [interval(r1, r2), interval(r1, r2, true, true), `${interval('-inf', r1)}\\cup${interval(r2, '+inf')}`, `${interval('-inf', r1, false, true)}\\cup${interval(r2, '+inf', true, false)}`, interval(-r2, -r1, !strict, !strict), `${interval('-inf', -r2)}\\cup${interval(-r1, '+inf')}`];
  return {
    kp: [K.quadInequality],
    difficulty: 2,
    grade: 1,
    stem: `不等式 ${m(`${quadFromRoots(a, r1, r2)}${rel}0`)} 的解集为`,
    answer: { tex: ans },
    distractors: cands.filter((t) => t !== ans).map((t) => ({ tex: t })),
    analysis: `原不等式可化为 ${m(`${a === 1 ? '' : a === -1 ? '-' : a}${shiftTex('x', r1)}${shiftTex('x', r2)}${rel}0`)}${a < 0 ? `，即 ${m(`${shiftTex('x', r1)}${shiftTex('x', r2)}${gt ? (strict ? '<' : '\\le') : strict ? '>' : '\\ge'}0`)}` : ''}。对应方程的两根为 ${m(`${r1}`)} 和 ${m(`${r2}`)}，所以解集为 ${m(ans)}。`,
  };
};

// ---------------------------------------------------------------- 函数的概念

export const domain: TCoreGen = (rng) => {
  const a = rng.int(-3, 2);
  const b = a + rng.int(2, 5);
  const form = rng.int(0, 2);
  let f: string;
  let ans: string;
  let why: string;
  if (form === 0) {
    f = `\\sqrt{${a === 0 ? 'x' : `x${signed(-a)}`}}+\\ln(${b}-x)`;
    ans = interval(a, b, true, false);
    why = `要使函数有意义，需 ${m(`\\begin{cases}x${signed(-a)}\\ge 0,\\\\${b}-x>0,\\end{cases}`)} 解得 ${m(`${a}\\le x<${b}`)}`;
  } else if (form === 1) {
    f = `\\frac{1}{\\sqrt{${a === 0 ? 'x' : `x${signed(-a)}`}}}+\\sqrt{${b}-x}`;
    ans = interval(a, b, false, true);
    why = `要使函数有意义，需 ${m(`\\begin{cases}x${signed(-a)}>0,\\\\${b}-x\\ge 0,\\end{cases}`)} 解得 ${m(`${a}<x\\le ${b}`)}`;
  } else {
    f = `\\frac{\\sqrt{${b}-x}}{\\ln(${a === 0 ? 'x' : `x${signed(-a)}`})}`;
    ans = `${interval(a, a + 1)}\\cup${interval(a + 1, b, false, true)}`;
    why = `要使函数有意义，需 ${m(`${b}-x\\ge 0`)}，${m(`x${signed(-a)}>0`)} 且 ${m(`\\ln(x${signed(-a)})\\ne 0`)}，即 ${m(`x\\ne ${a + 1}`)}，解得 ${m(`${a}<x\\le ${b}`)} 且 ${m(`x\\ne ${a + 1}`)}`;
  }
  const cands = [interval(a, b, true, false), interval(a, b, false, true), interval(a, b), interval(a, b, true, true), `${interval(a, a + 1)}\\cup${interval(a + 1, b, false, true)}`];
  return {
    kp: [K.funcConcept],
    difficulty: 2,
    grade: 1,
    stem: `函数 ${m(`f(x)=${f}`)} 的定义域为`,
    answer: { tex: ans },
    distractors: cands.filter((c) => c !== ans).map((c) => ({ tex: c })),
    analysis: `${why}，所以定义域为 ${m(ans)}。`,
  };
};

export const piecewiseValue: TCoreGen = (rng) => {
  const base = rng.pick([2, 3]);
  const k = rng.int(1, 3);
  const c = rng.int(-3, 4);
  const input = q(1, base ** k);
  const ans = k * k + c;
  const f = `f(x)=\\begin{cases}${polyTex([[1, 'x^2'], [c, '']])}, & x\\le 0,\\\\ \\log_{${base}}x, & x>0,\\end{cases}`;
  return {
    kp: [K.funcConcept, K.logarithm],
    difficulty: 2,
    grade: 1,
    stem: `已知函数 ${m(f)}，则 ${m(`f\\left(f\\left(${input.tex()}\\right)\\right)=`)}`,
    answer: qc(ans),
    distractors: [qc(-k), qc(k * k - c), qc(c - k * k), qc(c), qc(-k * k + c)],
    analysis: `因为 ${m(`${input.tex()}>0`)}，所以 ${m(`f\\left(${input.tex()}\\right)=\\log_{${base}}${input.tex()}=${-k}`)}；又 ${m(`${-k}\\le 0`)}，所以 ${m(`f(${-k})=(${-k})^2${signed(c)}=${ans}`)}。`,
  };
};

// ---------------------------------------------------------------- 单调性与最值、奇偶性

export const quadraticExtreme: TCoreGen = (rng) => {
  const h = rng.pick([-2, -1, 1, 2, 3]);
  const c = rng.int(-3, 5);
  const lo = rng.int(-3, 1);
  const hi = lo + rng.int(2, 5);
  const f = (x: number) => x * x - 2 * h * x + c;
  const askMax = rng.next() < 0.5;
  const inside = h >= lo && h <= hi;
  const vals = [f(lo), f(hi)];
  const ans = askMax ? Math.max(...vals) : inside ? f(h) : Math.min(...vals);
  const fx = polyTex([
    [1, 'x^2'],
    [-2 * h, 'x'],
    [c, ''],
  ]);
  const why = askMax
    ? `${m(`f(x)=${fx}=${h === 0 ? 'x' : `(x${signed(-h)})`}^2${signed(c - h * h)}`)}，图象开口向上，对称轴为 ${m(`x=${h}`)}。在区间 ${m(`[${lo},${hi}]`)} 上，最大值在离对称轴较远的端点处取得：${m(`f(${lo})=${f(lo)}`)}，${m(`f(${hi})=${f(hi)}`)}，所以最大值为 ${m(String(ans))}。`
    : inside
      ? `${m(`f(x)=${h === 0 ? 'x' : `(x${signed(-h)})`}^2${signed(c - h * h)}`)}，对称轴 ${m(`x=${h}`)} 在区间 ${m(`[${lo},${hi}]`)} 内，所以最小值为 ${m(`f(${h})=${ans}`)}。`
      : `${m(`f(x)=${h === 0 ? 'x' : `(x${signed(-h)})`}^2${signed(c - h * h)}`)}，对称轴 ${m(`x=${h}`)} 不在区间 ${m(`[${lo},${hi}]`)} 内，函数在该区间上单调，最小值为 ${m(`f(${h < lo ? lo : hi})=${ans}`)}。`;
  return {
    kp: [K.monotonic],
    difficulty: 3,
    grade: 1,
    stem: `函数 ${m(`f(x)=${fx}`)} 在区间 ${m(`[${lo},${hi}]`)} 上的${askMax ? '最大值' : '最小值'}为`,
    answer: qc(ans),
    distractors: [f(lo), f(hi), f(h), f(h) - 1, ans + 1, ans - 2, -ans].filter((v) => v !== ans).map(qc),
    analysis: why,
  };
};

type TFnProp = { tex: string; parity: 'odd' | 'even' | 'none'; mono: 'inc' | 'dec' | 'none'; why: string };

const FUNCTION_POOL: TFnProp[] = [
  { tex: 'y=x^3', parity: 'odd', mono: 'inc', why: tx('奇函数，在 $(0,+\\infty)$ 上单调递增') },
  { tex: 'y=-x^3', parity: 'odd', mono: 'dec', why: tx('奇函数，在 $(0,+\\infty)$ 上单调递减') },
  { tex: 'y=\\frac{1}{x}', parity: 'odd', mono: 'dec', why: tx('奇函数，在 $(0,+\\infty)$ 上单调递减') },
  { tex: 'y=x|x|', parity: 'odd', mono: 'inc', why: tx('奇函数，$x>0$ 时 $y=x^2$ 单调递增') },
  { tex: 'y=x+\\frac{1}{x}', parity: 'odd', mono: 'none', why: tx('奇函数，在 $(0,1)$ 上递减、在 $(1,+\\infty)$ 上递增，不单调') },
  { tex: 'y=x-\\frac{1}{x}', parity: 'odd', mono: 'inc', why: tx('奇函数，$y\'=1+\\frac{1}{x^2}>0$，在 $(0,+\\infty)$ 上单调递增') },
  { tex: 'y=2^x-2^{-x}', parity: 'odd', mono: 'inc', why: '奇函数，增函数减去减函数，单调递增' },
  { tex: 'y=\\sin x', parity: 'odd', mono: 'none', why: tx('奇函数，但在 $(0,+\\infty)$ 上不单调') },
  { tex: 'y=x^2', parity: 'even', mono: 'inc', why: tx('偶函数，在 $(0,+\\infty)$ 上单调递增') },
  { tex: 'y=|x|', parity: 'even', mono: 'inc', why: tx('偶函数，在 $(0,+\\infty)$ 上单调递增') },
  { tex: 'y=\\ln|x|', parity: 'even', mono: 'inc', why: tx('偶函数，$x>0$ 时 $y=\\ln x$ 单调递增') },
  { tex: 'y=2^x+2^{-x}', parity: 'even', mono: 'inc', why: tx('偶函数，$x>0$ 时 $y\'=(2^x-2^{-x})\\ln 2>0$，单调递增') },
  { tex: 'y=-x^2', parity: 'even', mono: 'dec', why: tx('偶函数，在 $(0,+\\infty)$ 上单调递减') },
  { tex: 'y=\\frac{1}{x^2}', parity: 'even', mono: 'dec', why: tx('偶函数，在 $(0,+\\infty)$ 上单调递减') },
  { tex: 'y=2^{-|x|}', parity: 'even', mono: 'dec', why: tx('偶函数，$x>0$ 时 $y=\\left(\\frac{1}{2}\\right)^x$ 单调递减') },
  { tex: 'y=\\cos x', parity: 'even', mono: 'none', why: tx('偶函数，但在 $(0,+\\infty)$ 上不单调') },
  { tex: 'y=2^x', parity: 'none', mono: 'inc', why: '非奇非偶函数' },
  { tex: 'y=\\ln x', parity: 'none', mono: 'inc', why: '定义域不关于原点对称，非奇非偶' },
  { tex: 'y=\\sqrt{x}', parity: 'none', mono: 'inc', why: '定义域不关于原点对称，非奇非偶' },
  { tex: 'y=x^2+x', parity: 'none', mono: 'inc', why: '非奇非偶函数' },
  { tex: 'y=\\left(\\frac{1}{2}\\right)^x', parity: 'none', mono: 'dec', why: '非奇非偶函数' },
];

export const parityMonotonic: TCoreGen = (rng) => {
  const parity = rng.pick(['odd', 'even'] as const);
  const mono = rng.pick(['inc', 'dec'] as const);
  const good = FUNCTION_POOL.filter((f) => f.parity === parity && f.mono === mono);
  const bad = FUNCTION_POOL.filter((f) => !(f.parity === parity && f.mono === mono));
  const g = rng.pick(good);
  const chosen = shuffle(rng, [g, ...shuffle(rng, bad).slice(0, 3)]);
  const idx = chosen.indexOf(g);
  return {
    kp: [K.parity, K.monotonic],
    difficulty: 2,
    grade: 1,
    stem: `下列函数中，既是${parity === 'odd' ? '奇' : '偶'}函数又在区间 ${m('(0,+\\infty)')} 上单调递${mono === 'inc' ? '增' : '减'}的是`,
    answer: { tex: g.tex },
    distractors: [],
    options: fixedOptions(
      chosen.map((f) => m(f.tex)),
      idx,
    ),
    analysis: chosen.map((f, i) => `${'ABCD'[i]}项：${m(f.tex)}，${f.why}。`).join('<br/>'),
  };
};

// ---------------------------------------------------------------- 幂函数、指数、对数

const POWER_EXPONENTS: [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 1],
  [3, 1],
  [-1, 1],
  [2, 3],
  [3, 2],
  [-1, 2],
];

export const powerFunction: TCoreGen = (rng) => {
  const [u, v] = rng.pick(POWER_EXPONENTS);
  const s = rng.int(2, 3);
  let t = rng.int(2, 4);
  if (t === s) t += 1;
  const p = s ** v;
  const fp = q(s).pow(u);
  const r = t ** v;
  const ans = q(t).pow(u);
  const alpha = q(u, v);
  return {
    kp: [K.power],
    difficulty: 2,
    grade: 1,
    stem: `已知幂函数 ${m('f(x)=x^{\\alpha}')} 的图象经过点 ${m(`\\left(${p},${fp.tex()}\\right)`)}，则 ${m(`f(${r})=`)}`,
    answer: qc(ans),
    distractors: [qc(q(t).pow(-u)), qc(ans.add(1)), qc(ans.mul(2)), qc(r), qc(ans.sub(1)), qc(ans.mul(ans))],
    analysis: `由 ${m(`${p}^{\\alpha}=${fp.tex()}`)}，即 ${m(`${s}^{${v === 1 ? '' : v}\\alpha}=${s}^{${u}}`)}，得 ${m(`\\alpha=${alpha.tex()}`)}，所以 ${m(`f(${r})=${r}^{${alpha.tex()}}=${ans.tex()}`)}。`,
  };
};

type TExprBucket = { tex: string; why: string };

function expBucketExprs(rng: Rng): [TExprBucket, TExprBucket, TExprBucket] {
  const k = rng.pick([2, 3, 5]);
  const r = rng.pick(['0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.8']);
  const big = rng.pick<TExprBucket>([
    { tex: `${k}^{${r}}`, why: `${k}^{${r}}>${k}^{0}=1` },
    { tex: `\\log_{${k}}${k * k + 1}`, why: `\\log_{${k}}${k * k + 1}>\\log_{${k}}${k}=1` },
    { tex: `${r}^{-${k}}`, why: `${r}^{-${k}}>${r}^{0}=1` },
  ]);
  const mid = rng.pick<TExprBucket>([
    { tex: `${r}^{${k}}`, why: `0<${r}^{${k}}<${r}^{0}=1` },
    { tex: `${k}^{-${r}}`, why: `0<${k}^{-${r}}<${k}^{0}=1` },
    { tex: `\\log_{${k + 1}}${k}`, why: `0=\\log_{${k + 1}}1<\\log_{${k + 1}}${k}<\\log_{${k + 1}}${k + 1}=1` },
  ]);
  const neg = rng.pick<TExprBucket>([
    { tex: `\\log_{${k}}${r}`, why: `\\log_{${k}}${r}<\\log_{${k}}1=0` },
    { tex: `\\log_{${r}}${k}`, why: `\\log_{${r}}${k}<\\log_{${r}}1=0` },
  ]);
  return [big, mid, neg];
}

export const expLogCompare: TCoreGen = (rng) => {
  const [big, mid, neg] = expBucketExprs(rng);
  const names = shuffle(rng, ['a', 'b', 'c']);
  // names[0] is the largest, names[2] the smallest
  const byName: Record<string, TExprBucket> = { [names[0]!]: big, [names[1]!]: mid, [names[2]!]: neg };
  const order = (xs: string[]) => `${xs[0]}>${xs[1]}>${xs[2]}`;
  const answer = order(names);
  const perms = [
    ['a', 'b', 'c'],
    ['a', 'c', 'b'],
    ['b', 'a', 'c'],
    ['b', 'c', 'a'],
    ['c', 'a', 'b'],
    ['c', 'b', 'a'],
  ].map(order);
  return {
    kp: [K.exponential, K.logarithm],
    difficulty: 3,
    grade: 1,
    stem: `设 ${m(`a=${byName.a!.tex}`)}，${m(`b=${byName.b!.tex}`)}，${m(`c=${byName.c!.tex}`)}，则 ${m('a,b,c')} 的大小关系为`,
    answer: { tex: answer },
    distractors: perms.filter((p) => p !== answer).map((p) => ({ tex: p })),
    analysis: `利用中间量 0 和 1 比较：${m(big.why)}，${m(mid.why)}，${m(neg.why)}，所以 ${m(answer)}。`,
  };
};

export const fixedPoint: TCoreGen = (rng) => {
  const mm = rng.int(-3, 3);
  const n = rng.int(-3, 3);
  const isExp = rng.next() < 0.5;
  const arg = mm === 0 ? 'x' : `x${signed(-mm)}`;
  const f = isExp ? `y=a^{${arg}}${signed(n)}` : `y=\\log_{a}(${arg})${signed(n)}`;
  const pt = isExp ? [mm, n + 1] : [mm + 1, n];
  const ptTex = (x: number, y: number) => `(${x},${y})`;
  const ans = ptTex(pt[0]!, pt[1]!);
  const cands = [ptTex(mm, n + 1), ptTex(mm, n), ptTex(-mm, n + 1), ptTex(mm + 1, n), ptTex(0, n + 1), ptTex(mm + 1, n + 1), ptTex(1, n)];
  return {
    kp: [isExp ? K.exponential : K.logarithm, K.funcGraph],
    difficulty: 2,
    grade: 1,
    stem: `函数 ${m(f)}（${m('a>0')} 且 ${m('a\\ne 1')}）的图象恒过定点`,
    answer: { tex: ans },
    distractors: cands.filter((c) => c !== ans).map((c) => ({ tex: c })),
    analysis: isExp
      ? `令 ${m(`${arg}=0`)}，得 ${m(`x=${mm}`)}，此时 ${m(`y=a^0${signed(n)}=${n + 1}`)}，所以图象恒过定点 ${m(ans)}。`
      : `令 ${m(`${arg}=1`)}，得 ${m(`x=${mm + 1}`)}，此时 ${m(`y=\\log_{a}1${signed(n)}=${n}`)}，所以图象恒过定点 ${m(ans)}。`,
  };
};

export const logArithmetic: TCoreGen = (rng) => {
  const k = rng.int(1, 3);
  const total = 10 ** k;
  const divisors: number[] = [];
  for (let d = 2; d < total; d += 1) if (total % d === 0 && ![1, 10, 100, 1000].includes(d)) divisors.push(d);
  const u = rng.pick(divisors);
  const v = total / u;
  const b = rng.pick([2, 3]);
  const w = rng.int(3, 9);
  const ans = k + w;
  return {
    kp: [K.logarithm],
    difficulty: 2,
    grade: 1,
    stem: `${m(`\\lg ${u}+\\lg ${v}+${b}^{\\log_{${b}}${w}}`)} 的值为`,
    answer: qc(ans),
    distractors: [qc(ans + 1), qc(ans - 1), qc(k * w), qc(w), qc(k + b), qc(2 * k + w)],
    analysis: `${m(`\\lg ${u}+\\lg ${v}=\\lg ${total}=${k}`)}，${m(`${b}^{\\log_{${b}}${w}}=${w}`)}，所以原式 ${m(`=${k}+${w}=${ans}`)}。`,
  };
};

export const zeroInterval: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  const k = rng.int(2, 9);
  const fns: [string, (x: number) => number, string][] = [
    [`\\ln x+2x-${k}`, (x) => Math.log(x) + 2 * x - k, `${m('y=\\ln x')} 与 ${m('y=2x')} 都是增函数`],
    [`2^x+x-${k}`, (x) => 2 ** x + x - k, `${m('y=2^x')} 与 ${m('y=x')} 都是增函数`],
    [`\\ln x-\\frac{${k}}{x}`, (x) => Math.log(x) - k / x, `${m('y=\\ln x')} 与 ${m(`y=-\\frac{${k}}{x}`)} 在 ${m('(0,+\\infty)')} 上都是增函数`],
  ];
  const [tex, f, mono] = fns[form]!;
  let n = -1;
  for (let i = 0; i <= 3; i += 1) {
    const left = i === 0 && form !== 1 ? Number.NEGATIVE_INFINITY : f(i);
    const right = f(i + 1);
    if (left < 0 && right > 0) n = i;
  }
  if (n < 0) return null;
  if ((n > 0 || form === 1) && Math.abs(f(n)) < 0.1) return null;
  if (Math.abs(f(n + 1)) < 0.1) return null;
  const val = (x: number) => {
    const v = f(x);
    return Math.abs(v - Math.round(v)) < 1e-9 ? `f(${x})=${Math.round(v)}` : `f(${x})\\approx ${v.toFixed(2)}`;
  };
  const intervals = [0, 1, 2, 3].map((i) => `(${i},${i + 1})`);
  const leftText = n === 0 && form !== 1 ? `当 ${m('x\\to 0^+')} 时 ${m('f(x)\\to-\\infty')}` : m(`${val(n)}<0`);
  return {
    kp: [K.zeros],
    difficulty: 3,
    grade: 1,
    stem: `函数 ${m(`f(x)=${tex}`)} 的零点所在的区间是`,
    answer: { tex: intervals[n]! },
    distractors: [],
    options: fixedOptions(
      intervals.map((i) => m(i)),
      n,
    ),
    analysis: `因为 ${mono}，所以 ${m('f(x)')} 在定义域上单调递增。又${leftText}，${m(`${val(n + 1)}>0`)}，由零点存在定理知零点在区间 ${m(intervals[n]!)} 内。`,
  };
};

export const graphShift: TCoreGen = (rng) => {
  const h = rng.int(1, 3);
  const k = rng.int(1, 3);
  const left = rng.next() < 0.5;
  const up = rng.next() < 0.5;
  const fns: [string, (arg: string) => string][] = [
    ['x^2', (a) => (a === 'x' ? 'x^2' : `(${a})^2`)],
    ['2^x', (a) => `2^{${a}}`],
    ['\\log_{2}x', (a) => `\\log_{2}(${a})`],
    ['\\frac{1}{x}', (a) => `\\frac{1}{${a}}`],
  ];
  const [base, apply] = rng.pick(fns);
  const arg = (sh: number) => `x${signed(sh)}`;
  const build = (sh: number, v: number) => `y=${apply(arg(sh))}${signed(v)}`;
  const dx = left ? h : -h;
  const dy = up ? k : -k;
  const ans = build(dx, dy);
  return {
    kp: [K.funcGraph],
    difficulty: 2,
    grade: 1,
    stem: `将函数 ${m(`y=${base}`)} 的图象向${left ? '左' : '右'}平移 ${h} 个单位长度，再向${up ? '上' : '下'}平移 ${k} 个单位长度，所得图象对应的函数解析式为`,
    answer: { tex: ans },
    distractors: [build(-dx, dy), build(dx, -dy), build(-dx, -dy)].map((t) => ({ tex: t })),
    analysis: `图象平移遵循“左加右减（对 ${m('x')}），上加下减（对 ${m('y')}）”。向${left ? '左' : '右'}平移 ${h} 个单位得 ${m(`y=${apply(arg(dx))}`)}，再向${up ? '上' : '下'}平移 ${k} 个单位得 ${m(ans)}。`,
  };
};

export const FUNCTION_GENERATORS: { gen: TCoreGen; weight: number; name: string }[] = [
  { gen: setOperation, weight: 3, name: 'setOperation' },
  { gen: subsetCount, weight: 2, name: 'subsetCount' },
  { gen: conditionAbs, weight: 3, name: 'conditionAbs' },
  { gen: quantifierNegation, weight: 2, name: 'quantifierNegation' },
  { gen: inequalityProperty, weight: 2, name: 'inequalityProperty' },
  { gen: basicInequality, weight: 3, name: 'basicInequality' },
  { gen: quadraticInequality, weight: 2, name: 'quadraticInequality' },
  { gen: domain, weight: 2, name: 'domain' },
  { gen: piecewiseValue, weight: 2, name: 'piecewiseValue' },
  { gen: quadraticExtreme, weight: 2, name: 'quadraticExtreme' },
  { gen: parityMonotonic, weight: 3, name: 'parityMonotonic' },
  { gen: powerFunction, weight: 2, name: 'powerFunction' },
  { gen: expLogCompare, weight: 3, name: 'expLogCompare' },
  { gen: fixedPoint, weight: 2, name: 'fixedPoint' },
  { gen: logArithmetic, weight: 2, name: 'logArithmetic' },
  { gen: zeroInterval, weight: 2, name: 'zeroInterval' },
  { gen: graphShift, weight: 2, name: 'graphShift' },
];

