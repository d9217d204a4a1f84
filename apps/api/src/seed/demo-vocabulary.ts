/**
 * The demo school's vocabulary practice (docs/vocabulary.md): english1's word lists, one put to
 * 高一(1)(2)班 and one to 高一(2)班, and the practice the students have done, so the reports have something to
 * show on the first visit. Dates come from the demo clock (DEMO_NOW): one put ran in the week
 * before it and is over; the other runs to the semester's end and is half done. Answers are drawn
 * from a deterministic generator: each student has an ability, each word a difficulty, spelling is
 * harder than choosing, and wrong answers are the ones students make (a near spelling, a meaning
 * of another word of the list).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { VOCAB_MODE } from '@app/contract/vocabulary';
import type { Db } from '../db/client.js';
import { clazz, englishWord, student, teacher, vocabAttempt, vocabList, vocabListWord, vocabPut, vocabPutClazz } from '../db/schema.js';
import { DEMO_NOW, demoDaysAgo } from './clock.js';
import { createRng, type Rng } from './random.js';

type Word = { id: number; word: string; meaning: string };

/** The demo's lists: a name, a description and the headwords, in order. */
const LISTS: { name: string; description: string; words: string[] }[] = [
  {
    name: '必修一 Unit 1 校园生活',
    description: '高一上学期第一单元核心词汇',
    words: ['campus', 'schedule', 'classmate', 'senior', 'challenge', 'confidence', 'curious', 'attitude', 'responsible', 'behaviour', 'recommend', 'improve', 'experience', 'advice', 'topic', 'volunteer', 'encourage', 'goal', 'debate', 'impression'],
  },
  {
    name: '必修一 Unit 2 旅行',
    description: '高一上学期第二单元核心词汇',
    words: ['journey', 'destination', 'hotel', 'passport', 'flight', 'landscape', 'culture', 'local', 'explore', 'adventure', 'accommodation', 'transport', 'guide', 'gift', 'tourist', 'route', 'distance', 'trip', 'departure', 'view'],
  },
  {
    name: '高考高频动词（一）',
    description: '书面表达常用动词，尚未布置',
    words: ['achieve', 'affect', 'apply', 'argue', 'attend', 'avoid', 'benefit', 'communicate', 'compare', 'consider', 'determine', 'develop', 'focus', 'influence', 'involve', 'prefer', 'provide', 'reduce', 'suggest', 'support'],
  },
];

/** A plausible misspelling: a letter dropped, doubled or two letters swapped; never the word itself. */
function misspell(word: string, rng: Rng): string {
  if (word.length < 3) return `${word}e`;
  const i = rng.int(1, word.length - 2);
  const variants = [word.slice(0, i) + word.slice(i + 1), word.slice(0, i) + word[i] + word.slice(i), word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)];
  const first = rng.int(0, 2);
  return [...variants.slice(first), ...variants.slice(0, first)].find((v) => v.toLowerCase() !== word.toLowerCase()) ?? `${word}e`;
}

