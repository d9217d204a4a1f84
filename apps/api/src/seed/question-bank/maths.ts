/**
 * The maths half of the bank: 单选题 and 填空题 from the single-answer generators, 多选题 from the
 * statement generators, 解答题 from the worked-solution generators. Parameters come from a
 * deterministic PRNG seeded per generator and attempt, so the bank is identical on every run; a
 * draw that repeats an existing stem or cannot produce four distinct options is replaced.
 */
import { GAP, answerOf, letter, pad3, question, rngFor } from './helpers.js';
import { candidateHtml, pickOptions, type TMathCore } from './maths-core.js';
import { CALCULUS_GENERATORS } from './maths-gen-calculus.js';
import { FUNCTION_GENERATORS } from './maths-gen-functions.js';
import { GEOMETRY_GENERATORS } from './maths-gen-geometry.js';
import { MULTI_GENERATORS, chooseStatements } from './maths-multi.js';
import { SOLUTION_GENERATORS, type TSolutionCategory } from './maths-solution.js';
import type { TBankOption, TBankQuestion } from './types.js';

const CORE_GENERATORS = [...FUNCTION_GENERATORS, ...CALCULUS_GENERATORS, ...GEOMETRY_GENERATORS];
const MAX_ATTEMPTS = 80;

const seenStems = new Set<string>();

function draw<T>(make: (attempt: number) => T | null, stemOf: (t: T) => string): T | null {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const made = make(attempt);
    if (made === null) continue;
    const stem = stemOf(made);
    if (seenStems.has(stem)) continue;
    seenStems.add(stem);
    return made;
  }
  return null;
}

const para = (s: string) => `<p>${s}</p>`;

function singleFromCore(rngKey: string, core: TMathCore): TBankOption[] | null {
  return core.options ?? pickOptions(rngFor(`options:${rngKey}`), core.answer, core.distractors);
}

function buildSingles(): TBankQuestion[] {
  const out: TBankQuestion[] = [];
  for (const g of CORE_GENERATORS) {
    const count = g.weight + (g.weight >= 3 ? 1 : 0);
    for (let i = 0; i < count; i += 1) {
      const made = draw(
        (attempt) => {
          const key = `single:${g.name}:${i}:${attempt}`;
          const core = g.gen(rngFor(key));
          if (!core) return null;
          const opts = singleFromCore(key, core);
          return opts ? { core, opts } : null;
        },
        (x) => x.core.stem,
      );
      if (!made) continue;
      const { core, opts } = made;
      out.push(
        question({
          key: `ma-single-${pad3(out.length + 1)}`,
          subjectId: 3,
          type: '单选题',
          title: para(`${core.stem}（\u3000\u3000）`),
          options: opts,
          analysis: `${para(core.analysis)}${para(`故选 ${answerOf(opts)}。`)}`,
          difficulty: core.difficulty,
          knowledgePointIds: core.kp,
          grade: core.grade,
        }),
      );
    }
  }
  return out;
}

function buildFills(): TBankQuestion[] {
  const out: TBankQuestion[] = [];
  for (const g of CORE_GENERATORS) {
    const count = Math.ceil(g.weight / 2) + (g.weight >= 3 ? 1 : 0);
    for (let i = 0; i < count; i += 1) {
      const made = draw(
        (attempt) => {
          const core = g.gen(rngFor(`fill:${g.name}:${i}:${attempt}`));
          // statement questions (ready-made options) only work as choice questions
          return core && !core.options ? core : null;
        },
        (c) => c.stem,
      );
      if (!made) continue;
      const answer = candidateHtml(made.answer);
      out.push(
        question({
          key: `ma-fill-${pad3(out.length + 1)}`,
          subjectId: 3,
          type: '填空题',
          title: para(`${made.stem}${GAP}．`),
          answer,
          analysis: `${para(made.analysis)}${para(`故答案为 ${answer}。`)}`,
          difficulty: made.difficulty,
          knowledgePointIds: made.kp,
          grade: made.grade,
        }),
      );
    }
  }
  return out;
}

function buildMultis(): TBankQuestion[] {
  const out: TBankQuestion[] = [];
  for (const g of MULTI_GENERATORS) {
    const count = Math.round(g.weight * 1.6);
    for (let i = 0; i < count; i += 1) {
      const made = draw(
        (attempt) => {
          const rng = rngFor(`multi:${g.name}:${i}:${attempt}`);
          const core = g.gen(rng);
          if (!core) return null;
          const chosen = chooseStatements(rng, core);
          return chosen ? { core, chosen } : null;
        },
        // the same stem with a different choice of statements is a different question
        (x) => `${x.core.stem}|${x.chosen.map((s) => s.tex).join('|')}`,
      );
      if (!made) continue;
      const { core, chosen } = made;
      const opts: TBankOption[] = chosen.map((s, n) => ({ optionNo: letter(n), content: s.tex, isTrue: s.truth ? 1 : 0 }));
      out.push(
        question({
          key: `ma-multi-${pad3(out.length + 1)}`,
          subjectId: 3,
          type: '多选题',
          title: para(`${core.stem}（\u3000\u3000）`),
          options: opts,
          analysis: `${chosen.map((s, n) => para(`${letter(n)}项：${s.truth ? '正确' : '错误'}。${s.why}`)).join('')}${para(`故选 ${answerOf(opts)}。`)}`,
          difficulty: core.difficulty,
          knowledgePointIds: core.kp,
          grade: core.grade,
        }),
      );
    }
  }
  return out;
}

/** Category of each 解答题 (by key), used to put the right kind of problem in each paper slot. */
export const MATHS_SOLUTION_CATEGORY: Record<string, TSolutionCategory> = {};

function buildSolutions(): TBankQuestion[] {
  const out: TBankQuestion[] = [];
  for (const g of SOLUTION_GENERATORS) {
    for (let i = 0; i < g.count; i += 1) {
      const made = draw(
        (attempt) => g.gen(rngFor(`solution:${g.name}:${i}:${attempt}`)),
        (c) => c.stem,
      );
      if (!made) continue;
      const key = `ma-solution-${pad3(out.length + 1)}`;
      MATHS_SOLUTION_CATEGORY[key] = made.category;
      out.push(
        question({
          key,
          subjectId: 3,
          type: '解答题',
          title: made.stem,
          answer: made.answer,
          analysis: made.analysis,
          difficulty: made.difficulty,
          knowledgePointIds: made.kp,
          grade: made.grade,
        }),
      );
    }
  }
  return out;
}

export const MATHS_SINGLE: TBankQuestion[] = buildSingles();
export const MATHS_MULTI: TBankQuestion[] = buildMultis();
export const MATHS_FILL: TBankQuestion[] = buildFills();
export const MATHS_SOLUTION: TBankQuestion[] = buildSolutions();

export const MATHS_QUESTIONS: TBankQuestion[] = [...MATHS_SINGLE, ...MATHS_MULTI, ...MATHS_FILL, ...MATHS_SOLUTION];
