import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_POINTS } from '../../db/reference-data/knowledge-points.js';
import { BANK_PAPERS, ENGLISH_TYPES, QUESTION_BANK, WRITING_PROMPTS, paperTotal } from './index.js';
import { textbookVersionIdsOf } from './helpers.js';
import type { TBankOption, TBankQuestion, TBankSubjectId } from './types.js';

const SUBJECTS: TBankSubjectId[] = [3, 8];
const bySubject = (s: TBankSubjectId) => QUESTION_BANK.filter((q) => q.subjectId === s);
const KP = new Map(KNOWLEDGE_POINTS.map((k) => [k.id, k]));
// The trees are deeper than two levels (strand → chapter → point): a leaf is a point with no children.
const PARENTS = new Set(KNOWLEDGE_POINTS.map((k) => k.parentId));
const isLeaf = (id: number) => !PARENTS.has(id);
const letters = (opts: readonly TBankOption[]) =>
  opts
    .filter((o) => o.isTrue === 1)
    .map((o) => o.optionNo)
    .join('');

/** Every HTML string of a question: title, answer, analysis, options and sub-questions. */
function htmlOf(q: TBankQuestion): string[] {
  return [q.title, q.answer, q.analysis, ...q.options.map((o) => o.content), ...q.slaves.flatMap((s) => [s.title, s.answer, s.analysis, ...s.options.map((o) => o.content)])];
}

/** Splits text into math segments, checking that \( \) and \[ \] open and close in order. */
function mathSegments(text: string): { ok: boolean; segments: string[] } {
  const segments: string[] = [];
  let open: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== '\\') continue;
    const next = text[i + 1];
    if (next === '\\') {
      i += 1; // an escaped backslash (a LaTeX line break) is not a delimiter
      continue;
    }
    if (next === '(' || next === '[') {
      if (open !== null) return { ok: false, segments };
      open = next;
      start = i + 2;
      i += 1;
    } else if (next === ')' || next === ']') {
      if (open !== (next === ')' ? '(' : '[')) return { ok: false, segments };
      segments.push(text.slice(start, i));
      open = null;
      i += 1;
    }
  }
  return { ok: open === null, segments };
}

/** LaTeX commands the bank uses; all are supported by KaTeX. */
const KATEX_COMMANDS = new Set(
  'alpha angle approx bar begin beta cap cdot cdots chi circ complement cos cup end exists forall frac gamma ge hat in infty lambda langle le left lg ln log mathbf mathrm max mid min ne not notin omega overrightarrow parallel perp pi pm rangle right sigma sim sin sqrt subset subseteq subsetneqq sum tan theta times triangle varnothing vec'.split(' '),
);

