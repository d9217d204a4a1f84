/**
 * Templated maths (数列、立体几何、解析几何、计数原理、概率与统计): parameters from the PRNG,
 * answers computed exactly (sums by direct summation, probabilities by counting).
 */
import type { Rng } from '../random.js';
import { KP_MA as K } from './helpers.js';
import {
  Q,
  Surd,
  TRIPLES,
  binom,
  coefTex,
  factorial,
  fixedOptions,
  m,
  polyTex,
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
const piC = (c: Q | number): TCandidate => {
  const v = Q.of(c);
  return { tex: coefTex(v, '\\pi'), value: v.value * Math.PI };
};
const surdPi = (s: Surd): TCandidate => ({ tex: s.isRational ? coefTex(s.c, '\\pi') : `${s.tex()}\\pi`, value: s.value * Math.PI });
const sc = (s: Surd): TCandidate => ({ tex: s.tex(), value: s.value });

// ---------------------------------------------------------------- 数列

export const arithmeticSequence: TCoreGen = (rng) => {
  const a1 = rng.int(-5, 8);
  const d = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
  const a = (n: number) => a1 + (n - 1) * d;
  const S = (n: number) => n * a1 + (n * (n - 1) * d) / 2;
  const form = rng.int(0, 2);
  if (form === 0) {
    const i = rng.int(2, 4);
    const j = i + rng.int(2, 4);
    const k = rng.int(9, 12);
    const ans = a(k);
    return {
      kp: [K.arithmetic],
      difficulty: 2,
      grade: 2,
      stem: `在等差数列 ${m('\\{a_n\\}')} 中，${m(`a_{${i}}=${a(i)}`)}，${m(`a_{${j}}=${a(j)}`)}，则 ${m(`a_{${k}}=`)}`,
      answer: qc(ans),
      distractors: [a(k - 1), a(k + 1), ans + 2 * d, -ans, a(j) + (k - j) * (d + 1)].filter((v) => v !== ans).map(qc),
      analysis: `公差 ${m(`d=\\frac{a_{${j}}-a_{${i}}}{${j}-${i}}=\\frac{${a(j)}-${a(i) < 0 ? `(${a(i)})` : a(i)}}{${j - i}}=${d}`)}，所以 ${m(`a_{${k}}=a_{${j}}+${k - j}d=${a(j)}${signed((k - j) * d)}=${ans}`)}。`,
    };
  }
  if (form === 1) {
    const p = rng.int(3, 7);
    const t = rng.int(1, p - 1);
    const i = p - t;
    const j = p + t;
    const n = 2 * p - 1;
    const sum = a(i) + a(j);
    const ans = S(n);
    return {
      kp: [K.arithmetic, K.seqSum],
      difficulty: 3,
      grade: 2,
      stem: `已知等差数列 ${m('\\{a_n\\}')} 的前 ${m('n')} 项和为 ${m('S_n')}，若 ${m(`a_{${i}}+a_{${j}}=${sum}`)}，则 ${m(`S_{${n}}=`)}`,
      answer: qc(ans),
      distractors: [n * sum, S(n + 1), (n + 1) * a(p), ans + a(p), ans - sum].filter((v) => v !== ans).map(qc),
      analysis: `由等差数列的性质，${m(`a_{${i}}+a_{${j}}=2a_{${p}}=${sum}`)}，所以 ${m(`a_{${p}}=${a(p)}`)}，${m(`S_{${n}}=\\frac{${n}(a_1+a_{${n}})}{2}=${n}a_{${p}}=${ans}`)}。`,
    };
  }
  const n = rng.int(5, 8);
  return {
    kp: [K.arithmetic],
    difficulty: 2,
    grade: 2,
    stem: `已知等差数列 ${m('\\{a_n\\}')} 的前 ${m('n')} 项和为 ${m('S_n')}，${m(`a_1=${a1}`)}，${m(`S_{${n}}=${S(n)}`)}，则公差 ${m('d=')}`,
    answer: qc(d),
    distractors: [-d, d + 1, d - 1, 2 * d, q(S(n) - n * a1, n)].map(qc),
    analysis: `由 ${m(`S_{${n}}=${n}a_1+\\frac{${n}\\times ${n - 1}}{2}d`)} 得 ${m(`${S(n)}=${n * a1}+${(n * (n - 1)) / 2}d`)}，解得 ${m(`d=${d}`)}。`,
  };
};

export const geometricSequence: TCoreGen = (rng) => {
  const a1 = q(rng.pick([1, 2, 3, -1, 4]));
  const r = rng.pick([q(2), q(3), q(-2), q(1, 2), q(-3)]);
  const a = (n: number) => a1.mul(r.pow(n - 1));
  const S = (n: number) => {
    let s = q(0);
    for (let i = 1; i <= n; i += 1) s = s.add(a(i));
    return s;
  };
  const form = rng.int(0, 2);
  if (form === 0) {
    const k = rng.int(6, 8);
    const ans = a(k);
    return {
      kp: [K.geometric],
      difficulty: 2,
      grade: 2,
      stem: `在等比数列 ${m('\\{a_n\\}')} 中，${m(`a_2=${a(2).tex()}`)}，${m(`a_5=${a(5).tex()}`)}，则 ${m(`a_{${k}}=`)}`,
      answer: qc(ans),
      distractors: [ans.neg(), a(k - 1), a(k + 1), ans.mul(2), a1.mul(r.mul(k - 1))].filter((v) => !v.eq(ans)).map(qc),
      analysis: `由 ${m(`q^3=\\frac{a_5}{a_2}=${r.pow(3).tex()}`)} 得 ${m(`q=${r.tex()}`)}，所以 ${m(`a_{${k}}=a_5q^{${k - 5}}=${ans.tex()}`)}。`,
    };
  }
  if (form === 1) {
    const n = rng.int(4, 6);
    const ans = S(n);
    return {
      kp: [K.geometric, K.seqSum],
      difficulty: 3,
      grade: 2,
      stem: `已知等比数列 ${m('\\{a_n\\}')} 的首项 ${m(`a_1=${a1.tex()}`)}，公比 ${m(`q=${r.tex()}`)}，则其前 ${n} 项和 ${m(`S_{${n}}=`)}`,
      answer: qc(ans),
      distractors: [S(n - 1), S(n + 1), a(n), ans.neg(), a(n + 1)].filter((v) => !v.eq(ans)).map(qc),
      analysis: `${m(`S_{${n}}=\\frac{a_1(1-q^{${n}})}{1-q}=\\frac{${a1.tex()}\\times\\left(1-${r.n < 0 || !r.isInt ? `\\left(${r.tex()}\\right)` : r.tex()}^{${n}}\\right)}{1-${r.n < 0 ? `(${r.tex()})` : r.tex()}}=${ans.tex()}`)}。`,
    };
  }
  // positive geometric sequence: a_3 · a_7 = a_5²
  const b1 = q(rng.pick([1, 2, 3]));
  const rr = rng.pick([q(2), q(1, 2), q(3)]);
  const b = (n: number) => b1.mul(rr.pow(n - 1));
  const prod = b(3).mul(b(7));
  const ans = b(5);
  return {
    kp: [K.geometric],
    difficulty: 2,
    grade: 2,
    stem: `在各项均为正数的等比数列 ${m('\\{a_n\\}')} 中，${m(`a_3a_7=${prod.tex()}`)}，则 ${m('a_5=')}`,
    answer: qc(ans),
    distractors: [prod, prod.div(2), ans.neg(), ans.mul(2), ans.add(1)].filter((v) => !v.eq(ans)).map(qc),
    analysis: `由等比数列的性质 ${m(`a_5^2=a_3a_7=${prod.tex()}`)}，又 ${m('a_5>0')}，所以 ${m(`a_5=${ans.tex()}`)}。`,
  };
};

export const sequenceConcept: TCoreGen = (rng) => {
  const k = rng.int(5, 12);
  const c = rng.int(-5, 10);
  const f = (n: number) => n * n - k * n + c;
  let best = 1;
  for (let n = 1; n <= 20; n += 1) if (f(n) < f(best)) best = n;
  const ans = f(best);
  const ties = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((n) => f(n) === ans);
  return {
    kp: [K.seqConcept],
    difficulty: 3,
    grade: 2,
    stem: `已知数列 ${m('\\{a_n\\}')} 的通项公式为 ${m(`a_n=${polyTex([[1, 'n^2'], [-k, 'n'], [c, '']])}`)}，则该数列的最小项的值为`,
    answer: qc(ans),
    distractors: [qc(f(best - 1)), qc(f(best + 2)), qc(q(4 * c - k * k, 4)), qc(ans - 1), qc(ans + 1)].filter((v) => v.value !== ans),
    analysis: `${m(`a_n=\\left(n-\\frac{${k}}{2}\\right)^2${signed(q(4 * c - k * k, 4))}`)}，因为 ${m('n\\in\\mathbf{N}^*')}，所以当 ${ties.map((n) => m(`n=${n}`)).join(' 或 ')} 时 ${m('a_n')} 取得最小值 ${m(String(ans))}。`,
  };
};

export const recurrenceSequence: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const p = rng.pick([2, 3]);
    const r = rng.int(1, 3);
    const a1 = rng.int(1, 3);
    const k = rng.int(4, 6);
    let v = a1;
    const seq = [a1];
    for (let i = 2; i <= k; i += 1) {
      v = p * v + r;
      seq.push(v);
    }
    const ans = v;
    return {
      kp: [K.recurrence],
      difficulty: 2,
      grade: 2,
      stem: `已知数列 ${m('\\{a_n\\}')} 满足 ${m(`a_1=${a1}`)}，${m(`a_{n+1}=${p}a_n+${r}`)}，则 ${m(`a_{${k}}=`)}`,
      answer: qc(ans),
      distractors: [seq[k - 2]!, p * ans + r, ans - r, ans + r, p ** (k - 1) * a1].filter((x) => x !== ans).map(qc),
      analysis: `依次计算：${m(seq.map((x, i) => `a_{${i + 1}}=${x}`).join(',\\ '))}，所以 ${m(`a_{${k}}=${ans}`)}。`,
    };
  }
  if (form === 1) {
    const a1 = rng.pick([q(1), q(1, 2), q(1, 3), q(2)]);
    const k = rng.int(5, 10);
    const inv = q(1).div(a1).add(k - 1);
    const ans = q(1).div(inv);
    return {
      kp: [K.recurrence],
      difficulty: 4,
      grade: 2,
      stem: `已知数列 ${m('\\{a_n\\}')} 满足 ${m(`a_1=${a1.tex()}`)}，${m('a_{n+1}=\\frac{a_n}{1+a_n}')}，则 ${m(`a_{${k}}=`)}`,
      answer: qc(ans),
      distractors: [q(1).div(inv.add(1)), q(1).div(inv.sub(1)), inv, ans.mul(2), q(1, k)].filter((x) => !x.eq(ans)).map(qc),
      analysis: `两边取倒数得 ${m('\\frac{1}{a_{n+1}}=\\frac{1}{a_n}+1')}，所以 ${m('\\left\\{\\frac{1}{a_n}\\right\\}')} 是首项为 ${m(q(1).div(a1).tex())}、公差为 1 的等差数列，${m(`\\frac{1}{a_{${k}}}=${q(1).div(a1).tex()}+${k - 1}=${inv.tex()}`)}，所以 ${m(`a_{${k}}=${ans.tex()}`)}。`,
    };
  }
  const a1 = rng.pick([q(2), q(3), q(-1), q(1, 2), q(-2), q(1, 3)]);
  const next = (x: Q) => q(1).sub(q(1).div(x));
  const a2 = next(a1);
  const a3 = next(a2);
  const N = rng.pick([2024, 2025, 2026, 2023, 100, 50]);
  const cycle = [a1, a2, a3];
  const ans = cycle[(N - 1) % 3]!;
  return {
    kp: [K.recurrence, K.seqConcept],
    difficulty: 3,
    grade: 2,
    stem: `已知数列 ${m('\\{a_n\\}')} 满足 ${m(`a_1=${a1.tex()}`)}，${m('a_{n+1}=1-\\frac{1}{a_n}')}，则 ${m(`a_{${N}}=`)}`,
    answer: qc(ans),
    distractors: cycle.filter((x) => !x.eq(ans)).concat([ans.neg(), q(1).div(ans)]).map(qc),
    analysis: `${m(`a_1=${a1.tex()}`)}，${m(`a_2=${a2.tex()}`)}，${m(`a_3=${a3.tex()}`)}，${m(`a_4=${next(a3).tex()}=a_1`)}，所以数列是周期为 3 的数列。${m(`${N}=3\\times ${Math.floor((N - 1) / 3)}+${((N - 1) % 3) + 1}`)}，所以 ${m(`a_{${N}}=a_{${((N - 1) % 3) + 1}}=${ans.tex()}`)}。`,
  };
};

