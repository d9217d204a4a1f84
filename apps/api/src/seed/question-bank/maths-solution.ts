/**
 * 解答题 generators with sub-parts in the stem and a worked solution (解答过程) in the analysis.
 * Every number in the solution is computed from the drawn parameters; where two routes give the
 * same value (e.g. a chord length by Vieta and by the focal-chord formula) the generator checks
 * that they agree.
 */
import type { Rng } from '../random.js';
import { KP_MA as K } from './helpers.js';
import { Q, Surd, binom, coefTex, interval, m, dm, piTex, polyTex, q, shiftTex, signed, sinDeg } from './maths-core.js';
import { ELLIPSES } from './maths-gen-geometry.js';

export type TSolutionCategory = 'triangle' | 'sequence' | 'trig' | 'solid' | 'probability' | 'statistics' | 'conic' | 'derivative' | 'function' | 'set';

export type TSolutionCore = {
  category: TSolutionCategory;
  kp: number[];
  difficulty: 1 | 2 | 3 | 4 | 5 | 6;
  grade: 1 | 2 | 3;
  /** the problem statement followed by its parts (HTML) */
  stem: string;
  /** short answers of the parts (HTML) */
  answer: string;
  /** the worked solution (HTML) */
  analysis: string;
};

export type TSolutionGen = (rng: Rng) => TSolutionCore | null;

const p = (s: string) => `<p>${s}</p>`;
const parts = (xs: string[]) => xs.map((x, i) => p(`（${i + 1}）${x}`)).join('');

function table(rows: string[][]): string {
  return `<table border="1" style="border-collapse:collapse">${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>`;
}

// ---------------------------------------------------------------- 解三角形

type TAngleCondition = { tex: string; deg: 60 | 120; proof: string };

const ANGLE_CONDITIONS: TAngleCondition[] = [
  {
    tex: 'b^2+c^2-a^2=bc',
    deg: 60,
    proof: `由余弦定理，${m('\\cos A=\\frac{b^2+c^2-a^2}{2bc}=\\frac{bc}{2bc}=\\frac{1}{2}')}，又 ${m('0<A<\\pi')}，所以 ${m('A=\\frac{\\pi}{3}')}。`,
  },
  {
    tex: '2a\\cos A=b\\cos C+c\\cos B',
    deg: 60,
    proof: `由正弦定理得 ${m('2\\sin A\\cos A=\\sin B\\cos C+\\sin C\\cos B=\\sin(B+C)=\\sin A')}。因为 ${m('\\sin A>0')}，所以 ${m('\\cos A=\\frac{1}{2}')}，又 ${m('0<A<\\pi')}，所以 ${m('A=\\frac{\\pi}{3}')}。`,
  },
  {
    tex: '(2b-c)\\cos A=a\\cos C',
    deg: 60,
    proof: `由正弦定理得 ${m('(2\\sin B-\\sin C)\\cos A=\\sin A\\cos C')}，即 ${m('2\\sin B\\cos A=\\sin A\\cos C+\\cos A\\sin C=\\sin(A+C)=\\sin B')}。因为 ${m('\\sin B>0')}，所以 ${m('\\cos A=\\frac{1}{2}')}，${m('A=\\frac{\\pi}{3}')}。`,
  },
  {
    tex: 'a\\sin B=\\sqrt{3}b\\cos A',
    deg: 60,
    proof: `由正弦定理得 ${m('\\sin A\\sin B=\\sqrt{3}\\sin B\\cos A')}。因为 ${m('\\sin B>0')}，所以 ${m('\\tan A=\\sqrt{3}')}，又 ${m('0<A<\\pi')}，所以 ${m('A=\\frac{\\pi}{3}')}。`,
  },
  {
    tex: 'b^2+c^2-a^2=-bc',
    deg: 120,
    proof: `由余弦定理，${m('\\cos A=\\frac{b^2+c^2-a^2}{2bc}=-\\frac{1}{2}')}，又 ${m('0<A<\\pi')}，所以 ${m('A=\\frac{2\\pi}{3}')}。`,
  },
];

export const solveTriangle: TSolutionGen = (rng) => {
  const cond = rng.pick(ANGLE_CONDITIONS);
  const b = rng.int(2, 8);
  const c = rng.int(2, 8);
  const is60 = cond.deg === 60;
  const a2 = is60 ? b * b + c * c - b * c : b * b + c * c + b * c;
  const a = Surd.sqrtOf(a2);
  const s = b + c;
  const area = new Surd(q(b * c, 4), 3);
  const Atex = is60 ? '\\frac{\\pi}{3}' : '\\frac{2\\pi}{3}';
  const relation = is60 ? `a^2=b^2+c^2-bc=(b+c)^2-3bc` : `a^2=b^2+c^2+bc=(b+c)^2-bc`;
  if (rng.next() < 0.5) {
    const bc = is60 ? q(s * s - a2, 3) : q(s * s - a2);
    if (!bc.eq(b * c)) throw new Error('triangle: bc mismatch');
    return {
      category: 'triangle',
      kp: [K.sineCosineLaw, K.triangleApply],
      difficulty: 3,
      grade: 2,
      stem: p(`在 ${m('\\triangle ABC')} 中，内角 ${m('A,B,C')} 的对边分别为 ${m('a,b,c')}，且 ${m(cond.tex)}。`) + parts([`求 ${m('A')}；`, `若 ${m(`a=${a.tex()}`)}，${m(`b+c=${s}`)}，求 ${m('\\triangle ABC')} 的面积。`]),
      answer: p(`（1）${m(`A=${Atex}`)}；（2）${m(`S=${area.tex()}`)}。`),
      analysis: p(`（1）${cond.proof}`) + p(`（2）由余弦定理 ${m(relation)}，即 ${m(`${a2}=${s * s}-${is60 ? '3bc' : 'bc'}`)}，所以 ${m(`bc=${b * c}`)}。`) + p(`所以 ${m(`S=\\frac{1}{2}bc\\sin A=\\frac{1}{2}\\times ${b * c}\\times\\frac{\\sqrt{3}}{2}=${area.tex()}`)}。`),
    };
  }
  // given a and the area, find the perimeter
  const perimeter = a.isRational ? `${a.c.add(s).tex()}` : `${s}+${a.tex()}`;
  return {
    category: 'triangle',
    kp: [K.sineCosineLaw, K.triangleApply],
    difficulty: 4,
    grade: 2,
    stem: p(`在 ${m('\\triangle ABC')} 中，内角 ${m('A,B,C')} 的对边分别为 ${m('a,b,c')}，且 ${m(cond.tex)}。`) + parts([`求 ${m('A')}；`, `若 ${m(`a=${a.tex()}`)}，${m('\\triangle ABC')} 的面积为 ${m(area.tex())}，求 ${m('\\triangle ABC')} 的周长。`]),
    answer: p(`（1）${m(`A=${Atex}`)}；（2）周长为 ${m(perimeter)}。`),
    analysis:
      p(`（1）${cond.proof}`) +
      p(`（2）由 ${m(`S=\\frac{1}{2}bc\\sin A=\\frac{\\sqrt{3}}{4}bc=${area.tex()}`)} 得 ${m(`bc=${b * c}`)}。`) +
      p(`由余弦定理 ${m(relation)}，得 ${m(`(b+c)^2=${a2}+${is60 ? 3 * b * c : b * c}=${s * s}`)}，所以 ${m(`b+c=${s}`)}。`) +
      p(`所以 ${m('\\triangle ABC')} 的周长为 ${m(`a+b+c=${perimeter}`)}。`),
  };
};

// ---------------------------------------------------------------- 数列