function balancedBraces(tex: string): boolean {
  let depth = 0;
  for (let i = 0; i < tex.length; i += 1) {
    const c = tex[i];
    if (c === '\\') {
      i += 1; // \{ \} \\ are not group braces
      continue;
    }
    if (c === '{') depth += 1;
    if (c === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

const count = (s: string, needle: string) => s.split(needle).length - 1;

describe('demo question bank', () => {
  it('has at least 330 English and 320 maths questions', () => {
    expect(bySubject(8).length).toBeGreaterThanOrEqual(330);
    expect(bySubject(3).length).toBeGreaterThanOrEqual(320);
  });

  it('covers every English type of the paper-record screen and the four maths types', () => {
    const en = new Set(bySubject(8).map((q) => q.type));
    for (const t of ENGLISH_TYPES) expect(en.has(t), t).toBe(true);
    expect(ENGLISH_TYPES).toHaveLength(20);
    expect(new Set(bySubject(3).map((q) => q.type))).toEqual(new Set(['单选题', '多选题', '填空题', '解答题']));
  });

  it('has unique question keys', () => {
    const keys = QUESTION_BANK.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the right number of options and true options per type, and answers that match them', () => {
    for (const q of QUESTION_BANK) {
      const where = `${q.key} (${q.type})`;
      switch (q.type) {
        case '单项填空':
        case '单选题':
          expect(q.options, where).toHaveLength(4);
          expect(q.options.filter((o) => o.isTrue === 1), where).toHaveLength(1);
          break;
        case '多选题': {
          expect(q.options, where).toHaveLength(4);
          const trues = q.options.filter((o) => o.isTrue === 1).length;
          expect(trues === 2 || trues === 3, where).toBe(true);
          break;
        }
        default:
          expect(q.options, where).toHaveLength(0);
      }
      if (q.options.length > 0) {
        expect(q.options.map((o) => o.optionNo).join(''), where).toBe('ABCD');
        expect(q.answer, where).toBe(letters(q.options));
        expect(new Set(q.options.map((o) => o.content)).size, `${where}: distinct options`).toBe(q.options.length);
      }
      for (const s of q.slaves) {
        if (s.options.length > 0) {
          expect(s.options.filter((o) => o.isTrue === 1), where).toHaveLength(1);
          expect(s.answer, where).toBe(letters(s.options));
          expect(new Set(s.options.map((o) => o.content)).size, `${where}: distinct options`).toBe(s.options.length);
        }
        expect(s.answer.trim().length, where).toBeGreaterThan(0);
      }
      expect(q.answer.trim().length, where).toBeGreaterThan(0);
      expect(q.analysis.trim().length, where).toBeGreaterThan(0);
    }
  });

  it('gives passage types their sub-questions in the expected shapes', () => {
    for (const q of bySubject(8)) {
      const where = q.key;
      const withOptions = (n: number) => q.slaves.every((s) => s.options.length === n);
      switch (q.type) {
        case '完形填空':
          expect([15, 20], where).toContain(q.slaves.length);
          expect(withOptions(4), where).toBe(true);
          break;
        case '阅读理解':
          expect([3, 4], where).toContain(q.slaves.length);
          expect(withOptions(4), where).toBe(true);
          break;
        case '考试听力':
          expect(q.slaves, where).toHaveLength(5);
          expect(withOptions(3), where).toBe(true);
          // The transcript is for the teacher (analysis), never in the printed stem.
          expect(q.title, where).not.toContain('听力原文');
          expect(q.analysis, where).toContain('【听力原文】');
          break;
        case '七选五': {
          expect(q.slaves, where).toHaveLength(5);
          const answers = q.slaves.map((s) => s.answer);
          expect(new Set(answers).size, where).toBe(5);
          for (const a of answers) expect('ABCDEFG', where).toContain(a);
          for (const l of 'ABCDEFG') expect(q.title, where).toContain(`<p>${l}. `);
          break;
        }
        case '语法填空':
        case '短文改错':
        case '课文填空':
        case '选词填空':
          expect(q.slaves, where).toHaveLength(10);
          expect(withOptions(0), where).toBe(true);
          break;
        case '任务型阅读':
        case '阅读表达':
          expect(q.slaves.length, where).toBeGreaterThanOrEqual(5);
          expect(withOptions(0), where).toBe(true);
          break;
        default:
          expect(q.slaves, where).toHaveLength(0);
      }
      // numbered blanks in the passage match the sub-questions
      if (['完形填空', '语法填空', '七选五', '课文填空', '选词填空', '任务型阅读'].includes(q.type)) {
        expect(count(q.title, '<u>&nbsp;&nbsp;'), where).toBe(q.slaves.length);
      }
    }
    for (const q of bySubject(3)) expect(q.slaves, q.key).toHaveLength(0);
  });

  it('uses each word of a 选词填空 box at most once', () => {
    for (const q of QUESTION_BANK.filter((x) => x.type === '选词填空')) {
      const words = q.slaves.map((s) => s.answer);
      expect(new Set(words).size, q.key).toBe(words.length);
    }
  });

  it('tags every question with existing leaf knowledge points of its own subject', () => {
    for (const q of QUESTION_BANK) {
      expect(q.knowledgePointIds.length, q.key).toBeGreaterThan(0);
      for (const id of q.knowledgePointIds) {
        const kp = KP.get(id);
        expect(kp, `${q.key}: ${id}`).toBeDefined();
        expect(kp!.subjectId, `${q.key}: ${id}`).toBe(q.subjectId);
        expect(isLeaf(id), `${q.key}: ${id} must be a leaf`).toBe(true);
      }
    }
  });

  it('covers every leaf knowledge point of both subjects', () => {
    for (const s of SUBJECTS) {
      const used = new Set(bySubject(s).flatMap((q) => q.knowledgePointIds));
      const leaves = KNOWLEDGE_POINTS.filter((k) => k.subjectId === s && isLeaf(k.id));
      expect(leaves.filter((k) => !used.has(k.id)).map((k) => k.name)).toEqual([]);
    }
  });

  it('has every difficulty level for every subject, most of them in 2-4', () => {
    for (const s of SUBJECTS) {
      const qs = bySubject(s);
      const levels = new Set(qs.map((q) => q.difficulty));
      expect([...levels].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(qs.filter((q) => q.difficulty >= 2 && q.difficulty <= 4).length / qs.length).toBeGreaterThan(0.6);
    }
  });

  it('has consistent metadata', () => {
    for (const q of QUESTION_BANK) {
      expect([1, 2, 3], q.key).toContain(q.grade);
      // Each question carries a textbook version of its own subject.
      expect(textbookVersionIdsOf(q.subjectId), q.key).toContain(q.textbookVersionId);
      expect(q.year, q.key).toBeGreaterThanOrEqual(2021);
      expect(q.year, q.key).toBeLessThanOrEqual(2026);
      if (q.provinceId !== null) {
        expect(q.provinceId, q.key).toBeGreaterThanOrEqual(1);
        expect(q.provinceId, q.key).toBeLessThanOrEqual(31);
      }
      expect(q.source.length, q.key).toBeGreaterThan(0);
    }
  });

  it('writes well-formed HTML and KaTeX-safe formulas', () => {
    const texts = [...QUESTION_BANK.flatMap((q) => htmlOf(q).map((t) => [q.key, t] as const)), ...WRITING_PROMPTS.flatMap((w) => [w.prompt, w.sampleEssay, w.comment].map((t) => [w.key, t] as const))];
    for (const [key, t] of texts) {
      expect(t.toLowerCase(), key).not.toContain('<script');
      for (const tag of ['p', 'table', 'tr', 'td', 'u', 'strong']) expect(count(t, `<${tag}>`) + count(t, `<${tag} `), `${key}: <${tag}>`).toBe(count(t, `</${tag}>`));
      // every < and > is part of a known tag (a bare "<" in a formula such as x<y would open a tag)
      expect(t.replace(/<\/?(p|u|strong|table|tr|td)( [^<>]*)?>|<br\/>/g, ''), `${key}: stray < or >`).not.toMatch(/[<>]/);
      const { ok, segments } = mathSegments(t);
      expect(ok, `${key}: unbalanced \\( \\) or \\[ \\] in ${t}`).toBe(true);
      for (const seg of segments) {
        expect(balancedBraces(seg), `${key}: braces in ${seg}`).toBe(true);
        expect(/[\u4e00-\u9fff]/.test(seg), `${key}: Chinese inside a formula: ${seg}`).toBe(false);
        for (const m of seg.matchAll(/\\\\|\\([a-zA-Z]+)/g)) {
          if (m[1] !== undefined) expect(KATEX_COMMANDS.has(m[1]), `${key}: \\${m[1]} in ${seg}`).toBe(true);
        }
      }
    }
  });
});

describe('demo papers', () => {
  const byKey = new Map(QUESTION_BANK.map((q) => [q.key, q]));

  it('has at least 24 papers per subject, with unique keys', () => {
    for (const s of SUBJECTS) expect(BANK_PAPERS.filter((p) => p.subjectId === s).length).toBeGreaterThanOrEqual(24);
    expect(new Set(BANK_PAPERS.map((p) => p.key)).size).toBe(BANK_PAPERS.length);
  });

  it('spreads papers over the categories', () => {
    for (const s of SUBJECTS) {
      for (const category of ['精品试卷', '周月卷', '创新套卷', '二轮专题训练卷', '高考真题']) {
        expect(BANK_PAPERS.filter((p) => p.subjectId === s && p.category === category).length, `${s} ${category}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('uses existing questions of its own subject, each at most once per paper', () => {
    for (const p of BANK_PAPERS) {
      expect(textbookVersionIdsOf(p.subjectId), p.key).toContain(p.textbookVersionId);
      const keys = p.groups.flatMap((g) => g.questionKeys);
      expect(new Set(keys).size, p.key).toBe(keys.length);
      for (const k of keys) {
        const q = byKey.get(k);
        expect(q, `${p.key}: ${k}`).toBeDefined();
        expect(q!.subjectId, `${p.key}: ${k}`).toBe(p.subjectId);
      }
      for (const g of p.groups) {
        expect(g.questionKeys.length, `${p.key} ${g.typeName}`).toBeGreaterThan(0);
        if (g.scores) expect(g.scores, `${p.key} ${g.typeName}`).toHaveLength(g.questionKeys.length);
      }
    }
  });

  it('numbers its groups 一、二、三… and adds up to the full score', () => {
    const cn = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
    for (const p of BANK_PAPERS) {
      expect(
        p.groups.map((g) => g.typeNoCn),
        p.key,
      ).toEqual(cn.slice(0, p.groups.length));
      expect(paperTotal(p), p.key).toBeCloseTo(p.fullScore, 9);
      expect([0, 1, 2, 3, 4, 5, 6, 7], p.key).toContain(p.testType);
      expect(p.name.endsWith(p.subjectId === 8 ? '英语' : '数学') || p.name.includes(p.subjectId === 8 ? '英语' : '数学'), p.key).toBe(true);
    }
    const maths150 = BANK_PAPERS.filter((p) => p.subjectId === 3 && p.fullScore === 150);
    for (const p of maths150) {
      expect(
        p.groups.map((g) => `${g.typeName}×${g.questionKeys.length}`),
        p.key,
      ).toEqual(['单选题×8', '多选题×3', '填空题×3', '解答题×5']);
      expect(p.groups[3]!.scores, p.key).toEqual([13, 15, 15, 17, 17]);
    }
  });

  it('puts every English type in at least one paper', () => {
    const used = new Set(BANK_PAPERS.filter((p) => p.subjectId === 8).flatMap((p) => p.groups.flatMap((g) => g.questionKeys.map((k) => byKey.get(k)!.type))));
    for (const t of ENGLISH_TYPES) expect(used.has(t), t).toBe(true);
  });
});

describe('gkyten writing prompts', () => {
  it('has at least 10 prompts in both categories with sample essays and comments', () => {
    expect(WRITING_PROMPTS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(WRITING_PROMPTS.map((w) => w.category))).toEqual(new Set(['名师猜作文', '高考作文']));
    expect(new Set(WRITING_PROMPTS.map((w) => w.key)).size).toBe(WRITING_PROMPTS.length);
    for (const w of WRITING_PROMPTS) {
      expect(w.title.length, w.key).toBeGreaterThan(0);
      expect(w.sampleEssay.split(/\s+/).length, w.key).toBeGreaterThan(80);
      expect(w.comment.length, w.key).toBeGreaterThan(20);
      expect(w.year, w.key).toBeGreaterThanOrEqual(2021);
      expect(w.year, w.key).toBeLessThanOrEqual(2026);
    }
  });
});
