import { Navigate, useLocation } from 'react-router';

/** Replaces the current entry with `to`, keeping the query string and hash (a shared view survives). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
