/** The /home counters the paper centre owns: collected papers and questions, composed papers, error reports. */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { finePaper, paperCollect, paperRecord, topic, topicCollect, topicError } from '../../db/schema.js';
import { registerCounter } from '../base/counters.js';

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
const bySubject = (col: Parameters<typeof eq>[0], subjectId: number | null): SQL | undefined => (subjectId == null ? undefined : eq(col, subjectId));

export function registerPaperCounters(): void {
  registerCounter('collectPaper', (db: Db, s) =>
    n(db.select({ n: count() }).from(paperCollect).innerJoin(finePaper, eq(finePaper.id, paperCollect.paperId)).where(and(eq(paperCollect.teacherId, s.teacherId), bySubject(finePaper.subjectId, s.subjectId)))),
  );
  registerCounter('collectTopic', (db: Db, s) =>
    n(db.select({ n: count() }).from(topicCollect).innerJoin(topic, eq(topic.id, topicCollect.topicId)).where(and(eq(topicCollect.teacherId, s.teacherId), bySubject(topic.subjectId, s.subjectId)))),
  );
  registerCounter('makePaper', (db: Db, s) =>
    n(db.select({ n: count() }).from(paperRecord).where(and(eq(paperRecord.teacherId, s.teacherId), eq(paperRecord.schoolId, s.schoolId), bySubject(paperRecord.subjectId, s.subjectId)))),
  );
  registerCounter('topicError', (db: Db, s) =>
    n(db.select({ n: count() }).from(topicError).innerJoin(topic, eq(topic.id, topicError.topicId)).where(and(eq(topicError.teacherId, s.teacherId), bySubject(topic.subjectId, s.subjectId)))),
  );
}
