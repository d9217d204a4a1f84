import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router';

export type Navigating = {
  /** Whether a navigation was pending at this render: list it in the effect's dependencies. */
  pending: boolean;
  /** Whether a navigation is pending right now (the router's live state, not the last render's). */
  now: () => boolean;
};

/**
 * Whether the router is on its way to another page (a lazily loaded page still loading).
 *
 * A page that completes its address once its data has loaded (the default class or exam written
 * into ?clazzId=&examId=) must not do so while a navigation is pending: the completion is a
 * navigation too, and React Router lets a later navigation cancel the pending one, so a teacher's
 * click on another menu entry was undone once the lists arrived (and a child's index redirect was
 * cancelled the same way). The check reads the router's live state: the rendered state can lag
 * behind (router updates reach React as transitions, after an urgent update such as arriving
 * data has run its effects). Effects list `pending` in their dependencies so they run again once
 * the router is idle, if the other page was not reached after all. Outside a data router
 * (component tests with a memory router) nothing is ever pending.
 */
export function useNavigating(): Navigating {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const now = useCallback(() => router != null && router.state.navigation.state !== 'idle', [router]);
  return { pending: state != null && state.navigation.state !== 'idle', now };
}
