/**
 * What the generated students write: maths working (formulas with a few Chinese words such as
 * 解、所以、由题意得) or an English letter / essay. Numbers and phrases vary with the seed.
 */
import { createRng, type Rng } from '../../../seed/random.js';

export type AnswerStyle = 'maths' | 'english';

const MATHS_LINES: ((r: (lo: number, hi: number) => number) => string)[] = [
  (r) => `解：由题意得 f(x)=${r(2, 5)}x^2-${r(2, 9)}x+${r(1, 6)}`,
  (r) => `f'(x)=${r(2, 8)}x-${r(1, 9)}`,
  (r) => `令f'(x)=0，得x=${r(1, 9)}/${r(2, 9)}`,
  (r) => `∴f(x)在(0,${r(1, 5)})上单调递减`,
  (r) => `(x-${r(1, 5)})(x-${r(2, 7)})=0`,
  (r) => `∴x=${r(1, 5)}或x=${r(2, 9)}`,
  (r) => `∵a=${r(2, 9)}，b=${r(2, 9)}`,
  (r) => `c^2=a^2+b^2=${r(20, 99)}`,
  (r) => `S=1/2×${r(2, 9)}×${r(2, 9)}=${r(6, 40)}`,
  () => `sinα=3/5，cosα=4/5`,
  (r) => `tanα=sinα/cosα=${r(1, 4)}/${r(2, 5)}`,
  (r) => `a_n=${r(2, 6)}n-${r(1, 5)}`,
  () => `S_n=n(a_1+a_n)/2`,
  (r) => `当x>${r(1, 6)}时，f'(x)>0`,
  (r) => `y=${r(2, 5)}x+${r(1, 9)}`,
  (r) => `√${r(2, 9)}×√${r(2, 9)}=${r(4, 12)}`,
  () => `∠ABC=90°，AB=AC`,
  () => `在△ABC中，由余弦定理`,
  (r) => `a^2=b^2+c^2-2bc·cosA=${r(10, 60)}`,
  (r) => `所以最小值为${r(1, 9)}-√${r(2, 7)}`,
  (r) => `x_1+x_2=${r(2, 9)}，x_1x_2=${r(1, 9)}`,
  (r) => `|AB|=√(1+k^2)·|x_1-x_2|=${r(2, 9)}`,
  (r) => `P=${r(1, 5)}/${r(6, 12)}`,
  (r) => `E(X)=0×1/4+1×1/2+2×1/4=${r(1, 2)}`,
];

const MATHS_CONCLUSIONS = ['综上所述，', '所以', '故答案为', '∴'];

const LETTER_OPENINGS = ['Dear Tom,', 'Dear Jim,', 'Dear Mr Smith,', 'Dear Lucy,', 'Dear Chris,'];
const SENTENCES = [
  'I am writing to tell you about our school trip last weekend.',
  'We visited the science museum and learned a lot about robots.',
  'In my opinion, reading is the best way to relax after school.',
  'First of all, we should protect the environment in our daily life.',
  'What is more, taking exercise every day keeps us healthy.',
  'I am glad to hear that you will come to China next month.',
  'There are many interesting places in our city, such as the old town.',
  'I hope you can join us and have a good time here.',
  'Last Sunday our class held an English speech contest.',
  'Many students took part in it and some of them did very well.',
  'I think we should spend less time on our phones.',
  'It is important for us to learn how to work with others.',
  'Besides, we can make new friends and learn from each other.',
  'As a result, everyone felt happy and proud of our team.',
  'If you have any questions, please let me know.',
  'Our teacher told us that practice makes perfect.',
  'We planted trees near the river to make our town greener.',
  'The volunteers helped the old people clean their houses.',
  'I would like to recommend a book called The Old Man and the Sea.',
  'In a word, we should try our best to make our dreams come true.',
];
const CLOSINGS = ['Looking forward to your reply.', 'Best wishes!', 'Yours, Li Hua'];

function ranger(rng: Rng) {
  return (lo: number, hi: number) => rng.int(lo, hi);
}

/** The paragraphs (one per written line start) of a student's answer. */
export function answerText(seed: number, style: AnswerStyle, lines: number): string[] {
  const rng = createRng(seed);
  if (style === 'maths') {
    const r = ranger(rng);
    const out: string[] = [];
    const start = rng.int(0, MATHS_LINES.length - 1);
    for (let i = 0; i < lines; i++) {
      const step = i === 0 ? start : rng.int(0, MATHS_LINES.length - 1);
      out.push(MATHS_LINES[step]!(r));
    }
    if (lines > 2 && rng.next() < 0.5) out[out.length - 1] = `${rng.pick(MATHS_CONCLUSIONS)}x=${r(1, 9)}`;
    return out;
  }
  const words: string[] = [rng.pick(LETTER_OPENINGS)];
  const body: string[] = [];
  const first = rng.int(0, SENTENCES.length - 1);
  for (let i = 0; i < lines * 2; i++) body.push(SENTENCES[(first + i * 3 + rng.int(0, 2)) % SENTENCES.length]!);
  words.push(body.join(' '));
  if (rng.next() < 0.6) words.push(rng.pick(CLOSINGS));
  return words;
}
