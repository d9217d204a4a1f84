/** Collecting papers and questions (isCollect 1 after collecting, 0 after un-collecting). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paperCollect, topicCollect } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireFinePaper } from './library.js';
import { requireTopic } from './topics.js';

export async function collectPaper(db: Db, auth: AuthContext, paperId: number, subjectIds: readonly number[] | null) {
  await requireFinePaper(db, paperId, subjectIds);
  await db.insert(paperCollect).values({ teacherId: auth.teacherId, paperId }).onConflictDoNothing();
  return { isCollect: 1 as const };
}

export async function uncollectPaper(db: Db, auth: AuthContext, paperId: number, subjectIds: readonly number[] | null) {
  await requireFinePaper(db, paperId, subjectIds);
  await db.delete(paperCollect).where(and(eq(paperCollect.teacherId, auth.teacherId), eq(paperCollect.paperId, paperId)));
  return { isCollect: 0 as const };
}

export async function collectTopic(db: Db, auth: AuthContext, topicId: number, paperId: number | null, subjectIds: readonly number[] | null) {
  const t = await requireTopic(db, topicId, auth.schoolId);
  if (subjectIds && !subjectIds.includes(t.subjectId)) throw errors.notFound('试题不存在');
  await db
    .insert(topicCollect)
    .values({ teacherId: auth.teacherId, topicId, paperId })
    .onConflictDoUpdate({ target: [topicCollect.teacherId, topicCollect.topicId], set: { paperId } });
  return { isCollect: 1 as const };
}

export async function uncollectTopic(db: Db, auth: AuthContext, topicId: number) {
  await requireTopic(db, topicId, auth.schoolId);
  await db.delete(topicCollect).where(and(eq(topicCollect.teacherId, auth.teacherId), eq(topicCollect.topicId, topicId)));
  return { isCollect: 0 as const };
}
