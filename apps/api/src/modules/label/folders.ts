/** Folders a school's subject teachers file tagged questions in (unique name per school and subject). */
import { and, eq } from 'drizzle-orm';
import type { TLabelFolder } from '@app/contract';
import type { Db } from '../../db/client.js';
import { labelFolder, teacherSubject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';

export async function createFolder(db: Db, auth: AuthContext, body: { subjectId: number; name: string }): Promise<TLabelFolder> {
  const mine = await db.select({ s: teacherSubject.subjectId }).from(teacherSubject).where(and(eq(teacherSubject.teacherId, auth.teacherId), eq(teacherSubject.subjectId, body.subjectId))).limit(1);
  if (!mine.length) throw errors.forbidden('只能为自己任教的学科新建文件夹');
  const [row] = await db
    .insert(labelFolder)
    .values({ schoolId: auth.schoolId, subjectId: body.subjectId, name: body.name, createdBy: auth.teacherId })
    .onConflictDoNothing()
    .returning({ folderId: labelFolder.id, name: labelFolder.name });
  if (!row) throw errors.validation(`参数name错误：文件夹“${body.name}”已存在`);
  return row;
}
