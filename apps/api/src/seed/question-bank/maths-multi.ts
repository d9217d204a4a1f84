/**
 * 多选题 generators: each builds a pool of statements whose truth is computed from the parameters
 * (or, for the authored pools, known and sampled), then two or three true statements are mixed
 * with false ones. Every false statement is a perturbation that is checked to differ from the
 * true value.
 */
import type { Rng } from '../random.js';
import { KP_MA as K } from './helpers.js';
import { Q, Surd, binom, coefTex, m, piTex, polyTex, q, shiftTex, signed, tx, type TMultiCore, type TMultiGen, type TStatement } from './maths-core.js';
import { inequalityStatements } from './maths-gen-functions.js';
import { ELLIPSES, SPACE_INTRO, spaceStatements } from './maths-gen-geometry.js';

const st = (tex: string, truth: boolean, why: string): TStatement => ({ tex, truth, why });

/** A true statement and, when the wrong value really differs, its false twin. */
function pair(trueTex: string, falseTex: string | null, whyTrue: string, whyFalse: string): TStatement[] {
  const group = trueTex;
  return falseTex === null || falseTex === trueTex ? [{ ...st(trueTex, true, whyTrue), group }] : [{ ...st(trueTex, true, whyTrue), group }, { ...st(falseTex, false, whyFalse), group }];
}

export const multiSpace: TMultiGen = () => ({
  kp: [K.spaceParallel, K.spacePerp, K.spacePosition],
  difficulty: 3,
  grade: 1,
  stem: `${SPACE_INTRO}则下列命题中正确的是`,
  statements: spaceStatements(),
});

export const multiInequality: TMultiGen = (rng) => {
  const { cond, statements } = inequalityStatements(rng);
  return { kp: [K.inequalityProps], difficulty: 3, grade: 1, stem: `若 ${m(cond.tex)}，则下列不等式一定成立的是`, statements };
};

type TFnEntry = { tex: string; ok: boolean; why: string };
const ODD_INCREASING: TFnEntry[] = [
  { tex: 'y=x^3', ok: true, why: tx('奇函数，在 $\\mathbf{R}$ 上单调递增') },
  { tex: 'y=x|x|', ok: true, why: tx('奇函数，$x\\ge 0$ 时 $y=x^2$，$x<0$ 时 $y=-x^2$，在 $\\mathbf{R}$ 上单调递增') },
  { tex: 'y=2^x-2^{-x}', ok: true, why: tx('奇函数，增函数减去减函数，在 $\\mathbf{R}$ 上单调递增') },
  { tex: 'y=x+\\sin x', ok: true, why: tx('奇函数，$y\'=1+\\cos x\\ge 0$，在 $\\mathbf{R}$ 上单调递增') },
  { tex: 'y=\\sqrt[3]{x}', ok: true, why: tx('奇函数，在 $\\mathbf{R}$ 上单调递增') },
  { tex: 'y=\\ln\\frac{1+x}{1-x}', ok: true, why: tx('定义域为 $(-1,1)$，$f(-x)=-f(x)$，且 $\\frac{1+x}{1-x}=-1+\\frac{2}{1-x}$ 单调递增，所以是增函数') },
  { tex: 'y=x-\\frac{1}{x}', ok: false, why: tx('是奇函数，但在定义域 $(-\\infty,0)\\cup(0,+\\infty)$ 上不是增函数（如 $f\\left(-\\frac{1}{2}\\right)=\\frac{3}{2}>f(1)=0$）') },
  { tex: 'y=\\tan x', ok: false, why: '是奇函数，但在整个定义域上不是增函数' },
  { tex: 'y=\\frac{1}{x}', ok: false, why: tx('是奇函数，在 $(-\\infty,0)$ 和 $(0,+\\infty)$ 上都单调递减') },
  { tex: 'y=x^2', ok: false, why: '是偶函数' },
  { tex: 'y=2^x', ok: false, why: '非奇非偶函数' },
  { tex: 'y=-x^3', ok: false, why: '是奇函数，但单调递减' },
  { tex: 'y=\\sin x', ok: false, why: tx('是奇函数，但在 $\\mathbf{R}$ 上不单调') },
  { tex: 'y=e^x+e^{-x}', ok: false, why: '是偶函数' },
];

