import { describe, expect, it } from 'vitest';
import { WRITE_KIND_RULES } from '@app/contract/writing';
import { englishWords } from '../../db/reference-data/english-words.js';
import { WRITING_PROMPTS } from '../../seed/question-bank/writing.js';
import { bandOf, bankForm, essayFeedback } from './feedback.js';

const bank = new Map(englishWords().map((w) => [w.word.toLowerCase(), w.junior]));
const APPLIED = WRITE_KIND_RULES[1]!;
const CONTINUATION = WRITE_KIND_RULES[2]!;
const textOf = (html: string) => html.replace(/<br\/?>/g, '\n').replace(/<\/p>/g, '\n\n').replace(/<[^>]+>/g, '').trim();

describe('essay feedback (智能批改)', () => {
  it('finds misspellings with suggestions at their place; British and American spellings, names and ordinals pass', async () => {
    const text = 'Dear Chris, I am writting to tell you about our travelling plan. We will visit Beijing on the 6th of May and it is a traveling club.';
    const f = await essayFeedback(text, APPLIED, bank, ['Li', 'Hua']);
    const spelling = f.issues.filter((i) => i.kind === 'spelling');
    expect(spelling.map((i) => i.excerpt)).toEqual(['writting']);
    expect(text.slice(spelling[0]!.start, spelling[0]!.end)).toBe('writting');
    expect(spelling[0]!.suggestions).toContain('writing');
    expect(spelling[0]!.message).toBe(`拼写：writting 可能应为 ${spelling[0]!.suggestions.join(' / ')}`);
    // A lower-case name is a spelling mistake too (chinese → Chinese).
    const lower = await essayFeedback('I love chinese food very much.', APPLIED, bank);
    expect(lower.issues.find((i) => i.kind === 'spelling')?.suggestions).toContain('Chinese');
  });

  it('points at repeated words and wrong indefinite articles', async () => {
    const text = 'It will be be held in the art room. I ate a apple and an banana.';
    const f = await essayFeedback(text, APPLIED, bank);
    const repeated = f.issues.find((i) => i.kind === 'repeated')!;
    expect(repeated.excerpt).toBe('be be');
    expect(repeated.message).toBe('重复用词：“be be”，删去一个');
    const articles = f.issues.filter((i) => i.kind === 'article');
    expect(articles.map((i) => i.excerpt)).toEqual(['a', 'an']);
    expect(articles[0]!.message).toBe('冠词：“a”应为“an”');
    expect(f.grammarCount).toBe(3);
    expect(f.issues.map((i) => i.start)).toEqual([...f.issues.map((i) => i.start)].sort((a, b) => a - b));
  });

  it('counts words (a hyphenated word is one) and judges the length against the range', async () => {
    const f = await essayFeedback('A hands-on class is fun. We learn a lot!', APPLIED, bank);
    expect(f.wordCount).toBe(9);
    expect(f.sentenceCount).toBe(2);
    expect(f.avgSentenceLength).toBe(4.5);
    expect(f.lengthVerdict).toBe(-1);
    expect(f.remarks).toContain('篇幅不足：9 词，要求 80-100 词');
    const empty = await essayFeedback('   ', APPLIED, bank);
    expect(empty).toMatchObject({ wordCount: 0, suggestedScore: 0, band: 1, bandName: '第一档' });
  });

  it('reads vocabulary level against the bank, inflected forms included', () => {
    expect(bankForm('students', bank)).toBe('student');
    expect(bankForm('studies', bank)).toBe('study');
    expect(bankForm('planned', bank)).toBe('plan');
    expect(bankForm('making', bank)).toBe('make');
    expect(bankForm('bigger', bank)).toBe('big');
    expect(bankForm('qwertyuiop', bank)).toBeNull();
    // Irregular forms are their headwords' too, so they are not praised as words beyond the bank.
    expect(['came', 'made', 'gave', 'went', 'children', 'took'].map((w) => bankForm(w, bank))).toEqual(['come', 'make', 'give', 'go', 'child', 'take']);
  });

  it('suggests band 4-5 for the bank’s model essays, less for the same essays with mistakes, and a low band when far too short', async () => {
    for (const p of WRITING_PROMPTS) {
      const rules = p.kind === '读后续写' ? CONTINUATION : { ...APPLIED, maxWords: 140 };
      const text = textOf(p.sampleEssay);
      const model = await essayFeedback(text, rules, bank, ['Li', 'Hua']);
      expect(model.spellingCount, p.title).toBe(0);
      expect(model.band, `${p.title}: ${model.suggestedScore}`).toBeGreaterThanOrEqual(4);
      const sloppy = text
        .split(' ')
        .map((w, i) => (i % 6 === 3 && w.length > 4 ? w.slice(0, 2) + w.slice(3) : i % 15 === 7 ? `${w} ${w}` : w))
        .join(' ');
      const worse = await essayFeedback(sloppy, rules, bank, ['Li', 'Hua']);
      expect(worse.suggestedScore, p.title).toBeLessThan(model.suggestedScore);
      expect(worse.spellingCount).toBeGreaterThan(2);
      const short = await essayFeedback(text.split(' ').slice(0, 30).join(' '), rules, bank, ['Li', 'Hua']);
      expect(short.band, p.title).toBeLessThanOrEqual(2);
    }
  });

  it('maps scores onto the five gaokao bands of 15 and 25 points', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 12, 13, 15].map((s) => bandOf(s, 15))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect([0, 0.5, 3.5, 9.5, 12.5].map((s) => bandOf(s, 15))).toEqual([1, 1, 1, 3, 4]);
    expect([1, 5, 6, 10, 11, 15, 16, 20, 21, 25].map((s) => bandOf(s, 25))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });
});
