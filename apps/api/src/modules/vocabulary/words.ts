/**
 * The word bank (课标词汇) as the vocabulary area reads it: browsing and searching, and resolving
 * pasted text into bank words with what is not in the bank reported. The bank is reference data
 * that changes only at start-up, so each database's bank is read once and kept in memory.
 */
import { asc } from 'drizzle-orm';
import type { TEnglishWord, TWordResolveResult } from '@app/contract/vocabulary';
import type { Db } from '../../db/client.js';
import { englishWord } from '../../db/schema.js';

export type WordBank = {
  all: TEnglishWord[];
  byId: Map<number, TEnglishWord>;
  /** Lower-case headword → the bank's words (China and china are two). */
  byLower: Map<string, TEnglishWord[]>;
};

const banks = new WeakMap<Db, Promise<WordBank>>();

export function wordBank(db: Db): Promise<WordBank> {
  let bank = banks.get(db);
  if (!bank) {
    bank = loadBank(db);
    banks.set(db, bank);
    bank.catch(() => banks.delete(db));
  }
  return bank;
}

async function loadBank(db: Db): Promise<WordBank> {
  const rows = await db.select().from(englishWord).orderBy(asc(englishWord.id));
  const all = rows
    .map((r) => ({ wordId: r.id, word: r.word, phonetic: r.phonetic, pos: r.pos, meaning: r.meaning, example: r.example, exampleZh: r.exampleZh, junior: r.junior }))
    .sort((a, b) => a.word.toLowerCase().localeCompare(b.word.toLowerCase()) || a.word.localeCompare(b.word));
  const byLower = new Map<string, TEnglishWord[]>();
  for (const w of all) {
    const k = w.word.toLowerCase();
    byLower.set(k, [...(byLower.get(k) ?? []), w]);
  }
  return { all, byId: new Map(all.map((w) => [w.wordId, w])), byLower };
}

/** Browse and search: a keyword matches the headword's start, or any part of the meaning. */
export async function searchWords(db: Db, q: { keyword?: string; level?: 'junior' | 'senior'; letter?: string; pageNo: number; pageSize: number }) {
  const bank = await wordBank(db);
  const kw = q.keyword?.trim().toLowerCase() ?? '';
  const letter = q.letter?.toLowerCase();
  const hits = bank.all.filter(
    (w) =>
      (!q.level || w.junior === (q.level === 'junior')) &&
      (!letter || w.word.toLowerCase().startsWith(letter)) &&
      (!kw || w.word.toLowerCase().startsWith(kw) || w.meaning.includes(kw)),
  );
  // Exact headwords first, then the bank's order.
  if (kw) hits.sort((a, b) => Number(b.word.toLowerCase() === kw) - Number(a.word.toLowerCase() === kw));
  const start = (q.pageNo - 1) * q.pageSize;
  return { list: hits.slice(start, start + q.pageSize), total: hits.length, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Splits pasted text into entries: lines, commas, semicolons, tabs (Chinese punctuation too). */
export function splitPasted(text: string): string[] {
  return text
    .split(/[\n\r,，;；、\t]+/)
    .map((s) => s.trim().replace(/\s+/g, ' ').replace(/^[0-9]+[.、)）]\s*/, ''))
    .filter((s) => s.length > 0);
}

/** Pasted words → bank words (in the pasted order, each once) and what the bank does not have. */
export async function resolveWords(db: Db, text: string): Promise<TWordResolveResult> {
  const bank = await wordBank(db);
  const found: TEnglishWord[] = [];
  const seen = new Set<number>();
  const unknown: string[] = [];
  const unknownSeen = new Set<string>();
  for (const entry of splitPasted(text)) {
    const candidates = bank.byLower.get(entry.toLowerCase());
    const w = candidates?.find((c) => c.word === entry) ?? candidates?.[0];
    if (w) {
      if (!seen.has(w.wordId)) {
        seen.add(w.wordId);
        found.push(w);
      }
    } else if (!unknownSeen.has(entry.toLowerCase())) {
      unknownSeen.add(entry.toLowerCase());
      unknown.push(entry);
    }
  }
  return { found, unknown };
}
