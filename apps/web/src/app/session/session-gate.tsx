import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { LOADING_TEXT } from '@app/contract';
import { cookies } from '../../lib/cookies';
import { ApiError, loginPathForMode } from '../../lib/http';
import { brandOf } from '../../lib/theme';
import { ThemeScope } from '../theme-scope';
import { AppLayout } from '../layout/app-layout';
import { loadSession } from './load-session';
import { SessionProvider } from './session-context';

const SessionFailed = lazy(() => import('./session-failed'));

/** Loads the session before any page of the teacher shell; shows 正在加载，请稍后... meanwhile. */
export function SessionGate() {
  const token = cookies.token();
  const session = useQuery({ queryKey: ['session', token], queryFn: loadSession, enabled: !!token, staleTime: Infinity });
  if (!token) return <Navigate to={loginPathForMode(cookies.loginMode())} replace />;
  if (session.isPending) {
    return (
      <ThemeScope brand="standard">
        <div className="session-loading">
          <Spin size="large" />
          <div className="session-loading-text">{LOADING_TEXT}</div>
        </div>
      </ThemeScope>
    );
  }
  if (session.isError) {
    const tokenFailure = session.error instanceof ApiError && session.error.kind === 'token';
    return (
      <ThemeScope brand="standard">
        <Suspense fallback={null}>
          <SessionFailed tokenFailure={tokenFailure} message={session.error.message} onRetry={() => void session.refetch()} />
        </Suspense>
      </ThemeScope>
    );
  }
  return (
    <SessionProvider data={session.data}>
      <ThemeScope brand={brandOf(session.data.teacher.isSchoolCustomize)}>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </ThemeScope>
    </SessionProvider>
  );
}