export const sequenceSum: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  const N = rng.int(6, 20);
  if (form === 0) {
    const odd = rng.next() < 0.5;
    let s = q(0);
    for (let n = 1; n <= N; n += 1) s = s.add(odd ? q(1, (2 * n - 1) * (2 * n + 1)) : q(1, n * (n + 1)));
    const term = odd ? '\\frac{1}{(2n-1)(2n+1)}' : '\\frac{1}{n(n+1)}';
    return {
      kp: [K.seqSum],
      difficulty: 3,
      grade: 2,
      stem: `数列 ${m(`\\left\\{${term}\\right\\}`)} 的前 ${N} 项和为`,
      answer: qc(s),
      distractors: [q(N - 1, N), q(N + 1, N + 2), q(N, 2 * N + 1), q(N, N + 1), q(2 * N, 2 * N + 1), s.mul(2)].filter((v) => !v.eq(s)).map(qc),
      analysis: odd
        ? `裂项：${m('\\frac{1}{(2n-1)(2n+1)}=\\frac{1}{2}\\left(\\frac{1}{2n-1}-\\frac{1}{2n+1}\\right)')}，所以前 ${N} 项和为 ${m(`\\frac{1}{2}\\left(1-\\frac{1}{${2 * N + 1}}\\right)=${s.tex()}`)}。`
        : `裂项：${m('\\frac{1}{n(n+1)}=\\frac{1}{n}-\\frac{1}{n+1}')}，所以前 ${N} 项和为 ${m(`1-\\frac{1}{${N + 1}}=${s.tex()}`)}。`,
    };
  }
  if (form === 1) {
    let s = 0;
    for (let n = 1; n <= N; n += 1) s += (-1) ** n * n;
    return {
      kp: [K.seqSum],
      difficulty: 3,
      grade: 2,
      stem: `已知数列 ${m('\\{a_n\\}')} 的通项公式 ${m('a_n=(-1)^n\\cdot n')}，则其前 ${N} 项和 ${m(`S_{${N}}=`)}`,
      answer: qc(s),
      distractors: [-s, s + N, s - N, (N * (N + 1)) / 2, N].filter((v) => v !== s).map(qc),
      analysis: N % 2 === 0 ? `两两并项：${m('(-1+2)+(-3+4)+\\cdots')}，共 ${N / 2} 组，每组和为 1，所以 ${m(`S_{${N}}=${s}`)}。` : `前 ${N - 1} 项两两并项，和为 ${m(String((N - 1) / 2))}，再加上 ${m(`a_{${N}}=-${N}`)}，所以 ${m(`S_{${N}}=${s}`)}。`,
    };
  }
  const n = rng.int(4, 8);
  let s = 0;
  for (let i = 1; i <= n; i += 1) s += 2 ** i + i;
  return {
    kp: [K.seqSum],
    difficulty: 2,
    grade: 2,
    stem: `已知数列 ${m('\\{a_n\\}')} 的通项公式 ${m('a_n=2^n+n')}，则其前 ${n} 项和 ${m(`S_{${n}}=`)}`,
    answer: qc(s),
    distractors: [s - n, 2 ** (n + 1) + (n * (n + 1)) / 2, s + 2, 2 ** n + (n * (n + 1)) / 2, s - 2].filter((v) => v !== s).map(qc),
    analysis: `分组求和：${m(`S_{${n}}=(2+2^2+\\cdots+2^{${n}})+(1+2+\\cdots+${n})=(2^{${n + 1}}-2)+\\frac{${n}\\times ${n + 1}}{2}=${s}`)}。`,
  };
};

type TInductionItem = { stem: string; answer: string; distractors: string[]; why: string };

function inductionItem(rng: Rng): TInductionItem {
  const v = rng.int(0, 3);
  if (v === 0) {
    const c = rng.pick([2, 3]);
    const added = Array.from({ length: c }, (_, i) => `(${c}k+${i + 1})`).join('+');
    return {
      stem: `用数学归纳法证明 ${m(`1+2+3+\\cdots+${c}n=\\frac{${c}n(${c}n+1)}{2}\\ (n\\in\\mathbf{N}^*)`)} 时，由 ${m('n=k')} 到 ${m('n=k+1')}，左边应添加的项为`,
      answer: added,
      distractors: [`${c}k+1`, `${c}k+${c}`, `(k+1)+(k+2)`].filter((d) => d !== added),
      why: `${m('n=k')} 时左边最后一项为 ${m(`${c}k`)}，${m('n=k+1')} 时最后一项为 ${m(`${c}(k+1)=${c}k+${c}`)}，所以应添加 ${m(added)}。`,
    };
  }
  if (v === 1) {
    return {
      stem: `用数学归纳法证明 ${m('\\frac{1}{n+1}+\\frac{1}{n+2}+\\cdots+\\frac{1}{2n}\\ge\\frac{1}{2}\\ (n\\in\\mathbf{N}^*)')} 时，由 ${m('n=k')} 到 ${m('n=k+1')}，左边的变化为`,
      answer: '\\frac{1}{2k+1}+\\frac{1}{2k+2}-\\frac{1}{k+1}',
      distractors: ['\\frac{1}{2k+1}+\\frac{1}{2k+2}', '\\frac{1}{2k+2}', '\\frac{1}{2k+1}-\\frac{1}{k+1}'],
      why: `${m('n=k')} 时左边为 ${m('\\frac{1}{k+1}+\\cdots+\\frac{1}{2k}')}，${m('n=k+1')} 时左边为 ${m('\\frac{1}{k+2}+\\cdots+\\frac{1}{2k}+\\frac{1}{2k+1}+\\frac{1}{2k+2}')}，增加了后两项，同时减少了 ${m('\\frac{1}{k+1}')}。`,
    };
  }
  if (v === 2) {
    const e = rng.pick([1, 2]);
    const answer = e === 1 ? '1+a+a^2' : '1+a+a^2+a^3';
    return {
      stem: `用数学归纳法证明 ${m(`1+a+a^2+\\cdots+a^{n+${e}}=\\frac{1-a^{n+${e + 1}}}{1-a}\\ (a\\ne 1,\\ n\\in\\mathbf{N}^*)`)}，在验证 ${m('n=1')} 成立时，左边所得的项为`,
      answer,
      distractors: ['1', '1+a', '1+a+a^2+a^3+a^4', '1+a+a^2', '1+a+a^2+a^3'].filter((d) => d !== answer),
      why: `${m('n=1')} 时，左边最高次项为 ${m(`a^{1+${e}}=a^{${1 + e}}`)}，所以左边为 ${m(answer)}。`,
    };
  }
  return {
    stem: `用数学归纳法证明 ${m('1+\\frac{1}{2}+\\frac{1}{3}+\\cdots+\\frac{1}{2^n-1}<n\\ (n\\in\\mathbf{N}^*,\\ n>1)')} 时，由 ${m('n=k')} 到 ${m('n=k+1')}，左边增加的项数是`,
    answer: '2^k',
    distractors: ['2^k-1', '2^{k-1}', '2^k+1', 'k'],
    why: `${m('n=k')} 时左边最后一项为 ${m('\\frac{1}{2^k-1}')}，${m('n=k+1')} 时最后一项为 ${m('\\frac{1}{2^{k+1}-1}')}，增加的项数为 ${m('(2^{k+1}-1)-(2^k-1)=2^k')}。`,
  };
}

export const induction: TCoreGen = (rng) => {
  const it = inductionItem(rng);
  return {
    kp: [K.induction],
    difficulty: 3,
    grade: 2,
    stem: it.stem,
    answer: { tex: it.answer },
    distractors: it.distractors.map((t) => ({ tex: t })),
    analysis: it.why,
  };
};

export const sequenceApplication: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const first = rng.int(18, 30);
    const d = rng.int(1, 3);
    const rows = rng.int(10, 20);
    const total = rows * first + (rows * (rows - 1) * d) / 2;
    return {
      kp: [K.seqApply, K.arithmetic],
      difficulty: 2,
      grade: 2,
      stem: `某剧场有 ${rows} 排座位，第一排有 ${first} 个座位，往后每一排都比前一排多 ${d} 个座位，则该剧场的座位总数为`,
      answer: qc(total),
      distractors: [total - rows * d, rows * (first + (rows - 1) * d), total + first, rows * first + rows * rows * d].filter((v) => v !== total).map(qc),
      analysis: `各排座位数构成首项为 ${first}、公差为 ${d} 的等差数列，${m(`S_{${rows}}=${rows}\\times ${first}+\\frac{${rows}\\times ${rows - 1}}{2}\\times ${d}=${total}`)}（个）。`,
    };
  }
  if (form === 1) {
    const mins = rng.pick([20, 30]);
    const hours = rng.int(2, 4);
    const times = (hours * 60) / mins;
    const ans = 2 ** times;
    return {
      kp: [K.seqApply, K.geometric],
      difficulty: 2,
      grade: 2,
      stem: `某种细菌每 ${mins} 分钟分裂一次（一个分裂为两个），经过 ${hours} 小时，一个这种细菌可以繁殖成`,
      answer: qc(ans),
      distractors: [2 ** (times - 1), 2 ** (times + 1), 2 * times, 2 ** hours].filter((v) => v !== ans).map(qc),
      analysis: `${hours} 小时共分裂 ${m(`\\frac{${hours}\\times 60}{${mins}}=${times}`)} 次，细菌个数构成公比为 2 的等比数列，所以共有 ${m(`2^{${times}}=${ans}`)} 个。`,
    };
  }
  const a = rng.pick([100, 200, 50]);
  const d = rng.pick([10, 20, 5]);
  const months = 12;
  const total = months * a + (months * (months - 1) * d) / 2;
  return {
    kp: [K.seqApply, K.arithmetic],
    difficulty: 2,
    grade: 2,
    stem: `小明计划存钱：第一个月存 ${a} 元，以后每个月比上个月多存 ${d} 元，则一年（12 个月）共存的钱数（单位：元）为`,
    answer: { tex: String(total), value: total },
    distractors: [total - 12 * d, 12 * (a + 11 * d), total + a, 12 * a + 78 * d].filter((v) => v !== total).map((v) => ({ tex: String(v), value: v })),
    analysis: `每月存款数构成首项为 ${a}、公差为 ${d} 的等差数列，${m(`S_{12}=12\\times ${a}+\\frac{12\\times 11}{2}\\times ${d}=${total}`)}（元）。`,
  };
};

