/** Resolves the bearer token of a request to the signed-in teacher. */
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authToken, grade, school, teacher, teacherPost } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { tokenHash } from './tokens.js';
import { runPrepared } from '../../db/prepared.js';

export type AuthContext = {
  tokenId: number;
  teacherId: number;
  schoolId: number;
  section: number;
  posts: number[];
  /** Grade ids the teacher leads; null entry means the whole school (a grade-leader post without a grade). */
  leadGradeIds: number[];
  leadsWholeSchool: boolean;
  loginMode: number;
};

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = BEARER.exec(header);
  return m?.[1] ?? null;
}

export async function authenticate(db: Db, req: FastifyRequest, opts: { optional: boolean }): Promise<AuthContext | null> {
  const token = bearerToken(req);
  if (!token) {
    if (opts.optional) return null;
    throw errors.tokenInvalid();
  }
  // One round trip: every authenticated request pays for this lookup.
  const rows = await runPrepared(
    db
    .select({
      tokenId: authToken.id,
      teacherId: teacher.id,
      schoolId: teacher.schoolId,
      section: teacher.section,
      loginMode: authToken.loginMode,
      posts: sql<{ post: number; gradeId: number | null; gradeSchool: number | null }[]>`(
        select coalesce(json_agg(json_build_object('post', tp.post, 'gradeId', tp.grade_id, 'gradeSchool', g.school_id)), '[]'::json)
        from ${teacherPost} tp left join ${grade} g on g.id = tp.grade_id where tp.teacher_id = ${teacher.id})`,
    })
    .from(authToken)
    .innerJoin(teacher, eq(teacher.id, authToken.teacherId))
    .innerJoin(school, eq(school.id, teacher.schoolId))
    .where(and(eq(authToken.tokenHash, tokenHash(token)), isNull(authToken.revokedAt), gt(authToken.expiresAt, new Date()), eq(teacher.disabled, false)))
    .limit(1),
  );
  const row = rows[0];
  if (!row) {
    if (opts.optional) return null;
    throw errors.tokenInvalid();
  }
  const posts = row.posts;
  const postValues = [...new Set(posts.map((p) => p.post))].sort();
  const leaderRows = posts.filter((p) => p.post === 2 || p.post === 3 || p.post === 5);
  return {
    tokenId: row.tokenId,
    teacherId: row.teacherId,
    schoolId: row.schoolId,
    section: row.section,
    posts: postValues,
    leadGradeIds: leaderRows.filter((p) => p.gradeId != null && p.gradeSchool === row.schoolId).map((p) => p.gradeId!),
    leadsWholeSchool: leaderRows.some((p) => p.post === 5 || p.gradeId == null),
    loginMode: row.loginMode,
  };
}