export const sequenceProblem: TSolutionGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const a1 = rng.int(1, 3);
    const d = rng.int(1, 3);
    const a = (n: number) => a1 + (n - 1) * d;
    const S5 = 5 * a1 + 10 * d;
    const an = polyTex([
      [d, 'n'],
      [a1 - d, ''],
    ]);
    const an1 = polyTex([
      [d, 'n'],
      [a1, ''],
    ]);
    const Tn = a1 === 1 ? `\\frac{n}{${an1}}` : `\\frac{n}{${a1}(${an1})}`;
    const inv = d === 1 ? '' : `\\frac{1}{${d}}`;
    // check T_3 numerically
    let t3 = q(0);
    for (let n = 1; n <= 3; n += 1) t3 = t3.add(q(1, a(n) * a(n + 1)));
    if (!t3.eq(q(3, a1 * (a1 + 3 * d)))) throw new Error('sequence: telescoping mismatch');
    return {
      category: 'sequence',
      kp: [K.arithmetic, K.seqSum],
      difficulty: 3,
      grade: 2,
      stem: p(`已知等差数列 ${m('\\{a_n\\}')} 的前 ${m('n')} 项和为 ${m('S_n')}，且 ${m(`a_2=${a(2)}`)}，${m(`S_5=${S5}`)}。`) + parts([`求数列 ${m('\\{a_n\\}')} 的通项公式；`, `设 ${m('b_n=\\frac{1}{a_na_{n+1}}')}，求数列 ${m('\\{b_n\\}')} 的前 ${m('n')} 项和 ${m('T_n')}。`]),
      answer: p(`（1）${m(`a_n=${an}`)}；（2）${m(`T_n=${Tn}`)}。`),
      analysis:
        p(`（1）设公差为 ${m('d')}，由题意 ${m(`\\begin{cases}a_1+d=${a(2)},\\\\5a_1+10d=${S5},\\end{cases}`)} 解得 ${m(`a_1=${a1}`)}，${m(`d=${d}`)}，所以 ${m(`a_n=${a1}+${coefTex(d, '(n-1)')}=${an}`)}。`) +
        p(`（2）${m(`b_n=\\frac{1}{(${an})(${an1})}=${inv}\\left(\\frac{1}{${an}}-\\frac{1}{${an1}}\\right)`)}，`) +
        p(`所以 ${m(`T_n=${inv}\\left[\\left(\\frac{1}{${a(1)}}-\\frac{1}{${a(2)}}\\right)+\\left(\\frac{1}{${a(2)}}-\\frac{1}{${a(3)}}\\right)+\\cdots+\\left(\\frac{1}{${an}}-\\frac{1}{${an1}}\\right)\\right]=${inv}\\left(\\frac{1}{${a1}}-\\frac{1}{${an1}}\\right)=${Tn}`)}。`),
    };
  }
  if (form === 1) {
    const c = rng.int(1, 3);
    const Tn = c === 1 ? '(n-1)\\cdot 2^n+1' : `${c}(n-1)\\cdot 2^n+${c}`;
    let t4 = 0;
    for (let k = 1; k <= 4; k += 1) t4 += k * c * 2 ** (k - 1);
    if (t4 !== c * (3 * 16 + 1)) throw new Error('sequence: T_4 mismatch');
    return {
      category: 'sequence',
      kp: [K.geometric, K.recurrence, K.seqSum],
      difficulty: 4,
      grade: 2,
      stem: p(`已知数列 ${m('\\{a_n\\}')} 的前 ${m('n')} 项和为 ${m('S_n')}，且 ${m(`S_n=2a_n-${c}`)}。`) + parts([`求数列 ${m('\\{a_n\\}')} 的通项公式；`, `设 ${m('b_n=na_n')}，求数列 ${m('\\{b_n\\}')} 的前 ${m('n')} 项和 ${m('T_n')}。`]),
      answer: p(`（1）${m(`a_n=${c === 1 ? '' : `${c}\\cdot `}2^{n-1}`)}；（2）${m(`T_n=${Tn}`)}。`),
      analysis:
        p(`（1）当 ${m('n=1')} 时，${m(`a_1=2a_1-${c}`)}，所以 ${m(`a_1=${c}`)}。当 ${m('n\\ge 2')} 时，${m(`a_n=S_n-S_{n-1}=(2a_n-${c})-(2a_{n-1}-${c})`)}，即 ${m('a_n=2a_{n-1}')}，所以 ${m('\\{a_n\\}')} 是首项为 ${c}、公比为 2 的等比数列，${m(`a_n=${c === 1 ? '' : `${c}\\cdot `}2^{n-1}`)}。`) +
        p(`（2）${m(`b_n=${c === 1 ? '' : c}n\\cdot 2^{n-1}`)}，`) +
        p(`${m(`T_n=${c === 1 ? '' : `${c}`}\\left(1\\cdot 2^0+2\\cdot 2^1+3\\cdot 2^2+\\cdots+n\\cdot 2^{n-1}\\right)`)}，记括号内的和为 ${m('R_n')}，`) +
        p(`则 ${m('2R_n=1\\cdot 2^1+2\\cdot 2^2+\\cdots+(n-1)\\cdot 2^{n-1}+n\\cdot 2^n')}，两式相减得 ${m('-R_n=1+2+2^2+\\cdots+2^{n-1}-n\\cdot 2^n=2^n-1-n\\cdot 2^n')}，`) +
        p(`所以 ${m('R_n=(n-1)\\cdot 2^n+1')}，${m(`T_n=${Tn}`)}。`),
    };
  }
  const a1 = rng.int(1, 3);
  const r = rng.pick([2, 3]);
  const a4 = a1 * r ** 3;
  const geoSum = r === 2 ? `${a1 === 1 ? '' : a1}(2^n-1)` : `\\frac{${a1}(3^n-1)}{2}`;
  return {
    category: 'sequence',
    kp: [K.geometric, K.seqSum],
    difficulty: 3,
    grade: 2,
    stem: p(`已知等比数列 ${m('\\{a_n\\}')} 中，${m(`a_1=${a1}`)}，${m(`a_4=${a4}`)}。`) + parts([`求数列 ${m('\\{a_n\\}')} 的通项公式；`, `设 ${m('b_n=a_n+2n-1')}，求数列 ${m('\\{b_n\\}')} 的前 ${m('n')} 项和 ${m('T_n')}。`]),
    answer: p(`（1）${m(`a_n=${a1 === 1 ? '' : `${a1}\\cdot `}${r}^{n-1}`)}；（2）${m(`T_n=${geoSum}+n^2`)}。`),
    analysis:
      p(`（1）设公比为 ${m('q')}，则 ${m(`q^3=\\frac{a_4}{a_1}=${r ** 3}`)}，所以 ${m(`q=${r}`)}，${m(`a_n=${a1 === 1 ? '' : `${a1}\\cdot `}${r}^{n-1}`)}。`) +
      p(`（2）分组求和：${m(`T_n=(a_1+a_2+\\cdots+a_n)+[1+3+\\cdots+(2n-1)]=\\frac{${a1}(${r}^n-1)}{${r}-1}+\\frac{n(1+2n-1)}{2}=${geoSum}+n^2`)}。`),
  };
};

// ---------------------------------------------------------------- 三角函数

const X_INTERVALS: [Q, Q][] = [
  [q(0), q(1, 2)],
  [q(-1, 6), q(1, 3)],
  [q(0), q(1, 3)],
  [q(1, 6), q(1, 2)],
];

export const trigProblem: TSolutionGen = (rng) => {
  const A = rng.pick([2, 4]);
  const mm = rng.int(-3, 3);
  const [lo, hi] = rng.pick(X_INTERVALS);
  const shift = A / 2 + mm;
  const thetaLo = lo.mul(2).add(q(1, 6));
  const thetaHi = hi.mul(2).add(q(1, 6));
  const dLo = thetaLo.mul(180).n;
  const dHi = thetaHi.mul(180).n;
  let sMax = Math.max(sinDeg(dLo).value, sinDeg(dHi).value);
  let sMin = Math.min(sinDeg(dLo).value, sinDeg(dHi).value);
  if (dLo <= 90 && 90 <= dHi) sMax = 1;
  if (dLo <= 270 && 270 <= dHi) sMin = -1;
  const sMaxQ = q(Math.round(sMax * 2), 2);
  const sMinQ = q(Math.round(sMin * 2), 2);
  const fMax = sMaxQ.mul(A).add(shift);
  const fMin = sMinQ.mul(A).add(shift);
  const xAt = (sv: Q): string => {
    // every x in [lo, hi] where sin(2x + π/6) = sv
    const xs: string[] = [];
    for (let d = dLo; d <= dHi; d += 30) {
      const val = sinDeg(d);
      if (val.isRational && val.c.eq(sv)) xs.push(m(`x=${piTex(q(d - 30, 360))}`));
    }
    if (xs.length === 0) throw new Error('trig: extreme point not found');
    return xs.join(' 或 ');
  };
  const f = `${A}\\sqrt{3}\\sin x\\cos x+${A}\\cos^2x${signed(mm)}`;
  const g = `${A}\\sin\\left(2x+\\frac{\\pi}{6}\\right)${signed(shift)}`;
  return {
    category: 'trig',
    kp: [K.trigTransform, K.trigGraph, K.sinusoid],
    difficulty: 3,
    grade: 1,
    stem: p(`已知函数 ${m(`f(x)=${f}`)}。`) + parts([`求 ${m('f(x)')} 的最小正周期及单调递增区间；`, `求 ${m('f(x)')} 在区间 ${m(`\\left[${piTex(lo)},${piTex(hi)}\\right]`)} 上的最大值和最小值。`]),
    answer: p(`（1）最小正周期为 ${m('\\pi')}，单调递增区间为 ${m('\\left[k\\pi-\\frac{\\pi}{3},k\\pi+\\frac{\\pi}{6}\\right](k\\in\\mathbf{Z})')}；（2）最大值为 ${m(fMax.tex())}，最小值为 ${m(fMin.tex())}。`),
    analysis:
      p(`（1）${m(`f(x)=${A / 2}\\sqrt{3}\\sin 2x+${A / 2}(1+\\cos 2x)${signed(mm)}=${A}\\left(\\frac{\\sqrt{3}}{2}\\sin 2x+\\frac{1}{2}\\cos 2x\\right)${signed(shift)}=${g}`).replace('1\\sqrt{3}', '\\sqrt{3}').replace('1(1+', '(1+')}，`) +
      p(`所以最小正周期 ${m('T=\\frac{2\\pi}{2}=\\pi')}。令 ${m('-\\frac{\\pi}{2}+2k\\pi\\le 2x+\\frac{\\pi}{6}\\le\\frac{\\pi}{2}+2k\\pi')}，得 ${m('k\\pi-\\frac{\\pi}{3}\\le x\\le k\\pi+\\frac{\\pi}{6}')}，所以单调递增区间为 ${m('\\left[k\\pi-\\frac{\\pi}{3},k\\pi+\\frac{\\pi}{6}\\right](k\\in\\mathbf{Z})')}。`) +
      p(`（2）当 ${m(`x\\in\\left[${piTex(lo)},${piTex(hi)}\\right]`)} 时，${m(`2x+\\frac{\\pi}{6}\\in\\left[${piTex(thetaLo)},${piTex(thetaHi)}\\right]`)}，所以 ${m(`\\sin\\left(2x+\\frac{\\pi}{6}\\right)\\in\\left[${sMinQ.tex()},${sMaxQ.tex()}\\right]`)}。`) +
      p(`当 ${xAt(sMaxQ)} 时，${m('f(x)')} 取得最大值 ${m(fMax.tex())}；当 ${xAt(sMinQ)} 时，${m('f(x)')} 取得最小值 ${m(fMin.tex())}。`),
  };
};