// ---------------------------------------------------------------- 立体几何

export const solidMeasure: TCoreGen = (rng) => {
  const form = rng.int(0, 3);
  if (form === 0) {
    const [r0, h0, l0] = rng.pick(TRIPLES.slice(0, 2));
    const k = rng.pick([1, 2]);
    const swap = rng.next() < 0.5;
    const r = (swap ? h0 : r0) * k;
    const h = (swap ? r0 : h0) * k;
    const l = l0 * k;
    const ask = rng.int(0, 2);
    const vals = [q(r * r * h, 3), q(r * l), q(r * r + r * l)];
    const names = ['体积', '侧面积', '表面积'];
    const ans = vals[ask]!;
    return {
      kp: [K.solidVolume],
      difficulty: 2,
      grade: 1,
      stem: `已知圆锥的底面半径为 ${r}，母线长为 ${l}，则该圆锥的${names[ask]}为`,
      answer: piC(ans),
      distractors: [...vals, q(r * r * h), q(r * r * l, 3), q(2 * r * l)].filter((v) => !v.eq(ans)).map(piC),
      analysis: `圆锥的高 ${m(`h=\\sqrt{${l}^2-${r}^2}=${h}`)}。${ask === 0 ? `体积 ${m(`V=\\frac{1}{3}\\pi r^2h=\\frac{1}{3}\\pi\\times ${r}^2\\times ${h}=${coefTex(ans, '\\pi')}`)}` : ask === 1 ? `侧面积 ${m(`S=\\pi rl=\\pi\\times ${r}\\times ${l}=${coefTex(ans, '\\pi')}`)}` : `表面积 ${m(`S=\\pi r^2+\\pi rl=${r * r}\\pi+${r * l}\\pi=${coefTex(ans, '\\pi')}`)}`}。`,
    };
  }
  if (form === 1) {
    const r = rng.int(1, 4);
    const h = rng.int(2, 6);
    const askV = rng.next() < 0.5;
    const ans = askV ? q(r * r * h) : q(2 * r * r + 2 * r * h);
    return {
      kp: [K.solidVolume],
      difficulty: 1,
      grade: 1,
      stem: `已知圆柱的底面半径为 ${r}，高为 ${h}，则该圆柱的${askV ? '体积' : '表面积'}为`,
      answer: piC(ans),
      distractors: [q(r * r * h), q(2 * r * r + 2 * r * h), q(2 * r * h), q(r * r * h, 3), q(r * r + 2 * r * h), q(2 * r * r * h)].filter((v) => !v.eq(ans)).map(piC),
      analysis: askV ? `${m(`V=\\pi r^2h=\\pi\\times ${r}^2\\times ${h}=${coefTex(ans, '\\pi')}`)}。` : `${m(`S=2\\pi r^2+2\\pi rh=${2 * r * r}\\pi+${2 * r * h}\\pi=${coefTex(ans, '\\pi')}`)}。`,
    };
  }
  if (form === 2) {
    const a = rng.int(1, 3);
    const b = rng.int(1, 3);
    const c = rng.int(2, 4);
    const sum = a * a + b * b + c * c;
    return {
      kp: [K.solidVolume, K.solidBasic],
      difficulty: 3,
      grade: 1,
      stem: `长方体的长、宽、高分别为 ${a}，${b}，${c}，其顶点都在球 ${m('O')} 的球面上，则球 ${m('O')} 的表面积为`,
      answer: piC(sum),
      distractors: [piC(4 * sum), piC(q(sum, 4)), piC(2 * sum), surdPi(Surd.sqrtOf(sum).mul(q(4, 3)))],
      analysis: `长方体的体对角线为外接球的直径：${m(`2R=\\sqrt{${a}^2+${b}^2+${c}^2}=\\sqrt{${sum}}`)}，所以 ${m(`S=4\\pi R^2=\\pi(2R)^2=${coefTex(sum, '\\pi')}`)}。`,
    };
  }
  const a = rng.int(1, 4);
  const askV = rng.next() < 0.5;
  const surf = q(3 * a * a);
  const vol = new Surd(q(a ** 3, 2), 3);
  return {
    kp: [K.solidVolume, K.solidBasic],
    difficulty: 3,
    grade: 1,
    stem: `棱长为 ${a} 的正方体的八个顶点都在同一个球面上，则该球的${askV ? '体积' : '表面积'}为`,
    answer: askV ? surdPi(vol) : piC(surf),
    distractors: askV ? [surdPi(new Surd(q(4 * a ** 3, 3))), surdPi(new Surd(q(a ** 3, 6), 3)), surdPi(new Surd(q(a ** 3), 3)), piC(surf)] : [piC(4 * a * a), piC(12 * a * a), piC(2 * a * a), piC(q(3 * a * a, 4))],
    analysis: `正方体的体对角线为外接球的直径：${m(`2R=\\sqrt{3}\\times ${a}`)}，${m(`R=\\frac{${a === 1 ? '' : a}\\sqrt{3}}{2}`)}。${askV ? m(`V=\\frac{4}{3}\\pi R^3=${surdPi(vol).tex}`) : m(`S=4\\pi R^2=${coefTex(surf, '\\pi')}`)}。`,
  };
};

export const obliqueDrawing: TCoreGen = (rng) => {
  const reverse = rng.next() < 0.5;
  if (!reverse) {
    const b = rng.int(2, 6);
    const h = rng.int(2, 6);
    const S = q(b * h, 2);
    const ans = new Surd(S.mul(q(1, 4)), 2);
    return {
      kp: [K.solidBasic],
      difficulty: 3,
      grade: 1,
      stem: `一个三角形的底边长为 ${b}，底边上的高为 ${h}，用斜二测画法画出它的直观图（底边在 ${m("x'")} 轴上），则直观图的面积为`,
      answer: sc(ans),
      distractors: [new Surd(S.mul(q(1, 2)), 2), new Surd(S.div(2)), new Surd(S.mul(2), 2), new Surd(S)].map(sc),
      analysis: `斜二测画法中，平行于 ${m("x'")} 轴的线段长度不变，平行于 ${m("y'")} 轴的线段长度减半且与 ${m("x'")} 轴成 ${m('45^\\circ')}，所以直观图的高为 ${m(`${q(h, 2).tex()}\\times\\frac{\\sqrt{2}}{2}`)}，直观图面积为原图面积的 ${m('\\frac{\\sqrt{2}}{4}')}：${m(`S'=\\frac{\\sqrt{2}}{4}\\times ${S.tex()}=${ans.tex()}`)}。`,
    };
  }
  const a = rng.int(1, 4);
  const ans = new Surd(2 * a * a, 2);
  return {
    kp: [K.solidBasic],
    difficulty: 3,
    grade: 1,
    stem: `一个平面图形用斜二测画法画出的直观图是边长为 ${a} 的正方形，则原图形的面积为`,
    answer: sc(ans),
    distractors: [new Surd(q(a * a, 4), 2), new Surd(a * a, 2), new Surd(2 * a * a), new Surd(4 * a * a, 2)].map(sc),
    analysis: `原图形面积与直观图面积之比为 ${m('2\\sqrt{2}:1')}，直观图面积为 ${m(String(a * a))}，所以原图形面积为 ${m(a * a === 1 ? '2\\sqrt{2}' : `${a * a}\\times 2\\sqrt{2}=${ans.tex()}`)}。`,
  };
};

type TSpaceStatement = { tex: string; truth: boolean; why: string };

export const SPACE_STATEMENTS: TSpaceStatement[] = [
  { tex: '若 \\(m\\perp\\alpha\\)，\\(n\\perp\\alpha\\)，则 \\(m\\parallel n\\)', truth: true, why: '垂直于同一平面的两条直线平行。' },
  { tex: '若 \\(m\\perp\\alpha\\)，\\(m\\subset\\beta\\)，则 \\(\\alpha\\perp\\beta\\)', truth: true, why: '面面垂直的判定定理。' },
  { tex: '若 \\(\\alpha\\parallel\\beta\\)，\\(m\\subset\\alpha\\)，则 \\(m\\parallel\\beta\\)', truth: true, why: '两平面平行，一个平面内的直线平行于另一个平面。' },
  { tex: '若 \\(m\\parallel n\\)，\\(m\\perp\\alpha\\)，则 \\(n\\perp\\alpha\\)', truth: true, why: '两条平行直线中的一条垂直于一个平面，另一条也垂直于这个平面。' },
  { tex: '若 \\(m\\perp\\alpha\\)，\\(m\\perp\\beta\\)，则 \\(\\alpha\\parallel\\beta\\)', truth: true, why: '垂直于同一直线的两个平面平行。' },
  { tex: '若 \\(\\alpha\\perp\\beta\\)，\\(\\alpha\\cap\\beta=l\\)，\\(m\\subset\\alpha\\)，\\(m\\perp l\\)，则 \\(m\\perp\\beta\\)', truth: true, why: '面面垂直的性质定理。' },
  { tex: '若 \\(m\\parallel\\alpha\\)，\\(m\\subset\\beta\\)，\\(\\alpha\\cap\\beta=n\\)，则 \\(m\\parallel n\\)', truth: true, why: '线面平行的性质定理。' },
  { tex: '若 \\(m\\parallel\\alpha\\)，\\(n\\parallel\\alpha\\)，则 \\(m\\parallel n\\)', truth: false, why: '平行于同一平面的两条直线可能平行、相交或异面。' },
  { tex: '若 \\(m\\parallel\\alpha\\)，\\(n\\subset\\alpha\\)，则 \\(m\\parallel n\\)', truth: false, why: '\\(m\\) 与 \\(n\\) 也可能异面。' },
  { tex: '若 \\(\\alpha\\perp\\beta\\)，\\(m\\subset\\alpha\\)，则 \\(m\\perp\\beta\\)', truth: false, why: '只有 \\(m\\) 垂直于交线时才有 \\(m\\perp\\beta\\)，\\(m\\) 也可能与 \\(\\beta\\) 平行或斜交。' },
  { tex: '若 \\(m\\perp n\\)，\\(n\\subset\\alpha\\)，则 \\(m\\perp\\alpha\\)', truth: false, why: '直线垂直于平面内的一条直线，不能推出垂直于该平面。' },
  { tex: '若 \\(\\alpha\\perp\\gamma\\)，\\(\\beta\\perp\\gamma\\)，则 \\(\\alpha\\parallel\\beta\\)', truth: false, why: '垂直于同一平面的两个平面可能相交（如墙角）。' },
  { tex: '若 \\(m\\parallel\\alpha\\)，\\(\\alpha\\perp\\beta\\)，则 \\(m\\perp\\beta\\)', truth: false, why: '\\(m\\) 与 \\(\\beta\\) 可能平行、相交或 \\(m\\subset\\beta\\)。' },
  { tex: '若 \\(m\\subset\\alpha\\)，\\(n\\subset\\beta\\)，\\(\\alpha\\parallel\\beta\\)，则 \\(m\\parallel n\\)', truth: false, why: '两平行平面内的直线可能平行，也可能异面。' },
  { tex: '若 \\(m\\parallel n\\)，\\(n\\subset\\alpha\\)，则 \\(m\\parallel\\alpha\\)', truth: false, why: '\\(m\\) 也可能在平面 \\(\\alpha\\) 内。' },
];

