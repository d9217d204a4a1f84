import { useEffect } from 'react';
import { message } from 'antd';
import { SESSION_EXPIRED_SHOWN_MS, SESSION_EXPIRED_TEXT, sessionExpiry } from '../../../lib/session-expiry';

/**
 * 登录已过期，请重新登录, once, on the login page a teacher was sent to because the session ended.
 * Loaded only then (antd's message is no part of the login page's first download). The note is
 * dropped only once the page has stayed a moment: a login page replaced at once (two redirects
 * to it in a row) takes its message along, and the next one says it again.
 */
export default function SessionExpiredNotice() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    if (!sessionExpiry.pending()) return;
    void api.warning({ content: SESSION_EXPIRED_TEXT, key: 'session-expired' });
    const told = window.setTimeout(() => sessionExpiry.clear(), SESSION_EXPIRED_SHOWN_MS);
    return () => window.clearTimeout(told);
  }, [api]);
  return holder;
}
