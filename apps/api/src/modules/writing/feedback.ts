/**
 * 智能批改: automatic feedback on a student's English essay (docs/writing.md).
 *
 * What it checks, with kept libraries where one exists:
 * - spelling: nspell with the American and British Hunspell dictionaries (dictionary-en,
 *   dictionary-en-gb: Chinese textbooks use both spellings; their case rules too, so "chinese" is
 *   caught); a capitalised word inside a sentence is taken as a name and not checked;
 * - grammar and style hints: retext with retext-repeated-words (a word twice, "the the"),
 *   retext-indefinite-article ("a apple") and retext-readability (a sentence most readability
 *   formulas find hard for a 16-year-old reader);
 * - length against the task's word range, sentences and their average length;
 * - vocabulary level against the word bank (初中, 高中 additions, beyond the bank), with a crude
 *   suffix stripping so "students" counts as "student";
 * - linking words and clause markers (because, although, which, not only … but also …).
 *
 * The suggested score is a weighted index of those measures mapped onto the gaokao rubric's five
 * bands. It does not read for content, task completion or coherence, which are most of a real
 * rubric: it is a starting point the teacher confirms or overrides. Its weights and limits are in
 * docs/writing.md.
 */
import nspell from 'nspell';
import dictionaryEn from 'dictionary-en';
import dictionaryEnGb from 'dictionary-en-gb';
import { retext } from 'retext';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import type { TEssayFeedback, TEssayIssue } from '@app/contract/writing';

export type FeedbackRules = { fullScore: number; minWords: number; maxWords: number };
/** Lower-case headword → whether it is a 初中 word (false: a senior-high addition). */
export type BankLevels = ReadonlyMap<string, boolean>;

type Speller = ReturnType<typeof nspell>;
let speller: Speller | null = null;
/** The Hunspell dictionaries (US, then British), loaded once (well under a second) on first use. */
let britishSpeller: Speller | null = null;
function spell(): Speller {
  speller ??= nspell({ aff: Buffer.from(dictionaryEn.aff), dic: Buffer.from(dictionaryEn.dic) });
  return speller;
}
function spellGb(): Speller {
  britishSpeller ??= nspell({ aff: Buffer.from(dictionaryEnGb.aff), dic: Buffer.from(dictionaryEnGb.dic) });
  return britishSpeller;
}
/** Loads the dictionary ahead of the first essay (at start-up), so no student waits for it. */
export function warmUpFeedback(): void {
  spell();
  spellGb();
}

const processor = retext().use(retextReadability, { age: 16, threshold: 4 / 7 }).use(retextRepeatedWords).use(retextIndefiniteArticle);

