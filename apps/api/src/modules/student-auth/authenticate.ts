/**
 * Resolves a student route's bearer token to the signed-in student. Reads only the student token
 * table: a teacher's token is unknown here (401), as a student's is to the teachers' lookup.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import { run, statement } from '../../db/prepared.js';
import { bearerToken } from '../auth/authenticate.js';
import { studentTokenCacheOf } from '../auth/token-cache.js';
import { tokenHash } from '../auth/tokens.js';

type StudentTokenRow = StudentAuthContext & { expiresAt: Date | string };

export type StudentAuthContext = {
  tokenId: number;
  studentId: number;
  schoolId: number;
  clazzId: number;
  /** The password is an issued one: only the password change and reading one's own data are allowed. */
  mustChangePassword: boolean;
};

/** The token's student, while the token is valid, the student is 在读 and has a credential. */
const STUDENT_TOKEN_LOOKUP = statement<StudentTokenRow>(`
  select k.id as "tokenId", s.id as "studentId", s.school_id as "schoolId", s.clazz_id as "clazzId", c.must_change_password as "mustChangePassword", k.expires_at as "expiresAt"
  from student_token k
  join student s on s.id = k.student_id
  join student_credential c on c.student_id = s.id
  where k.token_hash = $1 and k.revoked_at is null and k.expires_at > now() and s.status = 1
  limit 1`);

export async function authenticateStudent(db: Db, req: FastifyRequest, opts: { optional: boolean }): Promise<StudentAuthContext | null> {
  const token = bearerToken(req);
  let row: StudentTokenRow | undefined;
  if (token) {
    // From this process's cache while it hears the database's changes (token-cache.ts, migration 0019).
    const hash = tokenHash(token);
    const cache = studentTokenCacheOf<StudentTokenRow>(db);
    row = cache?.get(hash);
    if (!row) {
      const markedAt = cache?.mark();
      row = (await run(db, STUDENT_TOKEN_LOOKUP, [hash]))[0];
      if (row && cache && markedAt !== undefined) cache.put(hash, row, markedAt);
    }
  }
  if (row) return { tokenId: row.tokenId, studentId: row.studentId, schoolId: row.schoolId, clazzId: row.clazzId, mustChangePassword: row.mustChangePassword };
  if (opts.optional) return null;
  throw errors.tokenInvalid();
}
