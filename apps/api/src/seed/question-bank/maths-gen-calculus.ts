/**
 * Templated maths (导数、三角函数、平面向量与复数、解三角形): parameters from the PRNG, answers
 * and distractors computed exactly (rationals, surds, exact trigonometric values).
 */
import type { Rng } from '../random.js';
import { KP_MA as K } from './helpers.js';
import {
  Q,
  Surd,
  TRIPLES,
  coefTex,
  cosDeg,
  fixedOptions,
  interval,
  m,
  piTex,
  piToDeg,
  polyTex,
  q,
  shiftTex,
  signed,
  sinDeg,
  tanDeg,
  type TCandidate,
  type TCoreGen,
} from './maths-core.js';

const qc = (x: Q | number): TCandidate => {
  const v = Q.of(x);
  return { tex: v.tex(), value: v.value };
};

/** c·e^p as LaTeX */
function eTex(c: number, p: number): string {
  const e = p === 0 ? '' : p === 1 ? 'e' : `e^{${p}}`;
  if (e === '') return String(c);
  if (c === 1) return e;
  if (c === -1) return `-${e}`;
  return `${c}${e}`;
}

function lineTex(k: Q | number, b: Q | number): string {
  return `y=${polyTex([
    [k, 'x'],
    [b, ''],
  ])}`;
}

// ---------------------------------------------------------------- 导数

export const tangentLine: TCoreGen = (rng) => {
  if (rng.next() < 0.6) {
    const a = rng.pick([1, -1, 2]);
    const b = rng.int(-3, 3);
    const c = rng.int(-4, 4);
    const d = rng.int(-3, 3);
    const x0 = rng.int(-1, 2);
    const f = (x: number) => a * x ** 3 + b * x ** 2 + c * x + d;
    const k = 3 * a * x0 * x0 + 2 * b * x0 + c;
    const y0 = f(x0);
    const b0 = y0 - k * x0;
    const fx = polyTex([
      [a, 'x^3'],
      [b, 'x^2'],
      [c, 'x'],
      [d, ''],
    ]);
    const dfx = polyTex([
      [3 * a, 'x^2'],
      [2 * b, 'x'],
      [c, ''],
    ]);
    const ans = lineTex(k, b0);
    return {
      kp: [K.derivConcept, K.derivRules],
      difficulty: 2,
      grade: 2,
      stem: `曲线 ${m(`f(x)=${fx}`)} 在点 ${m(`(${x0},${y0})`)} 处的切线方程为`,
      answer: { tex: ans },
      distractors: [lineTex(k, y0 + k * x0), lineTex(-k, y0 + k * x0), lineTex(y0, b0), lineTex(k, y0), lineTex(k + 1, y0 - (k + 1) * x0), lineTex(k, -b0)].filter((t) => t !== ans).map((t) => ({ tex: t })),
      analysis: `${m(`f'(x)=${dfx}`)}，所以切线斜率 ${m(`k=f'(${x0})=${k}`)}。又切点为 ${m(`(${x0},${y0})`)}，所以切线方程为 ${k === 0 ? m(ans) : `${m(`y${signed(-y0)}=${coefTex(k, shiftTex('x', x0))}`)}，即 ${m(ans)}`}。`,
    };
  }
  const a = rng.int(1, 3);
  const b = rng.int(-3, 3);
  const k = a + b;
  const ans = lineTex(k, -a);
  return {
    kp: [K.derivConcept, K.derivRules],
    difficulty: 3,
    grade: 2,
    stem: `曲线 ${m(`f(x)=${polyTex([[a, 'x\\ln x'], [b, 'x']])}`)} 在 ${m('x=1')} 处的切线方程为`,
    answer: { tex: ans },
    distractors: [lineTex(k, a), lineTex(b, -a), lineTex(k, b), lineTex(a, b - a), lineTex(-k, a)].filter((t) => t !== ans).map((t) => ({ tex: t })),
    analysis: `${m(`f(1)=${b}`)}，${m(`f'(x)=${polyTex([[a, '\\ln x'], [a + b, '']])}`)}，所以 ${m(`f'(1)=${k}`)}，切线方程为 ${k === 0 ? m(ans) : `${m(`y${signed(-b)}=${coefTex(k, '(x-1)')}`)}，即 ${m(ans)}`}。`,
  };
};

function cubicFromRoots(rng: Rng) {
  const r1 = rng.int(-3, 1);
  const r2 = r1 + rng.int(1, 3);
  const d = rng.int(-4, 4);
  const f = (x: number) => 2 * x ** 3 - 3 * (r1 + r2) * x ** 2 + 6 * r1 * r2 * x + d;
  const fx = polyTex([
    [2, 'x^3'],
    [-3 * (r1 + r2), 'x^2'],
    [6 * r1 * r2, 'x'],
    [d, ''],
  ]);
  const dfx = `6${shiftTex('x', r1)}${shiftTex('x', r2)}`;
  return { r1, r2, d, f, fx, dfx };
}

export const monotonicInterval: TCoreGen = (rng) => {
  const { r1, r2, fx, dfx } = cubicFromRoots(rng);
  const dec = rng.next() < 0.6;
  const both: TCandidate = { tex: `${interval('-inf', r1)},${interval(r2, '+inf')}`, html: `${m(interval('-inf', r1))} 和 ${m(interval(r2, '+inf'))}` };
  const answer: TCandidate = dec ? { tex: interval(r1, r2) } : both;
  const cands: TCandidate[] = [{ tex: interval(r1, r2) }, both, { tex: interval(-r2, -r1) }, { tex: interval('-inf', r1) }, { tex: interval(r2, '+inf') }, { tex: interval(r1, '+inf') }];
  return {
    kp: [K.derivMonotonic],
    difficulty: 2,
    grade: 2,
    stem: `函数 ${m(`f(x)=${fx}`)} 的单调递${dec ? '减' : '增'}区间为`,
    answer,
    distractors: cands.filter((c) => c.tex !== answer.tex),
    analysis: `${m(`f'(x)=${dfx}`)}。令 ${m("f'(x)<0")} 得 ${m(`${r1}<x<${r2}`)}；令 ${m("f'(x)>0")} 得 ${m(`x<${r1}`)} 或 ${m(`x>${r2}`)}。所以 ${m('f(x)')} 的单调递${dec ? '减' : '增'}区间为 ${answer.html ?? m(answer.tex)}。`,
  };
};

