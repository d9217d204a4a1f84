import { lazy, Suspense, type ReactNode } from 'react';
import { Layout } from 'antd';
import { useLocation } from 'react-router';
import { isLayoutHidden, isPaperResourcePath } from '../paths';
import { useSession } from '../session/session-context';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { NavProgress } from './nav-progress';

// The paper centre's sub-navigation (with its contract schemas) loads only on the paper centre's pages.
const PaperSubNav = lazy(() => import('../../features/paper-library/components/paper-sub-nav').then((m) => ({ default: m.PaperSubNav })));

/** The teacher shell: header, content and footer; hidden on full-screen and hide-layout routes. */
export function AppLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const hidden = isLayoutHidden(location.pathname);
  return (
    <Layout className="app-layout">
      <NavProgress enabled={!session.isPrincipalClient} />
      {!hidden && (
        <Layout.Header className="app-layout-header">
          <AppHeader />
        </Layout.Header>
      )}
      {!hidden && isPaperResourcePath(location.pathname) && (
        <Suspense fallback={null}>
          <PaperSubNav />
        </Suspense>
      )}
      <Layout.Content className={hidden ? 'app-content-full' : 'app-content'}>{children}</Layout.Content>
      {!hidden && <AppFooter />}
    </Layout>
  );
}
