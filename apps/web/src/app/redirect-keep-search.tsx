import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNavigating } from '../lib/navigating';

/**
 * A redirect that keeps the query string (?clazzId=&examId=…), so linked report pages survive it.
 * An index redirect can mount late (the exam page renders its tabs once its lists have loaded):
 * it yields to a navigation the teacher started meanwhile instead of cancelling it.
 */
export function RedirectKeepSearch({ to }: { to: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const navigating = useNavigating();
  useEffect(() => {
    if (!navigating.now()) void navigate({ pathname: to, search }, { replace: true });
  }, [to, search, navigating.pending]);
  return null;
}