// ---------------------------------------------------------------- 立体几何

type TVec3 = [Q, Q, Q];
const v3 = (x: number, y: number, z: number): TVec3 => [q(x), q(y), q(z)];
const vt = (v: TVec3) => `(${v.map((c) => c.tex()).join(',')})`;
const dot3 = (a: TVec3, b: TVec3) => a[0].mul(b[0]).add(a[1].mul(b[1])).add(a[2].mul(b[2]));
const sub3 = (a: TVec3, b: TVec3): TVec3 => [a[0].sub(b[0]), a[1].sub(b[1]), a[2].sub(b[2])];
const cross3 = (a: TVec3, b: TVec3): TVec3 => [a[1].mul(b[2]).sub(a[2].mul(b[1])), a[2].mul(b[0]).sub(a[0].mul(b[2])), a[0].mul(b[1]).sub(a[1].mul(b[0]))];

/** An integer vector divided by the gcd of its entries. */
function reduce3(v: TVec3): TVec3 {
  const g = v.map((c) => Math.abs(c.n)).reduce((x, y) => gcdInt(x, y)) || 1;
  return [v[0].div(g), v[1].div(g), v[2].div(g)];
}

/** |a·b| / (|a||b|) as a surd, for integer-scaled vectors */
function cosBetween(a: TVec3, b: TVec3): Surd {
  const d = dot3(a, b).abs();
  const aa = dot3(a, a);
  const bb = dot3(b, b);
  return Surd.sqrtOf(aa.mul(bb)).c.n === 0 ? new Surd(0) : new Surd(d).div(Surd.sqrtOf(aa.mul(bb)));
}

export const solidProblem: TSolutionGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const a = rng.int(1, 3);
    const h = rng.pick([2, 4]);
    const D = v3(0, 0, 0);
    const A1 = v3(a, 0, h);
    const B = v3(a, a, 0);
    const E = v3(0, a, h / 2);
    const n = cross3(sub3(A1, D), sub3(B, D));
    const BE = sub3(E, B);
    if (!dot3(n, sub3(A1, D)).eq(0) || !dot3(n, sub3(B, D)).eq(0)) throw new Error('solid: normal');
    const sin = cosBetween(n, BE);
    const nSimple = reduce3(n);
    return {
      category: 'solid',
      kp: [K.spacePerp, K.spaceCoord, K.spaceAngle],
      difficulty: 4,
      grade: 2,
      stem: p(`如图，在直四棱柱 ${m('ABCD-A_1B_1C_1D_1')} 中，底面 ${m('ABCD')} 是边长为 ${a} 的正方形，${m(`AA_1=${h}`)}，${m('E')} 为棱 ${m('CC_1')} 的中点。`) + parts([`求证：${m('BD\\perp A_1E')}；`, `求直线 ${m('BE')} 与平面 ${m('A_1BD')} 所成角的正弦值。`]),
      answer: p(`（1）证明见解析；（2）${m(sin.tex())}。`),
      analysis:
        p(`（1）证明：连接 ${m('AC')}。因为底面 ${m('ABCD')} 是正方形，所以 ${m('BD\\perp AC')}。因为 ${m('AA_1\\perp')} 平面 ${m('ABCD')}，${m('BD\\subset')} 平面 ${m('ABCD')}，所以 ${m('BD\\perp AA_1')}。又 ${m('AC\\cap AA_1=A')}，所以 ${m('BD\\perp')} 平面 ${m('ACC_1A_1')}。因为 ${m('E\\in CC_1')}，所以 ${m('A_1E\\subset')} 平面 ${m('ACC_1A_1')}，故 ${m('BD\\perp A_1E')}。`) +
        p(`（2）以 ${m('D')} 为原点，${m('DA,DC,DD_1')} 所在直线分别为 ${m('x,y,z')} 轴建立空间直角坐标系，则 ${m(`D(0,0,0)`)}，${m(`B${vt(B)}`)}，${m(`A_1${vt(A1)}`)}，${m(`E${vt(E)}`)}。`) +
        p(`${m(`\\overrightarrow{DA_1}=${vt(A1)}`)}，${m(`\\overrightarrow{DB}=${vt(B)}`)}，设平面 ${m('A_1BD')} 的法向量为 ${m('\\vec n=(x,y,z)')}，则 ${m(`\\begin{cases}${polyTex([[a, 'x'], [h, 'z']])}=0,\\\\${polyTex([[a, 'x'], [a, 'y']])}=0,\\end{cases}`)} 取 ${m(`\\vec n=${vt(nSimple)}`)}。`) +
        p(`${m(`\\overrightarrow{BE}=${vt(BE)}`)}，设直线 ${m('BE')} 与平面 ${m('A_1BD')} 所成角为 ${m('\\theta')}，则 ${m(`\\sin\\theta=|\\cos\\langle\\overrightarrow{BE},\\vec n\\rangle|=\\frac{|\\overrightarrow{BE}\\cdot\\vec n|}{|\\overrightarrow{BE}||\\vec n|}=\\frac{${dot3(BE, nSimple).abs().tex()}}{${Surd.sqrtOf(dot3(BE, BE)).tex()}\\times ${Surd.sqrtOf(dot3(nSimple, nSimple)).tex()}}=${sin.tex()}`)}。`),
    };
  }
  if (form === 1) {
    const pp = rng.int(1, 3);
    const qq = rng.int(1, 3);
    const r = rng.int(1, 3);
    const n = v3(qq * r, pp * r, pp * qq);
    const cos = new Surd(q(pp * qq)).div(Surd.sqrtOf(dot3(n, n)));
    const g = [qq * r, pp * r, pp * qq].reduce((x, y) => gcdInt(x, y));
    const ns: TVec3 = [n[0].div(g), n[1].div(g), n[2].div(g)];
    return {
      category: 'solid',
      kp: [K.spacePerp, K.spaceCoord, K.spaceAngle],
      difficulty: 4,
      grade: 2,
      stem: p(`如图，在直三棱柱 ${m('ABC-A_1B_1C_1')} 中，${m('AB\\perp AC')}，${m(`AB=${pp}`)}，${m(`AC=${qq}`)}，${m(`AA_1=${r}`)}。`) + parts([`求证：${m('AB\\perp A_1C')}；`, `求平面 ${m('A_1BC')} 与平面 ${m('ABC')} 夹角的余弦值。`]),
      answer: p(`（1）证明见解析；（2）${m(cos.tex())}。`),
      analysis:
        p(`（1）证明：因为 ${m('AA_1\\perp')} 平面 ${m('ABC')}，${m('AB\\subset')} 平面 ${m('ABC')}，所以 ${m('AB\\perp AA_1')}。又 ${m('AB\\perp AC')}，${m('AC\\cap AA_1=A')}，所以 ${m('AB\\perp')} 平面 ${m('ACC_1A_1')}。因为 ${m('A_1C\\subset')} 平面 ${m('ACC_1A_1')}，所以 ${m('AB\\perp A_1C')}。`) +
        p(`（2）以 ${m('A')} 为原点，${m('AB,AC,AA_1')} 所在直线分别为 ${m('x,y,z')} 轴建立空间直角坐标系，则 ${m(`B(${pp},0,0)`)}，${m(`C(0,${qq},0)`)}，${m(`A_1(0,0,${r})`)}，${m(`\\overrightarrow{A_1B}=(${pp},0,${-r})`)}，${m(`\\overrightarrow{A_1C}=(0,${qq},${-r})`)}。`) +
        p(`设平面 ${m('A_1BC')} 的法向量为 ${m('\\vec n=(x,y,z)')}，由 ${m(`\\begin{cases}${pp === 1 ? '' : pp}x-${r === 1 ? '' : r}z=0,\\\\${qq === 1 ? '' : qq}y-${r === 1 ? '' : r}z=0,\\end{cases}`)} 取 ${m(`\\vec n=${vt(ns)}`)}。平面 ${m('ABC')} 的一个法向量为 ${m('\\vec m=(0,0,1)')}。`) +
        p(`所以平面 ${m('A_1BC')} 与平面 ${m('ABC')} 夹角的余弦值为 ${m(`|\\cos\\langle\\vec m,\\vec n\\rangle|=\\frac{${ns[2].tex()}}{${Surd.sqrtOf(dot3(ns, ns)).tex()}}=${cos.tex()}`)}。`),
    };
  }
  const a = rng.int(1, 3);
  const h = rng.int(1, 3);
  const P = v3(0, 0, h);
  const B = v3(a, 0, 0);
  const Dp = v3(0, a, 0);
  const C = v3(a, a, 0);
  const n = cross3(sub3(B, P), sub3(Dp, P));
  const PC = sub3(C, P);
  const sin = cosBetween(n, PC);
  const ns = reduce3(n);
  return {
    category: 'solid',
    kp: [K.spacePerp, K.spaceCoord, K.spaceAngle],
    difficulty: 4,
    grade: 2,
    stem: p(`如图，在四棱锥 ${m('P-ABCD')} 中，${m('PA\\perp')} 底面 ${m('ABCD')}，底面 ${m('ABCD')} 是边长为 ${a} 的正方形，${m(`PA=${h}`)}。`) + parts([`求证：${m('BD\\perp PC')}；`, `求直线 ${m('PC')} 与平面 ${m('PBD')} 所成角的正弦值。`]),
    answer: p(`（1）证明见解析；（2）${m(sin.tex())}。`),
    analysis:
      p(`（1）证明：因为 ${m('PA\\perp')} 底面 ${m('ABCD')}，所以 ${m('PA\\perp BD')}。又底面是正方形，${m('BD\\perp AC')}，${m('PA\\cap AC=A')}，所以 ${m('BD\\perp')} 平面 ${m('PAC')}。又 ${m('PC\\subset')} 平面 ${m('PAC')}，所以 ${m('BD\\perp PC')}。`) +
      p(`（2）以 ${m('A')} 为原点，${m('AB,AD,AP')} 所在直线分别为 ${m('x,y,z')} 轴建立空间直角坐标系，则 ${m(`P${vt(P)}`)}，${m(`B${vt(B)}`)}，${m(`D${vt(Dp)}`)}，${m(`C${vt(C)}`)}。`) +
      p(`${m(`\\overrightarrow{PB}=${vt(sub3(B, P))}`)}，${m(`\\overrightarrow{PD}=${vt(sub3(Dp, P))}`)}，设平面 ${m('PBD')} 的法向量 ${m('\\vec n=(x,y,z)')}，由 ${m('\\vec n\\cdot\\overrightarrow{PB}=0')}，${m('\\vec n\\cdot\\overrightarrow{PD}=0')} 取 ${m(`\\vec n=${vt(ns)}`)}。`) +
      p(`${m(`\\overrightarrow{PC}=${vt(PC)}`)}，所以所求正弦值为 ${m(`\\frac{|\\overrightarrow{PC}\\cdot\\vec n|}{|\\overrightarrow{PC}||\\vec n|}=\\frac{${dot3(PC, ns).abs().tex()}}{${Surd.sqrtOf(dot3(PC, PC)).tex()}\\times ${Surd.sqrtOf(dot3(ns, ns)).tex()}}=${sin.tex()}`)}。`),
  };
};

