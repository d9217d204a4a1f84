/**
 * Answer images: who may look at one (spec section 6 and the marking rules) and rotating one.
 * Viewing: the exam's managers (manager, creator, grade leaders, school master), the markers and
 * arbiters of the answer's group, and under 班级混合阅卷 (markType 3) the answer's own class's
 * teachers (the exam subject's teacher or the class teacher, this semester). Another school's
 * answer is reported as missing.
 */
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { markingAnswer, markingGroup, markingMarker } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { teacherAssignments } from '../base/queries.js';
import { loadMarkingExam, type MarkingExamCtx } from './access.js';
import { MAX_INPUT_PIXELS } from './images/limits.js';
import { storePng } from './images/normalise.js';
import { answerImageUrl } from './present.js';

export type AnswerRow = typeof markingAnswer.$inferSelect;
type AnswerCtx = { answer: AnswerRow; ctx: MarkingExamCtx; isGroupMember: boolean };

async function loadAnswer(db: Db, auth: AuthContext, answerId: number): Promise<AnswerCtx> {
  const rows = await db
    .select({ answer: markingAnswer, schoolId: markingGroup.schoolId })
    .from(markingAnswer)
    .innerJoin(markingGroup, eq(markingGroup.id, markingAnswer.groupId))
    .where(eq(markingAnswer.id, answerId))
    .limit(1);
  const r = rows[0];
  if (!r || r.schoolId !== auth.schoolId) throw errors.notFound('答卷不存在');
  const ctx = await loadMarkingExam(db, auth, r.answer.examId);
  const member = await db
    .select({ role: markingMarker.role })
    .from(markingMarker)
    .where(and(eq(markingMarker.groupId, r.answer.groupId), eq(markingMarker.teacherId, auth.teacherId)))
    .limit(1);
  return { answer: r.answer, ctx, isGroupMember: member.length > 0 };
}

async function teachesAnswerClass(db: Db, auth: AuthContext, a: AnswerCtx): Promise<boolean> {
  const mine = await teacherAssignments(db, auth.teacherId, a.ctx.examGroup.semesterId);
  return mine.some((x) => x.clazzId === a.answer.clazzId && (x.isAdmin || x.subjectId === a.ctx.exam.subjectId));
}

/** The answer's row if the teacher may view its image; 404 for another school's, 403 otherwise. */
export async function viewableAnswer(db: Db, auth: AuthContext, answerId: number): Promise<AnswerRow> {
  const a = await loadAnswer(db, auth, answerId);
  if (a.ctx.isManager || a.isGroupMember) return a.answer;
  if (a.ctx.examGroup.markType === 3 && (await teachesAnswerClass(db, auth, a))) return a.answer;
  throw errors.forbidden('您没有查看该答卷的权限');
}

/** The stored bytes behind an image key, or 404 when the file is gone. */
export async function storedImage(storage: Storage, key: string): Promise<Buffer> {
  const data = await storage.get(key);
  if (!data) throw errors.notFound('答卷图片不存在');
  return data;
}

/**
 * Turns the answer's image clockwise by `degrees`: the rotated image is stored under a new key
 * (stored files are never overwritten: copies of the database share them) and the answer's key
 * and rotation change in one statement, guarded by the key it was read with, so two teachers
 * turning the same image at once both count.
 */
export async function rotateAnswerImage(db: Db, storage: Storage, auth: AuthContext, answerId: number, degrees: 90 | 180 | 270) {
  const a = await loadAnswer(db, auth, answerId);
  if (!a.ctx.isManager && !a.isGroupMember) throw errors.forbidden('只有该题组的阅卷老师或考试负责人可以旋转答卷图片');
  let current = a.answer;
  for (let attempt = 0; attempt < 3; attempt++) {
    const data = await storedImage(storage, current.imageKey);
    let rotated: Buffer;
    try {
      rotated = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(degrees).greyscale().toColourspace('b-w').png().toBuffer();
    } catch {
      throw errors.validation('答卷图片已损坏，无法旋转');
    }
    const key = await storePng(storage, 'answers', rotated);
    const updated = await db
      .update(markingAnswer)
      .set({ imageKey: key, rotation: sql`(${markingAnswer.rotation} + ${degrees}) % 360`, updatedAt: new Date() })
      .where(and(eq(markingAnswer.id, answerId), eq(markingAnswer.imageKey, current.imageKey)))
      .returning({ rotation: markingAnswer.rotation });
    if (updated[0]) return { answerId, rotation: updated[0].rotation, imageUrl: answerImageUrl(answerId, updated[0].rotation, key) };
    const again = (await db.select().from(markingAnswer).where(eq(markingAnswer.id, answerId)).limit(1))[0];
    if (!again) throw errors.notFound('答卷不存在');
    current = again;
  }
  throw errors.conflict('图片正在被其他老师旋转，请刷新后重试');
}
