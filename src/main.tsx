import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadLocale } from '../i18n/i18nProvider';
import { initialLocale } from './lib/locale';

// The app (and its i18nProvider) is built only once the first locale's messages are
// here: a merchant who chose Vietnamese gets it on reload, without an English flash.
preloadLocale(initialLocale())
  .catch(() => undefined)
  .then(() => import('./App'))
  .then(({ App }) => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
