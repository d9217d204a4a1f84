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
