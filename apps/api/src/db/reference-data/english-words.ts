/**
 * The English word bank (课标词汇): the senior-high curriculum-standard vocabulary, one JSON file per
 * range of first letters in ./english-words/ (how it was made: ./english-words/README.md). Read
 * once, sorted case-insensitively; the vocabulary area (issue 18) stores it as reference data.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Imported, not read from disk at run time, so the compiled server (one bundle) carries them.
import wordsAD from './english-words/words-a-d.json' with { type: 'json' };
import wordsEL from './english-words/words-e-l.json' with { type: 'json' };
import wordsMR from './english-words/words-m-r.json' with { type: 'json' };
import wordsSZ from './english-words/words-s-z.json' with { type: 'json' };

export type TEnglishWordRef = {
  word: string;
  phonetic: string;
  pos: string[];
  meaning: string;
  example: string;
  exampleZh: string;
  /** On the compulsory-education (初中) list too; false for the senior-high additions. */
  junior: boolean;
};

/** The part-of-speech abbreviations the bank uses, as Chinese textbooks print them. */
export const WORD_POS = ['n.', 'v.', 'vt.', 'vi.', 'adj.', 'adv.', 'prep.', 'conj.', 'pron.', 'num.', 'art.', 'int.', 'aux.', 'modal v.'] as const;

export const ENGLISH_WORDS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'english-words');

let cached: TEnglishWordRef[] | null = null;

export function englishWords(): TEnglishWordRef[] {
  if (cached) return cached;
  const all = [wordsAD, wordsEL, wordsMR, wordsSZ].flat() as TEnglishWordRef[];
  cached = [...all].sort((a, b) => a.word.toLowerCase().localeCompare(b.word.toLowerCase()) || a.word.localeCompare(b.word));
  return cached;
}
