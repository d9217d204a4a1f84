import { http } from '../../../lib/http';
import { cookies } from '../../../lib/cookies';

/** Revokes the token on the server, then forgets it here (even if the server call fails). */
export async function logout(): Promise<void> {
  try {
    await http.post<null>('/auth/teacher/logout', undefined, { quiet: true });
  } finally {
    cookies.clearToken();
  }
}

/**
 * Signs the teacher out of every device (all tokens revoked on the server), then forgets the token
 * here. A failed call is shown by the shared client and leaves the session as it was.
 */
export async function logoutAll(): Promise<void> {
  await http.post<null>('/auth/teacher/logout-all');
  cookies.clearToken();
}