export const extremumValue: TCoreGen = (rng) => {
  const { r1, r2, f, fx, dfx } = cubicFromRoots(rng);
  const max = rng.next() < 0.5;
  const ans = max ? f(r1) : f(r2);
  return {
    kp: [K.extremum],
    difficulty: 3,
    grade: 2,
    stem: `函数 ${m(`f(x)=${fx}`)} 的极${max ? '大' : '小'}值为`,
    answer: qc(ans),
    distractors: [f(r1), f(r2), -ans, ans + 1, f(0), f(r1 + r2)].filter((v) => v !== ans).map((v) => qc(v)),
    analysis: `${m(`f'(x)=${dfx}`)}，当 ${m(`x<${r1}`)} 或 ${m(`x>${r2}`)} 时 ${m("f'(x)>0")}，当 ${m(`${r1}<x<${r2}`)} 时 ${m("f'(x)<0")}。所以 ${m('f(x)')} 在 ${m(`x=${r1}`)} 处取得极大值 ${m(`f(${r1})=${f(r1)}`)}，在 ${m(`x=${r2}`)} 处取得极小值 ${m(`f(${r2})=${f(r2)}`)}。故极${max ? '大' : '小'}值为 ${m(String(ans))}。`,
  };
};

export const derivativeRules: TCoreGen = (rng) => {
  const n = rng.int(1, 4);
  if (rng.next() < 0.5) {
    const ans = eTex(n + 1, 1);
    return {
      kp: [K.derivRules],
      difficulty: 2,
      grade: 2,
      stem: `已知函数 ${m(`f(x)=${n === 1 ? 'x' : `x^{${n}}`}e^x`)}，则 ${m("f'(1)=")}`,
      answer: { tex: ans },
      distractors: [eTex(n, 1), eTex(1, 1), eTex(n + 2, 1), String(n + 1), eTex(2 * n, 1)].filter((t) => t !== ans).map((t) => ({ tex: t })),
      analysis: `${m(`f'(x)=${n === 1 ? '' : n === 2 ? '2x' : `${n}x^{${n - 1}}`}e^x+${n === 1 ? 'x' : `x^{${n}}`}e^x`)}，所以 ${m(`f'(1)=${n === 1 ? 'e' : `${n}e`}+e=${ans}`)}。`,
    };
  }
  const ans = eTex(n + 1, n - 1);
  return {
    kp: [K.derivRules],
    difficulty: 3,
    grade: 2,
    stem: `已知函数 ${m(`f(x)=${n === 1 ? 'x' : `x^{${n}}`}\\ln x`)}，则 ${m("f'(e)=")}`,
    answer: { tex: ans },
    distractors: [eTex(n, n - 1), eTex(n + 1, n), eTex(1, n - 1), eTex(n, n), eTex(n + 2, n - 1)].filter((t) => t !== ans).map((t) => ({ tex: t })),
    analysis: `${m(`f'(x)=${n === 1 ? '\\ln x+1' : `${n}x^{${n - 1}}\\ln x+x^{${n - 1}}`}`)}，所以 ${m(`f'(e)=${n === 1 ? '1+1' : `${n}${eTex(1, n - 1)}+${eTex(1, n - 1)}`}=${ans}`)}。`,
  };
};

export const compositeDerivative: TCoreGen = (rng) => {
  const a = rng.int(1, 4);
  const b = rng.int(-3, 5);
  const x0 = rng.int(0, 3);
  const inner = a * x0 + b;
  if (inner <= 0) return null;
  if (rng.next() < 0.5) {
    const ans = q(a, inner);
    return {
      kp: [K.derivComposite],
      difficulty: 2,
      grade: 2,
      stem: `已知函数 ${m(`f(x)=\\ln(${polyTex([[a, 'x'], [b, '']])})`)}，则 ${m(`f'(${x0})=`)}`,
      answer: qc(ans),
      distractors: [qc(q(1, inner)), qc(q(a * a, inner)), qc(q(-a, inner)), qc(a), qc(q(a, inner + 1))],
      analysis: `由复合函数求导法则，${m(`f'(x)=\\frac{1}{${polyTex([[a, 'x'], [b, '']])}}\\cdot(${polyTex([[a, 'x'], [b, '']])})'=\\frac{${a}}{${polyTex([[a, 'x'], [b, '']])}}`)}，所以 ${m(`f'(${x0})=${ans.tex()}`)}。`,
    };
  }
  const n = rng.int(2, 3);
  const ans = n * a * inner ** (n - 1);
  return {
    kp: [K.derivComposite],
    difficulty: 2,
    grade: 2,
    stem: `已知函数 ${m(`f(x)=(${polyTex([[a, 'x'], [b, '']])})^{${n}}`)}，则 ${m(`f'(${x0})=`)}`,
    answer: qc(ans),
    distractors: [qc(n * inner ** (n - 1)), qc(a * inner ** (n - 1)), qc(n * a * inner ** n), qc(ans + a), qc(n * a * a * inner ** (n - 1))],
    analysis: `${m(`f'(x)=${n}(${polyTex([[a, 'x'], [b, '']])})${n - 1 === 1 ? '' : `^{${n - 1}}`}${a === 1 ? '' : `\\cdot ${a}`}`)}，所以 ${m(`f'(${x0})=${n}\\times ${inner}${n - 1 === 1 ? '' : `^{${n - 1}}`}${a === 1 ? '' : `\\times ${a}`}=${ans}`)}。`,
  };
};

export const derivativeApplication: TCoreGen = (rng) => {
  if (rng.next() < 0.5) {
    const t = rng.int(1, 2);
    const t2 = 3 * t * t;
    const e = 2 * t ** 3;
    const ans = interval(-e, e);
    return {
      kp: [K.derivApply, K.zeros],
      difficulty: 4,
      grade: 2,
      stem: `若函数 ${m(`f(x)=x^3-${t2}x+a`)} 有三个零点，则实数 ${m('a')} 的取值范围是`,
      answer: { tex: ans },
      distractors: [interval(-e, e, true, true), interval(-(t ** 3), t ** 3), `${interval('-inf', -e)}\\cup${interval(e, '+inf')}`, interval(0, e), interval(-t2, t2)].map((c) => ({ tex: c })),
      analysis: `${m(`f'(x)=3x^2-${t2}=3(x+${t})(x-${t})`)}，${m('f(x)')} 在 ${m(`x=-${t}`)} 处取极大值 ${m(`f(-${t})=${e}+a`)}，在 ${m(`x=${t}`)} 处取极小值 ${m(`f(${t})=-${e}+a`)}。函数有三个零点需 ${m(`\\begin{cases}${e}+a>0,\\\\-${e}+a<0,\\end{cases}`)} 解得 ${m(`-${e}<a<${e}`)}。`,
    };
  }
  const s = rng.int(1, 3);
  const bound = 3 * s * s;
  const c = rng.int(-3, 3);
  const ans = interval('-inf', bound, false, true);
  return {
    kp: [K.derivApply, K.derivMonotonic],
    difficulty: 3,
    grade: 2,
    stem: `若函数 ${m(`f(x)=x^3-ax${signed(c)}`)} 在区间 ${m(`[${s},+\\infty)`)} 上单调递增，则实数 ${m('a')} 的取值范围是`,
    answer: { tex: ans },
    distractors: [interval('-inf', bound), interval(bound, '+inf', true, false), interval('-inf', s * s, false, true), interval('-inf', 3 * s, false, true)].map((t) => ({ tex: t })),
    analysis: `由题意 ${m(`f'(x)=3x^2-a\\ge 0`)} 在 ${m(`[${s},+\\infty)`)} 上恒成立，即 ${m('a\\le 3x^2')} 恒成立。而 ${m('3x^2')} 在该区间上的最小值为 ${m(`3\\times ${s}^2=${bound}`)}，所以 ${m(`a\\le ${bound}`)}。`,
  };
};

