/**
 * What react-admin shows when a screen throws (the `error` of <Admin> and of the default
 * layout), SPEC §2 and §8:
 *   - a screen whose code failed to load reloads the page, at most once per 60 seconds
 *     (src/lib/chunkReload.ts); past that, the error page;
 *   - the error page (loaded on demand: it is rarely needed), with the status code;
 *   - if showing it fails too (its code cannot load either, or it throws), the plain
 *     fallback with the details and a link home.
 */
import { Suspense, useEffect, useState, type ErrorInfo } from 'react';
import { useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { PageLoading } from '../../components/PageLoading';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunkReload';
import { lazyNamed } from '../../lib/lazyNamed';
import { ErrorPageFallback } from './ErrorPageFallback';
import { SafeBoundary } from './SafeBoundary';

const ErrorPage = lazyNamed(() => import('./ErrorPage'), 'ErrorPage');

export interface AppErrorProps {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const noop = () => undefined;

export const AppError = ({ error, resetErrorBoundary }: AppErrorProps) => {
  // Inside the layout react-admin resets on navigation itself; at the top level, this does.
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noop);
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    setReloading(reloadForChunkError(error));
  }, [error]);

  if (reloading) return <PageLoading />;
  return (
    <SafeBoundary fallback={(failure) => <ErrorPageFallback errors={[error, failure]} />}>
      <Suspense fallback={<PageLoading />}>
        <ErrorPage error={error} onHome={resetErrorBoundary} />
      </Suspense>
    </SafeBoundary>
  );
};