function gcdInt(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcdInt(b, a % b);
}

// ---------------------------------------------------------------- 概率

function distributionTable(values: number[], probs: Q[]): string {
  return table([[m('X'), ...values.map(String)], [m('P'), ...probs.map((pr) => m(pr.tex()))]]);
}

export const probabilityProblem: TSolutionGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const ps = [rng.pick([q(1, 2), q(2, 3), q(3, 4)]), rng.pick([q(1, 2), q(2, 3), q(3, 5)]), rng.pick([q(1, 3), q(1, 2), q(2, 5), q(1, 4)])];
    // distribution of the number of passed stages
    let dist = [q(1)];
    for (const pr of ps) {
      const next = Array.from({ length: dist.length + 1 }, () => q(0));
      dist.forEach((v, k) => {
        next[k] = next[k]!.add(v.mul(q(1).sub(pr)));
        next[k + 1] = next[k + 1]!.add(v.mul(pr));
      });
      dist = next;
    }
    const total = dist.reduce((s, v) => s.add(v), q(0));
    if (!total.eq(1)) throw new Error('probability: distribution does not sum to 1');
    const E = dist.reduce((s, v, k) => s.add(v.mul(k)), q(0));
    if (!E.eq(ps[0]!.add(ps[1]!).add(ps[2]!))) throw new Error('probability: mean mismatch');
    const qs = ps.map((x) => q(1).sub(x));
    return {
      category: 'probability',
      kp: [K.probability, K.distribution],
      difficulty: 4,
      grade: 2,
      stem: p(`某闯关游戏共设三关，甲通过第一、二、三关的概率分别为 ${m(ps[0]!.tex())}，${m(ps[1]!.tex())}，${m(ps[2]!.tex())}，且各关是否通过相互独立（无论前一关是否通过，均可参加下一关）。记甲通过的关数为 ${m('X')}。`) + parts(['求甲恰好通过一关的概率；', `求 ${m('X')} 的分布列及数学期望。`]),
      answer: p(`（1）${m(dist[1]!.tex())}；（2）分布列见解析，${m(`E(X)=${E.tex()}`)}。`),
      analysis:
        p(`（1）记甲通过第 ${m('i')} 关为事件 ${m('A_i')}，则恰好通过一关的概率为 ${m(`P=P(A_1\\bar A_2\\bar A_3)+P(\\bar A_1A_2\\bar A_3)+P(\\bar A_1\\bar A_2A_3)`)}${m(`=${ps[0]!.tex()}\\times ${qs[1]!.tex()}\\times ${qs[2]!.tex()}+${qs[0]!.tex()}\\times ${ps[1]!.tex()}\\times ${qs[2]!.tex()}+${qs[0]!.tex()}\\times ${qs[1]!.tex()}\\times ${ps[2]!.tex()}=${dist[1]!.tex()}`)}。`) +
        p(`（2）${m('X')} 的可能取值为 0，1，2，3。${m(`P(X=0)=${qs[0]!.tex()}\\times ${qs[1]!.tex()}\\times ${qs[2]!.tex()}=${dist[0]!.tex()}`)}，${m(`P(X=1)=${dist[1]!.tex()}`)}，${m(`P(X=3)=${ps[0]!.tex()}\\times ${ps[1]!.tex()}\\times ${ps[2]!.tex()}=${dist[3]!.tex()}`)}，${m(`P(X=2)=1-P(X=0)-P(X=1)-P(X=3)=${dist[2]!.tex()}`)}。`) +
        p(`所以 ${m('X')} 的分布列为`) +
        distributionTable([0, 1, 2, 3], dist) +
        p(`${m(`E(X)=0\\times ${dist[0]!.tex()}+1\\times ${dist[1]!.tex()}+2\\times ${dist[2]!.tex()}+3\\times ${dist[3]!.tex()}=${E.tex()}`)}。`),
    };
  }
  if (form === 1) {
    const bad = rng.int(2, 4);
    const good = rng.int(4, 7);
    const N = bad + good;
    const k = 3;
    const total = binom(N, k);
    const values = Array.from({ length: Math.min(bad, k) + 1 }, (_, i) => i);
    const probs = values.map((x) => q(binom(bad, x) * binom(good, k - x), total));
    const E = probs.reduce((s, v, x) => s.add(v.mul(x)), q(0));
    if (!E.eq(q(k * bad, N))) throw new Error('probability: hypergeometric mean');
    const atLeastOne = q(1).sub(probs[0]!);
    return {
      category: 'probability',
      kp: [K.binomialDist, K.distribution],
      difficulty: 3,
      grade: 2,
      stem: p(`一箱产品共 ${N} 件，其中有 ${bad} 件次品。现从中随机抽取 ${k} 件进行检测，记抽到的次品件数为 ${m('X')}。`) + parts(['求至少抽到 1 件次品的概率；', `求 ${m('X')} 的分布列及数学期望。`]),
      answer: p(`（1）${m(atLeastOne.tex())}；（2）分布列见解析，${m(`E(X)=${E.tex()}`)}。`),
      analysis:
        p(`（1）从 ${N} 件中任取 ${k} 件共有 ${m(`\\mathrm{C}_{${N}}^{${k}}=${total}`)} 种取法，没有次品的取法有 ${m(`\\mathrm{C}_{${good}}^{${k}}=${binom(good, k)}`)} 种，所以至少抽到 1 件次品的概率为 ${m(`1-\\frac{${binom(good, k)}}{${total}}=${atLeastOne.tex()}`)}。`) +
        p(`（2）${m('X')} 服从超几何分布，可能取值为 ${values.join('，')}，${values.map((x) => m(`P(X=${x})=\\frac{\\mathrm{C}_{${bad}}^{${x}}\\mathrm{C}_{${good}}^{${k - x}}}{\\mathrm{C}_{${N}}^{${k}}}=${probs[x]!.tex()}`)).join('，')}。`) +
        p(`所以 ${m('X')} 的分布列为`) +
        distributionTable(values, probs) +
        p(`${m(`E(X)=${values.map((x) => `${x}\\times ${probs[x]!.tex()}`).join('+')}=${E.tex()}`)}（或由超几何分布的期望公式 ${m(`E(X)=\\frac{nM}{N}=\\frac{${k}\\times ${bad}}{${N}}=${E.tex()}`)}）。`),
    };
  }
  const n = rng.pick([3, 4]);
  const pr = rng.pick([q(1, 2), q(1, 3), q(2, 3), q(3, 4), q(2, 5), q(3, 5)]);
  const qq = q(1).sub(pr);
  const probs = Array.from({ length: n + 1 }, (_, k) => pr.pow(k).mul(qq.pow(n - k)).mul(binom(n, k)));
  const atLeast2 = probs.slice(2).reduce((s, v) => s.add(v), q(0));
  const E = pr.mul(n);
  const D = E.mul(qq);
  return {
    category: 'probability',
    kp: [K.binomialDist, K.distribution],
    difficulty: 3,
    grade: 2,
    stem: p(`某射手每次射击命中目标的概率为 ${m(pr.tex())}，且各次射击是否命中相互独立。该射手射击 ${n} 次，记命中目标的次数为 ${m('X')}。`) + parts(['求该射手至少命中 2 次的概率；', `求 ${m('X')} 的分布列、数学期望和方差。`]),
    answer: p(`（1）${m(atLeast2.tex())}；（2）分布列见解析，${m(`E(X)=${E.tex()}`)}，${m(`D(X)=${D.tex()}`)}。`),
    analysis:
      p(`（1）由题意 ${m(`X\\sim B\\left(${n},${pr.tex()}\\right)`)}，所以至少命中 2 次的概率为 ${m(`P(X\\ge 2)=1-P(X=0)-P(X=1)=1-${probs[0]!.tex()}-${probs[1]!.tex()}=${atLeast2.tex()}`)}。`) +
      p(`（2）${m(`P(X=k)=\\mathrm{C}_{${n}}^{k}\\left(${pr.tex()}\\right)^k\\left(${qq.tex()}\\right)^{${n}-k}`)}，${m(`k=0,1,\\cdots,${n}`)}，分布列为`) +
      distributionTable(
        probs.map((_, k) => k),
        probs,
      ) +
      p(`${m(`E(X)=np=${n}\\times ${pr.tex()}=${E.tex()}`)}，${m(`D(X)=np(1-p)=${n}\\times ${pr.tex()}\\times ${qq.tex()}=${D.tex()}`)}。`),
  };
};

