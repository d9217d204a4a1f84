import { useEffect } from 'react';
import { Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LOADING_TEXT, LOGIN_MODE } from '@app/contract';
import { cookies } from '../../../lib/cookies';

/**
 * Hand-off with a token (from the school portal or another client): the token is kept in the
 * cookie for 15 days and the teacher goes on to the page asked for (default home). A token that
 * does not verify is caught by session loading, which sends the teacher to login.
 */
export default function TokenHandoffPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const token = params.get('token');
    const redirect = params.get('redirect');
    const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/home';
    if (!token) {
      navigate('/teacher_login', { replace: true });
      return;
    }
    cookies.setToken(token);
    if (params.get('mode') === 'school') cookies.setLoginMode(LOGIN_MODE.SCHOOL);
    navigate(target, { replace: true });
  }, [params, navigate]);
  return (
    <div className="session-loading">
      <Spin size="large" />
      <div className="session-loading-text">{LOADING_TEXT}</div>
    </div>
  );
}
