/**
 * Quotas of a group's markers. 'even' shares the work (answers × rounds) out equally; a marker
 * limited to some classes (班级单独阅卷) gets an equal share of those classes' answers with the other
 * markers of the same classes, which is ceil(answers × rounds / markers) when nobody is limited.
 * 'quota' takes the manager's numbers, which must cover the work; 'free' has no quotas. Every class
 * with answers must have a marker (two for double marking), or its answers would never be marked.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { rowsOf } from './present.js';

export type AssignMode = 'even' | 'quota' | 'free';
export type PlannedMarker = { teacherId: number; teacherName: string; quota: number | null; clazzIds: number[] | null };

export async function answersByClazz(tx: Db, groupId: number): Promise<Map<number, number>> {
  const rows = rowsOf<{ clazz_id: number; n: number }>(await tx.execute(sql`select clazz_id, count(*)::int as n from marking_answer where group_id = ${groupId} group by clazz_id`));
  return new Map(rows.map((r) => [r.clazz_id, r.n]));
}

const covers = (m: PlannedMarker, clazzId: number) => m.clazzIds == null || m.clazzIds.includes(clazzId);

/** Returns each marker's quota (null: no limit) or throws a message saying what is missing. */
export async function planQuotas(tx: Db, groupId: number, mode: AssignMode, markers: readonly PlannedMarker[], rounds: number): Promise<Map<number, number | null>> {
  const perClazz = await answersByClazz(tx, groupId);
  // Double marking needs two different markers for every answer.
  const uncovered = [...perClazz.keys()].filter((c) => markers.filter((m) => covers(m, c)).length < rounds);
  if (uncovered.length) {
    const names = (await tx.select({ name: clazz.name }).from(clazz).where(inArray(clazz.id, uncovered))).map((n) => n.name).join('、');
    throw errors.validation(rounds > 1 ? `双评时每个班级至少需要2位阅卷老师：${names}不足2位` : `${names}的答卷没有阅卷老师，请为这些班级安排阅卷老师`);
  }
  const answers = [...perClazz.values()].reduce((s, n) => s + n, 0);
  const need = answers * rounds;
  const out = new Map<number, number | null>();
  if (mode === 'free') {
    for (const m of markers) out.set(m.teacherId, null);
  } else if (mode === 'even') {
    for (const m of markers) {
      let share = 0;
      for (const [c, n] of perClazz) if (covers(m, c)) share += (n * rounds) / markers.filter((o) => covers(o, c)).length;
      out.set(m.teacherId, Math.ceil(share - 1e-9));
    }
  } else {
    const missing = markers.filter((m) => m.quota == null);
    if (missing.length) throw errors.validation(`按任务量分配时请填写每位老师的任务量：${missing.map((m) => m.teacherName).join('、')}未填写`);
    const sum = markers.reduce((s, m) => s + (m.quota ?? 0), 0);
    if (sum < need) throw errors.validation(`任务量合计${sum}份，少于需要评阅的${need}份（${answers}份答卷×${rounds}评），还差${need - sum}份`);
    for (const m of markers) out.set(m.teacherId, m.quota);
  }
  return out;
}