// ---------------------------------------------------------------- 统计

export const statisticsProblem: TSolutionGen = (rng) => {
  if (rng.next() < 0.5) {
    const xs = [1, 2, 3, 4, 5];
    const ys = xs.map((x) => 10 + rng.int(1, 3) * x + rng.int(-1, 1));
    const sy = ys.reduce((s, y) => s + y, 0);
    if (sy % 5 !== 0) return null;
    const ybar = sy / 5;
    const sxy = xs.reduce((s, x, i) => s + x * ys[i]!, 0);
    const b = q(sxy - 5 * 3 * ybar, 55 - 5 * 9);
    const a = q(ybar).sub(b.mul(3));
    const x0 = rng.pick([6, 7, 8]);
    const pred = b.mul(x0).add(a);
    return {
      category: 'statistics',
      kp: [K.pairedData],
      difficulty: 3,
      grade: 3,
      stem:
        p('某商店统计了某种商品最近 5 个月的销量，数据如下表：') +
        table([['月份代码 ' + m('x'), ...xs.map(String)], ['销量 ' + m('y') + '（百件）', ...ys.map(String)]]) +
        parts([`求 ${m('y')} 关于 ${m('x')} 的经验回归方程 ${m('\\hat y=\\hat bx+\\hat a')}；`, `预测月份代码为 ${x0} 时该商品的销量。`]) +
        p(`参考公式：${m('\\hat b=\\frac{\\sum_{i=1}^{n}x_iy_i-n\\bar x\\bar y}{\\sum_{i=1}^{n}x_i^2-n\\bar x^2}')}，${m('\\hat a=\\bar y-\\hat b\\bar x')}。`),
      answer: p(`（1）${m(`\\hat y=${b.decimalOrTex(2)}x${a.n >= 0 ? '+' : ''}${a.decimalOrTex(2)}`)}；（2）约 ${m(pred.decimalOrTex(2))} 百件。`),
      analysis:
        p(`（1）${m('\\bar x=3')}，${m(`\\bar y=\\frac{${ys.join('+')}}{5}=${ybar}`)}，${m(`\\sum_{i=1}^{5}x_iy_i=${xs.map((x, i) => `${x}\\times ${ys[i]}`).join('+')}=${sxy}`)}，${m('\\sum_{i=1}^{5}x_i^2=55')}。`) +
        p(`所以 ${m(`\\hat b=\\frac{${sxy}-5\\times 3\\times ${ybar}}{55-5\\times 9}=${b.decimalOrTex(2)}`)}，${m(`\\hat a=${ybar}-${b.decimalOrTex(2)}\\times 3=${a.decimalOrTex(2)}`)}，经验回归方程为 ${m(`\\hat y=${b.decimalOrTex(2)}x${a.n >= 0 ? '+' : ''}${a.decimalOrTex(2)}`)}。`) +
        p(`（2）当 ${m(`x=${x0}`)} 时，${m(`\\hat y=${b.decimalOrTex(2)}\\times ${x0}${a.n >= 0 ? '+' : ''}${a.decimalOrTex(2)}=${pred.decimalOrTex(2)}`)}，所以预测销量约为 ${pred.decimalOrTex(2)} 百件。`),
    };
  }
  const a = rng.int(20, 45);
  const b = rng.int(10, 30);
  const c = rng.int(10, 30);
  const d = rng.int(20, 45);
  const n = a + b + c + d;
  const chi = q(n * (a * d - b * c) ** 2, (a + b) * (c + d) * (a + c) * (b + d));
  const v = chi.value;
  const crit = [
    [0.1, 2.706],
    [0.05, 3.841],
    [0.01, 6.635],
    [0.005, 7.879],
    [0.001, 10.828],
  ] as const;
  const alpha = rng.pick([0.05, 0.01] as const);
  const x0 = alpha === 0.05 ? 3.841 : 6.635;
  if (Math.abs(v - x0) < 0.05) return null;
  const sig = v > x0;
  return {
    category: 'statistics',
    kp: [K.pairedData],
    difficulty: 3,
    grade: 3,
    stem:
      p(`为了解学生是否喜欢体育锻炼与性别的关系，某校随机调查了 ${n} 名学生，得到如下列联表：`) +
      table([['', '喜欢', '不喜欢', '合计'], ['男生', String(a), String(b), String(a + b)], ['女生', String(c), String(d), String(c + d)], ['合计', String(a + c), String(b + d), String(n)]]) +
      parts([`根据表中数据，计算 ${m('\\chi^2')} 的值（精确到 0.001）；`, `依据小概率值 ${m(`\\alpha=${alpha}`)} 的独立性检验，能否认为学生是否喜欢体育锻炼与性别有关联？`]) +
      p(`附：${m('\\chi^2=\\frac{n(ad-bc)^2}{(a+b)(c+d)(a+c)(b+d)}')}，其中 ${m('n=a+b+c+d')}。`) +
      table([[m('\\alpha'), ...crit.map((r) => String(r[0]))], [m('x_{\\alpha}'), ...crit.map((r) => String(r[1]))]]),
    answer: p(`（1）${m(`\\chi^2\\approx ${v.toFixed(3)}`)}；（2）${sig ? '能' : '不能'}认为学生是否喜欢体育锻炼与性别有关联。`),
    analysis:
      p(`（1）${m(`\\chi^2=\\frac{${n}\\times(${a}\\times ${d}-${b}\\times ${c})^2}{${a + b}\\times ${c + d}\\times ${a + c}\\times ${b + d}}\\approx ${v.toFixed(3)}`)}。`) +
      p(`（2）零假设为 ${m('H_0')}：学生是否喜欢体育锻炼与性别无关联。因为 ${m(`\\chi^2\\approx ${v.toFixed(3)}${sig ? '>' : '<'}${x0}=x_{${alpha}}`)}，${sig ? `所以依据 ${m(`\\alpha=${alpha}`)} 的独立性检验，推断 ${m('H_0')} 不成立，即认为学生是否喜欢体育锻炼与性别有关联，此推断犯错误的概率不大于 ${alpha}。` : `所以依据 ${m(`\\alpha=${alpha}`)} 的独立性检验，没有充分证据推断 ${m('H_0')} 不成立，因此可以认为 ${m('H_0')} 成立，即认为学生是否喜欢体育锻炼与性别无关联。`}`),
  };
};

// ---------------------------------------------------------------- 圆锥曲线

