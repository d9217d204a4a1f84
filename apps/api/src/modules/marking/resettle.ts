/**
 * Re-settles the answers waiting for arbitration after a group's tolerance changed: a pair that is
 * now within the tolerance becomes final (and its open arbitration disappears). Final answers are
 * left as they are: a smaller tolerance does not reopen work already decided.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markingAnswer } from '../../db/schema.js';
import { settleAnswer } from './settle.js';

export async function resettleArbitrations(tx: Db, groupId: number, actorId: number): Promise<void> {
  const waiting = await tx.select({ id: markingAnswer.id }).from(markingAnswer).where(and(eq(markingAnswer.groupId, groupId), eq(markingAnswer.status, 1)));
  for (const a of waiting) await settleAnswer(tx, a.id, actorId);
}
