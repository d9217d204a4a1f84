/**
 * A teacher whose session ended (a request answered that the token expired or was revoked) is
 * sent to the login page; this note, kept for the tab, lets that page say why. Only a teacher who
 * was signed in gets it: a visitor without a token is not told a session expired.
 */
const KEY = 'session.expired';

export const SESSION_EXPIRED_TEXT = '登录已过期，请重新登录';
/** How long the login page must have stayed before the note counts as told. */
export const SESSION_EXPIRED_SHOWN_MS = 1000;

export const sessionExpiry = {
  mark(): void {
    sessionStorage.setItem(KEY, '1');
  },
  /** Whether a session ended and the login page has not told the teacher yet. */
  pending(): boolean {
    return sessionStorage.getItem(KEY) === '1';
  },
  /** The teacher has been told. */
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};