// ---------------------------------------------------------------- 三角函数

type TQuadrant = 1 | 2 | 3 | 4;
const QUADRANT_SIGNS: Record<TQuadrant, [number, number]> = { 1: [1, 1], 2: [-1, 1], 3: [-1, -1], 4: [1, -1] };
const QUADRANT_TEX: Record<TQuadrant, string> = {
  1: '\\left(0,\\frac{\\pi}{2}\\right)',
  2: '\\left(\\frac{\\pi}{2},\\pi\\right)',
  3: '\\left(\\pi,\\frac{3\\pi}{2}\\right)',
  4: '\\left(\\frac{3\\pi}{2},2\\pi\\right)',
};

export const trigFromOne: TCoreGen = (rng) => {
  const [a, b, c] = rng.pick(TRIPLES.slice(0, 4));
  const quadrant = rng.int(1, 4) as TQuadrant;
  const [sx, sy] = QUADRANT_SIGNS[quadrant];
  const swap = rng.next() < 0.5;
  const cos = q(sx * (swap ? a : b), c);
  const sin = q(sy * (swap ? b : a), c);
  const tan = sin.div(cos);
  const givenSin = rng.next() < 0.5;
  const targets: [string, Q, number, string][] = [
    ['\\cos\\alpha', cos, K.trigIdentity, ''],
    ['\\sin\\alpha', sin, K.trigIdentity, ''],
    ['\\tan\\alpha', tan, K.trigIdentity, ''],
    ['\\sin 2\\alpha', sin.mul(cos).mul(2), K.trigTransform, `\\sin 2\\alpha=2\\sin\\alpha\\cos\\alpha=`],
    ['\\cos 2\\alpha', cos.mul(cos).sub(sin.mul(sin)), K.trigTransform, `\\cos 2\\alpha=\\cos^2\\alpha-\\sin^2\\alpha=`],
  ];
  const usable = targets.filter(([name]) => name !== (givenSin ? '\\sin\\alpha' : '\\cos\\alpha'));
  const [name, value, kp, formula] = rng.pick(usable);
  const given = givenSin ? `\\sin\\alpha=${sin.tex()}` : `\\cos\\alpha=${cos.tex()}`;
  const other = givenSin ? `\\cos\\alpha=${cos.tex()}` : `\\sin\\alpha=${sin.tex()}`;
  const all = [cos, sin, tan, tan.neg(), cos.neg(), sin.neg(), value.neg(), q(1).div(tan), sin.mul(cos).mul(2), cos.mul(cos).sub(sin.mul(sin))];
  return {
    kp: [kp, K.trigConcept],
    difficulty: 2,
    grade: 1,
    stem: `已知 ${m(given)}，且 ${m(`\\alpha\\in${QUADRANT_TEX[quadrant]}`)}，则 ${m(`${name}=`)}`,
    answer: qc(value),
    distractors: all.filter((v) => !v.eq(value)).map(qc),
    analysis: `因为 ${m(`\\alpha\\in${QUADRANT_TEX[quadrant]}`)}，所以 ${m(`${givenSin ? '\\cos' : '\\sin'}\\alpha${(givenSin ? cos : sin).n > 0 ? '>' : '<'}0`)}，由 ${m('\\sin^2\\alpha+\\cos^2\\alpha=1')} 得 ${m(other)}，${m(`\\tan\\alpha=\\frac{\\sin\\alpha}{\\cos\\alpha}=${tan.tex()}`)}。所以 ${m(`${formula === '' ? `${name}=` : formula}${value.tex()}`)}。`,
  };
};

export const terminalSide: TCoreGen = (rng) => {
  const [a, b, c] = rng.pick(TRIPLES.slice(0, 3));
  const k = rng.int(1, 2);
  const sx = rng.pick([1, -1]);
  const sy = rng.pick([1, -1]);
  const x = sx * a * k;
  const y = sy * b * k;
  const r = c * k;
  const sin = q(y, r);
  const cos = q(x, r);
  const ask = rng.int(0, 2);
  const names = ['\\sin\\alpha+\\cos\\alpha', '\\tan\\alpha', '\\sin\\alpha\\cos\\alpha'];
  const values = [sin.add(cos), sin.div(cos), sin.mul(cos)];
  const ans = values[ask]!;
  return {
    kp: [K.trigConcept],
    difficulty: 2,
    grade: 1,
    stem: `已知角 ${m('\\alpha')} 的终边经过点 ${m(`P(${x},${y})`)}，则 ${m(`${names[ask]}=`)}`,
    answer: qc(ans),
    distractors: [sin.sub(cos), cos.div(sin), sin.add(cos).neg(), ans.neg(), sin, cos, sin.mul(cos).mul(2)].filter((v) => !v.eq(ans)).map(qc),
    analysis: `${m(`r=|OP|=\\sqrt{(${x})^2+(${y})^2}=${r}`)}，所以 ${m(`\\sin\\alpha=\\frac{y}{r}=${sin.tex()}`)}，${m(`\\cos\\alpha=\\frac{x}{r}=${cos.tex()}`)}，故 ${m(`${names[ask]}=${ans.tex()}`)}。`,
  };
};

export const reductionValue: TCoreGen = (rng) => {
  const sixths = rng.next() < 0.65;
  const den = sixths ? 6 : 4;
  let n = rng.int(-25, 25);
  if (Math.abs(n) <= den) n += n >= 0 ? 2 * den : -2 * den;
  const angle = q(n, den);
  if (angle.d === 1 || angle.d === 2) return null;
  const deg = piToDeg(angle);
  const fn = rng.pick(['sin', 'cos', 'tan'] as const);
  const values = { sin: sinDeg(deg), cos: cosDeg(deg), tan: tanDeg(deg) };
  const ans = values[fn];
  const reduced = ((deg % 360) + 360) % 360;
  const red = q(reduced, 180);
  const turns = angle.sub(red).div(2);
  const cands = [ans.neg(), values.sin, values.cos, values.tan, values.sin.neg(), values.cos.neg(), values.tan.neg()];
  const decomposition = turns.n === 0 ? '' : `${m(`${piTex(angle)}=${piTex(turns.mul(2))}+${piTex(red)}`)}，`;
  return {
    kp: [K.reduction],
    difficulty: 2,
    grade: 1,
    stem: `${m(`\\${fn}\\left(${piTex(angle)}\\right)`)} 的值为`,
    answer: { tex: ans.tex(), value: ans.value },
    distractors: cands.map((s) => ({ tex: s.tex(), value: s.value })),
    analysis: `${decomposition}由诱导公式得 ${m(`\\${fn}\\left(${piTex(angle)}\\right)=\\${fn}${red.n === 0 ? ' 0' : `\\left(${piTex(red)}\\right)`}=${ans.tex()}`)}。`,
  };
};

