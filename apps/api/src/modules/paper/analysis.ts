/** Paper analysis of a fine paper (paperType 1) or a paper record (paperType 2). */
import { analysePaper, PAPER_TYPE, type TPaperAnalysis } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireFinePaper } from './library.js';
import { finePaperPlaced, placeTopics, recordEntries, type PlacedTopic } from './paper-content.js';
import { requireRecord } from './records.js';
import { itemNosOf, kpNames } from './topics.js';

export type PaperSource = { paperType: 1 | 2; paperId: number; name: string; subjectId: number; totalScore: number; grade: number | null; placed: PlacedTopic[] };

/** The questions of a paper the teacher may see, by paper type. */
export async function loadPaperSource(db: Db, auth: AuthContext, paperType: 1 | 2, paperId: number, subjectIds: readonly number[] | null): Promise<PaperSource> {
  if (paperType === PAPER_TYPE.FINE) {
    const p = await requireFinePaper(db, paperId, subjectIds);
    return { paperType, paperId, name: p.name, subjectId: p.subjectId, totalScore: p.totalScore, grade: p.grade, placed: await finePaperPlaced(db, paperId, auth.schoolId) };
  }
  const r = await requireRecord(db, auth, paperId, 'view', subjectIds);
  return { paperType, paperId, name: r.name, subjectId: r.subjectId, totalScore: r.totalScore, grade: null, placed: await placeTopics(db, await recordEntries(db, r.id), auth.schoolId) };
}

export async function paperAnalysis(db: Db, auth: AuthContext, paperType: 1 | 2, paperId: number, subjectIds: readonly number[] | null): Promise<TPaperAnalysis> {
  const src = await loadPaperSource(db, auth, paperType, paperId, subjectIds);
  const names = await kpNames(db, src.placed.map((p) => p.topic));
  const result = analysePaper(
    src.placed.map((p) => ({
      topicNo: p.topicNo,
      itemNos: itemNosOf(p.topic, p.topicNo).length > 1 ? itemNosOf(p.topic, p.topicNo) : [],
      type: p.topic.type,
      difficulty: p.topic.difficulty,
      score: p.score,
      knowledgePoints: p.topic.knowledgePointIds.map((id) => ({ kpId: id, kpName: names.get(id) ?? '' })),
    })),
  );
  return { paperId, paperType, paperName: src.name, totalScore: src.placed.reduce((s, p) => s + p.score, 0), ...result };
}