export const SPACE_INTRO = `已知 ${m('m,n')} 是两条不同的直线，${m('\\alpha,\\beta,\\gamma')} 是三个不同的平面，`;

export function spaceStatements(): TStatement[] {
  return SPACE_STATEMENTS.map((s) => ({ tex: s.tex, truth: s.truth, why: s.why }));
}

export const spacePosition: TCoreGen = (rng) => {
  const trues = shuffle(
    rng,
    SPACE_STATEMENTS.filter((s) => s.truth),
  );
  const falses = shuffle(
    rng,
    SPACE_STATEMENTS.filter((s) => !s.truth),
  );
  const chosen = shuffle(rng, [trues[0]!, ...falses.slice(0, 3)]);
  const idx = chosen.indexOf(trues[0]!);
  const involvesPerp = chosen[idx]!.tex.includes('perp');
  return {
    kp: [involvesPerp ? K.spacePerp : K.spaceParallel, K.spacePosition],
    difficulty: 3,
    grade: 1,
    stem: `${SPACE_INTRO}则下列命题中正确的是`,
    answer: { tex: chosen[idx]!.tex },
    distractors: [],
    options: fixedOptions(
      chosen.map((s) => s.tex),
      idx,
    ),
    analysis: chosen.map((s, i) => `${'ABCD'[i]}项：${s.truth ? '正确' : '错误'}，${s.why}`).join('<br/>'),
  };
};

const v3 = (a: readonly number[]) => `(${a.join(',')})`;

export const spaceVector: TCoreGen = (rng) => {
  const a = [rng.int(-2, 3), rng.int(1, 3), rng.int(-2, 3)];
  const b = [rng.int(1, 3), 0, rng.int(-3, 3)];
  const form = rng.int(0, 2);
  if (form === 0) {
    // a ⊥ b with b = (b0, m, b2): a0 b0 + a1 m + a2 b2 = 0
    const mm = q(-(a[0]! * b[0]! + a[2]! * b[2]!), a[1]!);
    return {
      kp: [K.spaceVector],
      difficulty: 2,
      grade: 2,
      stem: `已知空间向量 ${m(`\\vec a=${v3(a)}`)}，${m(`\\vec b=(${b[0]},m,${b[2]})`)}，若 ${m('\\vec a\\perp\\vec b')}，则 ${m('m=')}`,
      answer: qc(mm),
      distractors: [mm.neg(), mm.add(1), q(a[0]! * b[0]! + a[2]! * b[2]!), mm.mul(2)].map(qc),
      analysis: `由 ${m('\\vec a\\cdot\\vec b=0')} 得 ${m(`${a[0]}\\times ${b[0]}+${coefTex(a[1]!, 'm')}+${a[2]! < 0 ? `(${a[2]})` : a[2]}\\times ${b[2]! < 0 ? `(${b[2]})` : b[2]}=0`)}，解得 ${m(`m=${mm.tex()}`)}。`,
    };
  }
  if (form === 1) {
    const bb = [b[0]!, rng.int(-2, 2), b[2]!];
    const sum = a.map((x, i) => x + bb[i]!);
    const len = Surd.sqrtOf(sum.reduce((s, x) => s + x * x, 0));
    return {
      kp: [K.spaceVector, K.spaceCoord],
      difficulty: 2,
      grade: 2,
      stem: `已知空间向量 ${m(`\\vec a=${v3(a)}`)}，${m(`\\vec b=${v3(bb)}`)}，则 ${m('|\\vec a+\\vec b|=')}`,
      answer: sc(len),
      distractors: [Surd.sqrtOf(a.reduce((s, x, i) => s + (x - bb[i]!) ** 2, 0)), new Surd(sum.reduce((s, x) => s + x * x, 0)), Surd.sqrtOf(a.reduce((s, x) => s + x * x, 0) + bb.reduce((s, x) => s + x * x, 0)), new Surd(sum.reduce((s, x) => s + Math.abs(x), 0))].map(sc),
      analysis: `${m(`\\vec a+\\vec b=${v3(sum)}`)}，所以 ${m(`|\\vec a+\\vec b|=\\sqrt{${sum.map((x) => (x < 0 ? `(${x})^2` : `${x}^2`)).join('+')}}=${len.tex()}`)}。`,
    };
  }
  // parallel: b = k·a, unknown second and third coordinates
  const k = rng.pick([q(2), q(-2), q(3), q(1, 2), q(-1)]);
  const p = rng.int(1, 3);
  const mm = rng.int(-3, 3);
  const r = rng.int(-3, 3);
  const bx = k.mul(p);
  const by = k.mul(mm);
  const n = k.mul(r);
  const ans = q(mm).add(n);
  return {
    kp: [K.spaceCoord, K.spaceVector],
    difficulty: 3,
    grade: 2,
    stem: `已知空间向量 ${m(`\\vec a=(${p},m,${r})`)}，${m(`\\vec b=(${bx.tex()},${by.tex()},n)`)}，且 ${m('\\vec a\\parallel\\vec b')}，则 ${m('m+n=')}`,
    answer: qc(ans),
    distractors: [ans.neg(), q(mm).sub(n), by.add(r), q(mm).add(r), ans.add(1)].filter((v) => !v.eq(ans)).map(qc),
    analysis: `由 ${m('\\vec a\\parallel\\vec b')}，设 ${m('\\vec b=\\lambda\\vec a')}，由第一个坐标得 ${m(`\\lambda=\\frac{${bx.tex()}}{${p}}=${k.tex()}`)}，所以 ${m(`${by.tex()}=${k.tex()}m`)}，${m(`n=${k.tex()}\\times ${r < 0 ? `(${r})` : r}`)}，即 ${m(`m=${mm}`)}，${m(`n=${n.tex()}`)}，${m(`m+n=${ans.tex()}`)}。`,
  };
};

export const spaceAngle: TCoreGen = (rng) => {
  const u = [rng.int(-2, 2), rng.int(0, 2), rng.int(1, 2)];
  const v = [rng.int(1, 2), rng.int(-2, 2), rng.int(-1, 2)];
  const dot = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const uu = u.reduce((s, x) => s + x * x, 0);
  const vv = v.reduce((s, x) => s + x * x, 0);
  if (dot === 0 || uu === 0 || vv === 0) return null;
  const plane = rng.next() < 0.5;
  const val = new Surd(q(Math.abs(dot)), 1).div(Surd.sqrtOf(uu * vv));
  return {
    kp: [K.spaceAngle],
    difficulty: 3,
    grade: 2,
    stem: plane
      ? `已知直线 ${m('l')} 的方向向量为 ${m(`\\vec u=${v3(u)}`)}，平面 ${m('\\alpha')} 的法向量为 ${m(`\\vec n=${v3(v)}`)}，则直线 ${m('l')} 与平面 ${m('\\alpha')} 所成角的正弦值为`
      : `已知异面直线 ${m('a,b')} 的方向向量分别为 ${m(`\\vec u=${v3(u)}`)}，${m(`\\vec v=${v3(v)}`)}，则异面直线 ${m('a,b')} 所成角的余弦值为`,
    answer: sc(val),
    distractors: [val.neg(), new Surd(q(Math.abs(dot), uu)), new Surd(q(Math.abs(dot), vv)), new Surd(q(Math.abs(dot) + 1), 1).div(Surd.sqrtOf(uu * vv))].map(sc),
    analysis: `${m(`\\vec u\\cdot\\vec ${plane ? 'n' : 'v'}=${dot}`)}，${m(`|\\vec u|=${Surd.sqrtOf(uu).tex()}`)}，${m(`|\\vec ${plane ? 'n' : 'v'}|=${Surd.sqrtOf(vv).tex()}`)}，所以所求值为 ${m(`\\frac{|${dot}|}{${Surd.sqrtOf(uu).tex()}\\times ${Surd.sqrtOf(vv).tex()}}=${val.tex()}`)}。${plane ? '（线面角的正弦值等于方向向量与法向量夹角余弦值的绝对值）' : '（异面直线所成角的余弦值取绝对值）'}`,
  };
};

// ---------------------------------------------------------------- 解析几何

const SLOPE_ANGLES: [string, Surd, number, string][] = [
  // [line, slope, inclination°, slope tex]
  ['\\sqrt{3}x-y', new Surd(1, 3), 60, '\\sqrt{3}'],
  ['x-y', new Surd(1), 45, '1'],
  ['x-\\sqrt{3}y', new Surd(q(1, 3), 3), 30, '\\frac{\\sqrt{3}}{3}'],
  ['\\sqrt{3}x+y', new Surd(-1, 3), 120, '-\\sqrt{3}'],
  ['x+y', new Surd(-1), 135, '-1'],
  ['x+\\sqrt{3}y', new Surd(q(-1, 3), 3), 150, '-\\frac{\\sqrt{3}}{3}'],
];

export const lineInclination: TCoreGen = (rng) => {
  if (rng.next() < 0.5) {
    const [line, , deg, k] = rng.pick(SLOPE_ANGLES);
    const c = rng.int(-5, 5);
    const ans = `${deg}^\\circ`;
    return {
      kp: [K.line],
      difficulty: 1,
      grade: 2,
      stem: `直线 ${m(`${line}${signed(c)}=0`)} 的倾斜角为`,
      answer: { tex: ans, value: deg },
      distractors: [30, 45, 60, 120, 135, 150].filter((d) => d !== deg).map((d) => ({ tex: `${d}^\\circ`, value: d })),
      analysis: `直线的斜率 ${m(`k=${k}`)}，由 ${m(`\\tan\\alpha=${k}`)}，${m('0^\\circ\\le\\alpha<180^\\circ')} 得倾斜角 ${m(`\\alpha=${ans}`)}。`,
    };
  }
  const x0 = rng.int(-3, 3);
  const y0 = rng.int(-3, 3);
  const a = rng.int(1, 3);
  const b = rng.pick([1, 2, -1, -2, 3]);
  const c = rng.int(-5, 5);
  // perpendicular to ax + by + c = 0 through (x0, y0): b x - a y + (a y0 - b x0) = 0
  const perp = rng.next() < 0.5;
  const eq = (A: number, B: number, C: number) => {
    const sgn = A < 0 || (A === 0 && B < 0) ? -1 : 1;
    return `${polyTex([
      [sgn * A, 'x'],
      [sgn * B, 'y'],
      [sgn * C, ''],
    ])}=0`;
  };
  const ans = perp ? eq(b, -a, a * y0 - b * x0) : eq(a, b, -(a * x0 + b * y0));
  const cands = [eq(b, -a, a * y0 - b * x0), eq(a, b, -(a * x0 + b * y0)), eq(b, a, -(b * x0 + a * y0)), eq(a, -b, b * y0 - a * x0), eq(b, -a, b * x0 - a * y0)];
  return {
    kp: [K.line, K.twoLines],
    difficulty: 2,
    grade: 2,
    stem: `过点 ${m(`(${x0},${y0})`)} 且与直线 ${m(`${polyTex([[a, 'x'], [b, 'y'], [c, '']])}=0`)} ${perp ? '垂直' : '平行'}的直线方程为`,
    answer: { tex: ans },
    distractors: cands.filter((t) => t !== ans).map((t) => ({ tex: t })),
    analysis: perp
      ? `与直线 ${m(`${polyTex([[a, 'x'], [b, 'y'], [c, '']])}=0`)} 垂直的直线可设为 ${m(`${polyTex([[b, 'x'], [-a, 'y']])}+C=0`)}，代入点 ${m(`(${x0},${y0})`)} 得 ${m(`C=${a * y0 - b * x0}`)}，所以所求直线为 ${m(ans)}。`
      : `与直线 ${m(`${polyTex([[a, 'x'], [b, 'y'], [c, '']])}=0`)} 平行的直线可设为 ${m(`${polyTex([[a, 'x'], [b, 'y']])}+C=0`)}，代入点 ${m(`(${x0},${y0})`)} 得 ${m(`C=${-(a * x0 + b * y0)}`)}，所以所求直线为 ${m(ans)}。`,
  };
};

