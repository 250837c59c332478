/**
 * SPEC §2, §8 error page: a route error with a status code (an HttpError from the
 * gateway) shows 'Something went wrong.', the code (500 by default) with its name, and
 * Back to homepage.
 */
import { ErrorView } from './ErrorView';

const KNOWN = [400, 401, 403, 404, 500];

export const errorStatus = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

export const ErrorPage = ({ error, onHome }: { error: unknown; onHome?: () => void }) => {
  const status = errorStatus(error);
  return (
    <ErrorView
      status={status}
      title="app.error.title"
      statusText={KNOWN.includes(status) ? `app.error.status_${status}` : 'app.error.status_other'}
      body={status === 404 ? 'app.error.not_found_body' : 'app.error.server_body'}
      onHome={onHome}
    />
  );
};