function sinusoidTex(amp: number, w: Q, phi: Q): string {
  const wx = w.eq(1) ? 'x' : w.isInt ? `${w.n}x` : `\\frac{${w.n === 1 ? '' : w.n}x}{${w.d}}`;
  const phase = phi.n === 0 ? '' : phi.n > 0 ? `+${piTex(phi)}` : piTex(phi);
  return `${amp === 1 ? '' : amp}\\sin\\left(${wx}${phase}\\right)`;
}

export const sinusoidProperty: TCoreGen = (rng) => {
  const amp = rng.pick([1, 2, 3]);
  const w = rng.pick([q(1), q(2), q(3), q(1, 2)]);
  const phi = rng.pick([q(1, 6), q(-1, 6), q(1, 3), q(-1, 3), q(1, 4), q(-1, 4)]);
  const f = sinusoidTex(amp, w, phi);
  if (rng.next() < 0.4) {
    const period = q(2).div(w);
    const ans = piTex(period);
    return {
      kp: [K.trigGraph],
      difficulty: 1,
      grade: 1,
      stem: `函数 ${m(`f(x)=${f}`)} 的最小正周期为`,
      answer: { tex: ans, value: period.value },
      distractors: [q(1).div(w), q(4).div(w), w, w.mul(2), q(2)].map((v) => ({ tex: piTex(v), value: v.value })),
      analysis: `由 ${m('T=\\frac{2\\pi}{\\omega}')} 得 ${m(`T=\\frac{2\\pi}{${w.tex()}}=${ans}`)}。`,
    };
  }
  // an axis of symmetry: ωx + φ = π/2 + kπ
  const k = rng.int(-1, 1);
  const axis = q(1, 2).add(k).sub(phi).div(w);
  const centers = [-1, 0, 1, 2].map((j) => q(j).sub(phi).div(w));
  const quarter = [-1, 0, 1].map((j) => q(1, 4).add(j).sub(phi).div(w));
  const cands = [...centers, ...quarter].filter((x) => !x.eq(axis));
  return {
    kp: [K.trigGraph, K.sinusoid],
    difficulty: 3,
    grade: 1,
    stem: `函数 ${m(`f(x)=${f}`)} 的图象的一条对称轴方程是`,
    answer: { tex: `x=${piTex(axis)}`, value: axis.value },
    distractors: cands.map((x) => ({ tex: `x=${piTex(x)}`, value: x.value })),
    analysis: `正弦型函数的对称轴经过图象的最高点或最低点。令 ${m(`${w.eq(1) ? '' : w.tex()}x${phi.n > 0 ? '+' : ''}${piTex(phi)}=\\frac{\\pi}{2}+k\\pi\\ (k\\in\\mathbf{Z})`)}，取 ${m(`k=${k}`)} 得 ${m(`x=${piTex(axis)}`)}，此时 ${m('f(x)')} 取得最值 ${m(`\\pm ${amp}`)}。其余选项对应的函数值不是最值，不是对称轴。`,
  };
};

export const sinusoidShift: TCoreGen = (rng) => {
  const w = rng.int(2, 3);
  const a = rng.pick([q(1, 6), q(1, 12), q(1, 4), q(1, 3), q(1, 8)]);
  const left = rng.next() < 0.5;
  const fn = rng.pick(['sin', 'cos'] as const);
  const phase = (p: Q) => (p.n === 0 ? '' : p.n > 0 ? `+${piTex(p)}` : piTex(p));
  const shift = left ? a : a.neg();
  const build = (p: Q) => `y=\\${fn}\\left(${w}x${phase(p)}\\right)`;
  const ans = build(shift.mul(w));
  const cands = [build(shift), build(shift.mul(w).neg()), build(shift.neg()), build(shift.mul(2 * w))].filter((t) => t !== ans);
  return {
    kp: [K.sinusoid],
    difficulty: 3,
    grade: 1,
    stem: `将函数 ${m(`y=\\${fn} ${w}x`)} 的图象向${left ? '左' : '右'}平移 ${m(piTex(a))} 个单位长度后，得到的图象对应的函数解析式为`,
    answer: { tex: ans },
    distractors: cands.map((t) => ({ tex: t })),
    analysis: `图象向${left ? '左' : '右'}平移 ${m(piTex(a))} 个单位，是把 ${m('x')} 换成 ${m(`x${left ? '+' : '-'}${piTex(a)}`)}，得 ${m(`y=\\${fn}\\left[${w}\\left(x${left ? '+' : '-'}${piTex(a)}\\right)\\right]`)}，即 ${m(ans)}。注意平移量要作用在 ${m('x')} 上，而不是作用在 ${m(`${w}x`)} 上。`,
  };
};

export const sumDifference: TCoreGen = (rng) => {
  const [a1, b1, c1] = rng.pick(TRIPLES.slice(0, 3));
  let t2 = rng.pick(TRIPLES.slice(0, 3));
  if (t2[0] === a1) t2 = TRIPLES[3]!;
  const [a2, b2, c2] = t2;
  const sinA = q(a1, c1);
  const cosA = q(b1, c1);
  const sinB = q(b2, c2);
  const cosB = q(a2, c2);
  const forms: [string, Q, string][] = [
    ['\\cos(\\alpha-\\beta)', cosA.mul(cosB).add(sinA.mul(sinB)), '\\cos\\alpha\\cos\\beta+\\sin\\alpha\\sin\\beta'],
    ['\\cos(\\alpha+\\beta)', cosA.mul(cosB).sub(sinA.mul(sinB)), '\\cos\\alpha\\cos\\beta-\\sin\\alpha\\sin\\beta'],
    ['\\sin(\\alpha+\\beta)', sinA.mul(cosB).add(cosA.mul(sinB)), '\\sin\\alpha\\cos\\beta+\\cos\\alpha\\sin\\beta'],
    ['\\sin(\\alpha-\\beta)', sinA.mul(cosB).sub(cosA.mul(sinB)), '\\sin\\alpha\\cos\\beta-\\cos\\alpha\\sin\\beta'],
  ];
  const idx = rng.int(0, 3);
  const [name, value, formula] = forms[idx]!;
  return {
    kp: [K.sumDiff],
    difficulty: 3,
    grade: 1,
    stem: `已知 ${m('\\alpha,\\beta')} 都是锐角，${m(`\\sin\\alpha=${sinA.tex()}`)}，${m(`\\cos\\beta=${cosB.tex()}`)}，则 ${m(`${name}=`)}`,
    answer: qc(value),
    distractors: [...forms.map((f) => f[1]), value.neg()].filter((v) => !v.eq(value)).map(qc),
    analysis: `因为 ${m('\\alpha,\\beta')} 都是锐角，所以 ${m(`\\cos\\alpha=${cosA.tex()}`)}，${m(`\\sin\\beta=${sinB.tex()}`)}。${m(`${name}=${formula}=${value.tex()}`)}。`,
  };
};

