/**
 * The teacher counters of /home (spec section 3). Each counter is counted by the feature that
 * owns its data; a feature registers its counter when its module loads. Counters whose feature
 * has not been built yet count 0 because there is nothing to count.
 */
import type { TTeacherCounters } from '@app/contract';
import type { Db } from '../../db/client.js';

export type CounterName = keyof TTeacherCounters;
export type CounterFn = (db: Db, scope: { teacherId: number; schoolId: number; subjectId: number | null }) => Promise<number>;

const registry = new Map<CounterName, CounterFn>();

export function registerCounter(name: CounterName, fn: CounterFn): void {
  registry.set(name, fn);
}

const NAMES: CounterName[] = ['collectPaper', 'collectTopic', 'examLabel', 'makePaper', 'onlineCourse', 'topicError'];

export async function teacherCounters(db: Db, scope: { teacherId: number; schoolId: number; subjectId: number | null }): Promise<TTeacherCounters> {
  const out = {} as TTeacherCounters;
  for (const name of NAMES) {
    const fn = registry.get(name);
    out[name] = fn ? await fn(db, scope) : 0;
  }
  return out;
}