const WORD = /[A-Za-z]+(?:[-'’][A-Za-z]+)*/g;
/** Misspelled words given suggestions (nspell's suggestions are the slow part). */
const MAX_SUGGESTED = 12;

const LINKING = [
  'because', 'although', 'though', 'however', 'therefore', 'moreover', 'besides', "what's more", 'in addition', 'not only', 'as a result',
  'in conclusion', 'in a word', 'firstly', 'secondly', 'finally', 'above all', 'for example', 'for instance', 'such as', 'as well as', 'instead',
  'otherwise', 'which', 'who', 'whose', 'whom', 'where', 'when', 'while', 'if', 'since', 'unless', 'so that', 'even if', 'not until', 'as soon as', 'on the one hand', 'on the other hand',
];

type Word = { text: string; start: number; end: number };

function words(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** Irregular forms (verbs, comparatives, plurals) and their headwords, which suffix stripping cannot find. */
const IRREGULAR: Record<string, string> = {
  arose: 'arise', arisen: 'arise', ate: 'eat', eaten: 'eat', awoke: 'awake', awoken: 'awake', bore: 'bear',
  born: 'bear', borne: 'bear', beat: 'beat', beaten: 'beat', became: 'become', began: 'begin', begun: 'begin',
  bent: 'bend', bet: 'bet', bit: 'bite', bitten: 'bite', bled: 'bleed', blew: 'blow', blown: 'blow', broke: 'break',
  broken: 'break', bred: 'breed', brought: 'bring', built: 'build', burnt: 'burn', bought: 'buy', caught: 'catch',
  chose: 'choose', chosen: 'choose', came: 'come', cost: 'cost', crept: 'creep', dealt: 'deal', dug: 'dig',
  did: 'do', done: 'do', drew: 'draw', drawn: 'draw', dreamt: 'dream', drank: 'drink', drunk: 'drink',
  drove: 'drive', driven: 'drive', fell: 'fall', fallen: 'fall', fed: 'feed', felt: 'feel', fought: 'fight',
  found: 'find', fled: 'flee', flew: 'fly', flown: 'fly', forbade: 'forbid', forbidden: 'forbid', forgot: 'forget',
  forgotten: 'forget', forgave: 'forgive', forgiven: 'forgive', froze: 'freeze', frozen: 'freeze', got: 'get',
  gotten: 'get', gave: 'give', given: 'give', went: 'go', gone: 'go', grew: 'grow', grown: 'grow', hung: 'hang',
  had: 'have', has: 'have', heard: 'hear', hid: 'hide', hidden: 'hide', held: 'hold', hurt: 'hurt', kept: 'keep',
  knelt: 'kneel', knew: 'know', known: 'know', laid: 'lay', led: 'lead', leant: 'lean', learnt: 'learn',
  left: 'leave', lent: 'lend', lay: 'lie', lain: 'lie', lit: 'light', lost: 'lose', made: 'make', meant: 'mean',
  met: 'meet', paid: 'pay', proved: 'prove', proven: 'prove', put: 'put', quit: 'quit', read: 'read', rode: 'ride',
  ridden: 'ride', rang: 'ring', rung: 'ring', rose: 'rise', risen: 'rise', ran: 'run', said: 'say', saw: 'see',
  seen: 'see', sought: 'seek', sold: 'sell', sent: 'send', set: 'set', shook: 'shake', shaken: 'shake',
  shone: 'shine', shot: 'shoot', showed: 'show', shown: 'show', shrank: 'shrink', shut: 'shut', sang: 'sing',
  sung: 'sing', sank: 'sink', sunk: 'sink', sat: 'sit', slept: 'sleep', slid: 'slide', spoke: 'speak',
  spoken: 'speak', spent: 'spend', spilt: 'spill', spread: 'spread', sprang: 'spring', stood: 'stand',
  stole: 'steal', stolen: 'steal', stuck: 'stick', stung: 'sting', struck: 'strike', swore: 'swear', sworn: 'swear',
  swept: 'sweep', swam: 'swim', swum: 'swim', swung: 'swing', took: 'take', taken: 'take', taught: 'teach',
  tore: 'tear', torn: 'tear', told: 'tell', thought: 'think', threw: 'throw', thrown: 'throw',
  understood: 'understand', woke: 'wake', woken: 'wake', wore: 'wear', worn: 'wear', wept: 'weep', won: 'win',
  wound: 'wind', wrote: 'write', written: 'write', was: 'be', were: 'be', been: 'be', is: 'be', are: 'be', am: 'be',
  better: 'good', best: 'good', worse: 'bad', worst: 'bad', more: 'many', most: 'many', less: 'little',
  least: 'little', children: 'child', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', mice: 'mouse',
  people: 'person',
};

/** The bank headword a form belongs to: irregular forms by the table, the rest by the regular endings (goes, studies, planned, making, bigger, quickly). */
export function bankForm(lower: string, bank: BankLevels): string | null {
  if (bank.has(lower)) return lower;
  const irregular = IRREGULAR[lower];
  if (irregular && bank.has(irregular)) return irregular;
  const tries: string[] = [];
  const strip = (suffix: string, ...adds: string[]) => {
    if (lower.length > suffix.length + 2 && lower.endsWith(suffix)) for (const add of adds) tries.push(lower.slice(0, -suffix.length) + add);
  };
  strip('ies', 'y');
  strip('es', '', 'e');
  strip('s', '');
  strip('ied', 'y');
  strip('ed', '', 'e');
  strip('d', '');
  strip('ing', '', 'e');
  strip('ier', 'y');
  strip('iest', 'y');
  strip('er', '', 'e');
  strip('est', '', 'e');
  strip('ily', 'y');
  strip('ly', '', 'le');
  // Doubled consonants: planned, stopping, bigger.
  for (const t of [...tries]) if (/([b-df-hj-np-tv-z])\1$/.test(t)) tries.push(t.slice(0, -1));
  return tries.find((t) => bank.has(t)) ?? null;
}

/** Sentences as [start, end) ranges, split after . ! ? (and a closing quote). */
function sentences(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const re = /[^.!?]+(?:[.!?]+["”’']?|$)/g;
  for (const m of text.matchAll(re)) if (/[A-Za-z]/.test(m[0])) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const round1 = (x: number) => Math.round(x * 10) / 10;
const BAND_NAMES = ['', '第一档', '第二档', '第三档', '第四档', '第五档'];

/**
 * The gaokao band of a score: five equal-width bands of the full score (15: 1-3 … 13-15; 25: 1-5 …
 * 21-25); a half point belongs to the band of the point below it (12.5 of 15 is 第四档, as 12 is).
 */
export function bandOf(score: number, fullScore: number): number {
  const width = fullScore / 5;
  return Math.min(5, Math.max(1, Math.floor((score - 1) / width) + 1));
}

export async function essayFeedback(text: string, rules: FeedbackRules, bank: BankLevels, ignore: readonly string[] = []): Promise<TEssayFeedback> {
  const all = words(text);
  const wordCount = all.length;
  const sents = sentences(text);
  const sentenceStarts = new Set(sents.map((s) => text.slice(s.start).search(/[A-Za-z]/) + s.start));
  const ignored = new Set(ignore.map((w) => w.toLowerCase()));
  const issues: TEssayIssue[] = [];

  // Spelling.
  const sp = spell();
  const gb = spellGb();
  const correct = (w: string) => sp.correct(w) || gb.correct(w);
  const misspelled = new Map<string, Word[]>();
  for (const w of all) {
    const lower = w.text.toLowerCase();
    const capitalisedInside = /^[A-Z]/.test(w.text) && !sentenceStarts.has(w.start);
    // Names, abbreviations (AI, PE) and ordinals' endings (the "th" of 6th) are not checked.
    if (capitalisedInside || ignored.has(lower) || /^[A-Z]{2,5}$/.test(w.text) || /[0-9]$/.test(text.slice(0, w.start))) continue;
    const plain = w.text.replace(/’/g, "'");
    if (correct(plain) || correct(lower) || (plain.includes('-') && plain.split('-').every((p) => correct(p)))) continue;
    misspelled.set(lower, [...(misspelled.get(lower) ?? []), w]);
  }
  let suggested = 0;
  for (const [lower, places] of misspelled) {
    const suggestions = suggested++ < MAX_SUGGESTED ? sp.suggest(lower).slice(0, 3) : [];
    for (const w of places) {
      issues.push({ kind: 'spelling', start: w.start, end: w.end, excerpt: w.text, message: suggestions.length ? `拼写：${w.text} 可能应为 ${suggestions.join(' / ')}` : `拼写：${w.text} 可能拼错了`, suggestions });
    }
  }

  // Grammar and style hints.
  const file = await processor.process(text);
  for (const m of file.messages) {
    const place = m.place && 'start' in m.place ? m.place : null;
    const start = place?.start.offset ?? 0;
    const end = place?.end.offset ?? start;
    const excerpt = text.slice(start, end);
    const expected = (m.expected ?? []).filter((x): x is string => typeof x === 'string');
    if (m.source === 'retext-repeated-words') issues.push({ kind: 'repeated', start, end, excerpt, message: `重复用词：“${excerpt}”，删去一个`, suggestions: expected });
    else if (m.source === 'retext-indefinite-article') issues.push({ kind: 'article', start, end, excerpt, message: `冠词：“${excerpt}”应为“${expected[0] ?? (excerpt === 'a' ? 'an' : 'a')}”`, suggestions: expected });
    else if (m.source === 'retext-readability') issues.push({ kind: 'readability', start, end, excerpt, message: '长难句：这个句子较难读，可考虑拆成两句', suggestions: [] });
  }
  issues.sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
  const spellingCount = issues.filter((i) => i.kind === 'spelling').length;
  const grammarCount = issues.filter((i) => i.kind === 'repeated' || i.kind === 'article').length;

  // Vocabulary.
  const distinct = new Set(all.map((w) => w.text.toLowerCase()));
  let junior = 0;
  let senior = 0;
  let beyond = 0;
  const highlights: string[] = [];
  for (const lower of distinct) {
    if (misspelled.has(lower)) continue;
    const form = bankForm(lower, bank);
    if (form != null) {
      if (bank.get(form)) junior += 1;
      else {
        senior += 1;
        if (highlights.length < 8) highlights.push(lower);
      }
    } else if (lower.length > 3 && !ignored.has(lower) && all.some((w) => w.text.toLowerCase() === lower && !/^[A-Z]/.test(w.text))) {
      beyond += 1;
      if (highlights.length < 8) highlights.push(lower);
    }
  }
  const diversity = wordCount ? distinct.size / wordCount : 0;
  const lowerText = ` ${text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ')} `;
  const linking = LINKING.filter((l) => new RegExp(`[^a-z']${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^a-z']`).test(lowerText));

  // The suggested score.
  const { minWords, maxWords, fullScore } = rules;
  const lengthVerdict = wordCount < minWords ? -1 : wordCount > maxWords ? 1 : 0;
  const lengthScore = lengthVerdict === 0 ? 1 : lengthVerdict < 0 ? clamp(wordCount / minWords) ** 1.5 : clamp(1 - (wordCount - maxWords) / maxWords);
  const errorsPer100 = wordCount ? ((spellingCount + grammarCount) / wordCount) * 100 : 0;
  const accuracy = clamp(1 - errorsPer100 / 8);
  const guiraud = wordCount ? distinct.size / Math.sqrt(wordCount) : 0;
  const richness = distinct.size ? (senior + beyond) / distinct.size : 0;
  const vocabScore = clamp(0.5 * clamp(richness / 0.2) + 0.5 * clamp((guiraud - 3) / 4));
  const avgSentenceLength = sents.length ? wordCount / sents.length : 0;
  const sentenceFit = avgSentenceLength >= 10 && avgSentenceLength <= 24 ? 1 : avgSentenceLength < 10 ? clamp(avgSentenceLength / 10) : clamp(1 - (avgSentenceLength - 24) / 20);
  const structure = clamp(0.6 * clamp(linking.length / 5) + 0.4 * sentenceFit);
  let index = 0.2 * lengthScore + 0.35 * accuracy + 0.3 * vocabScore + 0.15 * structure;
  // Far too short: the rubric puts it in the lowest bands whatever its quality.
  if (wordCount < minWords * 0.6) index *= wordCount / minWords;
  const suggestedScore = wordCount === 0 ? 0 : Math.max(1, Math.round(index * fullScore));
  const band = bandOf(suggestedScore, fullScore);

  const remarks: string[] = [];
  if (senior + beyond >= 5) remarks.push(`用词较丰富：使用了 ${highlights.slice(0, 4).join('、')} 等高中词汇`);
  if (linking.length >= 4) remarks.push(`衔接较好：用到了 ${linking.slice(0, 4).join('、')} 等连接词或从句`);
  if (lengthVerdict < 0) remarks.push(`篇幅不足：${wordCount} 词，要求 ${minWords}-${maxWords} 词`);
  if (lengthVerdict > 0) remarks.push(`篇幅偏长：${wordCount} 词，要求 ${minWords}-${maxWords} 词`);
  if (spellingCount) remarks.push(`有 ${spellingCount} 处可能的拼写错误，请逐一核对`);
  if (grammarCount) remarks.push(`有 ${grammarCount} 处重复用词或冠词问题`);
  if (linking.length < 2) remarks.push('可多用 because、although、which 等连接词和从句，使行文更连贯');
  if (!remarks.length) remarks.push('语言基本准确，篇幅合适');

  return {
    wordCount,
    minWords,
    maxWords,
    lengthVerdict,
    sentenceCount: sents.length,
    avgSentenceLength: round1(avgSentenceLength),
    issues,
    spellingCount,
    grammarCount,
    vocabulary: { distinct: distinct.size, junior, senior, beyond, highlights, diversity: Math.round(diversity * 1000) / 1000 },
    linking,
    suggestedScore,
    fullScore,
    band,
    bandName: BAND_NAMES[band]!,
    remarks,
  };
}
