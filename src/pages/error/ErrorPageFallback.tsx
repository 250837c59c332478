/**
 * SPEC §2: when the error page itself fails, a message says so, with the details and a
 * link home. Deliberately plain: no theme, no translation provider, no lazy code, since
 * any of those may be what failed. The link reloads the app from /.
 */
import { initialLocale } from '../../lib/locale';
import { errorText } from './error.i18n';

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? ''));

export interface ErrorPageFallbackProps {
  /** What the page was showing an error for, and what went wrong showing it. */
  errors: unknown[];
  locale?: string;
}

export const ErrorPageFallback = ({ errors, locale = initialLocale() }: ErrorPageFallbackProps) => {
  const details = errors.map(describe).filter(Boolean);
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '64px auto', padding: '0 16px' }}>
      <h1 style={{ fontSize: 22 }}>{errorText('fallback_title', locale)}</h1>
      <p>{errorText('fallback_body', locale)}</p>
      {details.length > 0 && (
        <details style={{ margin: '16px 0' }}>
          <summary>{errorText('details', locale)}</summary>
          <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>{details.join('\n')}</pre>
        </details>
      )}
      <a href="/">{errorText('back_home', locale)}</a>
    </div>
  );
};