export const parallelDistance: TCoreGen = (rng) => {
  const [a, b] = rng.pick<[number, number]>([
    [3, 4],
    [4, 3],
    [5, 12],
    [12, 5],
    [1, 1],
    [1, 2],
  ]);
  const c1 = rng.int(-6, 6);
  let c2 = rng.int(-12, 12);
  if (c2 === 2 * c1) c2 += 2;
  const norm = a * a + b * b;
  const d = new Surd(q(Math.abs(2 * c1 - c2), 2)).div(Surd.sqrtOf(norm));
  const wrong = new Surd(q(Math.abs(c1 - c2))).div(Surd.sqrtOf(norm));
  return {
    kp: [K.twoLines],
    difficulty: 3,
    grade: 2,
    stem: `两条平行直线 ${m(`${polyTex([[a, 'x'], [b, 'y'], [c1, '']])}=0`)} 与 ${m(`${polyTex([[2 * a, 'x'], [2 * b, 'y'], [c2, '']])}=0`)} 之间的距离为`,
    answer: sc(d),
    distractors: [wrong, d.mul(2), new Surd(q(Math.abs(2 * c1 - c2))).div(Surd.sqrtOf(4 * norm)).mul(4), new Surd(q(Math.abs(2 * c1 - c2), norm))].map(sc),
    analysis: `将第二条直线化为 ${m(`${polyTex([[a, 'x'], [b, 'y'], [q(c2, 2), '']])}=0`)}（使 ${m('x,y')} 的系数相同），则距离 ${m(`d=\\frac{\\left|${c1}-\\left(${q(c2, 2).tex()}\\right)\\right|}{\\sqrt{${a}^2+${b}^2}}=${d.tex()}`)}。`,
  };
};

export const circleEquation: TCoreGen = (rng) => {
  const h = rng.int(-3, 3);
  const k = rng.int(-3, 3);
  if (h === 0 && k === 0) return null;
  const r2 = rng.int(2, 16);
  const F = h * h + k * k - r2;
  const r = Surd.sqrtOf(r2);
  const eq = `x^2+y^2${polyTex([[-2 * h, 'x'], [-2 * k, 'y'], [F, '']]).replace(/^(?=[^-])/, '+').replace(/^\+0$/, '')}=0`;
  const opt = (cx: number, cy: number, rr: string) => ({ tex: `${cx},${cy},${rr}`, html: `圆心 ${m(`(${cx},${cy})`)}，半径 ${m(rr)}` });
  const ans = opt(h, k, r.tex());
  return {
    kp: [K.circle],
    difficulty: 2,
    grade: 2,
    stem: `圆 ${m(eq)} 的圆心坐标和半径分别为`,
    answer: ans,
    distractors: [opt(-h, -k, r.tex()), opt(h, k, String(r2)), opt(-h, -k, String(r2)), opt(k, h, r.tex())].filter((o) => o.tex !== ans.tex),
    analysis: `配方得 ${m(`${shiftTex('x', h)}^2+${shiftTex('y', k)}^2=${r2}`)}，所以圆心为 ${m(`(${h},${k})`)}，半径为 ${m(r.tex())}。`,
  };
};

export const lineCircle: TCoreGen = (rng) => {
  const [a, b, c0] = rng.pick(TRIPLES.slice(0, 2));
  const h = rng.int(-2, 2);
  const k = rng.int(-2, 2);
  const dist = rng.int(0, 3);
  const sign = rng.pick([1, -1]);
  // line a x + b y + C = 0 at distance `dist` from (h, k): |a h + b k + C| = dist·c0
  const C = sign * dist * c0 - a * h - b * k;
  const line = `${polyTex([[a, 'x'], [b, 'y'], [C, '']])}=0`;
  const circle = `${shiftTex('x', h)}^2+${shiftTex('y', k)}^2`;
  if (rng.next() < 0.5) {
    const r = dist + rng.int(1, 3);
    const chord = Surd.sqrtOf(r * r - dist * dist).mul(2);
    return {
      kp: [K.lineCircle, K.circle],
      difficulty: 3,
      grade: 2,
      stem: `直线 ${m(line)} 被圆 ${m(`${circle}=${r * r}`)} 截得的弦长为`,
      answer: sc(chord),
      distractors: [chord.div(2), Surd.sqrtOf(r * r + dist * dist).mul(2), new Surd(2 * r), Surd.sqrtOf(Math.abs(r * r - dist * dist) + 1).mul(2)].map(sc),
      analysis: `圆心 ${m(`(${h},${k})`)} 到直线的距离 ${m(`d=\\frac{|${a}\\times ${h < 0 ? `(${h})` : h}+${b}\\times ${k < 0 ? `(${k})` : k}${signed(C)}|}{\\sqrt{${a}^2+${b}^2}}=${dist}`)}，半径 ${m(`r=${r}`)}，所以弦长为 ${m(`2\\sqrt{r^2-d^2}=2\\sqrt{${r * r}-${dist * dist}}=${chord.tex()}`)}。`,
    };
  }
  const r2 = rng.int(1, 12);
  const d2 = dist * dist;
  const idx = d2 < r2 ? 0 : d2 === r2 ? 1 : 2;
  const names = ['相交', '相切', '相离', '不能确定'];
  return {
    kp: [K.lineCircle],
    difficulty: 2,
    grade: 2,
    stem: `直线 ${m(line)} 与圆 ${m(`${circle}=${r2}`)} 的位置关系是`,
    answer: { tex: names[idx]! },
    distractors: [],
    options: fixedOptions(names, idx),
    analysis: `圆心 ${m(`(${h},${k})`)} 到直线的距离 ${m(`d=${dist}`)}，半径 ${m(`r=${Surd.sqrtOf(r2).tex()}`)}。因为 ${m(`d${idx === 0 ? '<' : idx === 1 ? '=' : '>'}r`)}，所以直线与圆${names[idx]}。`,
  };
};

/** Ellipses with integer a, b², c (b² = a² − c²). */
export const ELLIPSES: [number, number, number][] = [
  [2, 3, 1],
  [3, 5, 2],
  [3, 8, 1],
  [5, 16, 3],
  [5, 9, 4],
  [4, 12, 2],
  [4, 7, 3],
  [4, 15, 1],
  [5, 21, 2],
  [5, 24, 1],
];

export const ellipseProperty: TCoreGen = (rng) => {
  const [a, b2, c] = rng.pick(ELLIPSES);
  const vertical = rng.next() < 0.3;
  const eq = vertical ? `\\frac{x^2}{${b2}}+\\frac{y^2}{${a * a}}=1` : `\\frac{x^2}{${a * a}}+\\frac{y^2}{${b2}}=1`;
  const form = rng.int(0, 2);
  if (form === 0) {
    const e = q(c, a);
    const b = Surd.sqrtOf(b2);
    return {
      kp: [K.ellipse],
      difficulty: 2,
      grade: 2,
      stem: `椭圆 ${m(eq)} 的离心率为`,
      answer: qc(e),
      distractors: [sc(b.div(a)), sc(new Surd(c).div(b)), qc(q(b2, a * a)), qc(q(a, c === a ? a + 1 : a + c)), sc(Surd.sqrtOf(q(c, a)))],
      analysis: `由题意 ${m(`a^2=${a * a}`)}，${m(`b^2=${b2}`)}，所以 ${m(`c=\\sqrt{a^2-b^2}=${c}`)}，离心率 ${m(`e=\\frac{c}{a}=${e.tex()}`)}。`,
    };
  }
  if (form === 1) {
    const ans = 2 * a + 2 * c;
    return {
      kp: [K.ellipse],
      difficulty: 2,
      grade: 2,
      stem: `已知 ${m('F_1,F_2')} 是椭圆 ${m(eq)} 的两个焦点，${m('P')} 是椭圆上一点，则 ${m('\\triangle PF_1F_2')} 的周长为`,
      answer: qc(ans),
      distractors: [2 * a, 4 * a, 2 * a + c, a + 2 * c, 2 * a + 4 * c].filter((v) => v !== ans).map(qc),
      analysis: `由椭圆定义 ${m(`|PF_1|+|PF_2|=2a=${2 * a}`)}，又 ${m(`|F_1F_2|=2c=2\\sqrt{${a * a}-${b2}}=${2 * c}`)}，所以周长为 ${m(`${2 * a}+${2 * c}=${ans}`)}。`,
    };
  }
  const ans = q(2 * b2, a);
  return {
    kp: [K.ellipse, K.lineConic],
    difficulty: 3,
    grade: 2,
    stem: `过椭圆 ${m(eq)} 的一个焦点且垂直于长轴的弦长为`,
    answer: qc(ans),
    distractors: [q(b2, a), q(2 * b2, c), q(2 * a * a, Math.max(1, b2)), ans.add(1)].filter((v) => !v.eq(ans)).map(qc),
    analysis: `令 ${m(vertical ? `y=${c}` : `x=${c}`)}，代入椭圆方程得 ${m(`${vertical ? 'x' : 'y'}^2=${b2}\\left(1-\\frac{${c * c}}{${a * a}}\\right)=\\frac{${b2 * b2}}{${a * a}}`)}，所以弦长为 ${m(`\\frac{2b^2}{a}=${ans.tex()}`)}。`,
  };
};

