/**
 * 英语资源 templates (docs/template.md): the product's own English teaching resources, one JSON file
 * per kind in ./english-templates/ (how they were made: ./english-templates/README.md). Each item is
 * checked against the contract's schema of its kind when first read (a broken file stops the start,
 * never a teacher's page), and turned into the row the lists read: title, second line, theme,
 * category, size and the lower-cased text the keyword search looks in.
 */
import {
  TEMPLATE_KINDS,
  ZEssayContent,
  ZJournalContent,
  ZPhraseGroupContent,
  ZSecondRoundContent,
  ZWordTopicContent,
  ZWriteTemplateContent,
  type TTemplateKind,
} from '@app/contract/template';
import type { z } from 'zod';
// Imported, not read from disk at run time, so the compiled server (one bundle) carries them.
import essays from './english-templates/essays.json' with { type: 'json' };
import journals from './english-templates/journals.json' with { type: 'json' };
import phrases from './english-templates/phrases.json' with { type: 'json' };
import secondRound from './english-templates/second-round.json' with { type: 'json' };
import wordTopics from './english-templates/word-topics.json' with { type: 'json' };
import writing from './english-templates/writing-templates.json' with { type: 'json' };

export type TemplateRow = {
  kind: TTemplateKind;
  key: string;
  title: string;
  subtitle: string;
  topic: string;
  category: string;
  size: string;
  sort: number;
  content: unknown;
  searchText: string;
};

/** English words of a text (for 范文 and 外刊 sizes: the count a teacher would make). */
export function englishWordCount(text: string): number {
  return text.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g)?.length ?? 0;
}

const search = (...parts: string[]) => parts.join('\n').toLowerCase();

function rows<S extends z.ZodType>(kind: TTemplateKind, schema: S, data: unknown[], row: (c: z.infer<S>) => Omit<TemplateRow, 'kind' | 'key' | 'sort' | 'content'>): TemplateRow[] {
  return data.map((raw, sort) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new Error(`english-templates ${kind} item ${sort + 1}: ${parsed.error.message}`);
    const content = parsed.data as z.infer<S> & { key: string };
    return { kind, key: content.key, sort, content, ...row(content) };
  });
}

let cached: TemplateRow[] | null = null;

/** Every item of every kind, in the data files' order. */
export function templateRows(): TemplateRow[] {
  if (cached) return cached;
  const all = [
    ...rows('word', ZWordTopicContent, wordTopics, (c) => ({
      title: c.title,
      subtitle: c.theme,
      topic: c.topic,
      category: c.theme,
      size: `${c.words.length}个单词`,
      searchText: search(c.title, c.theme, c.intro, ...c.words, ...c.phrases),
    })),
    ...rows('phrase', ZPhraseGroupContent, phrases, (c) => ({
      title: c.title,
      subtitle: c.theme,
      topic: c.topic,
      category: c.theme,
      size: `${c.phrases.length}个短语`,
      searchText: search(c.title, c.theme, ...c.phrases.flatMap((p) => [p.phrase, p.meaning])),
    })),
    ...rows('essay', ZEssayContent, essays, (c) => ({
      title: c.title,
      subtitle: c.type === c.genre ? c.type : `${c.type}·${c.genre}`,
      topic: c.topic,
      category: c.type,
      size: `${englishWordCount(c.essay)}词`,
      searchText: search(c.title, c.type, c.genre, c.prompt, c.essay),
    })),
    ...rows('write', ZWriteTemplateContent, writing, (c) => ({
      title: c.title,
      subtitle: `${c.type}·${c.genre}`,
      topic: '',
      category: c.type,
      size: `${c.sections.reduce((n, s) => n + s.sentences.length, 0)}个句式`,
      searchText: search(c.title, c.type, c.genre, c.summary, ...c.sections.flatMap((s) => [s.name, ...s.sentences]), c.example),
    })),
    ...rows('journal', ZJournalContent, journals, (c) => ({
      title: c.title,
      subtitle: c.titleZh,
      topic: c.topic,
      category: c.column,
      size: `${englishWordCount(c.text)}词`,
      searchText: search(c.title, c.titleZh, c.column, c.text, c.summaryZh),
    })),
    ...rows('secondround', ZSecondRoundContent, secondRound, (c) => ({
      title: c.title,
      subtitle: c.category,
      topic: '',
      category: c.category,
      size: `${c.practice.length}道练习`,
      searchText: search(c.title, c.category, c.overview, ...c.points.map((p) => p.name)),
    })),
  ];
  for (const kind of TEMPLATE_KINDS) {
    const keys = all.filter((r) => r.kind === kind).map((r) => r.key);
    const twice = keys.find((k, i) => keys.indexOf(k) !== i);
    if (twice) throw new Error(`english-templates ${kind}: the key ${twice} is used twice`);
  }
  cached = all;
  return all;
}
