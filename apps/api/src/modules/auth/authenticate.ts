/** Resolves the bearer token of a request to the signed-in teacher. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import { tokenHash } from './tokens.js';
import { tokenCacheOf } from './token-cache.js';
import { run, statement } from '../../db/prepared.js';

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
  /** 1 teacher, 2 school administrator (the admin area only). */
  accountKind: number;
  /** The password is an initial or reset one: only the password change and reading one's own data are allowed. */
  mustChangePassword: boolean;
};

const BEARER = /^Bearer\s+(\S+)$/i;

type TokenRow = { tokenId: number; teacherId: number; schoolId: number; section: number; loginMode: number; accountKind: number; mustChangePassword: boolean; expiresAt: Date | string; posts: { post: number; gradeId: number | null; gradeSchool: number | null }[] };

/** The token's teacher (enabled, of an existing school) with the posts, while the token is valid. */
export const TOKEN_LOOKUP = statement<TokenRow>(`
  select k.id as "tokenId", t.id as "teacherId", t.school_id as "schoolId", t.section, k.login_mode as "loginMode", t.account_kind as "accountKind", t.must_change_password as "mustChangePassword", k.expires_at as "expiresAt",
    (select coalesce(json_agg(json_build_object('post', tp.post, 'gradeId', tp.grade_id, 'gradeSchool', g.school_id)), '[]'::json)
     from teacher_post tp left join grade g on g.id = tp.grade_id where tp.teacher_id = t.id) as posts
  from auth_token k
  join teacher t on t.id = k.teacher_id
  join school s on s.id = t.school_id
  where k.token_hash = $1 and k.revoked_at is null and k.expires_at > now() and t.disabled = false
  limit 1`);

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
  // One round trip, a prepared statement, unless this process's token cache (token-cache.ts) holds
  // the lookup and is hearing the database's changes.
  const hash = tokenHash(token);
  const cache = tokenCacheOf<TokenRow>(db);
  let row = cache?.get(hash);
  if (!row) {
    const markedAt = cache?.mark();
    row = (await run(db, TOKEN_LOOKUP, [hash]))[0];
    if (row && cache && markedAt !== undefined) cache.put(hash, row, markedAt);
  }
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
    accountKind: row.accountKind,
    mustChangePassword: row.mustChangePassword,
  };
}
