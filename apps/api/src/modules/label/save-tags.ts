/**
 * Saving questions' tags (/relation 保存): every field is checked against the exam's subject before
 * anything is written (knowledge points of the subject's tree, methods and question types of the
 * subject's lists, a folder of the school's subject), then the questions are updated in one
 * transaction that also bumps exam.tag_version when a knowledge point changed, so the stored report
 * (whose knowledge-point statistics read the points) is rebuilt on its next read (build-report.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LABEL_STATUS, labelMethodsFor, labelQuestionTypesFor, type TLabelSaveResult } from '@app/contract';
import type { z } from 'zod';
import type { ZLabelSaveBody } from '@app/contract';
import type { Db } from '../../db/client.js';
import { exam, examLabel, examQuestion, knowledgePoint, labelFolder, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { examQuestionRows, presentLabelQuestions } from './exam-data.js';
import { isTagged, requireLabelExam } from './scope.js';

type Body = z.output<typeof ZLabelSaveBody>;

const field = (i: number, name: string, msg: string) => errors.validation(`参数items.${i}.${name}错误：${msg}`);

export async function saveTags(db: Db, auth: AuthContext, examId: number, body: Body): Promise<TLabelSaveResult> {
  const { exam: e } = await requireLabelExam(db, auth, examId);
  const subjectId = e.subjectId;
  const label = (await db.select({ status: examLabel.status }).from(examLabel).where(eq(examLabel.examId, examId)).limit(1))[0];
  if (label?.status === LABEL_STATUS.FINISHED) throw errors.conflict('这场考试已完成标注，请先撤回再修改');

  const questions = await db
    .select({ id: examQuestion.id, kps: examQuestion.knowledgePointIds })
    .from(examQuestion)
    .where(and(eq(examQuestion.examId, examId), inArray(examQuestion.id, body.items.map((i) => i.questionId))));
  const oldKps = new Map(questions.map((q) => [q.id, q.kps]));
  body.items.forEach((it, i) => {
    if (!oldKps.has(it.questionId)) throw field(i, 'questionId', `题目${it.questionId}不属于这场考试`);
  });

  const kpIds = [...new Set(body.items.flatMap((it) => it.knowledgePointIds))];
  const found = await db.select({ id: knowledgePoint.id }).from(knowledgePoint).where(and(inArray(knowledgePoint.id, kpIds), eq(knowledgePoint.subjectId, subjectId)));
  const known = new Set(found.map((f) => f.id));
  const subjectName = async () => (await db.select({ name: subject.name }).from(subject).where(eq(subject.id, subjectId)).limit(1))[0]?.name ?? '';
  for (const [i, it] of body.items.entries()) {
    const bad = it.knowledgePointIds.find((id) => !known.has(id));
    if (bad != null) throw field(i, 'knowledgePointIds', `知识点${bad}不存在或不属于本学科（${await subjectName()}）`);
    if (new Set(it.knowledgePointIds).size !== it.knowledgePointIds.length) throw field(i, 'knowledgePointIds', '知识点不能重复');
  }

  const methods = new Set(labelMethodsFor(subjectId).map((m) => m.id));
  const types = labelQuestionTypesFor(subjectId);
  for (const [i, it] of body.items.entries()) {
    const bad = it.methodIds.find((id) => !methods.has(id));
    if (bad != null) throw field(i, 'methodIds', `方法能力${bad}不是本学科的方法能力`);
    if (new Set(it.methodIds).size !== it.methodIds.length) throw field(i, 'methodIds', '方法能力不能重复');
    if (!types.includes(it.questionType)) throw field(i, 'questionType', `题型“${it.questionType}”不是本学科的题型（可选：${types.join('、')}）`);
  }

  const folderIds = [...new Set(body.items.flatMap((it) => (it.folderId == null ? [] : [it.folderId])))];
  if (folderIds.length) {
    const folders = await db
      .select({ id: labelFolder.id })
      .from(labelFolder)
      .where(and(inArray(labelFolder.id, folderIds), eq(labelFolder.schoolId, auth.schoolId), eq(labelFolder.subjectId, subjectId)));
    const ok = new Set(folders.map((f) => f.id));
    for (const [i, it] of body.items.entries()) if (it.folderId != null && !ok.has(it.folderId)) throw field(i, 'folderId', `文件夹${it.folderId}不存在或不属于本学科`);
  }

  const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
  const kpChanged = body.items.some((it) => !sameSet(oldKps.get(it.questionId)!, it.knowledgePointIds));
  const now = new Date();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One statement for every item: the rows of an unnest joined on the question's id.
    const ids = body.items.map((it) => it.questionId);
    await tx.execute(sql`
      update exam_question q set
        knowledge_point_ids = array(select jsonb_array_elements_text(u.kps)::int),
        method_ids = array(select jsonb_array_elements_text(u.methods)::int),
        difficulty = u.difficulty, question_type = u.qtype, folder_id = u.folder,
        tagged_by = ${auth.teacherId}, tagged_at = ${now.toISOString()}::timestamptz
      from unnest(${sql.param(ids)}::int[], ${sql.param(body.items.map((it) => JSON.stringify(it.knowledgePointIds)))}::jsonb[],
                  ${sql.param(body.items.map((it) => JSON.stringify(it.methodIds)))}::jsonb[], ${sql.param(body.items.map((it) => it.difficulty))}::smallint[],
                  ${sql.param(body.items.map((it) => it.questionType))}::varchar[], ${sql.param(body.items.map((it) => it.folderId))}::int[])
        as u(id, kps, methods, difficulty, qtype, folder)
      where q.id = u.id and q.exam_id = ${examId}`);
    if (kpChanged) await tx.update(exam).set({ tagVersion: sql`${exam.tagVersion} + 1` }).where(eq(exam.id, examId));
  });

  const rows = await examQuestionRows(db, examId);
  const saved = new Set(body.items.map((it) => it.questionId));
  return {
    questions: await presentLabelQuestions(db, rows.filter((q) => saved.has(q.id))),
    taggedCount: rows.filter(isTagged).length,
    questionCount: rows.length,
  };
}
