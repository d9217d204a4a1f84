/**
 * Who may use the admin area (教务管理): the school master (post 5) and the school's administrator
 * accounts. Everything they touch is their own school's: ids of another school read as missing.
 */
import { ACCOUNT_KIND, POST } from '@app/contract';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';

export const ADMIN_FORBIDDEN = '只有校长或教务管理员可以使用教务管理';

export function isSchoolAdministrator(auth: AuthContext): boolean {
  return auth.accountKind === ACCOUNT_KIND.SCHOOL_ADMIN || auth.posts.includes(POST.SCHOOL_MASTER);
}

export function requireAdmin(auth: AuthContext): void {
  if (!isSchoolAdministrator(auth)) throw errors.forbidden(ADMIN_FORBIDDEN);
}

/** Who made a change: a signed-in administrator, or the command line. */
export type Actor = { schoolId: number; teacherId: number | null; name: string };
