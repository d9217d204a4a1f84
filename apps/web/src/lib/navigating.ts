import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

export type Navigating = {
  /** Changes whenever the router's state as rendered changes: list it in the effect's dependencies. */
  pending: string;
  /**
   * Whether the router is, right now, on its way elsewhere or already somewhere else than this
   * render's address (the router's live state, not the last render's).
   */
  now: () => boolean;
};

/**
 * Whether the router is on its way to another page (a lazily loaded page still loading) or has
 * already moved on.
 *
 * A page that completes its address once its data has loaded (the default class or exam written
 * into ?clazzId=&examId=) must not do so then: the completion is a navigation too, and React
 * Router lets a later navigation cancel the pending one, so a teacher's click on another menu
 * entry was undone once the lists arrived (and a child's index redirect was cancelled the same
 * way); once the other page is reached, a completion would add this page's ?clazzId= to its
 * address. The check reads the router's live state: the rendered state lags behind (router
 * updates reach React as transitions, after an urgent update such as arriving data has run its
 * effects). Effects list `pending` in their dependencies so they run again once the router has
 * settled, if the other page was not reached after all. Outside a data router (component tests
 * with a memory router) nothing is ever pending.
 */
export function useNavigating(): Navigating {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const now = useCallback(
    () => router != null && (router.state.navigation.state !== 'idle' || router.state.location.key !== location.key),
    [router, location.key],
  );
  return { pending: `${state?.navigation.state ?? 'idle'}:${location.key}`, now };
}