export async function seedDemoVocabulary(db: Db, schoolId: number): Promise<void> {
  const [owner] = await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.schoolId, schoolId), eq(teacher.account, 'english1')));
  if (!owner) return;
  const allHeadwords = LISTS.flatMap((l) => l.words);
  const bank = await db.select({ id: englishWord.id, word: englishWord.word, meaning: englishWord.meaning }).from(englishWord).where(inArray(englishWord.word, allHeadwords));
  // The word bank is reference data applied before any seed; without it there is nothing to put.
  if (!bank.length) return;
  const byWord = new Map<string, Word>(bank.map((w) => [w.word, w]));
  const classes = await db.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.schoolId, schoolId), inArray(clazz.name, ['高一(1)班', '高一(2)班']))).orderBy(asc(clazz.sort));
  const rng = createRng(20261121);
  const lists: { id: number; name: string; words: Word[] }[] = [];
  for (const [i, l] of LISTS.entries()) {
    const words = l.words.map((w) => byWord.get(w)).filter((w): w is Word => w != null);
    const created = demoDaysAgo(20 - i * 3);
    const [row] = await db.insert(vocabList).values({ schoolId, teacherId: owner.id, name: l.name, description: l.description, createdAt: created, updatedAt: created }).returning({ id: vocabList.id });
    await db.insert(vocabListWord).values(words.map((w, idx) => ({ listId: row!.id, wordId: w.id, idx })));
    lists.push({ id: row!.id, name: l.name, words });
  }
  const semesterEnd = new Date('2027-01-20T22:00:00+08:00');
  const puts = [
    // Over: a week of practice, most students finished both rounds.
    { list: lists[0]!, modes: [VOCAB_MODE.EN_ZH, VOCAB_MODE.SPELL], rounds: 2, startAt: demoDaysAgo(14), endAt: demoDaysAgo(7), reach: 0.9, onlySecond: false },
    // Under way: open to the semester's end, about half the work done; 高一(2)班 only, so the demo
    // students of 高一(1)班 (who have accounts) start from a task list that does not depend on the date.
    { list: lists[1]!, modes: [VOCAB_MODE.EN_ZH, VOCAB_MODE.ZH_EN, VOCAB_MODE.SPELL], rounds: 1, startAt: demoDaysAgo(3), endAt: semesterEnd, reach: 0.5, onlySecond: true },
  ];
  const studentsOf = new Map<number, { id: number }[]>();
  for (const c of classes) studentsOf.set(c.id, await db.select({ id: student.id }).from(student).where(and(eq(student.clazzId, c.id), eq(student.status, 1))).orderBy(asc(student.studentNum)));
  for (const p of puts) {
    const [row] = await db
      .insert(vocabPut)
      .values({ schoolId, teacherId: owner.id, listId: p.list.id, title: p.list.name, wordIds: p.list.words.map((w) => w.id), modes: p.modes, rounds: p.rounds, startAt: p.startAt, endAt: p.endAt, createdAt: p.startAt, updatedAt: p.startAt })
      .returning({ id: vocabPut.id });
    const putId = row!.id;
    const putClasses = p.onlySecond ? classes.slice(1) : classes;
    await db.insert(vocabPutClazz).values(putClasses.map((c) => ({ putId, clazzId: c.id })));
    const difficulty = new Map(p.list.words.map((w) => [w.id, rng.next() * 0.35]));
    const attempts: (typeof vocabAttempt.$inferInsert)[] = [];
    const span = Math.min(p.endAt.getTime(), DEMO_NOW.getTime()) - p.startAt.getTime();
    for (const c of putClasses) {
      for (const s of studentsOf.get(c.id) ?? []) {
        // Some students have not started; the rest answered a share of the items in order.
        if (rng.next() > p.reach + 0.05) continue;
        const ability = 0.55 + rng.next() * 0.4;
        const share = rng.next() < p.reach ? 1 : rng.next();
        const items = p.rounds * p.modes.length * p.list.words.length;
        const toAnswer = Math.round(items * share);
        let n = 0;
        let when = p.startAt.getTime() + rng.next() * span * 0.6;
        for (let round = 1; round <= p.rounds && n < toAnswer; round++) {
          for (const mode of p.modes) {
            for (const w of p.list.words) {
              if (n >= toAnswer) break;
              n += 1;
              when += 4000 + rng.next() * 8000;
              const chance = ability - difficulty.get(w.id)! - (mode === VOCAB_MODE.SPELL ? 0.15 : 0) + (round - 1) * 0.1;
              const correct = rng.next() < chance;
              let answer = mode === VOCAB_MODE.EN_ZH ? w.meaning : w.word;
              if (!correct) {
                const other = rng.pick(p.list.words.filter((x) => x.id !== w.id));
                answer = mode === VOCAB_MODE.SPELL ? misspell(w.word, rng) : mode === VOCAB_MODE.EN_ZH ? other.meaning : other.word;
              }
              attempts.push({ putId, studentId: s.id, clazzId: c.id, round, mode, wordId: w.id, answer, correct, createdAt: new Date(when) });
            }
          }
        }
      }
    }
    for (let i = 0; i < attempts.length; i += 2000) await db.insert(vocabAttempt).values(attempts.slice(i, i + 2000));
  }
}