export const tanExpression: TCoreGen = (rng) => {
  const t = rng.pick([q(2), q(3), q(-2), q(-3), q(1, 2), q(-1, 2), q(4), q(1, 3)]);
  const forms: [string, Q, string][] = [
    ['\\frac{\\sin\\alpha+\\cos\\alpha}{\\sin\\alpha-\\cos\\alpha}', t.add(1).div(t.sub(1)), `分子分母同除以 ${m('\\cos\\alpha')} 得原式 ${m('=\\frac{\\tan\\alpha+1}{\\tan\\alpha-1}')}`],
    ['\\sin\\alpha\\cos\\alpha', t.div(t.mul(t).add(1)), `原式 ${m('=\\frac{\\sin\\alpha\\cos\\alpha}{\\sin^2\\alpha+\\cos^2\\alpha}=\\frac{\\tan\\alpha}{\\tan^2\\alpha+1}')}`],
    ['\\cos 2\\alpha', q(1).sub(t.mul(t)).div(t.mul(t).add(1)), `原式 ${m('=\\frac{\\cos^2\\alpha-\\sin^2\\alpha}{\\cos^2\\alpha+\\sin^2\\alpha}=\\frac{1-\\tan^2\\alpha}{1+\\tan^2\\alpha}')}`],
    ['\\tan\\left(\\alpha+\\frac{\\pi}{4}\\right)', t.add(1).div(q(1).sub(t)), `原式 ${m('=\\frac{\\tan\\alpha+1}{1-\\tan\\alpha}')}`],
  ];
  const [expr, value, how] = rng.pick(forms);
  if (t.eq(1)) return null;
  return {
    kp: [K.trigTransform, K.trigIdentity],
    difficulty: 3,
    grade: 1,
    stem: `已知 ${m(`\\tan\\alpha=${t.tex()}`)}，则 ${m(`${expr}=`)}`,
    answer: qc(value),
    distractors: [...forms.map((f) => f[1]), value.neg(), q(1).div(value.n === 0 ? q(7) : value)].filter((v) => !v.eq(value)).map(qc),
    analysis: `${how}，代入 ${m(`\\tan\\alpha=${t.tex()}`)} 得 ${m(value.tex())}。`,
  };
};

export const sector: TCoreGen = (rng) => {
  if (rng.next() < 0.4) {
    const deg = rng.pick([15, 36, 72, 105, 135, 150, 210, 240, 300, 330, -120, -45]);
    const rad = q(deg, 180);
    return {
      kp: [K.angle],
      difficulty: 1,
      grade: 1,
      stem: `${m(`${deg}^\\circ`)} 化为弧度是`,
      answer: { tex: piTex(rad), value: rad.value },
      distractors: [rad.neg(), rad.mul(2), rad.div(2), q(deg, 360), q(180, deg)].map((v) => ({ tex: piTex(v), value: v.value })),
      analysis: `${m(`1^\\circ=\\frac{\\pi}{180}`)}，所以 ${m(`${deg}^\\circ=${deg}\\times\\frac{\\pi}{180}=${piTex(rad)}`)}。`,
    };
  }
  const r = rng.int(2, 6);
  const theta = rng.pick([q(1, 3), q(2, 3), q(1, 6), q(5, 6), q(1, 4), q(3, 4), q(1, 2)]);
  const area = theta.mul(r * r).div(2);
  const arc = theta.mul(r);
  const askArea = rng.next() < 0.6;
  const ans = askArea ? area : arc;
  return {
    kp: [K.angle],
    difficulty: 2,
    grade: 1,
    stem: `已知扇形的半径为 ${m(String(r))}，圆心角为 ${m(piTex(theta))}，则该扇形的${askArea ? '面积' : '弧长'}为`,
    answer: { tex: piTex(ans), value: ans.value },
    distractors: [area, arc, area.mul(2), arc.mul(2), theta.mul(r * r), arc.div(2)].filter((v) => !v.eq(ans)).map((v) => ({ tex: piTex(v), value: v.value })),
    analysis: `弧长 ${m(`l=|\\alpha|r=${piTex(theta)}\\times ${r}=${piTex(arc)}`)}，面积 ${m(`S=\\frac{1}{2}lr=\\frac{1}{2}\\times ${piTex(arc)}\\times ${r}=${piTex(area)}`)}。`,
  };
};

// ---------------------------------------------------------------- 平面向量

const vecTex = (x: Q | number, y: Q | number) => `(${Q.of(x).tex()},${Q.of(y).tex()})`;

export const vectorLinear: TCoreGen = (rng) => {
  const k = rng.pick([q(1), q(2), q(3), q(1, 2), q(1, 3)]);
  const x = q(1).div(k.add(1));
  const y = k.div(k.add(1));
  const combo = (a: Q, b: Q) => `\\overrightarrow{AD}=${polyTex([
    [a, '\\overrightarrow{AB}'],
    [b, '\\overrightarrow{AC}'],
  ])}`;
  const ans = combo(x, y);
  const ratio = k.eq(1) ? '中点' : `满足 ${m(`\\overrightarrow{BD}=${k.tex()}\\overrightarrow{DC}`)} 的点`;
  return {
    kp: [K.vecLinear],
    difficulty: 2,
    grade: 1,
    stem: `在 ${m('\\triangle ABC')} 中，${m('D')} 为边 ${m('BC')} 上${k.eq(1) ? '的' : ''}${ratio}，则`,
    answer: { tex: ans },
    distractors: [combo(y, x), combo(x.neg(), y), combo(q(1), k), combo(y, x.neg()), combo(x, y.neg())].filter((t) => t !== ans).map((t) => ({ tex: t })),
    analysis: `${m(`\\overrightarrow{AD}=\\overrightarrow{AB}+\\overrightarrow{BD}=\\overrightarrow{AB}+${y.tex()}\\overrightarrow{BC}=\\overrightarrow{AB}+${y.tex()}(\\overrightarrow{AC}-\\overrightarrow{AB})`)}${m(`=${polyTex([[x, '\\overrightarrow{AB}'], [y, '\\overrightarrow{AC}']])}`)}。`,
  };
};