/** Coefficients scaled to coprime integers (same equation). */
function reducedCoefficients(cs: Q[]): Q[] {
  const l = cs.reduce((acc, c) => (acc * c.d) / gcdInt(acc, c.d), 1);
  const ints = cs.map((c) => c.mul(l));
  const g = ints.map((c) => Math.abs(c.n)).reduce((x, y) => gcdInt(x, y)) || 1;
  return ints.map((c) => c.div(g));
}

export const conicProblem: TSolutionGen = (rng) => {
  if (rng.next() < 0.6) {
    const [a, b2, c] = rng.pick(ELLIPSES);
    const e = q(c, a);
    const y0 = q(b2, a);
    const k = rng.pick([q(1), q(-1), q(2), q(1, 2), q(-2)]);
    const a2 = a * a;
    const A = k.mul(k).mul(a2).add(b2);
    const S = k.mul(k).mul(2 * a2 * c).div(A);
    const P = k.mul(k).mul(a2 * c * c).sub(a2 * b2).div(A);
    const D = S.mul(S).sub(P.mul(4));
    const len = Surd.sqrtOf(k.mul(k).add(1).mul(D));
    const formula = k.mul(k).add(1).mul(2 * a * b2).div(A);
    if (!len.isRational || !len.c.eq(formula)) throw new Error('conic: chord length mismatch');
    // |a²/(1-e²)| check: the point (c, b²/a) is on the ellipse
    if (!q(c * c, a2).add(y0.mul(y0).div(b2)).eq(1)) throw new Error('conic: point not on ellipse');
    return {
      category: 'conic',
      kp: [K.ellipse, K.lineConic],
      difficulty: 5,
      grade: 3,
      stem: p(`已知椭圆 ${m('C:\\frac{x^2}{a^2}+\\frac{y^2}{b^2}=1\\ (a>b>0)')} 的离心率为 ${m(e.tex())}，且经过点 ${m(`P\\left(${c},${y0.tex()}\\right)`)}。`) + parts([`求椭圆 ${m('C')} 的方程；`, `过椭圆 ${m('C')} 的右焦点 ${m('F')} 且斜率为 ${m(k.tex())} 的直线 ${m('l')} 与椭圆 ${m('C')} 交于 ${m('A,B')} 两点，求 ${m('|AB|')}。`]),
      answer: p(`（1）${m(`\\frac{x^2}{${a2}}+\\frac{y^2}{${b2}}=1`)}；（2）${m(`|AB|=${formula.tex()}`)}。`),
      analysis:
        p(`（1）由 ${m(`e=\\frac{c}{a}=${e.tex()}`)} 得 ${m(`c=${e.tex()}a`)}，${m(`b^2=a^2-c^2=${q(1).sub(e.mul(e)).tex()}a^2`)}。将点 ${m('P')} 的坐标代入椭圆方程得 ${m(`\\frac{${c * c}}{a^2}+\\frac{${y0.mul(y0).n}}{${y0.mul(y0).d === 1 ? '' : y0.mul(y0).d}b^2}=1`)}，与 ${m(`b^2=${q(1).sub(e.mul(e)).tex()}a^2`)} 联立，解得 ${m(`a^2=${a2}`)}，${m(`b^2=${b2}`)}，所以椭圆 ${m('C')} 的方程为 ${m(`\\frac{x^2}{${a2}}+\\frac{y^2}{${b2}}=1`)}。`) +
        p(`（2）由（1）知 ${m(`c=${c}`)}，${m(`F(${c},0)`)}，直线 ${m('l')} 的方程为 ${m(`y=${coefTex(k, shiftTex('x', c))}`)}。设 ${m('A(x_1,y_1)')}，${m('B(x_2,y_2)')}，联立 ${m(`\\begin{cases}y=${coefTex(k, shiftTex('x', c))},\\\\\\frac{x^2}{${a2}}+\\frac{y^2}{${b2}}=1,\\end{cases}`)} 消去 ${m('y')} 得`) +
        dm(`${polyTex(reducedCoefficients([A, k.mul(k).mul(-2 * a2 * c), k.mul(k).mul(a2 * c * c).sub(a2 * b2)]).map((v, i) => [v, ['x^2', 'x', ''][i]!] as const))}=0`) +
        p(`所以 ${m(`x_1+x_2=${S.tex()}`)}，${m(`x_1x_2=${P.tex()}`)}，`) +
        p(`${m(`|AB|=\\sqrt{1+k^2}\\cdot\\sqrt{(x_1+x_2)^2-4x_1x_2}=\\sqrt{${k.mul(k).add(1).tex()}}\\times\\sqrt{${D.tex()}}=${formula.tex()}`)}。`),
    };
  }
  const pp = rng.int(1, 4);
  const x0 = rng.int(1, 3);
  const L = q(x0).add(q(pp, 2));
  const k = rng.pick([q(1), q(-1), q(2), q(1, 2)]);
  const len = q(2 * pp).mul(k.mul(k).add(1)).div(k.mul(k));
  const area = new Surd(q(pp * pp, 2).div(k.abs()), 1).mul(Surd.sqrtOf(k.mul(k).add(1)));
  // cross-check: y1 + y2 = 2p/k, y1 y2 = −p²
  const ySum = q(2 * pp).div(k);
  const yDiffSq = ySum.mul(ySum).add(4 * pp * pp);
  const area2 = Surd.sqrtOf(yDiffSq).mul(q(pp, 4));
  if (Math.abs(area2.value - area.value) > 1e-9) throw new Error('conic: area mismatch');
  const f = q(pp, 2);
  return {
    category: 'conic',
    kp: [K.parabola, K.lineConic],
    difficulty: 4,
    grade: 3,
    stem: p(`已知抛物线 ${m('C:y^2=2px\\ (p>0)')} 上一点 ${m(`M(${x0},m)`)} 到焦点 ${m('F')} 的距离为 ${m(L.tex())}。`) + parts([`求抛物线 ${m('C')} 的方程；`, `过焦点 ${m('F')} 且斜率为 ${m(k.tex())} 的直线与 ${m('C')} 交于 ${m('A,B')} 两点，求 ${m('|AB|')} 及 ${m('\\triangle OAB')} 的面积（${m('O')} 为坐标原点）。`]),
    answer: p(`（1）${m(`y^2=${2 * pp}x`)}；（2）${m(`|AB|=${len.tex()}`)}，${m(`S_{\\triangle OAB}=${area.tex()}`)}。`),
    analysis:
      p(`（1）由抛物线的定义，${m(`|MF|=${x0}+\\frac{p}{2}=${L.tex()}`)}，所以 ${m(`p=${pp}`)}，抛物线 ${m('C')} 的方程为 ${m(`y^2=${2 * pp}x`)}。`) +
      p(`（2）${m(`F\\left(${f.tex()},0\\right)`)}，直线方程为 ${m(`x=${coefTex(q(1).div(k), 'y')}+${f.tex()}`)}。设 ${m('A(x_1,y_1),B(x_2,y_2)')}，代入 ${m(`y^2=${2 * pp}x`)} 得 ${m(`${polyTex([[1, 'y^2'], [q(-2 * pp).div(k), 'y'], [-pp * pp, '']])}=0`)}，`) +
      p(`所以 ${m(`y_1+y_2=${ySum.tex()}`)}，${m(`y_1y_2=${-pp * pp}`)}，${m(`x_1+x_2=\\frac{y_1^2+y_2^2}{${2 * pp}}=\\frac{(y_1+y_2)^2-2y_1y_2}{${2 * pp}}=${ySum.mul(ySum).add(2 * pp * pp).div(2 * pp).tex()}`)}。`) +
      p(`由抛物线的定义，${m(`|AB|=x_1+x_2+p=${len.tex()}`)}。`) +
      p(`${m(`|y_1-y_2|=\\sqrt{(y_1+y_2)^2-4y_1y_2}=${Surd.sqrtOf(yDiffSq).tex()}`)}，所以 ${m(`S_{\\triangle OAB}=\\frac{1}{2}|OF|\\cdot|y_1-y_2|=\\frac{1}{2}\\times ${f.tex()}\\times ${Surd.sqrtOf(yDiffSq).tex()}=${area.tex()}`)}。`),
  };
};

// ---------------------------------------------------------------- 导数

