/**
 * A teacher whose session ended (a request answered that the token expired or was revoked) is
 * sent to the login page; this note, kept for the tab, lets that page say why. Only a teacher who
 * was signed in gets it: a visitor without a token is not told a session expired.
 */
const KEY = 'session.expired';

export const SESSION_EXPIRED_TEXT = '登录已过期，请重新登录';

export const sessionExpiry = {
  mark(): void {
    sessionStorage.setItem(KEY, '1');
  },
  /** Whether a session ended since the last look (and forgets it: the message shows once). */
  take(): boolean {
    const ended = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return ended;
  },
};