export const hyperbolaProperty: TCoreGen = (rng) => {
  const A = rng.pick([1, 4, 9, 2, 3, 16]);
  const B = rng.pick([1, 3, 4, 9, 12, 5, 8]);
  if (A === B) return null;
  const eq = `\\frac{x^2}{${A}}-\\frac{y^2}{${B}}=1`.replace('\\frac{x^2}{1}', 'x^2').replace('\\frac{y^2}{1}', 'y^2');
  const slope = Surd.sqrtOf(q(B, A));
  const asym = (s: Surd) => `y=\\pm ${s.isRational && s.c.eq(1) ? '' : s.tex()}x`;
  if (rng.next() < 0.5) {
    const ans = asym(slope);
    const inv = Surd.sqrtOf(q(A, B));
    return {
      kp: [K.hyperbola],
      difficulty: 2,
      grade: 2,
      stem: `双曲线 ${m(eq)} 的渐近线方程为`,
      answer: { tex: ans },
      distractors: [asym(inv), asym(new Surd(q(B, A))), asym(new Surd(q(A, B)))].filter((t) => t !== ans).map((t) => ({ tex: t })),
      analysis: `由 ${m(`a^2=${A}`)}，${m(`b^2=${B}`)} 得 ${m(`\\frac{b}{a}=${slope.tex()}`)}，焦点在 ${m('x')} 轴上的双曲线渐近线为 ${m('y=\\pm\\frac{b}{a}x')}，即 ${m(ans)}。`,
    };
  }
  const e = Surd.sqrtOf(q(A + B, A));
  return {
    kp: [K.hyperbola],
    difficulty: 3,
    grade: 2,
    stem: `双曲线 ${m(eq)} 的离心率为`,
    answer: sc(e),
    distractors: [Surd.sqrtOf(q(A + B, B)), Surd.sqrtOf(q(Math.abs(A - B), A)), new Surd(q(A + B, A)), slope].map(sc),
    analysis: `${m(`c^2=a^2+b^2=${A}+${B}=${A + B}`)}，所以 ${m(`e=\\frac{c}{a}=${A === 1 ? '' : `\\sqrt{\\frac{${A + B}}{${A}}}=`}${e.tex()}`)}。`,
  };
};

export const parabolaProperty: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const a = rng.pick([q(1, 4), q(1, 2), q(1), q(2), q(4), q(1, 8), q(-1, 4), q(-2)]);
    const f = q(1).div(a.mul(4));
    const ans = `(0,${f.tex()})`;
    return {
      kp: [K.parabola],
      difficulty: 3,
      grade: 2,
      stem: `抛物线 ${m(`y=${coefTex(a, 'x^2')}`)} 的焦点坐标为`,
      answer: { tex: ans },
      distractors: [`(${f.tex()},0)`, `(0,${a.div(4).tex()})`, `(${a.div(4).tex()},0)`, `(0,${f.neg().tex()})`].filter((t) => t !== ans).map((t) => ({ tex: t })),
      analysis: `将抛物线化为标准方程 ${m(`x^2=${coefTex(q(1).div(a), 'y')}`)}，则 ${m(`2p=${q(1).div(a).abs().tex()}`)}，焦点在 ${m('y')} 轴${f.n > 0 ? '正' : '负'}半轴上，坐标为 ${m(ans)}。（注意不能直接由 ${m(`y=${coefTex(a, 'x^2')}`)} 读出 ${m('p')}）`,
    };
  }
  const p = rng.int(1, 6);
  if (form === 1) {
    const ans = `x=${q(-p, 2).tex()}`;
    return {
      kp: [K.parabola],
      difficulty: 1,
      grade: 2,
      stem: `抛物线 ${m(`y^2=${2 * p}x`)} 的准线方程为`,
      answer: { tex: ans },
      distractors: [`x=${q(p, 2).tex()}`, `y=${q(-p, 2).tex()}`, `x=${-p}`, `x=${-2 * p}`].filter((t) => t !== ans).map((t) => ({ tex: t })),
      analysis: `由 ${m(`2p=${2 * p}`)} 得 ${m(`p=${p}`)}，所以准线方程为 ${m(`x=-\\frac{p}{2}=${q(-p, 2).tex()}`)}。`,
    };
  }
  const x0 = rng.int(1, 6);
  const ans = q(x0).add(q(p, 2));
  return {
    kp: [K.parabola],
    difficulty: 2,
    grade: 2,
    stem: `已知点 ${m('M')} 在抛物线 ${m(`y^2=${2 * p}x`)} 上，且点 ${m('M')} 的横坐标为 ${x0}，${m('F')} 为抛物线的焦点，则 ${m('|MF|=')}`,
    answer: qc(ans),
    distractors: [q(x0), q(x0 + p), q(x0).sub(q(p, 2)), q(x0 + 2 * p)].filter((v) => !v.eq(ans)).map(qc),
    analysis: `由抛物线定义，${m('|MF|')} 等于点 ${m('M')} 到准线 ${m(`x=${q(-p, 2).tex()}`)} 的距离，所以 ${m(`|MF|=${x0}+${q(p, 2).tex()}=${ans.tex()}`)}。`,
  };
};

export const lineConic: TCoreGen = (rng) => {
  if (rng.next() < 0.5) {
    const p = rng.int(1, 4);
    const k = rng.pick([q(1), q(2), q(-1), q(1, 2), q(-2)]);
    const len = q(2 * p).mul(k.mul(k).add(1)).div(k.mul(k));
    const fx = q(p, 2);
    return {
      kp: [K.lineConic, K.parabola],
      difficulty: 4,
      grade: 2,
      stem: `过抛物线 ${m(`y^2=${2 * p}x`)} 的焦点 ${m('F')} 且斜率为 ${m(k.tex())} 的直线与抛物线交于 ${m('A,B')} 两点，则 ${m('|AB|=')}`,
      answer: qc(len),
      distractors: [len.div(2), len.add(p), q(2 * p), len.mul(k.mul(k)), len.sub(p)].filter((v) => !v.eq(len)).map(qc),
      analysis: `焦点 ${m(`F\\left(${fx.tex()},0\\right)`)}，直线方程为 ${m(`y=${k.tex()}\\left(x-${fx.tex()}\\right)`)}，与 ${m(`y^2=${2 * p}x`)} 联立消去 ${m('y')} 得 ${m(`${coefTex(k.mul(k), 'x^2')}-${k.mul(k).mul(p).add(2 * p).tex()}x+${k.mul(k).mul(fx.mul(fx)).tex()}=0`)}，所以 ${m(`x_1+x_2=${k.mul(k).mul(p).add(2 * p).div(k.mul(k)).tex()}`)}，${m(`|AB|=x_1+x_2+p=${len.tex()}`)}。`,
    };
  }
  const [a, b2] = rng.pick(ELLIPSES);
  const x0 = rng.int(1, 2) * rng.pick([1, -1]);
  const y0 = rng.int(1, 2) * rng.pick([1, -1]);
  if (q(x0 * x0, a * a).add(q(y0 * y0, b2)).cmp(1) >= 0) return null;
  const k = q(-b2 * x0, a * a * y0);
  return {
    kp: [K.lineConic, K.ellipse],
    difficulty: 4,
    grade: 2,
    stem: `已知椭圆 ${m(`\\frac{x^2}{${a * a}}+\\frac{y^2}{${b2}}=1`)} 的一条弦的中点为 ${m(`M(${x0},${y0})`)}，则这条弦所在直线的斜率为`,
    answer: qc(k),
    distractors: [k.neg(), q(1).div(k), q(-a * a * y0, b2 * x0), q(-b2 * y0, a * a * x0)].filter((v) => !v.eq(k)).map(qc),
    analysis: `设弦的端点为 ${m('A(x_1,y_1),B(x_2,y_2)')}，代入椭圆方程后相减（点差法）得 ${m(`\\frac{(x_1+x_2)(x_1-x_2)}{${a * a}}+\\frac{(y_1+y_2)(y_1-y_2)}{${b2}}=0`)}。由 ${m(`x_1+x_2=${2 * x0}`)}，${m(`y_1+y_2=${2 * y0}`)} 得 ${m(`k=\\frac{y_1-y_2}{x_1-x_2}=-\\frac{${b2}\\times ${x0 < 0 ? `(${x0})` : x0}}{${a * a}\\times ${y0 < 0 ? `(${y0})` : y0}}=${k.tex()}`)}。`,
  };
};

// ---------------------------------------------------------------- 计数原理

export const arrangement: TCoreGen = (rng) => {
  const n = rng.int(4, 6);
  const form = rng.int(0, 3);
  const all = factorial(n);
  const adj = 2 * factorial(n - 1);
  if (form === 0 || form === 1) {
    const adjacent = form === 0;
    const ans = adjacent ? adj : all - adj;
    return {
      kp: [K.counting],
      difficulty: 2,
      grade: 2,
      stem: `${n} 名同学站成一排照相，其中甲、乙两人${adjacent ? '必须相邻' : '不相邻'}，则不同的站法共有`,
      answer: qc(ans),
      distractors: [adj, all - adj, all, factorial(n - 1), 2 * factorial(n - 2), (n - 1) * factorial(n - 1)].filter((v) => v !== ans).map(qc),
      analysis: adjacent
        ? `捆绑法：把甲、乙看作一个整体，与其余 ${n - 2} 人全排列有 ${m(`\\mathrm{A}_{${n - 1}}^{${n - 1}}=${factorial(n - 1)}`)} 种，甲、乙内部有 ${m('\\mathrm{A}_2^2=2')} 种，共 ${m(`${factorial(n - 1)}\\times 2=${ans}`)} 种。`
        : `插空法：先排其余 ${n - 2} 人有 ${m(`\\mathrm{A}_{${n - 2}}^{${n - 2}}=${factorial(n - 2)}`)} 种，再把甲、乙插入 ${n - 1} 个空中有 ${m(`\\mathrm{A}_{${n - 1}}^{2}=${(n - 1) * (n - 2)}`)} 种，共 ${m(`${factorial(n - 2)}\\times ${(n - 1) * (n - 2)}=${ans}`)} 种。`,
    };
  }
  if (form === 2) {
    const ans = (n - 2) * factorial(n - 1);
    return {
      kp: [K.counting],
      difficulty: 2,
      grade: 2,
      stem: `${n} 名同学站成一排，其中甲不站在两端，则不同的站法共有`,
      answer: qc(ans),
      distractors: [all, 2 * factorial(n - 1), (n - 1) * factorial(n - 1), all - factorial(n - 1), factorial(n - 1)].filter((v) => v !== ans).map(qc),
      analysis: `先排甲，甲有 ${n - 2} 个位置可选，其余 ${n - 1} 人全排列有 ${m(`\\mathrm{A}_{${n - 1}}^{${n - 1}}=${factorial(n - 1)}`)} 种，共 ${m(`${n - 2}\\times ${factorial(n - 1)}=${ans}`)} 种。`,
    };
  }
  const boys = rng.int(3, 6);
  const girls = rng.int(2, 4);
  const k = rng.int(2, 3);
  const ans = binom(boys + girls, k) - binom(boys, k);
  return {
    kp: [K.counting],
    difficulty: 3,
    grade: 2,
    stem: `从 ${boys} 名男生和 ${girls} 名女生中选出 ${k} 人参加志愿活动，要求至少有 1 名女生，则不同的选法共有`,
    answer: qc(ans),
    distractors: [binom(boys + girls, k), girls * binom(boys + girls - 1, k - 1), binom(girls, 1) * binom(boys, k - 1), ans + binom(boys, k - 1), binom(boys, k)].filter((v) => v !== ans).map(qc),
    analysis: `间接法：从 ${boys + girls} 人中任选 ${k} 人有 ${m(`\\mathrm{C}_{${boys + girls}}^{${k}}=${binom(boys + girls, k)}`)} 种，其中全是男生的有 ${m(`\\mathrm{C}_{${boys}}^{${k}}=${binom(boys, k)}`)} 种，所以共有 ${m(`${binom(boys + girls, k)}-${binom(boys, k)}=${ans}`)} 种。`,
  };
};

