/**
 * The first screen's chunks are asked for with the framework (scripts/vite/firstScreens.ts):
 * the script index.html loads picks them by the path and the stored session.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstScreenScript } from '../../scripts/vite/firstScreens';

function run(pathname: string, token: string | null) {
  const links: { rel?: string; href?: string; crossOrigin?: string | null }[] = [];
  const script = firstScreenScript({ '/': ['assets/home-1.js', 'assets/chip-2.js'], '/login': ['assets/sign-in-3.js'] }, '/');
  runInNewContext(script, {
    location: { pathname },
    localStorage: { getItem: (key: string) => (key === 'shop-admin.token' ? token : null) },
    document: { createElement: () => ({}), head: { appendChild: (l: (typeof links)[number]) => links.push(l) } },
  });
  return links;
}

describe('first screen preload', () => {
  it('signed in at /: the dashboard\'s chunks, as modules with the entry\'s CORS mode', () => {
    expect(run('/', '{"token":"t"}')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/home-1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/chip-2.js' },
    ]);
  });

  it('signed out at /, or at /login: the sign-in form\'s; another path: nothing', () => {
    expect(run('/', null).map((l) => l.href)).toEqual(['/assets/sign-in-3.js']);
    expect(run('/login', null).map((l) => l.href)).toEqual(['/assets/sign-in-3.js']);
    expect(run('/products', '{"token":"t"}')).toEqual([]);
  });
});