export const vectorCoordinate: TCoreGen = (rng) => {
  const x1 = rng.pick([1, 2, -1, 3, -2]);
  const y1 = rng.pick([2, -3, 4, 1, -1, 3]);
  const x2 = rng.pick([2, -4, 3, 6, -3]);
  const parallel = rng.next() < 0.5;
  // a = (x1, y1), b = (x2, m)
  const ans = parallel ? q(x2 * y1, x1) : q(-x1 * x2, y1);
  return {
    kp: [K.vecCoord, K.vecDot],
    difficulty: 2,
    grade: 1,
    stem: `已知向量 ${m(`\\vec a=${vecTex(x1, y1)}`)}，${m(`\\vec b=(${x2},m)`)}，若 ${m(parallel ? '\\vec a\\parallel\\vec b' : '\\vec a\\perp\\vec b')}，则 ${m('m=')}`,
    answer: qc(ans),
    distractors: [qc(ans.neg()), qc(q(x2 * y1, x1)), qc(q(-x1 * x2, y1)), qc(q(x1 * x2, y1)), qc(q(x1, x2 * y1)), qc(ans.add(1))],
    analysis: parallel
      ? `由 ${m('\\vec a\\parallel\\vec b')} 得 ${m(`${x1}m-${y1 < 0 ? `(${y1})` : y1}\\times ${x2 < 0 ? `(${x2})` : x2}=0`)}，解得 ${m(`m=${ans.tex()}`)}。`
      : `由 ${m('\\vec a\\perp\\vec b')} 得 ${m(`\\vec a\\cdot\\vec b=${x1}\\times ${x2 < 0 ? `(${x2})` : x2}+${y1 < 0 ? `(${y1})` : y1}m=0`)}，解得 ${m(`m=${ans.tex()}`)}。`,
  };
};

export const vectorDot: TCoreGen = (rng) => {
  const a: [number, number] = [rng.int(-3, 3), rng.int(1, 4)];
  const b: [number, number] = [rng.int(1, 4), rng.int(-3, 3)];
  const dot = a[0] * b[0] + a[1] * b[1];
  const aa = a[0] ** 2 + a[1] ** 2;
  const bb = b[0] ** 2 + b[1] ** 2;
  const form = rng.int(0, 2);
  const given = `已知向量 ${m(`\\vec a=${vecTex(a[0], a[1])}`)}，${m(`\\vec b=${vecTex(b[0], b[1])}`)}`;
  if (form === 0) {
    if (dot === 0) return null;
    const lam = q(-aa, dot);
    return {
      kp: [K.vecDot, K.vecCoord],
      difficulty: 3,
      grade: 1,
      stem: `${given}，若 ${m('\\vec a\\perp(\\vec a+\\lambda\\vec b)')}，则 ${m('\\lambda=')}`,
      answer: qc(lam),
      distractors: [qc(lam.neg()), qc(q(dot, aa)), qc(q(-dot, aa)), qc(q(-bb, dot)), qc(lam.add(1))],
      analysis: `${m(`\\vec a\\cdot(\\vec a+\\lambda\\vec b)=\\vec a^2+\\lambda\\,\\vec a\\cdot\\vec b=${aa}${dot < 0 ? '' : '+'}${dot}\\lambda=0`)}，所以 ${m(`\\lambda=${lam.tex()}`)}。`,
    };
  }
  if (form === 1) {
    const dx = a[0] - b[0];
    const dy = a[1] - b[1];
    const len = Surd.sqrtOf(dx * dx + dy * dy);
    return {
      kp: [K.vecCoord],
      difficulty: 2,
      grade: 1,
      stem: `${given}，则 ${m('|\\vec a-\\vec b|=')}`,
      answer: { tex: len.tex(), value: len.value },
      distractors: [Surd.sqrtOf((a[0] + b[0]) ** 2 + (a[1] + b[1]) ** 2), Surd.sqrtOf(aa + bb), new Surd(dx * dx + dy * dy), Surd.sqrtOf(Math.abs(aa - bb) + 1)].map((s) => ({ tex: s.tex(), value: s.value })),
      analysis: `${m(`\\vec a-\\vec b=${vecTex(dx, dy)}`)}，所以 ${m(`|\\vec a-\\vec b|=\\sqrt{${dx * dx}+${dy * dy}}=${len.tex()}`)}。`,
    };
  }
  if (dot === 0) return null;
  const cos = new Surd(q(dot), 1).div(Surd.sqrtOf(aa * bb));
  return {
    kp: [K.vecDot],
    difficulty: 3,
    grade: 1,
    stem: `${given}，则 ${m('\\vec a')} 与 ${m('\\vec b')} 夹角的余弦值为`,
    answer: { tex: cos.tex(), value: cos.value },
    distractors: [cos.neg(), new Surd(q(dot, aa)), new Surd(q(dot, bb)), new Surd(q(1), 1).div(Surd.sqrtOf(aa * bb)).mul(dot + 1)].map((s) => ({ tex: s.tex(), value: s.value })),
    analysis: `${m(`\\vec a\\cdot\\vec b=${dot}`)}，${m(`|\\vec a|=\\sqrt{${aa}}`)}，${m(`|\\vec b|=\\sqrt{${bb}}`)}，所以 ${m(`\\cos\\langle\\vec a,\\vec b\\rangle=\\frac{\\vec a\\cdot\\vec b}{|\\vec a||\\vec b|}=${cos.tex()}`)}。`,
  };
};

export const vectorNorm: TCoreGen = (rng) => {
  const p = rng.int(1, 4);
  const r = rng.int(1, 4);
  const deg = rng.pick([60, 120, 90, 150, 30, 45, 135]);
  const cos = cosDeg(deg);
  // |s·a + t·b|² = s²p² + t²r² + 2st·p·r·cosθ ; only rational cos when deg ∈ {60, 90, 120}
  const s = rng.pick([1, 2]);
  const t = rng.pick([1, -1, 2, -2]);
  if (!cos.isRational) return null;
  const sq = q(s * s * p * p + t * t * r * r).add(cos.c.mul(2 * s * t * p * r));
  if (sq.n <= 0) return null;
  const len = Surd.sqrtOf(sq);
  const comb = polyTex([
    [s, '\\vec a'],
    [t, '\\vec b'],
  ]);
  const wrong = Surd.sqrtOf(s * s * p * p + t * t * r * r);
  return {
    kp: [K.vecApply, K.vecDot],
    difficulty: 3,
    grade: 1,
    stem: `已知 ${m(`|\\vec a|=${p}`)}，${m(`|\\vec b|=${r}`)}，${m('\\vec a')} 与 ${m('\\vec b')} 的夹角为 ${m(`${deg}^\\circ`)}，则 ${m(`|${comb}|=`)}`,
    answer: { tex: len.tex(), value: len.value },
    distractors: [wrong, new Surd(sq), Surd.sqrtOf(q(s * s * p * p + t * t * r * r).sub(cos.c.mul(2 * s * t * p * r)).abs()), new Surd(s * p + Math.abs(t) * r)].map((x) => ({ tex: x.tex(), value: x.value })),
    analysis: `${m(`\\vec a\\cdot\\vec b=${p}\\times ${r}\\times\\cos ${deg}^\\circ=${cos.c.mul(p * r).tex()}`)}，${m(`|${comb}|^2=${polyTex([[s * s, '|\\vec a|^2'], [2 * s * t, '\\vec a\\cdot\\vec b'], [t * t, '|\\vec b|^2']])}=${sq.tex()}`)}，所以 ${m(`|${comb}|=${len.tex()}`)}。`,
  };
};