export const derivativeProblem: TSolutionGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const r1 = rng.int(-2, 1);
    const r2 = r1 + rng.int(1, 3);
    const d = rng.int(-5, 5);
    const f = (x: number) => 2 * x ** 3 - 3 * (r1 + r2) * x ** 2 + 6 * r1 * r2 * x + d;
    const lo = r1 - rng.int(1, 2);
    const hi = r2 + rng.int(0, 2);
    const cands = [lo, hi, ...[r1, r2].filter((x) => x > lo && x < hi)];
    const vals = cands.map(f);
    const max = Math.max(...vals);
    const min = Math.min(...vals);
    const fx = polyTex([
      [2, 'x^3'],
      [-3 * (r1 + r2), 'x^2'],
      [6 * r1 * r2, 'x'],
      [d, ''],
    ]);
    const argOf = (v: number) => cands.filter((x) => f(x) === v).map((x) => m(`x=${x}`)).join(' 或 ');
    return {
      category: 'derivative',
      kp: [K.derivMonotonic, K.extremum],
      difficulty: 3,
      grade: 2,
      stem: p(`已知函数 ${m(`f(x)=${fx}`)}。`) + parts([`求 ${m('f(x)')} 的单调区间和极值；`, `求 ${m('f(x)')} 在区间 ${m(`[${lo},${hi}]`)} 上的最大值和最小值。`]),
      answer: p(`（1）增区间 ${m(interval('-inf', r1))}，${m(interval(r2, '+inf'))}，减区间 ${m(interval(r1, r2))}；极大值 ${m(String(f(r1)))}，极小值 ${m(String(f(r2)))}；（2）最大值 ${m(String(max))}，最小值 ${m(String(min))}。`),
      analysis:
        p(`（1）${m(`f'(x)=${polyTex([[6, 'x^2'], [-6 * (r1 + r2), 'x'], [6 * r1 * r2, '']])}=6${shiftTex('x', r1)}${shiftTex('x', r2)}`)}。令 ${m("f'(x)>0")} 得 ${m(`x<${r1}`)} 或 ${m(`x>${r2}`)}；令 ${m("f'(x)<0")} 得 ${m(`${r1}<x<${r2}`)}。`) +
        p(`所以 ${m('f(x)')} 的单调递增区间为 ${m(interval('-inf', r1))} 和 ${m(interval(r2, '+inf'))}，单调递减区间为 ${m(interval(r1, r2))}；极大值为 ${m(`f(${r1})=${f(r1)}`)}，极小值为 ${m(`f(${r2})=${f(r2)}`)}。`) +
        p(`（2）比较区间端点处的函数值与区间内的极值：${cands.map((x) => m(`f(${x})=${f(x)}`)).join('，')}，可知：`) +
        p(`${m('f(x)')} 在区间 ${m(`[${lo},${hi}]`)} 上的最大值为 ${m(String(max))}（当 ${argOf(max)} 时取得），最小值为 ${m(String(min))}（当 ${argOf(min)} 时取得）。`),
    };
  }
  if (form === 1) {
    const k = rng.int(1, 3);
    const a0 = rng.int(1, 4);
    const slope = k - a0;
    const tangent = `y=${polyTex([
      [slope, 'x'],
      [-k, ''],
    ])}`;
    const kTex = k === 1 ? '' : String(k);
    return {
      category: 'derivative',
      kp: [K.derivConcept, K.derivMonotonic, K.derivApply],
      difficulty: 5,
      grade: 3,
      stem: p(`已知函数 ${m(`f(x)=${kTex}\\ln x-ax`)}（${m('a\\in\\mathbf{R}')}）。`) + parts([`当 ${m(`a=${a0}`)} 时，求曲线 ${m('y=f(x)')} 在点 ${m('(1,f(1))')} 处的切线方程；`, `讨论 ${m('f(x)')} 的单调性；`, `若 ${m('f(x)\\le 0')} 对 ${m('x\\in(0,+\\infty)')} 恒成立，求实数 ${m('a')} 的取值范围。`]),
      answer: p(`（1）${m(tangent)}；（2）见解析；（3）${m(`a\\ge\\frac{${k}}{e}`)}。`),
      analysis:
        p(`（1）当 ${m(`a=${a0}`)} 时，${m(`f(x)=${kTex}\\ln x-${a0 === 1 ? '' : a0}x`)}，${m(`f(1)=${-a0}`)}，${m(`f'(x)=\\frac{${k}}{x}-${a0}`)}，${m(`f'(1)=${slope}`)}，所以切线方程为 ${slope === 0 ? m(tangent) : `${m(`y+${a0}=${coefTex(slope, '(x-1)')}`)}，即 ${m(tangent)}`}。`) +
        p(`（2）${m('f(x)')} 的定义域为 ${m('(0,+\\infty)')}，${m(`f'(x)=\\frac{${k}}{x}-a=\\frac{${k}-ax}{x}`)}。`) +
        p(`当 ${m('a\\le 0')} 时，${m("f'(x)>0")}，${m('f(x)')} 在 ${m('(0,+\\infty)')} 上单调递增；当 ${m('a>0')} 时，由 ${m("f'(x)>0")} 得 ${m(`0<x<\\frac{${k}}{a}`)}，由 ${m("f'(x)<0")} 得 ${m(`x>\\frac{${k}}{a}`)}，所以 ${m('f(x)')} 在 ${m(`\\left(0,\\frac{${k}}{a}\\right)`)} 上单调递增，在 ${m(`\\left(\\frac{${k}}{a},+\\infty\\right)`)} 上单调递减。`) +
        p(`（3）当 ${m('a\\le 0')} 时，${m(`f(1)=-a\\ge 0`)}，且 ${m('f(x)')} 单调递增，${m('x>1')} 时 ${m('f(x)>f(1)\\ge 0')}，不合题意。`) +
        p(`当 ${m('a>0')} 时，由（2）知 ${m(`f(x)_{\\max}=f\\left(\\frac{${k}}{a}\\right)=${kTex}\\ln\\frac{${k}}{a}-${k}`)}，由 ${m(`${kTex}\\ln\\frac{${k}}{a}-${k}\\le 0`)} 得 ${m(`\\ln\\frac{${k}}{a}\\le 1`)}，即 ${m(`a\\ge\\frac{${k}}{e}`)}。`) +
        p(`综上，实数 ${m('a')} 的取值范围为 ${m(`\\left[\\frac{${k}}{e},+\\infty\\right)`)}。`),
    };
  }
  const a0 = rng.pick([2, 3]);
  const minTex = `${a0 - 1}-${a0}\\ln ${a0}`;
  return {
    category: 'derivative',
    kp: [K.extremum, K.derivApply],
    difficulty: 6,
    grade: 3,
    stem: p(`已知函数 ${m('f(x)=e^x-ax-1')}（${m('a\\in\\mathbf{R}')}）。`) + parts([`当 ${m(`a=${a0}`)} 时，求 ${m('f(x)')} 的极值；`, `若 ${m('f(x)\\ge 0')} 对任意 ${m('x\\in\\mathbf{R}')} 恒成立，求 ${m('a')} 的值。`]),
    answer: p(`（1）极小值为 ${m(minTex)}，无极大值；（2）${m('a=1')}。`),
    analysis:
      p(`（1）当 ${m(`a=${a0}`)} 时，${m(`f'(x)=e^x-${a0}`)}。令 ${m("f'(x)=0")} 得 ${m(`x=\\ln ${a0}`)}。当 ${m(`x<\\ln ${a0}`)} 时 ${m("f'(x)<0")}，当 ${m(`x>\\ln ${a0}`)} 时 ${m("f'(x)>0")}，`) +
      p(`所以 ${m('f(x)')} 在 ${m(`x=\\ln ${a0}`)} 处取得极小值 ${m(`f(\\ln ${a0})=${a0}-${a0}\\ln ${a0}-1=${minTex}`)}，无极大值。`) +
      p(`（2）${m("f'(x)=e^x-a")}。若 ${m('a\\le 0')}，则 ${m("f'(x)>0")}，${m('f(x)')} 单调递增，而 ${m('f(0)=0')}，当 ${m('x<0')} 时 ${m('f(x)<0')}，不合题意。`) +
      p(`若 ${m('a>0')}，则 ${m('f(x)')} 在 ${m('(-\\infty,\\ln a)')} 上递减，在 ${m('(\\ln a,+\\infty)')} 上递增，${m('f(x)_{\\min}=f(\\ln a)=a-a\\ln a-1')}。`) +
      p(`令 ${m('g(a)=a-a\\ln a-1\\ (a>0)')}，则 ${m("g'(a)=-\\ln a")}，${m('g(a)')} 在 ${m('(0,1)')} 上递增，在 ${m('(1,+\\infty)')} 上递减，所以 ${m('g(a)\\le g(1)=0')}，当且仅当 ${m('a=1')} 时取等号。`) +
      p(`而由题意需 ${m('g(a)\\ge 0')}，所以 ${m('g(a)=0')}，即 ${m('a=1')}。`),
  };
};

// ---------------------------------------------------------------- 函数、集合（高一）

export const functionProblem: TSolutionGen = (rng) => {
  if (rng.next() < 0.5) {
    const pp = rng.int(2, 3);
    const qq = rng.int(-3, 4);
    const r = rng.int(-3, 4);
    const bound = q(qq + r, pp + 1);
    const inner1 = polyTex([
      [pp, 'x'],
      [-qq, ''],
    ]);
    const inner2 = polyTex([
      [1, 'x'],
      [-r, ''],
    ]);
    return {
      category: 'function',
      kp: [K.parity, K.monotonic, K.exponential],
      difficulty: 4,
      grade: 1,
      stem: p(`已知函数 ${m('f(x)=a-\\frac{2}{2^x+1}')} 是定义在 ${m('\\mathbf{R}')} 上的奇函数。`) + parts([`求实数 ${m('a')} 的值；`, `判断 ${m('f(x)')} 的单调性，并用定义证明；`, `解关于 ${m('x')} 的不等式 ${m(`f(${inner1})+f(${inner2})>0`)}。`]),
      answer: p(`（1）${m('a=1')}；（2）${m('f(x)')} 在 ${m('\\mathbf{R}')} 上单调递增；（3）${m(`\\left\\{x\\mid x>${bound.tex()}\\right\\}`)}。`),
      analysis:
        p(`（1）因为 ${m('f(x)')} 是 ${m('\\mathbf{R}')} 上的奇函数，所以 ${m('f(0)=a-1=0')}，${m('a=1')}。经检验，${m('f(x)=1-\\frac{2}{2^x+1}=\\frac{2^x-1}{2^x+1}')} 满足 ${m('f(-x)=-f(x)')}。`) +
        p(`（2）${m('f(x)')} 在 ${m('\\mathbf{R}')} 上单调递增。证明：任取 ${m('x_1<x_2')}，则 ${m('f(x_1)-f(x_2)=\\frac{2}{2^{x_2}+1}-\\frac{2}{2^{x_1}+1}=\\frac{2(2^{x_1}-2^{x_2})}{(2^{x_1}+1)(2^{x_2}+1)}')}。因为 ${m('x_1<x_2')}，所以 ${m('2^{x_1}<2^{x_2}')}，从而 ${m('f(x_1)-f(x_2)<0')}，即 ${m('f(x_1)<f(x_2)')}，所以 ${m('f(x)')} 在 ${m('\\mathbf{R}')} 上单调递增。`) +
        p(`（3）由 ${m(`f(${inner1})+f(${inner2})>0`)} 得 ${m(`f(${inner1})>-f(${inner2})=f(${polyTex([[-1, 'x'], [r, '']])})`)}。由 ${m('f(x)')} 单调递增得 ${m(`${inner1}>${polyTex([[-1, 'x'], [r, '']])}`)}，解得 ${m(`x>${bound.tex()}`)}，所以不等式的解集为 ${m(`\\left\\{x\\mid x>${bound.tex()}\\right\\}`)}。`),
    };
  }
  const lo = rng.int(0, 1);
  const hi = lo + rng.int(2, 3);
  const c = rng.int(1, 5);
  const a0 = rng.int(lo, hi);
  const f0 = (x: number) => x * x - 2 * a0 * x + c;
  const vals = [f0(lo), f0(hi)];
  const max0 = Math.max(...vals);
  const min0 = f0(a0);
  const left = polyTex([
    [-2 * lo, 'a'],
    [lo * lo + c, ''],
  ]);
  const right = polyTex([
    [-2 * hi, 'a'],
    [hi * hi + c, ''],
  ]);
  const mid = polyTex([
    [-1, 'a^2'],
    [c, ''],
  ]);
  return {
    category: 'function',
    kp: [K.monotonic, K.funcConcept],
    difficulty: 4,
    grade: 1,
    stem: p(`已知函数 ${m(`f(x)=x^2-2ax+${c}`)}。`) + parts([`当 ${m(`a=${a0}`)} 时，求 ${m('f(x)')} 在区间 ${m(`[${lo},${hi}]`)} 上的最大值和最小值；`, `记 ${m('f(x)')} 在区间 ${m(`[${lo},${hi}]`)} 上的最小值为 ${m('g(a)')}，求 ${m('g(a)')} 的表达式。`]),
    answer: p(`（1）最大值 ${m(String(max0))}，最小值 ${m(String(min0))}；（2）${m(`g(a)=\\begin{cases}${left}, & a<${lo},\\\\${mid}, & ${lo}\\le a\\le ${hi},\\\\${right}, & a>${hi}.\\end{cases}`)}`),
    analysis:
      p(`（1）当 ${m(`a=${a0}`)} 时，${m(`f(x)=${polyTex([[1, 'x^2'], [-2 * a0, 'x'], [c, '']])}=${shiftTex('x', a0)}^2${signed(c - a0 * a0)}`)}，对称轴 ${m(`x=${a0}\\in[${lo},${hi}]`)}，所以最小值为 ${m(`f(${a0})=${min0}`)}；又 ${m(`f(${lo})=${f0(lo)}`)}，${m(`f(${hi})=${f0(hi)}`)}，所以最大值为 ${m(String(max0))}。`) +
      p(`（2）${m(`f(x)=(x-a)^2+${c}-a^2`)}，图象的对称轴为 ${m('x=a')}。`) +
      p(`当 ${m(`a<${lo}`)} 时，${m('f(x)')} 在 ${m(`[${lo},${hi}]`)} 上单调递增，${m(`g(a)=f(${lo})=${left}`)}；`) +
      p(`当 ${m(`${lo}\\le a\\le ${hi}`)} 时，${m(`g(a)=f(a)=${mid}`)}；`) +
      p(`当 ${m(`a>${hi}`)} 时，${m('f(x)')} 在 ${m(`[${lo},${hi}]`)} 上单调递减，${m(`g(a)=f(${hi})=${right}`)}。`) +
      p(`综上，${m(`g(a)=\\begin{cases}${left}, & a<${lo},\\\\${mid}, & ${lo}\\le a\\le ${hi},\\\\${right}, & a>${hi}.\\end{cases}`)}`),
  };
};

export const setProblem: TSolutionGen = (rng) => {
  const pp = rng.int(-3, 0);
  const qq = pp + rng.int(3, 6);
  const mins = Math.max(pp + 2, Math.ceil(q(qq, 2).value));
  const maxs = qq;
  if (mins > maxs) return null;
  const m0 = rng.int(mins, maxs);
  const bl = m0 - 1;
  const bh = 2 * m0 + 1;
  if (!(pp < bl && bl < qq && qq < bh)) return null;
  const quad = polyTex([
    [1, 'x^2'],
    [-(pp + qq), 'x'],
    [pp * qq, ''],
  ]);
  const L = Math.max(-2, pp + 1);
  const U = q(qq - 1, 2);
  let range: string;
  if (U.cmp(L) < 0) range = interval('-inf', -2);
  else if (L === -2) range = interval('-inf', U, false, true);
  else range = `${interval('-inf', -2)}\\cup${interval(L, U, true, true)}`;
  return {
    category: 'set',
    kp: [K.setOps, K.setRelation, K.quadInequality],
    difficulty: 3,
    grade: 1,
    stem: p(`已知集合 ${m(`A=\\{x\\mid ${quad}\\le 0\\}`)}，${m('B=\\{x\\mid m-1\\le x\\le 2m+1\\}')}。`) + parts([`当 ${m(`m=${m0}`)} 时，求 ${m('A\\cup B')} 和 ${m('A\\cap(\\complement_{\\mathbf{R}}B)')}；`, `若 ${m('A\\cap B=B')}，求实数 ${m('m')} 的取值范围。`]),
    answer: p(`（1）${m(`A\\cup B=${interval(pp, bh, true, true)}`)}，${m(`A\\cap(\\complement_{\\mathbf{R}}B)=${interval(pp, bl, true, false)}`)}；（2）${m(range)}。`),
    analysis:
      p(`（1）由 ${m(`${quad}\\le 0`)} 得 ${m(`${pp}\\le x\\le ${qq}`)}，所以 ${m(`A=${interval(pp, qq, true, true)}`)}。当 ${m(`m=${m0}`)} 时，${m(`B=${interval(bl, bh, true, true)}`)}，${m(`\\complement_{\\mathbf{R}}B=${interval('-inf', bl)}\\cup${interval(bh, '+inf')}`)}，`) +
      p(`所以 ${m(`A\\cup B=${interval(pp, bh, true, true)}`)}，${m(`A\\cap(\\complement_{\\mathbf{R}}B)=${interval(pp, bl, true, false)}`)}。`) +
      p(`（2）由 ${m('A\\cap B=B')} 得 ${m('B\\subseteq A')}。当 ${m('B=\\varnothing')} 时，${m('m-1>2m+1')}，即 ${m('m<-2')}，满足题意；`) +
      p(`当 ${m('B\\ne\\varnothing')} 时，需 ${m(`\\begin{cases}m-1\\le 2m+1,\\\\m-1\\ge ${pp},\\\\2m+1\\le ${qq},\\end{cases}`)} 解得 ${U.cmp(L) < 0 ? '无解' : m(`${L}\\le m\\le ${U.tex()}`)}。`) +
      p(`综上，实数 ${m('m')} 的取值范围为 ${m(range)}。`),
  };
};

export const SOLUTION_GENERATORS: { gen: TSolutionGen; count: number; name: string }[] = [
  { gen: solveTriangle, count: 8, name: 'solveTriangle' },
  { gen: sequenceProblem, count: 9, name: 'sequenceProblem' },
  { gen: trigProblem, count: 5, name: 'trigProblem' },
  { gen: solidProblem, count: 9, name: 'solidProblem' },
  { gen: probabilityProblem, count: 8, name: 'probabilityProblem' },
  { gen: statisticsProblem, count: 5, name: 'statisticsProblem' },
  { gen: conicProblem, count: 9, name: 'conicProblem' },
  { gen: derivativeProblem, count: 9, name: 'derivativeProblem' },
  { gen: functionProblem, count: 5, name: 'functionProblem' },
  { gen: setProblem, count: 4, name: 'setProblem' },
];

