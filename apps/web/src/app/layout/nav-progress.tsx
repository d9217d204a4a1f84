import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

/** The navigation progress bar (not shown for the principal client). */
export function NavProgress({ enabled }: { enabled: boolean }) {
  const navigation = useNavigation();
  const location = useLocation();
  useEffect(() => {
    if (!enabled) return;
    if (navigation.state !== 'idle') NProgress.start();
    else NProgress.done();
  }, [navigation.state, enabled]);
  useEffect(() => {
    if (!enabled) return;
    NProgress.start();
    const t = setTimeout(() => NProgress.done(), 200);
    return () => clearTimeout(t);
  }, [location.pathname, enabled]);
  return null;
}
