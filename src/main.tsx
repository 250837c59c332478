import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadLocale } from '../i18n/i18nProvider';
import { App } from './App';
import { reloadForChunkError } from './lib/chunkReload';
import { initialLocale, warmNumberFormat } from './lib/locale';
import { ErrorPageFallback } from './pages/error/ErrorPageFallback';

// SPEC §8: a lazily loaded file that fails (typically after a new deploy) reloads the
// page, at most once per 60 seconds; otherwise the error reaches the error page.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

const root = createRoot(document.getElementById('root')!);

// The app's code is part of the first load (index.html preloads it with the entry); it is
// rendered, and its i18nProvider built, once the first locale's messages are here: a
// merchant who chose Vietnamese gets it on reload, without an English flash.
preloadLocale(initialLocale())
  .catch(() => undefined)
  .then(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    warmNumberFormat(initialLocale());
  })
  .catch((error: unknown) => {
    if (!reloadForChunkError(error)) root.render(<ErrorPageFallback errors={[error]} />);
  });
