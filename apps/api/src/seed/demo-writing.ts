/**
 * The demo school's writing (docs/writing.md): english1 set the bank's 应用文 prompt "邀请外教参加中国结
 * 编织课" to 高一(1)(2)班 in the fortnight before the demo's clock (over, so what students see does not
 * depend on the date); most students handed in an essay — the model essay as a weaker or stronger
 * student would write it (sentences left out, words misspelt) — each with its 智能批改, and the
 * teacher scored about two thirds with a comment. Deterministic, like the rest of the demo.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { WRITE_KIND, WRITE_KIND_RULES } from '@app/contract/writing';
import type { Db } from '../db/client.js';
import { englishWords } from '../db/reference-data/english-words.js';
import { clazz, student, teacher, topic, writeSubmission, writeTask, writeTaskClazz } from '../db/schema.js';
import { essayFeedback } from '../modules/writing/feedback.js';
import { demoDaysAgo } from './clock.js';
import { createRng, type Rng } from './random.js';

const PROMPT_KEY = 'gk-writing-001';

const COMMENTS = [
  '要点齐全，结构清楚；注意检查拼写。',
  '内容完整，用了定语从句，表达较地道。',
  '篇幅偏短，活动内容可以再具体一些。',
  '格式正确，语言基本准确，结尾可以更自然。',
  '拼写错误较多，写完后要通读检查。',
];

const textOf = (html: string) => html.replace(/<br\s*\/?>/g, '\n').replace(/<\/p>/g, '\n\n').replace(/<[^>]+>/g, '').replace(/\n{3,}/g, '\n\n').trim();

/** The model essay as a student of this ability writes it: weaker ones leave sentences out and misspell more. */
function studentVersion(model: string, ability: number, rng: Rng): string {
  const paragraphs = model.split(/\n\n/);
  return paragraphs
    .map((p, pi) => {
      // Salutation and sign-off stay; body sentences are kept by ability.
      if (pi === 0 || pi === paragraphs.length - 1) return p;
      const sentences = p.match(/[^.!?]+[.!?]+/g) ?? [p];
      const kept = sentences.filter((_, si) => si === 0 || rng.next() < 0.45 + ability * 0.55);
      return kept
        .join('')
        .split(' ')
        .map((w) => (/^[a-z]{6,}$/.test(w) && rng.next() < (1 - ability) * 0.18 ? w.slice(0, 2) + w.slice(3) : w))
        .join(' ')
        .trim();
    })
    .join('\n\n');
}

export async function seedDemoWriting(db: Db, schoolId: number): Promise<void> {
  const [owner] = await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.schoolId, schoolId), eq(teacher.account, 'english1')));
  const [prompt] = await db.select().from(topic).where(eq(topic.bankKey, PROMPT_KEY)).limit(1);
  if (!owner || !prompt) return;
  const classes = await db.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.schoolId, schoolId), inArray(clazz.name, ['高一(1)班', '高一(2)班']))).orderBy(asc(clazz.sort));
  const rules = WRITE_KIND_RULES[WRITE_KIND.APPLIED]!;
  const [task] = await db
    .insert(writeTask)
    .values({
      schoolId,
      teacherId: owner.id,
      kind: WRITE_KIND.APPLIED,
      topicId: prompt.id,
      title: '邀请外教参加中国结编织课',
      prompt: prompt.title,
      sampleEssay: prompt.answer.trim() ? prompt.answer : null,
      minWords: rules.minWords,
      maxWords: rules.maxWords,
      fullScore: rules.fullScore,
      startAt: demoDaysAgo(12),
      endAt: demoDaysAgo(5),
      createdAt: demoDaysAgo(12),
      updatedAt: demoDaysAgo(12),
    })
    .returning({ id: writeTask.id });
  await db.insert(writeTaskClazz).values(classes.map((c) => ({ taskId: task!.id, clazzId: c.id })));
  const model = textOf(prompt.answer);
  const bank = new Map(englishWords().map((w) => [w.word.toLowerCase(), w.junior]));
  const rng = createRng(20261109);
  const rows: (typeof writeSubmission.$inferInsert)[] = [];
  for (const c of classes) {
    const students = await db.select({ id: student.id }).from(student).where(and(eq(student.clazzId, c.id), eq(student.status, 1))).orderBy(asc(student.studentNum));
    for (const s of students) {
      if (rng.next() < 0.12) continue; // did not hand in
      const ability = rng.next();
      const text = studentVersion(model, ability, rng);
      const feedback = await essayFeedback(text, rules, bank, ['Li', 'Hua', 'Smith']);
      const scored = rng.next() < 0.68;
      const teacherScore = scored ? Math.min(rules.fullScore, Math.max(1, Math.round((feedback.suggestedScore + (rng.next() * 3 - 1.5)) * 2) / 2)) : null;
      const submittedAt = new Date(demoDaysAgo(11).getTime() + rng.next() * 5 * 86_400_000);
      rows.push({
        taskId: task!.id,
        studentId: s.id,
        clazzId: c.id,
        text,
        wordCount: feedback.wordCount,
        feedback,
        suggestedScore: feedback.suggestedScore,
        teacherScore,
        teacherComment: scored ? COMMENTS[Math.floor(rng.next() * COMMENTS.length)]! : '',
        scoredBy: scored ? owner.id : null,
        scoredAt: scored ? new Date(submittedAt.getTime() + 2 * 86_400_000) : null,
        submittedAt,
      });
    }
  }
  if (rows.length) await db.insert(writeSubmission).values(rows);
}
