/** The word bank's data files (issue 18): well-formed entries a student can practise from. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS_DIR, englishWords, WORD_POS } from './english-words.js';

const words = englishWords();

/** The example holds the headword or a regular form of it (studies, sacrificed, stopped). */
function exampleUses(word: string, example: string): boolean {
  const text = example.toLowerCase();
  return word
    .toLowerCase()
    .split(/[\s/]+/)
    .filter((w) => w.length > 0)
    .every((w) => {
      const bare = w.replace(/[.()]/g, '');
      const stem = bare.length > 4 ? bare.replace(/(e|y)$/, '') : bare;
      return text.includes(w) || text.includes(stem);
    });
}

describe('the English word bank', () => {
  it('holds the curriculum list: about 3,000 headwords, about half of them junior', () => {
    expect(words.length).toBeGreaterThan(2_400);
    const junior = words.filter((w) => w.junior).length;
    expect(junior).toBeGreaterThan(words.length * 0.35);
    expect(junior).toBeLessThan(words.length * 0.65);
  });

  it('has no headword twice', () => {
    const seen = new Map<string, number>();
    for (const w of words) seen.set(w.word, (seen.get(w.word) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([w]) => w)).toEqual([]);
  });

  it('gives every word a phonetic, a part of speech from the list, a Chinese meaning and an example with its translation', () => {
    const bad = words.filter(
      (w) =>
        !/^\/.+\/$/.test(w.phonetic) ||
        w.pos.length === 0 ||
        w.pos.some((p) => !(WORD_POS as readonly string[]).includes(p)) ||
        !/[\u4e00-\u9fff]/.test(w.meaning) ||
        w.example.trim().split(/\s+/).length < 4 ||
        !/[\u4e00-\u9fff]/.test(w.exampleZh) ||
        typeof w.junior !== 'boolean',
    );
    expect(bad.map((w) => w.word)).toEqual([]);
  });

  it('uses each word in its own example sentence', () => {
    expect(words.filter((w) => !exampleUses(w.word, w.example)).map((w) => `${w.word}: ${w.example}`)).toEqual([]);
  });

  it('is the curriculum list (curriculum-list.txt): each listed headword once, junior exactly for the unmarked ones', () => {
    const lines = readFileSync(path.join(ENGLISH_WORDS_DIR, 'curriculum-list.txt'), 'utf8').split('\n').filter((l) => l.trim());
    const bank = new Map(words.map((w) => [w.word, w]));
    const used = new Set<string>();
    const problems: string[] = [];
    for (const line of lines) {
      const senior = /\*\s*$/.test(line);
      // "man (pl. men)", "exam (examination)", "bride / bridegroom", "toward(s)": the headword before the note.
      const head = line.replace(/\*+\s*$/, '').replace(/\s+\(.*\)\s*$/, '').trim();
      // The bank writes the apostrophe students type (o'clock), the list a typographic one.
      const typed = head.replace(/’/g, "'");
      const candidates = [typed, typed.split(' / ')[0]!.trim(), typed.replace(/\((\w+)\)$/, '$1'), typed.replace(/\(\w+\)$/, '')];
      const found = candidates.find((c) => bank.has(c) && !used.has(c));
      if (!found) {
        problems.push(`missing: ${line}`);
        continue;
      }
      used.add(found);
      if (bank.get(found)!.junior === senior) problems.push(`junior flag: ${line}`);
    }
    for (const w of words) if (!used.has(w.word)) problems.push(`not on the list: ${w.word}`);
    expect(problems).toEqual([]);
    expect(lines.length).toBe(3000);
  });
});
