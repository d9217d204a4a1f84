import { describe, expect, it } from 'vitest';
import { TEMPLATE_KINDS, type TEssayContent, type TJournalContent, type TWordTopicContent } from '@app/contract/template';
import { englishWords } from './english-words.js';
import { englishWordCount, templateRows } from './english-templates.js';

describe('the English template data', () => {
  const rows = templateRows();
  const of = (kind: string) => rows.filter((r) => r.kind === kind);

  it('has at least 30 items of every basket kind and 14 review topics, each matching its schema (checked on load)', () => {
    for (const kind of TEMPLATE_KINDS) expect(of(kind).length, kind).toBeGreaterThanOrEqual(kind === 'secondround' ? 14 : 30);
    expect(new Set(rows.map((r) => `${r.kind}/${r.key}`)).size).toBe(rows.length);
  });

  it('has 应用文, 读后续写 and 概要写作 model essays whose highlights are quoted from them', () => {
    const essays = of('essay').map((r) => r.content as TEssayContent);
    expect(new Set(essays.map((e) => e.type))).toEqual(new Set(['应用文', '读后续写', '概要写作']));
    for (const e of essays) {
      expect(e.highlights.length, e.key).toBeGreaterThan(0);
      for (const h of e.highlights) expect(e.essay, `${e.key}: ${h.text}`).toContain(h.text);
    }
    const letters = essays.filter((e) => e.type === '应用文').map((e) => englishWordCount(e.essay));
    expect(Math.min(...letters)).toBeGreaterThanOrEqual(70);
  });

  it('has readings whose glossary words and analysed sentences occur in the text', () => {
    for (const j of of('journal').map((r) => r.content as TJournalContent)) {
      expect(englishWordCount(j.text), j.key).toBeGreaterThanOrEqual(250);
      for (const g of j.glossary) expect(j.text.toLowerCase(), `${j.key}: ${g.word}`).toContain(g.word.toLowerCase());
      for (const s of j.sentences) expect(j.text, `${j.key}: ${s.text}`).toContain(s.text);
    }
  });

  it('groups only headwords of the word bank, none twice in a group', () => {
    const bank = new Set(englishWords().map((w) => w.word));
    for (const g of of('word').map((r) => r.content as TWordTopicContent)) {
      expect(g.words.filter((w) => !bank.has(w)), g.key).toEqual([]);
      expect(new Set(g.words).size, g.key).toBe(g.words.length);
    }
  });
});
