import { studentRequest, studentSession } from './client';

/** POST /student/auth/logout, then forgets the token whatever the answer. */
export async function studentLogout(): Promise<void> {
  try {
    await studentRequest<null>('POST', '/student/auth/logout');
  } catch {
    // Signed out on this device anyway.
  } finally {
    studentSession.clearToken();
  }
}