export const binomialTerm: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const n = rng.pick([4, 6, 8]);
    const a = rng.pick([1, 2, -1, -2]);
    const r = n / 2;
    const ans = binom(n, r) * a ** r;
    const expr = `\\left(x${a > 0 ? '+' : '-'}\\frac{${Math.abs(a)}}{x}\\right)^{${n}}`;
    return {
      kp: [K.binomial],
      difficulty: 3,
      grade: 2,
      stem: `${m(expr)} 的展开式中的常数项为`,
      answer: qc(ans),
      distractors: [binom(n, r), -ans, binom(n, r - 1) * a ** (r - 1), binom(n, r + 1) * a ** (r + 1), ans * 2].filter((v) => v !== ans).map(qc),
      analysis: `通项 ${m(`T_{r+1}=\\mathrm{C}_{${n}}^{r}x^{${n}-r}\\left(${a > 0 ? '' : '-'}\\frac{${Math.abs(a)}}{x}\\right)^r=(${a})^r\\mathrm{C}_{${n}}^{r}x^{${n}-2r}`)}，令 ${m(`${n}-2r=0`)} 得 ${m(`r=${r}`)}，常数项为 ${m(`(${a})^{${r}}\\mathrm{C}_{${n}}^{${r}}=${ans}`)}。`,
    };
  }
  if (form === 1) {
    const n = rng.pick([3, 6]);
    const a = rng.pick([1, 2, -1, -2]);
    const r = (2 * n) / 3;
    const ans = binom(n, r) * a ** r;
    const expr = `\\left(x^2${a > 0 ? '+' : '-'}\\frac{${Math.abs(a)}}{x}\\right)^{${n}}`;
    return {
      kp: [K.binomial],
      difficulty: 4,
      grade: 2,
      stem: `${m(expr)} 的展开式中的常数项为`,
      answer: qc(ans),
      distractors: [binom(n, r), -ans, binom(n, r - 1) * a ** (r - 1), ans * 2, binom(n, r) * Math.abs(a)].filter((v) => v !== ans).map(qc),
      analysis: `通项 ${m(`T_{r+1}=\\mathrm{C}_{${n}}^{r}(x^2)^{${n}-r}\\left(${a > 0 ? '' : '-'}\\frac{${Math.abs(a)}}{x}\\right)^r=(${a})^r\\mathrm{C}_{${n}}^{r}x^{${2 * n}-3r}`)}，令 ${m(`${2 * n}-3r=0`)} 得 ${m(`r=${r}`)}，常数项为 ${m(`(${a})^{${r}}\\mathrm{C}_{${n}}^{${r}}=${ans}`)}。`,
    };
  }
  const n = rng.int(4, 6);
  const a = rng.pick([1, 2, 3]);
  const b = rng.pick([1, -1, 2, -2]);
  const k = rng.int(1, n - 1);
  const ans = binom(n, k) * a ** k * b ** (n - k);
  return {
    kp: [K.binomial],
    difficulty: 3,
    grade: 2,
    stem: `${m(`(${coefTex(a, 'x')}${signed(b)})^{${n}}`)} 的展开式中 ${m(k === 1 ? 'x' : `x^{${k}}`)} 的系数为`,
    answer: qc(ans),
    distractors: [binom(n, k), binom(n, k) * a ** k, binom(n, k) * b ** (n - k), -ans, binom(n, k + 1) * a ** (k + 1) * b ** (n - k - 1)].filter((v) => v !== ans).map(qc),
    analysis: `通项 ${m(`T_{r+1}=\\mathrm{C}_{${n}}^{r}(${coefTex(a, 'x')})^{${n}-r}(${b})^{r}`)}，令 ${m(`${n}-r=${k}`)} 得 ${m(`r=${n - k}`)}，所以系数为 ${m(`\\mathrm{C}_{${n}}^{${n - k}}\\times ${a}^{${k}}\\times(${b})^{${n - k}}=${ans}`)}。`,
  };
};

// ---------------------------------------------------------------- 统计

function percentile(sorted: number[], p: number): Q {
  const pos = q(sorted.length * p, 100);
  if (pos.isInt) return q(sorted[pos.n - 1]! + sorted[pos.n]!, 2);
  return q(sorted[Math.ceil(pos.value) - 1]!);
}

export const statistics: TCoreGen = (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const n = rng.pick([8, 10, 12]);
    const data = Array.from({ length: n }, () => rng.int(50, 99));
    const sorted = [...data].sort((x, y) => x - y);
    if (new Set(sorted).size !== n) return null;
    const p = rng.pick([25, 40, 60, 75, 80, 30, 70, 90]);
    const ans = percentile(sorted, p);
    const pos = q(n * p, 100);
    const others = [q(sorted[Math.floor(pos.value) - 1] ?? sorted[0]!), q(sorted[Math.ceil(pos.value)] ?? sorted[n - 1]!), percentile(sorted, 100 - p), q(sorted[Math.floor(n / 2)]!), ans.add(1)];
    return {
      kp: [K.sampling],
      difficulty: 2,
      grade: 1,
      stem: `一组数据：${m(data.join(','))}，则这组数据的第 ${p} 百分位数为`,
      answer: { tex: ans.decimalOrTex(1), value: ans.value },
      distractors: others.map((v) => ({ tex: v.decimalOrTex(1), value: v.value })),
      analysis: `将数据从小到大排列：${m(sorted.join(','))}。${m(`${n}\\times ${p}\\%=${pos.decimalOrTex(1)}`)}，${pos.isInt ? `是整数，所以第 ${p} 百分位数为第 ${pos.n} 项与第 ${pos.n + 1} 项的平均数 ${m(`\\frac{${sorted[pos.n - 1]}+${sorted[pos.n]}}{2}=${ans.decimalOrTex(1)}`)}` : `不是整数，所以第 ${p} 百分位数为第 ${Math.ceil(pos.value)} 项 ${m(ans.decimalOrTex(1))}`}。`,
    };
  }
  if (form === 1) {
    const mean = rng.int(2, 10);
    const s2 = rng.int(1, 5);
    const a = rng.pick([2, 3, -2, 4]);
    const b = rng.int(-3, 5);
    const askVar = rng.next() < 0.6;
    const ans = askVar ? a * a * s2 : a * mean + b;
    return {
      kp: [K.sampling],
      difficulty: 2,
      grade: 1,
      stem: `已知样本数据 ${m('x_1,x_2,\\cdots,x_n')} 的平均数为 ${mean}，方差为 ${s2}，则数据 ${m(`${coefTex(a, 'x_1')}${signed(b)},${coefTex(a, 'x_2')}${signed(b)},\\cdots,${coefTex(a, 'x_n')}${signed(b)}`)} 的${askVar ? '方差' : '平均数'}为`,
      answer: qc(ans),
      distractors: (askVar ? [a * s2, a * a * s2 + b, Math.abs(a) * s2 + b, s2] : [a * mean, mean + b, a * mean - b, a * (mean + b)]).filter((v) => v !== ans).map(qc),
      analysis: `若数据 ${m('x_i')} 的平均数为 ${m('\\bar x')}、方差为 ${m('s^2')}，则 ${m('ax_i+b')} 的平均数为 ${m('a\\bar x+b')}、方差为 ${m('a^2s^2')}。所以所求${askVar ? `方差为 ${m(`(${a})^2\\times ${s2}=${ans}`)}` : `平均数为 ${m(`${a}\\times ${mean}${signed(b)}=${ans}`)}`}。`,
    };
  }
  const sizes = [rng.int(2, 6) * 100, rng.int(2, 6) * 100, rng.int(2, 6) * 100];
  const total = sizes[0]! + sizes[1]! + sizes[2]!;
  const sample = rng.pick([20, 30, 40, 50, 60]);
  const idx = rng.int(0, 2);
  const share = q(sample * sizes[idx]!, total);
  if (!share.isInt) return null;
  const names = ['高一', '高二', '高三'];
  return {
    kp: [K.sampling],
    difficulty: 1,
    grade: 1,
    stem: `某校高一、高二、高三年级的学生人数分别为 ${sizes.join('，')}，现用分层随机抽样的方法从全校学生中抽取容量为 ${sample} 的样本，则应从${names[idx]}年级抽取的人数为`,
    answer: qc(share),
    distractors: [Math.round(sample / 3), share.n + 1, share.n - 2, Math.round((sample * sizes[(idx + 1) % 3]!) / total)].filter((v) => v !== share.n).map(qc),
    analysis: `抽样比为 ${m(`\\frac{${sample}}{${total}}`)}，所以应从${names[idx]}年级抽取 ${m(`${sizes[idx]}\\times\\frac{${sample}}{${total}}=${share.n}`)} 人。`,
  };
};

export const regressionPoint: TCoreGen = (rng) => {
  const xs = [1, 2, 3, 4, 5];
  const b = rng.pick([q(3, 2), q(2), q(5, 2), q(-1), q(6, 5), q(7, 10)]);
  const ybar = rng.int(8, 20);
  const xbar = q(xs.reduce((s, x) => s + x, 0), xs.length);
  const a = q(ybar).sub(b.mul(xbar));
  const ys = [ybar - 4, ybar - 1, 0, ybar + 2, ybar + 3];
  ys[2] = 5 * ybar - (ys[0]! + ys[1]! + ys[3]! + ys[4]!);
  const unknown = rng.int(0, 4);
  const aStr = a.decimalOrTex(2);
  const aSigned = a.n === 0 ? '' : a.n > 0 ? `+${aStr}` : aStr;
  const shown = ys.map((y, i) => (i === unknown ? 'm' : String(y)));
  const table = `<table border="1" style="border-collapse:collapse"><tr><td>${m('x')}</td>${xs.map((x) => `<td>${x}</td>`).join('')}</tr><tr><td>${m('y')}</td>${shown.map((y) => `<td>${y === 'm' ? m('m') : y}</td>`).join('')}</tr></table>`;
  return {
    kp: [K.pairedData],
    difficulty: 2,
    grade: 2,
    stem: `某研究小组得到变量 ${m('x')} 与 ${m('y')} 的一组数据如下表：${table}由表中数据求得 ${m('y')} 关于 ${m('x')} 的经验回归方程为 ${m(`\\hat y=${b.decimalOrTex(1)}x${aSigned}`)}，则 ${m('m=')}`,
    answer: qc(ys[unknown]!),
    distractors: [ys[unknown]! + 1, ys[unknown]! - 2, ybar, ys[unknown]! + 5].filter((v) => v !== ys[unknown]).map(qc),
    analysis: `${m(`\\bar x=${xbar.tex()}`)}，经验回归直线过样本中心 ${m('(\\bar x,\\bar y)')}，所以 ${m(`\\bar y=${b.decimalOrTex(1)}\\times ${xbar.tex()}${aSigned}=${ybar}`)}，由 ${m(`\\frac{${shown.join('+')}}{5}=${ybar}`)} 得 ${m(`m=${ys[unknown]}`)}。`,
  };
};

// ---------------------------------------------------------------- 概率

