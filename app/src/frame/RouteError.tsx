/**
 * The error boundary of every route (issue 6: no white screen, ever): the retry state inside the
 * frame. Retry re-renders the route; a chunk that failed to download is fetched again by a reload.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorState } from './ErrorState.tsx';
import { reportBoundaryError } from '../observe/start.ts';

const isChunkError = (err: unknown): boolean =>
  err instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    err.message,
  );

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [tries, setTries] = useState(0);
  if (import.meta.env.DEV) console.error(error);
  // The operator's metrics count what a player met here (web/src/beacons.ts).
  useEffect(() => reportBoundaryError(error), [error]);
  return (
    <ErrorState
      onRetry={() => {
        if (isChunkError(error) || tries > 0) {
          window.location.reload();
          return;
        }
        setTries((n) => n + 1);
        navigate(location.pathname + location.search, { replace: true, state: location.state });
      }}
    />
  );
}