export const multiOddIncreasing: TMultiGen = () => ({
  kp: [K.parity, K.monotonic],
  difficulty: 3,
  grade: 1,
  stem: '下列函数中，在其定义域内既是奇函数又是增函数的是',
  statements: ODD_INCREASING.map((f) => st(m(f.tex), f.ok, `${m(f.tex)}：${f.why}。`)),
});

export const multiSinusoid: TMultiGen = (rng) => {
  const amp = rng.pick([1, 2, 3]);
  const w = rng.pick([q(1), q(2), q(3)]);
  const phi = rng.pick([q(1, 6), q(-1, 6), q(1, 3), q(-1, 3), q(1, 4), q(-1, 4)]);
  const wx = w.eq(1) ? 'x' : `${w.n}x`;
  const f = `f(x)=${amp === 1 ? '' : amp}\\sin\\left(${wx}${phi.n > 0 ? '+' : ''}${piTex(phi)}\\right)`;
  const T = q(2).div(w);
  const axis = q(1, 2).sub(phi).div(w);
  const center = q(1).sub(phi).div(w);
  const incL = q(-1, 2).sub(phi).div(w);
  const incR = q(1, 2).sub(phi).div(w);
  const half = q(1).div(w);
  const shift = phi.div(w);
  const statements: TStatement[] = [
    ...pair(`${m('f(x)')} 的最小正周期为 ${m(piTex(T))}`, `${m('f(x)')} 的最小正周期为 ${m(piTex(T.mul(2)))}`, `${m(`T=\\frac{2\\pi}{${w.tex()}}=${piTex(T)}`)}。`, `最小正周期应为 ${m(piTex(T))}。`),
    ...pair(`直线 ${m(`x=${piTex(axis)}`)} 是 ${m('f(x)')} 图象的一条对称轴`, `直线 ${m(`x=${piTex(center)}`)} 是 ${m('f(x)')} 图象的一条对称轴`, `${m(`x=${piTex(axis)}`)} 时 ${m(`${wx}${phi.n > 0 ? '+' : ''}${piTex(phi)}=\\frac{\\pi}{2}`)}，函数取得最大值。`, `${m(`x=${piTex(center)}`)} 时函数值为 0，该直线不是对称轴。`),
    ...pair(`点 ${m(`\\left(${piTex(center)},0\\right)`)} 是 ${m('f(x)')} 图象的一个对称中心`, `点 ${m(`\\left(${piTex(axis)},0\\right)`)} 是 ${m('f(x)')} 图象的一个对称中心`, `${m(`x=${piTex(center)}`)} 时 ${m(`${wx}${phi.n > 0 ? '+' : ''}${piTex(phi)}=\\pi`)}，函数值为 0。`, `${m(`x=${piTex(axis)}`)} 时函数取最值，不是对称中心。`),
    ...pair(`${m('f(x)')} 在区间 ${m(`\\left[${piTex(incL)},${piTex(incR)}\\right]`)} 上单调递增`, `${m('f(x)')} 在区间 ${m(`\\left[${piTex(incL.add(half))},${piTex(incR.add(half))}\\right]`)} 上单调递增`, `该区间上 ${m(`${wx}${phi.n > 0 ? '+' : ''}${piTex(phi)}\\in\\left[-\\frac{\\pi}{2},\\frac{\\pi}{2}\\right]`)}，单调递增。`, `该区间上 ${m(`${wx}${phi.n > 0 ? '+' : ''}${piTex(phi)}\\in\\left[\\frac{\\pi}{2},\\frac{3\\pi}{2}\\right]`)}，单调递减。`),
    ...pair(
      `将 ${m(`y=${amp === 1 ? '' : amp}\\sin ${wx}`)} 的图象向${shift.n > 0 ? '左' : '右'}平移 ${m(piTex(shift.abs()))} 个单位长度可得到 ${m('f(x)')} 的图象`,
      w.eq(1) ? null : `将 ${m(`y=${amp === 1 ? '' : amp}\\sin ${wx}`)} 的图象向${shift.n > 0 ? '左' : '右'}平移 ${m(piTex(phi.abs()))} 个单位长度可得到 ${m('f(x)')} 的图象`,
      `${m(`f(x)=${amp === 1 ? '' : amp}\\sin\\left[${w.eq(1) ? '' : w.tex()}\\left(x${shift.n > 0 ? '+' : '-'}${piTex(shift.abs())}\\right)\\right]`)}。`,
      `平移量应为 ${m(piTex(shift.abs()))}，不是 ${m(piTex(phi.abs()))}。`,
    ),
    ...pair(`${m('f(x)')} 的最大值为 ${amp}`, `${m('f(x)')} 的最大值为 ${2 * amp}`, `振幅为 ${amp}，最大值为 ${amp}。`, `最大值为 ${amp}。`),
  ];
  return { kp: [K.trigGraph, K.sinusoid], difficulty: 4, grade: 1, stem: `已知函数 ${m(f)}，则下列说法正确的是`, statements };
};

