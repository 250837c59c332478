/**
 * The first screen's chunks are asked for with the framework (scripts/vite/firstScreens.ts):
 * the script index.html loads picks them by the path and the stored session, and signed in
 * asks for the current shop early, the very GET the shell then takes (dataProvider/earlyAnswers.ts).
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_SHOP, firstScreenScript } from '../../scripts/vite/firstScreens';
import { EARLY_GLOBAL, earlyKey } from '../../dataProvider/earlyAnswers';
import { fillPath } from '../../core/route';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { shopFieldsQuery } from '../../resources/shop/shop.fields';

const session = (expiresAt = Date.now() + 60_000) => JSON.stringify({ token: 'tok', expiresAt });

function run(pathname: string, token: string | null, cookie = '', earlyShop = true) {
  const links: { rel?: string; href?: string; crossOrigin?: string | null }[] = [];
  const fetches: { url: string; init: { headers: Record<string, string> } }[] = [];
  const window: Record<string, unknown> = {
    fetch: (url: string, init: (typeof fetches)[number]['init']) => {
      fetches.push({ url, init });
      return Promise.resolve('answer');
    },
  };
  const script = firstScreenScript(
    {
      '/': ['assets/home-1.js', 'assets/chip-2.js', 'assets/layout-4.js'],
      '/login': ['assets/sign-in-3.js'],
      '*': ['assets/layout-4.js'],
    },
    '/',
    earlyShop,
  );
  runInNewContext(script, {
    window,
    fetch: window.fetch,
    Date,
    location: { pathname },
    localStorage: { getItem: (key: string) => (key === 'shop-admin.token' ? token : null) },
    document: {
      cookie,
      createElement: () => ({}),
      head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
    },
  });
  return { links, fetches, early: window[EARLY_GLOBAL] as Record<string, { answer: unknown }> | undefined };
}

describe('first screen preload', () => {
  it("signed in at /: the dashboard's chunks, as modules with the entry's CORS mode", () => {
    expect(run('/', session()).links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/home-1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/chip-2.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/layout-4.js' },
    ]);
  });

  it("signed out or expired at /, or at /login: the sign-in form's; signed in elsewhere: the layout; signed out elsewhere: nothing", () => {
    expect(run('/', null).links.map((l) => l.href)).toEqual(['/assets/sign-in-3.js']);
    expect(run('/', session(Date.now() - 1)).links.map((l) => l.href)).toEqual(['/assets/sign-in-3.js']);
    expect(run('/', 'not json').links.map((l) => l.href)).toEqual(['/assets/sign-in-3.js']);
    expect(run('/login', null).links.map((l) => l.href)).toEqual(['/assets/sign-in-3.js']);
    expect(run('/products', session()).links.map((l) => l.href)).toEqual(['/assets/layout-4.js']);
    expect(run('/products', null).links).toEqual([]);
  });
});

describe('the current shop asked for early', () => {
  const cookie = `ref_id=x; ${EARLY_SHOP.cookie}=shop%2F1; other=y`;
  // What GatewayClient.call looks up: the shell's own GET of the current shop.
  const shellKey = earlyKey(fillPath(shopRoutes.get.path, { id: 'shop/1' }), shopFieldsQuery());

  it('signed in with a current shop: one GET with the token, kept under the key the client takes', () => {
    const { fetches, early } = run('/products', session(), cookie);
    expect(fetches).toEqual([
      { url: shellKey, init: { headers: { authorization: 'Bearer tok', accept: 'application/json' } } },
    ]);
    expect(Object.keys(early ?? {})).toEqual([shellKey]);
    expect(shellKey).toMatch(/^\/shop\/api\/shop%2F1\?fields=_id%2Cname%2C/);
  });

  it('nothing without a live session, without a shop, at /login, or for a gateway on another origin', () => {
    expect(run('/', null, cookie).fetches).toEqual([]);
    expect(run('/', session(Date.now() - 1), cookie).fetches).toEqual([]);
    expect(run('/', session(), 'ref_id=x').fetches).toEqual([]);
    expect(run('/login', session(), cookie).fetches).toEqual([]);
    expect(run('/', session(), cookie, false).fetches).toEqual([]);
  });
});
