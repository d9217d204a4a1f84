/**
 * The items of a round, the same on every load for one student: the put's words in an order of
 * the student's own (shuffled per student and round), mode by mode in the put's order; choice
 * modes carry the right option and three others from the put's words (the bank's when the put
 * has too few), none showing the same text as another.
 */
import { VOCAB_CHOICE_OPTIONS, VOCAB_MODE, type TEnglishWord } from '@app/contract/vocabulary';
import type { WordBank } from './words.js';

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (...parts: number[]) => parts.reduce((h, p) => Math.imul(h ^ p, 0x9e3779b1) >>> 0, 0x811c9dc5);

function shuffled<T>(list: readonly T[], rnd: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** What an option shows in a mode: the meaning (英译汉) or the word (汉译英). */
export const optionText = (w: TEnglishWord, mode: number) => (mode === VOCAB_MODE.EN_ZH ? w.meaning : w.word);
/** The right answer as the student reads it. */
export const correctText = (w: TEnglishWord, mode: number) => (mode === VOCAB_MODE.EN_ZH ? w.meaning : w.word);

export type RoundItem = { mode: number; word: TEnglishWord; options: { wordId: number; text: string }[] };

/** The round's items for one student. */
export function roundItems(bank: WordBank, put: { id: number; wordIds: readonly number[]; modes: readonly number[] }, studentId: number, round: number): RoundItem[] {
  const words = put.wordIds.map((id) => bank.byId.get(id)).filter((w): w is TEnglishWord => w != null);
  const order = shuffled(words, seeded(seedOf(put.id, studentId, round)));
  const items: RoundItem[] = [];
  for (const mode of put.modes) {
    for (const word of order) {
      items.push({ mode, word, options: mode === VOCAB_MODE.SPELL ? [] : choiceOptions(bank, words, word, mode, seedOf(put.id, studentId, round, mode, word.wordId)) });
    }
  }
  return items;
}

function choiceOptions(bank: WordBank, words: readonly TEnglishWord[], word: TEnglishWord, mode: number, seed: number) {
  const rnd = seeded(seed);
  const key = (w: TEnglishWord) => optionText(w, mode).toLowerCase();
  const taken = new Set([key(word)]);
  const picked: TEnglishWord[] = [word];
  const pickFrom = (pool: readonly TEnglishWord[]) => {
    for (const w of shuffled(pool, rnd)) {
      if (picked.length >= VOCAB_CHOICE_OPTIONS) return;
      if (taken.has(key(w))) continue;
      taken.add(key(w));
      picked.push(w);
    }
  };
  pickFrom(words);
  // Fewer than four distinct words in the put: the rest from a stretch of the bank.
  if (picked.length < VOCAB_CHOICE_OPTIONS) {
    const start = Math.floor(rnd() * Math.max(1, bank.all.length - 50));
    pickFrom(bank.all.slice(start, start + 50));
  }
  return shuffled(picked, rnd).map((w) => ({ wordId: w.wordId, text: optionText(w, mode) }));
}