export const multiCubic: TMultiGen = (rng) => {
  const r1 = rng.int(-3, 1);
  const r2 = r1 + rng.int(1, 3);
  const d = rng.int(-6, 6);
  const f = (x: Q) =>
    x
      .pow(3)
      .mul(2)
      .sub(x.mul(x).mul(3 * (r1 + r2)))
      .add(x.mul(6 * r1 * r2))
      .add(d);
  const fx = polyTex([
    [2, 'x^3'],
    [-3 * (r1 + r2), 'x^2'],
    [6 * r1 * r2, 'x'],
    [d, ''],
  ]);
  const fmax = f(q(r1));
  const fmin = f(q(r2));
  const zeros = fmax.n > 0 && fmin.n < 0 ? 3 : fmax.n === 0 || fmin.n === 0 ? 2 : 1;
  const mid = q(r1 + r2, 2);
  const fmid = f(mid);
  const wrongZeros = zeros === 3 ? 1 : 3;
  const statements: TStatement[] = [
    ...pair(`${m('f(x)')} 在区间 ${m(`(${r1},${r2})`)} 上单调递减`, `${m('f(x)')} 在区间 ${m(`(${r1},${r2})`)} 上单调递增`, `${m(`f'(x)=6${shiftTex('x', r1)}${shiftTex('x', r2)}`)}，在 ${m(`(${r1},${r2})`)} 上 ${m("f'(x)<0")}。`, `在 ${m(`(${r1},${r2})`)} 上 ${m("f'(x)<0")}，应为单调递减。`),
    ...pair(`${m(`x=${r1}`)} 是 ${m('f(x)')} 的极大值点`, `${m(`x=${r1}`)} 是 ${m('f(x)')} 的极小值点`, `${m("f'(x)")} 在 ${m(`x=${r1}`)} 两侧由正变负。`, `${m(`x=${r1}`)} 是极大值点。`),
    ...pair(`${m('f(x)')} 的极小值为 ${m(fmin.tex())}`, `${m('f(x)')} 的极小值为 ${m(fmin.add(2).tex())}`, `极小值 ${m(`f(${r2})=${fmin.tex()}`)}。`, `极小值应为 ${m(`f(${r2})=${fmin.tex()}`)}。`),
    ...pair(`${m('f(x)')} 恰有 ${zeros} 个零点`, `${m('f(x)')} 恰有 ${wrongZeros} 个零点`, `极大值 ${m(`f(${r1})=${fmax.tex()}`)}，极小值 ${m(`f(${r2})=${fmin.tex()}`)}，结合单调性知恰有 ${zeros} 个零点。`, `由极大值 ${m(fmax.tex())}、极小值 ${m(fmin.tex())} 知零点个数为 ${zeros}。`),
    ...pair(`曲线 ${m('y=f(x)')} 关于点 ${m(`\\left(${mid.tex()},${fmid.tex()}\\right)`)} 中心对称`, fmid.n === 0 ? null : `曲线 ${m('y=f(x)')} 关于点 ${m(`\\left(${mid.tex()},0\\right)`)} 中心对称`, `三次函数的图象关于点 ${m(`\\left(-\\frac{b}{3a},f\\left(-\\frac{b}{3a}\\right)\\right)`)} 中心对称，这里 ${m(`-\\frac{b}{3a}=${mid.tex()}`)}，${m(`f\\left(${mid.tex()}\\right)=${fmid.tex()}`)}。`, `对称中心的纵坐标应为 ${m(fmid.tex())}。`),
    ...pair(`曲线 ${m('y=f(x)')} 在点 ${m(`(0,${d})`)} 处的切线斜率为 ${m(String(6 * r1 * r2))}`, `曲线 ${m('y=f(x)')} 在点 ${m(`(0,${d})`)} 处的切线斜率为 ${m(String(6 * r1 * r2 + 6))}`, `${m(`f'(0)=6\\times(${-r1})\\times(${-r2})=${6 * r1 * r2}`)}。`, `${m(`f'(0)=${6 * r1 * r2}`)}。`),
  ];
  return { kp: [K.derivMonotonic, K.extremum, K.derivApply], difficulty: 4, grade: 2, stem: `已知函数 ${m(`f(x)=${fx}`)}，则`, statements };
};

export const multiArithmetic: TMultiGen = (rng) => {
  const a1 = rng.int(5, 15);
  const d = rng.pick([-2, -3, -1]);
  const a = (n: number) => a1 + (n - 1) * d;
  const S = (n: number) => n * a1 + (n * (n - 1) * d) / 2;
  let best = 1;
  for (let n = 1; n <= 40; n += 1) if (S(n) > S(best)) best = n;
  const maxNs = Array.from({ length: 40 }, (_, i) => i + 1).filter((n) => S(n) === S(best));
  const k = rng.int(4, 7);
  const statements: TStatement[] = [
    ...pair(`${m(`a_{${k}}=${a(k)}`)}`, `${m(`a_{${k}}=${a(k) - d}`)}`, `${m(`a_{${k}}=a_1+${k - 1}d=${a(k)}`)}。`, `${m(`a_{${k}}=${a(k)}`)}。`),
    ...pair(`${m('S_n')} 的最大值为 ${m(`S_{${maxNs[0]}}=${S(best)}`)}`, `${m('S_n')} 的最大值为 ${m(`S_{${maxNs[0]! + 1 + (maxNs.length - 1)}}`)}`, `${m('d<0')}，数列递减，当 ${m('a_n\\ge 0')} 时 ${m('S_n')} 递增，最大值为 ${m(`${maxNs.map((n) => `S_{${n}}`).join('=')}=${S(best)}`)}。`, `${m('S_n')} 的最大值为 ${m(`S_{${maxNs[0]}}`)}${maxNs.length > 1 ? `（也等于 ${m(`S_{${maxNs[1]}}`)}）` : ''}。`),
    ...pair(`数列 ${m('\\left\\{\\frac{S_n}{n}\\right\\}')} 是等差数列`, `数列 ${m('\\left\\{\\frac{S_n}{n}\\right\\}')} 是等比数列`, `${m(`\\frac{S_n}{n}=a_1+\\frac{n-1}{2}d`)}，是公差为 ${m(q(d, 2).tex())} 的等差数列。`, `${m('\\frac{S_n}{n}')} 是等差数列，公差不为 0，不是等比数列。`),
    ...pair(`${m(`S_{${2 * k - 1}}=${2 * k - 1}a_{${k}}`)}`, `${m(`S_{${2 * k}}=${2 * k}a_{${k}}`)}`, `${m(`S_{${2 * k - 1}}=\\frac{${2 * k - 1}(a_1+a_{${2 * k - 1}})}{2}=${2 * k - 1}a_{${k}}`)}。`, `${m(`S_{${2 * k}}=${k}(a_{${k}}+a_{${k + 1}})\\ne ${2 * k}a_{${k}}`)}（因为 ${m('d\\ne 0')}）。`),
    ...pair(`公差 ${m(`d=${d}`)}`, `公差 ${m(`d=${-d}`)}`, `由已知条件得 ${m(`d=${d}`)}。`, `公差为 ${m(String(d))}。`),
  ];
  return {
    kp: [K.arithmetic, K.seqSum],
    difficulty: 4,
    grade: 2,
    stem: `已知等差数列 ${m('\\{a_n\\}')} 的前 ${m('n')} 项和为 ${m('S_n')}，${m(`a_1=${a1}`)}，${m(`a_3+a_5=${a(3) + a(5)}`)}，则`,
    statements,
  };
};

function complexTex(re: number, im: number): string {
  const imag = im === 1 ? '\\mathrm{i}' : im === -1 ? '-\\mathrm{i}' : `${im}\\mathrm{i}`;
  if (im === 0) return String(re);
  if (re === 0) return imag;
  return `${re}${im > 0 ? '+' : ''}${imag}`;
}

export const multiComplex: TMultiGen = (rng) => {
  const e = rng.pick([1, 2, -1, -2, 3]);
  const f = rng.pick([1, 2, -1, -2, -3, 3]);
  if (Math.abs(e) === Math.abs(f)) return null;
  const c = rng.pick([1, 2]);
  const dd = rng.pick([1, -1]);
  const nr = e * c - f * dd;
  const ni = e * dd + f * c;
  const quadrant = e > 0 ? (f > 0 ? '一' : '四') : f > 0 ? '二' : '三';
  const wrongQuadrant = e > 0 ? (f > 0 ? '三' : '二') : f > 0 ? '四' : '一';
  const mod = Surd.sqrtOf(e * e + f * f);
  const statements: TStatement[] = [
    ...pair(`${m(`|z|=${mod.tex()}`)}`, `${m(`|z|=${e * e + f * f}`)}`, `${m(`|z|=\\sqrt{${e * e}+${f * f}}=${mod.tex()}`)}。`, `${m(`|z|=${mod.tex()}`)}。`),
    ...pair(`${m('z')} 的虚部为 ${m(String(f))}`, `${m('z')} 的虚部为 ${m(`${f}\\mathrm{i}`)}`, `${m(`z=${complexTex(e, f)}`)}，虚部为 ${m(String(f))}。`, '虚部是实数，不含 i。'),
    ...pair(`${m(`\\bar z=${complexTex(e, -f)}`)}`, `${m(`\\bar z=${complexTex(-e, f)}`)}`, '共轭复数实部相同、虚部互为相反数。', `${m(`\\bar z=${complexTex(e, -f)}`)}。`),
    ...pair(`${m('z')} 在复平面内对应的点位于第${quadrant}象限`, `${m('z')} 在复平面内对应的点位于第${wrongQuadrant}象限`, `对应点为 ${m(`(${e},${f})`)}。`, `对应点 ${m(`(${e},${f})`)} 在第${quadrant}象限。`),
    ...pair(`${m('z')} 是方程 ${m(`x^2${signed(-2 * e)}x+${e * e + f * f}=0`)} 的一个根`, `${m('z')} 是方程 ${m(`x^2${signed(2 * e)}x+${e * e + f * f}=0`)} 的一个根`, `该方程的两根为 ${m(`${e}\\pm ${Math.abs(f) === 1 ? '' : Math.abs(f)}\\mathrm{i}`)}。`, `该方程的两根为 ${m(`${-e}\\pm ${Math.abs(f) === 1 ? '' : Math.abs(f)}\\mathrm{i}`)}。`),
  ];
  return {
    kp: [K.complexConcept, K.complexOps],
    difficulty: 3,
    grade: 1,
    stem: `已知复数 ${m(`z=\\frac{${complexTex(nr, ni)}}{${complexTex(c, dd)}}`)}（${m('\\mathrm{i}')} 为虚数单位），则`,
    statements,
  };
};

export const multiEllipse: TMultiGen = (rng) => {
  const [a, b2, c] = rng.pick(ELLIPSES);
  const b = Surd.sqrtOf(b2);
  const eq = `\\frac{x^2}{${a * a}}+\\frac{y^2}{${b2}}=1`;
  const statements: TStatement[] = [
    ...pair(`长轴长为 ${m(String(2 * a))}`, `长轴长为 ${m(String(a))}`, `${m(`a=${a}`)}，长轴长 ${m(`2a=${2 * a}`)}。`, `长轴长为 ${m(String(2 * a))}。`),
    ...pair(`离心率为 ${m(q(c, a).tex())}`, b.div(a).tex() === q(c, a).tex() ? null : `离心率为 ${m(b.div(a).tex())}`, `${m(`c=\\sqrt{a^2-b^2}=${c}`)}，${m(`e=\\frac{c}{a}=${q(c, a).tex()}`)}。`, `离心率为 ${m(q(c, a).tex())}。`),
    ...pair(`焦点坐标为 ${m(`(\\pm ${c},0)`)}`, `焦点坐标为 ${m(`(0,\\pm ${c})`)}`, '焦点在 x 轴上。', '焦点在 x 轴上，应为 (±c,0)。'),
    ...pair(`椭圆上的点到焦点距离的最大值为 ${m(String(a + c))}`, `椭圆上的点到焦点距离的最大值为 ${m(String(2 * a))}`, `最大值为 ${m(`a+c=${a + c}`)}。`, `最大值为 ${m(`a+c=${a + c}`)}。`),
    ...pair(`过焦点且垂直于 ${m('x')} 轴的弦长为 ${m(q(2 * b2, a).tex())}`, `过焦点且垂直于 ${m('x')} 轴的弦长为 ${m(q(b2, a).tex())}`, `通径长 ${m(`\\frac{2b^2}{a}=${q(2 * b2, a).tex()}`)}。`, `通径长为 ${m(q(2 * b2, a).tex())}。`),
  ];
  return { kp: [K.ellipse], difficulty: 3, grade: 2, stem: `关于椭圆 ${m(`C:${eq}`)}，下列说法正确的是`, statements };
};

export const multiStatistics: TMultiGen = (rng) => {
  const n = rng.pick([6, 8]);
  const data = Array.from({ length: n }, () => rng.int(2, 12));
  const sum = data.reduce((s, x) => s + x, 0);
  const mean = q(sum, n);
  const sorted = [...data].sort((x, y) => x - y);
  const median = q(sorted[n / 2 - 1]! + sorted[n / 2]!, 2);
  const range = sorted[n - 1]! - sorted[0]!;
  const variance = data.reduce((s, x) => s.add(q(x).sub(mean).pow(2)), q(0)).div(n);
  const counts = new Map<number, number>();
  for (const x of data) counts.set(x, (counts.get(x) ?? 0) + 1);
  const maxCount = Math.max(...counts.values());
  const modes = [...counts.entries()].filter(([, c]) => c === maxCount).map(([v]) => v);
  if (maxCount === 1 || modes.length > 1) return null;
  const mode = modes[0]!;
  const statements: TStatement[] = [
    ...pair(`平均数为 ${m(mean.decimalOrTex(2))}`, `平均数为 ${m(mean.add(1).decimalOrTex(2))}`, `${m(`\\bar x=\\frac{${sum}}{${n}}=${mean.decimalOrTex(2)}`)}。`, `平均数为 ${m(mean.decimalOrTex(2))}。`),
    ...pair(`中位数为 ${m(median.decimalOrTex(1))}`, `中位数为 ${m(q(sorted[n / 2]!).eq(median) ? median.add(1).decimalOrTex(1) : String(sorted[n / 2]))}`, `排序后为 ${m(sorted.join(','))}，中位数为 ${m(`\\frac{${sorted[n / 2 - 1]}+${sorted[n / 2]}}{2}=${median.decimalOrTex(1)}`)}。`, `中位数为 ${m(median.decimalOrTex(1))}。`),
    ...pair(`众数为 ${m(String(mode))}`, `众数为 ${m(String(sorted[0] === mode ? sorted[n - 1] : sorted[0]))}`, `${m(String(mode))} 出现了 ${maxCount} 次，次数最多。`, `众数为 ${m(String(mode))}。`),
    ...pair(`极差为 ${m(String(range))}`, `极差为 ${m(String(range + 1))}`, `极差为 ${m(`${sorted[n - 1]}-${sorted[0]}=${range}`)}。`, `极差为 ${m(String(range))}。`),
    ...pair(`方差为 ${m(variance.decimalOrTex(2))}`, `方差为 ${m(variance.add(1).decimalOrTex(2))}`, `${m(`s^2=\\frac{1}{${n}}\\sum_{i=1}^{${n}}(x_i-\\bar x)^2=${variance.decimalOrTex(2)}`)}。`, `方差为 ${m(variance.decimalOrTex(2))}。`),
  ];
  return { kp: [K.sampling], difficulty: 3, grade: 1, stem: `已知一组数据：${m(data.join(','))}，则下列说法正确的是`, statements };
};

export const multiVector: TMultiGen = (rng) => {
  const a: [number, number] = [rng.int(-3, 3), rng.int(-3, 3)];
  const b: [number, number] = [rng.int(-3, 3), rng.int(-3, 3)];
  if ((a[0] === 0 && a[1] === 0) || (b[0] === 0 && b[1] === 0)) return null;
  const dot = a[0] * b[0] + a[1] * b[1];
  const cross = a[0] * b[1] - a[1] * b[0];
  const aa = a[0] ** 2 + a[1] ** 2;
  const bb = b[0] ** 2 + b[1] ** 2;
  const sum = [a[0] + b[0], a[1] + b[1]];
  const sumLen = Surd.sqrtOf(sum[0]! ** 2 + sum[1]! ** 2);
  const proj = [q(dot * b[0], bb), q(dot * b[1], bb)];
  const statements: TStatement[] = [
    ...pair(`${m(`|\\vec a|=${Surd.sqrtOf(aa).tex()}`)}`, `${m(`|\\vec a|=${aa}`)}`, `${m(`|\\vec a|=\\sqrt{${aa}}`)}。`, `${m(`|\\vec a|=${Surd.sqrtOf(aa).tex()}`)}。`),
    ...pair(`${m(`\\vec a\\cdot\\vec b=${dot}`)}`, `${m(`\\vec a\\cdot\\vec b=${dot + 2}`)}`, `${m(`\\vec a\\cdot\\vec b=${a[0]}\\times ${b[0] < 0 ? `(${b[0]})` : b[0]}+${a[1] < 0 ? `(${a[1]})` : a[1]}\\times ${b[1] < 0 ? `(${b[1]})` : b[1]}=${dot}`)}。`, `数量积为 ${m(String(dot))}。`),
    st(`${m('\\vec a\\perp\\vec b')}`, dot === 0, dot === 0 ? '数量积为 0，两向量垂直。' : `数量积为 ${dot}，不为 0，不垂直。`),
    st(`${m('\\vec a\\parallel\\vec b')}`, cross === 0, cross === 0 ? '坐标交叉相乘之差为 0，两向量共线。' : `${m(`${a[0]}\\times ${b[1] < 0 ? `(${b[1]})` : b[1]}-${a[1] < 0 ? `(${a[1]})` : a[1]}\\times ${b[0] < 0 ? `(${b[0]})` : b[0]}=${cross}\\ne 0`)}，不共线。`),
    ...pair(`${m(`|\\vec a+\\vec b|=${sumLen.tex()}`)}`, `${m(`|\\vec a+\\vec b|=${Surd.sqrtOf(aa + bb).tex()}`)}`, `${m(`\\vec a+\\vec b=(${sum[0]},${sum[1]})`)}，模为 ${m(sumLen.tex())}。`, `${m(`|\\vec a+\\vec b|=${sumLen.tex()}`)}。`),
    ...(dot === 0
      ? []
      : pair(`${m('\\vec a')} 在 ${m('\\vec b')} 上的投影向量为 ${m(`\\left(${proj[0]!.tex()},${proj[1]!.tex()}\\right)`)}`, `${m('\\vec a')} 在 ${m('\\vec b')} 上的投影向量为 ${m(`\\left(${proj[1]!.tex()},${proj[0]!.tex()}\\right)`)}`, `投影向量为 ${m(`\\frac{\\vec a\\cdot\\vec b}{|\\vec b|^2}\\vec b=\\frac{${dot}}{${bb}}(${b[0]},${b[1]})`)}。`, `投影向量应为 ${m(`\\left(${proj[0]!.tex()},${proj[1]!.tex()}\\right)`)}。`)),
  ];
  return { kp: [K.vecCoord, K.vecDot], difficulty: 3, grade: 1, stem: `已知向量 ${m(`\\vec a=(${a[0]},${a[1]})`)}，${m(`\\vec b=(${b[0]},${b[1]})`)}，则`, statements };
};

export const multiBinomial: TMultiGen = (rng) => {
  const n = rng.int(4, 7);
  const a = rng.pick([1, 2, 3]);
  const b = rng.pick([1, -1, 2, -2]);
  const k = rng.int(1, n - 1);
  const coef = binom(n, k) * a ** k * b ** (n - k);
  const expr = `(${coefTex(a, 'x')}${signed(b)})^{${n}}`;
  const sumCoef = (a + b) ** n;
  const middle = n % 2 === 0 ? `第 ${n / 2 + 1} 项的二项式系数最大` : `第 ${(n + 1) / 2} 项与第 ${(n + 3) / 2} 项的二项式系数最大`;
  const wrongMiddle = `第 ${Math.floor(n / 2)} 项的二项式系数最大`;
  const statements: TStatement[] = [
    ...pair(`展开式共有 ${n + 1} 项`, `展开式共有 ${n} 项`, `${m(`(a+b)^{${n}}`)} 的展开式共有 ${n + 1} 项。`, `应为 ${n + 1} 项。`),
    ...pair(`二项式系数之和为 ${m(String(2 ** n))}`, sumCoef === 2 ** n ? null : `二项式系数之和为 ${m(String(sumCoef))}`, `二项式系数之和为 ${m(`2^{${n}}=${2 ** n}`)}。`, `二项式系数之和为 ${m(String(2 ** n))}，各项系数之和才是 ${m(String(sumCoef))}。`),
    ...pair(`各项系数之和为 ${m(String(sumCoef))}`, sumCoef === 2 ** n ? `各项系数之和为 ${m(String(sumCoef + 1))}` : `各项系数之和为 ${m(String(2 ** n))}`, `令 ${m('x=1')} 得各项系数之和为 ${m(`(${a}${signed(b)})^{${n}}=${sumCoef}`)}。`, `令 ${m('x=1')} 得各项系数之和为 ${m(String(sumCoef))}。`),
    ...pair(middle, wrongMiddle, `${m(`n=${n}`)}，二项式系数 ${m(`\\mathrm{C}_{${n}}^{r}`)} 在中间${n % 2 === 0 ? '一项' : '两项'}取最大值。`, `二项式系数最大的是中间项：${middle}。`),
    ...pair(`${m(k === 1 ? 'x' : `x^{${k}}`)} 的系数为 ${m(String(coef))}`, `${m(k === 1 ? 'x' : `x^{${k}}`)} 的系数为 ${m(String(binom(n, k)))}`, `${m(`\\mathrm{C}_{${n}}^{${n - k}}\\times ${a}^{${k}}\\times(${b})^{${n - k}}=${coef}`)}。`, `系数为 ${m(String(coef))}，${m(String(binom(n, k)))} 只是二项式系数。`),
  ];
  return { kp: [K.binomial], difficulty: 3, grade: 2, stem: `关于 ${m(expr)} 的展开式，下列结论正确的是`, statements };
};

export const MULTI_GENERATORS: { gen: TMultiGen; weight: number; name: string }[] = [
  { gen: multiSpace, weight: 3, name: 'multiSpace' },
  { gen: multiInequality, weight: 3, name: 'multiInequality' },
  { gen: multiOddIncreasing, weight: 2, name: 'multiOddIncreasing' },
  { gen: multiSinusoid, weight: 4, name: 'multiSinusoid' },
  { gen: multiCubic, weight: 4, name: 'multiCubic' },
  { gen: multiArithmetic, weight: 3, name: 'multiArithmetic' },
  { gen: multiComplex, weight: 3, name: 'multiComplex' },
  { gen: multiEllipse, weight: 3, name: 'multiEllipse' },
  { gen: multiStatistics, weight: 3, name: 'multiStatistics' },
  { gen: multiVector, weight: 3, name: 'multiVector' },
  { gen: multiBinomial, weight: 3, name: 'multiBinomial' },
];

/**
 * Chooses two or three true statements and fills up to four with false ones, preferring not to
 * show a statement next to its own false twin when there are alternatives. Returns null when the
 * pool is too small.
 */
export function chooseStatements(rng: Rng, core: TMultiCore): TStatement[] | null {
  const shuffled = <T>(xs: readonly T[]) => {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rng.next() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  const wantTrue = rng.next() < 0.5 ? 2 : 3;
  const used = new Set<string>();
  const take = (pool: TStatement[], k: number, strict: boolean) => {
    const out: TStatement[] = [];
    for (const s of pool) {
      if (out.length === k) break;
      if (strict && s.group !== undefined && used.has(s.group)) continue;
      out.push(s);
      if (s.group !== undefined) used.add(s.group);
    }
    return out;
  };
  const trues = shuffled(core.statements.filter((s) => s.truth));
  const falses = shuffled(core.statements.filter((s) => !s.truth));
  const t = take(trues, wantTrue, true);
  let f = take(falses, 4 - wantTrue, true);
  if (f.length < 4 - wantTrue) f = [...f, ...falses.filter((s) => !f.includes(s))].slice(0, 4 - wantTrue);
  if (t.length < wantTrue || f.length < 4 - wantTrue) return null;
  return shuffled([...t, ...f]);
}