// ---------------------------------------------------------------- 复数

function complexTex(re: Q | number, im: Q | number): string {
  const a = Q.of(re);
  const b = Q.of(im);
  if (b.n === 0) return a.tex();
  const imag = b.eq(1) ? '\\mathrm{i}' : b.eq(-1) ? '-\\mathrm{i}' : `${b.tex()}\\mathrm{i}`;
  if (a.n === 0) return imag;
  return `${a.tex()}${imag.startsWith('-') ? '' : '+'}${imag}`;
}

export const complexArithmetic: TCoreGen = (rng) => {
  const e = rng.int(-4, 4);
  const f = rng.int(-4, 4);
  if (e === 0 || f === 0 || Math.abs(e) === Math.abs(f)) return null;
  const c = rng.pick([1, 2, 1]);
  const d = rng.pick([1, -1, 2, -2]);
  // numerator = (e + f i)(c + d i)
  const nr = e * c - f * d;
  const ni = e * d + f * c;
  const z = complexTex(e, f);
  const stem = `已知复数 ${m(`z=\\frac{${complexTex(nr, ni)}}{${complexTex(c, d)}}`)}（${m('\\mathrm{i}')} 为虚数单位），则`;
  const ask = rng.int(0, 3);
  const norm = c * c + d * d;
  const calc = `${m(`z=\\frac{(${complexTex(nr, ni)})(${complexTex(c, -d)})}{(${complexTex(c, d)})(${complexTex(c, -d)})}=\\frac{${complexTex(e * norm, f * norm)}}{${norm}}=${z}`)}`;
  if (ask === 0) {
    return {
      kp: [K.complexOps, K.complexConcept],
      difficulty: 2,
      grade: 1,
      stem: `${stem} ${m('z')} 的虚部为`,
      answer: qc(f),
      distractors: [{ tex: `${f}\\mathrm{i}` }, qc(-f), qc(e), qc(-e)],
      analysis: `${calc}，所以 ${m('z')} 的虚部为 ${m(String(f))}（注意虚部是实数，不含 ${m('\\mathrm{i}')}）。`,
    };
  }
  if (ask === 1) {
    const mod = Surd.sqrtOf(e * e + f * f);
    return {
      kp: [K.complexOps, K.complexConcept],
      difficulty: 2,
      grade: 1,
      stem: `${stem} ${m('|z|=')}`,
      answer: { tex: mod.tex(), value: mod.value },
      distractors: [qc(e * e + f * f), qc(Math.abs(e) + Math.abs(f)), { tex: Surd.sqrtOf(Math.abs(e * e - f * f)).tex(), value: Surd.sqrtOf(Math.abs(e * e - f * f)).value }, { tex: Surd.sqrtOf(e * e + f * f + 1).tex(), value: Surd.sqrtOf(e * e + f * f + 1).value }],
      analysis: `${calc}，所以 ${m(`|z|=\\sqrt{(${e})^2+(${f})^2}=${mod.tex()}`)}。`,
    };
  }
  if (ask === 2) {
    const ans = complexTex(e, -f);
    return {
      kp: [K.complexOps, K.complexConcept],
      difficulty: 2,
      grade: 1,
      stem: `${stem} ${m('z')} 的共轭复数 ${m('\\bar z=')}`,
      answer: { tex: ans },
      distractors: [complexTex(e, f), complexTex(-e, f), complexTex(-e, -f), complexTex(f, e)].filter((t) => t !== ans).map((t) => ({ tex: t })),
      analysis: `${calc}，所以 ${m(`\\bar z=${ans}`)}。`,
    };
  }
  const quadrant = e > 0 ? (f > 0 ? 0 : 3) : f > 0 ? 1 : 2;
  const names = ['第一象限', '第二象限', '第三象限', '第四象限'];
  return {
    kp: [K.complexConcept, K.complexOps],
    difficulty: 2,
    grade: 1,
    stem: `${stem}在复平面内 ${m('z')} 对应的点位于`,
    answer: { tex: names[quadrant]! },
    distractors: [],
    options: fixedOptions(names, quadrant),
    analysis: `${calc}，对应点为 ${m(`(${e},${f})`)}，位于${names[quadrant]}。`,
  };
};

export const pureImaginary: TCoreGen = (rng) => {
  const r1 = rng.int(-3, 2);
  const r2 = r1 + rng.int(1, 4);
  const real = polyTex([
    [1, 'm^2'],
    [-(r1 + r2), 'm'],
    [r1 * r2, ''],
  ]);
  const first = rng.next() < 0.5;
  const killed = first ? r1 : r2;
  const ans = first ? r2 : r1;
  const imag = killed === 0 ? 'm' : `m${signed(-killed)}`;
  return {
    kp: [K.complexConcept],
    difficulty: 2,
    grade: 1,
    stem: `若复数 ${m(`z=(${real})+(${imag})\\mathrm{i}`)} 为纯虚数，则实数 ${m('m=')}`,
    answer: qc(ans),
    distractors: [qc(killed), { tex: `${r1}|${r2}`, html: `${m(String(r1))} 或 ${m(String(r2))}` }, qc(-ans), qc(-killed)],
    analysis: `由纯虚数的定义得 ${m(`\\begin{cases}${real}=0,\\\\${imag}\\ne 0,\\end{cases}`)} 由 ${m(`${real}=0`)} 得 ${m(`m=${r1}`)} 或 ${m(`m=${r2}`)}，又 ${m(`m\\ne ${killed}`)}，所以 ${m(`m=${ans}`)}。`,
  };
};

// ---------------------------------------------------------------- 解三角形

