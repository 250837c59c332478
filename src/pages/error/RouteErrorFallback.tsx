/**
 * The router's last resort: an error that escaped react-admin's own boundaries (or its
 * error page). A failed chunk load still reloads (once per minute); anything else gets
 * the plain fallback.
 */
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunkReload';
import { ErrorPageFallback } from './ErrorPageFallback';

export const RouteErrorFallback = () => {
  const error = useRouteError();
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    setReloading(reloadForChunkError(error));
  }, [error]);
  return reloading ? null : <ErrorPageFallback errors={[error]} />;
};