export const classicalProbability: TCoreGen = (rng) => {
  const form = rng.int(0, 1);
  if (form === 0) {
    const red = rng.int(2, 5);
    const white = rng.int(2, 4);
    const n = red + white;
    const total = binom(n, 2);
    const ask = rng.int(0, 2);
    const vals = [q(binom(red, 2), total), q(red * white, total), q(total - binom(white, 2), total)];
    const names = ['2 个都是红球', '1 个红球 1 个白球', '至少有 1 个红球'];
    const ans = vals[ask]!;
    const withRep = [q(red * red, n * n), q(2 * red * white, n * n), q(n * n - white * white, n * n)];
    return {
      kp: [K.probability],
      difficulty: 2,
      grade: 2,
      stem: `一个袋子中有大小和质地相同的 ${red} 个红球和 ${white} 个白球，从中不放回地随机摸出 2 个球，则“${names[ask]}”的概率为`,
      answer: qc(ans),
      distractors: [...vals, ...withRep, q(1).sub(ans)].filter((v) => !v.eq(ans)).map(qc),
      analysis: `样本空间共有 ${m(`\\mathrm{C}_{${n}}^{2}=${total}`)} 个样本点。${ask === 0 ? `“2 个都是红球”包含 ${m(`\\mathrm{C}_{${red}}^{2}=${binom(red, 2)}`)} 个` : ask === 1 ? `“1 红 1 白”包含 ${m(`${red}\\times ${white}=${red * white}`)} 个` : `对立事件“2 个都是白球”包含 ${m(`\\mathrm{C}_{${white}}^{2}=${binom(white, 2)}`)} 个，所以所求事件包含 ${m(`${total}-${binom(white, 2)}=${total - binom(white, 2)}`)} 个`}样本点，所求概率为 ${m(ans.tex())}。`,
    };
  }
  const target = rng.int(3, 11);
  let count = 0;
  for (let i = 1; i <= 6; i += 1) for (let j = 1; j <= 6; j += 1) if (i + j === target) count += 1;
  const ans = q(count, 36);
  return {
    kp: [K.probability],
    difficulty: 1,
    grade: 2,
    stem: `同时抛掷两枚质地均匀的骰子，则向上的点数之和为 ${target} 的概率为`,
    answer: qc(ans),
    distractors: [q(count, 21), q(count + 1, 36), q(count - 1 || 2, 36), q(1, 6), q(1, 11)].filter((v) => !v.eq(ans)).map(qc),
    analysis: `样本空间共有 ${m('6\\times 6=36')} 个等可能的样本点，点数之和为 ${target} 的有 ${count} 个，所以概率为 ${m(`\\frac{${count}}{36}=${ans.tex()}`)}。`,
  };
};

export const conditionalProbability: TCoreGen = (rng) => {
  if (rng.next() < 0.5) {
    const red = rng.int(2, 5);
    const white = rng.int(2, 4);
    const n = red + white;
    const ans = q(red - 1, n - 1);
    return {
      kp: [K.conditional],
      difficulty: 3,
      grade: 2,
      stem: `一个袋子中有 ${red} 个红球和 ${white} 个白球（除颜色外完全相同），从中不放回地依次摸出 2 个球，在第 1 次摸到红球的条件下，第 2 次摸到红球的概率为`,
      answer: qc(ans),
      distractors: [q(red, n), q(red * (red - 1), n * (n - 1)), q(red - 1, n), q(white, n - 1)].filter((v) => !v.eq(ans)).map(qc),
      analysis: `第 1 次摸到红球后，袋中剩下 ${n - 1} 个球，其中红球 ${red - 1} 个，所以所求概率为 ${m(ans.tex())}。也可用公式 ${m(`P(B|A)=\\frac{P(AB)}{P(A)}=\\frac{${q(red * (red - 1), n * (n - 1)).tex()}}{${q(red, n).tex()}}=${ans.tex()}`)}。`,
    };
  }
  const p1 = rng.pick([q(2, 5), q(3, 5), q(1, 2), q(3, 10), q(7, 10)]);
  const p2 = q(1).sub(p1);
  const d1 = rng.pick([q(1, 20), q(1, 10), q(3, 100), q(1, 25)]);
  const d2 = rng.pick([q(1, 50), q(1, 20), q(2, 25), q(1, 10)]);
  if (d1.eq(d2)) return null;
  const ans = p1.mul(d1).add(p2.mul(d2));
  return {
    kp: [K.conditional],
    difficulty: 3,
    grade: 2,
    stem: `某工厂有甲、乙两条生产线，甲生产线的产量占总产量的 ${m(`${p1.mul(100).tex()}\\%`)}，次品率为 ${m(`${d1.mul(100).decimalOrTex(1)}\\%`)}；乙生产线的产量占 ${m(`${p2.mul(100).tex()}\\%`)}，次品率为 ${m(`${d2.mul(100).decimalOrTex(1)}\\%`)}。从该厂产品中任取一件，则它是次品的概率为`,
    answer: { tex: ans.decimalOrTex(4), value: ans.value },
    distractors: [d1.add(d2).div(2), d1.add(d2), p1.mul(d1), p2.mul(d2), p1.mul(d2).add(p2.mul(d1))].map((v) => ({ tex: v.decimalOrTex(4), value: v.value })),
    analysis: `由全概率公式，${m(`P=${p1.decimalOrTex(2)}\\times ${d1.decimalOrTex(3)}+${p2.decimalOrTex(2)}\\times ${d2.decimalOrTex(3)}=${ans.decimalOrTex(4)}`)}。`,
  };
};

export const distributionMean: TCoreGen = (rng) => {
  const p0 = rng.pick([q(1, 6), q(1, 4), q(1, 5), q(1, 3), q(1, 10)]);
  const p1 = rng.pick([q(1, 3), q(1, 2), q(2, 5), q(1, 4)]);
  const p2 = q(1).sub(p0).sub(p1);
  if (p2.n <= 0) return null;
  const E = p1.add(p2.mul(2));
  const a = rng.pick([2, 3, -1, 4]);
  const b = rng.int(-2, 3);
  const askLinear = rng.next() < 0.5;
  const ans = askLinear ? E.mul(a).add(b) : E;
  const table = `<table border="1" style="border-collapse:collapse"><tr><td>${m('X')}</td><td>0</td><td>1</td><td>2</td></tr><tr><td>${m('P')}</td><td>${m(p0.tex())}</td><td>${m(p1.tex())}</td><td>${m('m')}</td></tr></table>`;
  return {
    kp: [K.distribution],
    difficulty: 2,
    grade: 2,
    stem: `已知离散型随机变量 ${m('X')} 的分布列为${table}则 ${m(askLinear ? `E(${coefTex(a, 'X')}${signed(b)})=` : 'E(X)=')}`,
    answer: qc(ans),
    distractors: [E, E.mul(a), E.add(b), p2, ans.add(1), E.mul(a).sub(b)].filter((v) => !v.eq(ans)).map(qc),
    analysis: `由分布列的性质得 ${m(`m=1-${p0.tex()}-${p1.tex()}=${p2.tex()}`)}，${m(`E(X)=0\\times ${p0.tex()}+1\\times ${p1.tex()}+2\\times ${p2.tex()}=${E.tex()}`)}${askLinear ? `，${m(`E(${coefTex(a, 'X')}${signed(b)})=${a}E(X)${signed(b)}=${ans.tex()}`)}` : ''}。`,
  };
};

export const binomialNormal: TCoreGen = (rng) => {
  if (rng.next() < 0.6) {
    const n = rng.int(3, 10);
    const p = rng.pick([q(1, 2), q(1, 3), q(2, 3), q(1, 4), q(3, 4), q(2, 5)]);
    const E = p.mul(n);
    const D = E.mul(q(1).sub(p));
    const ask = rng.int(0, 2);
    const names = ['E(X)', 'D(X)', 'D(2X+1)'];
    const vals = [E, D, D.mul(4)];
    const ans = vals[ask]!;
    return {
      kp: [K.binomialDist],
      difficulty: 2,
      grade: 2,
      stem: `已知随机变量 ${m(`X\\sim B\\left(${n},${p.tex()}\\right)`)}，则 ${m(`${names[ask]}=`)}`,
      answer: qc(ans),
      distractors: [...vals, D.mul(2), D.mul(4).add(1), D.mul(2).add(1)].filter((v) => !v.eq(ans)).map(qc),
      analysis: `${m(`E(X)=np=${E.tex()}`)}，${m(`D(X)=np(1-p)=${D.tex()}`)}${ask === 2 ? `，${m(`D(2X+1)=4D(X)=${ans.tex()}`)}` : ''}。`,
    };
  }
  const mu = rng.int(1, 100);
  const c = rng.int(1, 10);
  const t = rng.pick([q(1, 10), q(1, 5), q(3, 10), q(3, 20), q(2, 25)]);
  const ans = q(1).sub(t.mul(2));
  return {
    kp: [K.binomialDist],
    difficulty: 2,
    grade: 2,
    stem: `已知随机变量 ${m(`X\\sim N(${mu},\\sigma^2)`)}，且 ${m(`P(X>${mu + c})=${t.decimalOrTex(2)}`)}，则 ${m(`P(${mu - c}<X<${mu + c})=`)}`,
    answer: { tex: ans.decimalOrTex(2), value: ans.value },
    distractors: [q(1).sub(t), t.mul(2), q(1, 2).sub(t), q(1).sub(t.mul(3))].map((v) => ({ tex: v.decimalOrTex(2), value: v.value })),
    analysis: `正态曲线关于 ${m(`x=${mu}`)} 对称，所以 ${m(`P(X<${mu - c})=P(X>${mu + c})=${t.decimalOrTex(2)}`)}，${m(`P(${mu - c}<X<${mu + c})=1-2\\times ${t.decimalOrTex(2)}=${ans.decimalOrTex(2)}`)}。`,
  };
};

export const GEOMETRY_GENERATORS: { gen: TCoreGen; weight: number; name: string }[] = [
  { gen: arithmeticSequence, weight: 3, name: 'arithmeticSequence' },
  { gen: geometricSequence, weight: 3, name: 'geometricSequence' },
  { gen: sequenceConcept, weight: 1, name: 'sequenceConcept' },
  { gen: recurrenceSequence, weight: 2, name: 'recurrenceSequence' },
  { gen: sequenceSum, weight: 2, name: 'sequenceSum' },
  { gen: induction, weight: 1, name: 'induction' },
  { gen: sequenceApplication, weight: 1, name: 'sequenceApplication' },
  { gen: solidMeasure, weight: 3, name: 'solidMeasure' },
  { gen: obliqueDrawing, weight: 1, name: 'obliqueDrawing' },
  { gen: spacePosition, weight: 2, name: 'spacePosition' },
  { gen: spaceVector, weight: 2, name: 'spaceVector' },
  { gen: spaceAngle, weight: 2, name: 'spaceAngle' },
  { gen: lineInclination, weight: 2, name: 'lineInclination' },
  { gen: parallelDistance, weight: 1, name: 'parallelDistance' },
  { gen: circleEquation, weight: 2, name: 'circleEquation' },
  { gen: lineCircle, weight: 2, name: 'lineCircle' },
  { gen: ellipseProperty, weight: 2, name: 'ellipseProperty' },
  { gen: hyperbolaProperty, weight: 2, name: 'hyperbolaProperty' },
  { gen: parabolaProperty, weight: 2, name: 'parabolaProperty' },
  { gen: lineConic, weight: 2, name: 'lineConic' },
  { gen: arrangement, weight: 2, name: 'arrangement' },
  { gen: binomialTerm, weight: 2, name: 'binomialTerm' },
  { gen: statistics, weight: 2, name: 'statistics' },
  { gen: regressionPoint, weight: 1, name: 'regressionPoint' },
  { gen: classicalProbability, weight: 2, name: 'classicalProbability' },
  { gen: conditionalProbability, weight: 2, name: 'conditionalProbability' },
  { gen: distributionMean, weight: 2, name: 'distributionMean' },
  { gen: binomialNormal, weight: 2, name: 'binomialNormal' },
];