export const lawOfCosines: TCoreGen = (rng) => {
  const a = rng.int(2, 8);
  const b = rng.int(2, 8);
  const deg = rng.pick([60, 120, 30, 45, 135, 150, 90]);
  if (rng.next() < 0.5 && (deg === 60 || deg === 120 || deg === 90)) {
    const cos = cosDeg(deg).c;
    const c2 = q(a * a + b * b).sub(cos.mul(2 * a * b));
    const c = Surd.sqrtOf(c2);
    const wrong = Surd.sqrtOf(q(a * a + b * b).add(cos.mul(2 * a * b)));
    return {
      kp: [K.sineCosineLaw],
      difficulty: 2,
      grade: 1,
      stem: `在 ${m('\\triangle ABC')} 中，${m(`a=${a}`)}，${m(`b=${b}`)}，${m(`C=${deg}^\\circ`)}，则 ${m('c=')}`,
      answer: { tex: c.tex(), value: c.value },
      distractors: [wrong, Surd.sqrtOf(a * a + b * b), new Surd(c2), new Surd(a + b - 1)].map((s) => ({ tex: s.tex(), value: s.value })),
      analysis: `由余弦定理，${m(`c^2=a^2+b^2-2ab\\cos C=${a * a}+${b * b}-2\\times ${a}\\times ${b}\\times\\cos ${deg}^\\circ=${c2.tex()}`)}，所以 ${m(`c=${c.tex()}`)}。`,
    };
  }
  const sin = sinDeg(deg);
  const area = sin.mul(q(a * b, 2));
  const cos = cosDeg(deg);
  return {
    kp: [K.sineCosineLaw],
    difficulty: 2,
    grade: 1,
    stem: `在 ${m('\\triangle ABC')} 中，${m(`a=${a}`)}，${m(`b=${b}`)}，${m(`C=${deg}^\\circ`)}，则 ${m('\\triangle ABC')} 的面积为`,
    answer: { tex: area.tex(), value: area.value },
    distractors: [sin.mul(a * b), cos.c.n < 0 ? cos.mul(q(-a * b, 2)) : cos.mul(q(a * b, 2)), sin.mul(q(a * b, 4)), new Surd(q(a * b, 2))].map((s) => ({ tex: s.tex(), value: s.value })),
    analysis: `${m(`S=\\frac{1}{2}ab\\sin C=\\frac{1}{2}\\times ${a}\\times ${b}\\times\\sin ${deg}^\\circ=${area.tex()}`)}。`,
  };
};

export const heightMeasure: TCoreGen = (rng) => {
  const d = rng.pick([10, 20, 30, 40, 50, 60, 100]);
  if (rng.next() < 0.5) {
    const h = new Surd(q(d, 2), 3);
    return {
      kp: [K.triangleApply, K.sineCosineLaw],
      difficulty: 3,
      grade: 1,
      stem: `如图，为测量塔高 ${m('PQ')}，在塔底 ${m('Q')} 所在水平面上选取与 ${m('Q')} 共线的两点 ${m('A,B')}（${m('B')} 在 ${m('A,Q')} 之间），在 ${m('A')} 处测得塔顶 ${m('P')} 的仰角为 ${m('30^\\circ')}，在 ${m('B')} 处测得仰角为 ${m('60^\\circ')}，且 ${m(`AB=${d}`)} m，则塔高 ${m('PQ')} 为（单位：m）`,
      answer: { tex: h.tex(), value: h.value },
      distractors: [new Surd(d, 3), new Surd(q(d, 2)), new Surd(q(d, 3), 3), new Surd(d)].map((s) => ({ tex: s.tex(), value: s.value })),
      analysis: `由 ${m('\\angle PAB=30^\\circ')}，${m('\\angle PBQ=60^\\circ')} 得 ${m('\\angle APB=30^\\circ')}，所以 ${m(`PB=AB=${d}`)}。在 ${m('\\mathrm{Rt}\\triangle PBQ')} 中，${m(`PQ=PB\\sin 60^\\circ=${d}\\times\\frac{\\sqrt{3}}{2}=${h.tex()}`)}。`,
    };
  }
  const half = q(d, 2);
  const ans = `${half.tex()}(3+\\sqrt{3})`;
  return {
    kp: [K.triangleApply, K.sineCosineLaw],
    difficulty: 4,
    grade: 1,
    stem: `在塔底 ${m('Q')} 所在水平面上取与 ${m('Q')} 共线的两点 ${m('A,B')}（${m('B')} 在 ${m('A,Q')} 之间），在 ${m('A')} 处测得塔顶 ${m('P')} 的仰角为 ${m('45^\\circ')}，在 ${m('B')} 处测得仰角为 ${m('60^\\circ')}，${m(`AB=${d}`)} m，则塔高 ${m('PQ')} 为（单位：m）`,
    answer: { tex: ans, value: (d / 2) * (3 + Math.sqrt(3)) },
    distractors: [
      { tex: `${half.tex()}(1+\\sqrt{3})`, value: (d / 2) * (1 + Math.sqrt(3)) },
      { tex: `${half.tex()}(3-\\sqrt{3})`, value: (d / 2) * (3 - Math.sqrt(3)) },
      { tex: `${d}(\\sqrt{3}+1)`, value: d * (Math.sqrt(3) + 1) },
      { tex: `${d}\\sqrt{3}`, value: d * Math.sqrt(3) },
    ],
    analysis: `设 ${m('PQ=h')}，则 ${m('AQ=\\frac{h}{\\tan 45^\\circ}=h')}，${m('BQ=\\frac{h}{\\tan 60^\\circ}=\\frac{\\sqrt{3}}{3}h')}。由 ${m(`AQ-BQ=${d}`)} 得 ${m(`\\left(1-\\frac{\\sqrt{3}}{3}\\right)h=${d}`)}，解得 ${m(`h=\\frac{${3 * d}}{3-\\sqrt{3}}=${ans}`)}。`,
  };
};

export const CALCULUS_GENERATORS: { gen: TCoreGen; weight: number; name: string }[] = [
  { gen: tangentLine, weight: 3, name: 'tangentLine' },
  { gen: monotonicInterval, weight: 2, name: 'monotonicInterval' },
  { gen: extremumValue, weight: 2, name: 'extremumValue' },
  { gen: derivativeRules, weight: 2, name: 'derivativeRules' },
  { gen: compositeDerivative, weight: 2, name: 'compositeDerivative' },
  { gen: derivativeApplication, weight: 2, name: 'derivativeApplication' },
  { gen: trigFromOne, weight: 3, name: 'trigFromOne' },
  { gen: terminalSide, weight: 2, name: 'terminalSide' },
  { gen: reductionValue, weight: 2, name: 'reductionValue' },
  { gen: sinusoidProperty, weight: 3, name: 'sinusoidProperty' },
  { gen: sinusoidShift, weight: 2, name: 'sinusoidShift' },
  { gen: sumDifference, weight: 2, name: 'sumDifference' },
  { gen: tanExpression, weight: 2, name: 'tanExpression' },
  { gen: sector, weight: 2, name: 'sector' },
  { gen: vectorLinear, weight: 2, name: 'vectorLinear' },
  { gen: vectorCoordinate, weight: 2, name: 'vectorCoordinate' },
  { gen: vectorDot, weight: 3, name: 'vectorDot' },
  { gen: vectorNorm, weight: 2, name: 'vectorNorm' },
  { gen: complexArithmetic, weight: 3, name: 'complexArithmetic' },
  { gen: pureImaginary, weight: 2, name: 'pureImaginary' },
  { gen: lawOfCosines, weight: 3, name: 'lawOfCosines' },
  { gen: heightMeasure, weight: 1, name: 'heightMeasure' },
];
