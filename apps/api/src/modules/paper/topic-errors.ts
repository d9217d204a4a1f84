/** 纠错: error reports on questions. No field is required (spec section 5): empty types and text are accepted. */
import type { TTopicErrorBody } from '@app/contract';
import type { Db } from '../../db/client.js';
import { topicError } from '../../db/schema.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireTopic } from './topics.js';

export async function reportTopicError(db: Db, auth: AuthContext, body: TTopicErrorBody) {
  await requireTopic(db, body.topicId, auth.schoolId);
  const types = [...new Set(body.errorType ?? [])].sort();
  const [row] = await db
    .insert(topicError)
    .values({ teacherId: auth.teacherId, schoolId: auth.schoolId, topicId: body.topicId, paperId: body.paperId ?? null, errorTypes: types, errorInfo: (body.errorInfo ?? '').trim() })
    .returning({ id: topicError.id });
  return { errorId: row!.id };
}
