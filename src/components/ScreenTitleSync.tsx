/**
 * One level-1 heading per screen and a document title naming it. A screen with a heading
 * of its own keeps it; otherwise the title react-admin shows in the app bar
 * (#react-admin-title) is the screen's heading. The document title is that heading, the
 * shop inside one, and the app's name, all in the interface language.
 */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

const APP_TITLE_ID = 'react-admin-title';

export function screenTitleParts(screen: string | undefined, shop: string | undefined, app: string): string {
  const parts = [screen, shop, app].map((p) => p?.replace(/\s+/g, ' ').trim()).filter((p): p is string => Boolean(p));
  return [...new Set(parts)].join(' · ');
}

function sync(shop: string | undefined, app: string) {
  const appTitle = document.getElementById(APP_TITLE_ID);
  const own = [...document.querySelectorAll('h1')].find((h) => !appTitle?.contains(h));
  const appText = appTitle?.textContent?.trim();
  if (appTitle) {
    if (!own && appText) {
      appTitle.setAttribute('role', 'heading');
      appTitle.setAttribute('aria-level', '1');
    } else {
      appTitle.removeAttribute('role');
      appTitle.removeAttribute('aria-level');
    }
  }
  const title = screenTitleParts(own?.textContent ?? appText, shop, app);
  if (document.title !== title) document.title = title;
}

export const ScreenTitleSync = ({ shop }: { shop?: string }) => {
  const translate = useTranslate();
  const app = translate('app.name');
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sync(shop, app));
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [shop, app]);
  return null;
};
