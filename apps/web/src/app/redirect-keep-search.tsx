import { Navigate, useLocation } from 'react-router';

/** A redirect that keeps the query string (?clazzId=&examId=…), so linked report pages survive it. */
export function RedirectKeepSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
