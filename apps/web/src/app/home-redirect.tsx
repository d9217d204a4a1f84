import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { Navigate } from 'react-router';
import { paths } from './paths';
import { useSession } from './session/session-context';

const HomePage = lazy(() => import('../features/home/routes/home'));

/**
 * /home: teachers whose home is elsewhere (extended-subject teachers land on marking; section 0
 * has no home) are sent there; everyone else sees the home page.
 */
export function HomeRedirect() {
  const { homePath } = useSession();
  if (homePath !== paths.home) return <Navigate to={homePath} replace />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      <HomePage />
    </Suspense>
  );
}
