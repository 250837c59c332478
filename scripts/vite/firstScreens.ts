/**
 * The first screen's code is asked for with the framework, not after it. index.html names
 * the entry and its static imports (Vite's modulepreload); the screen a start opens (the
 * dashboard at `/`, the sign-in form at `/login`) is a lazy chunk, which the app only asks
 * for once the framework has arrived and run: one more round trip before anything shows.
 * This plugin writes a tiny script, hashed like every asset and loaded `async` from
 * index.html, that adds a modulepreload for the chunks of the screen this start will open,
 * chosen by the path and whether a session is stored (signed in, any other path: the
 * layout every signed-in screen shows); the build knows the file names.
 * Signed in, it also asks for the current shop (the shell's first call) with the stored
 * token, while the framework is still on its way: dataProvider/earlyAnswers.ts.
 * Classic script, same origin: allowed by the app's Content-Security-Policy (`script-src
 * 'self'`), which refuses inline scripts.
 */
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { TOKEN_KEY } from '../../authProvider/tokenStore';
import { EARLY_GLOBAL } from '../../dataProvider/earlyAnswers';
import { shopFieldsQuery } from '../../resources/shop/shop.fields';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { SHOP_COOKIE } from '../../src/lib/currentShop';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const LAYOUT = 'src/layouts/DefaultLayout.tsx';
/** Path -> the source modules of the screen it opens; `*`: any other path, signed in (the layout). */
export const FIRST_SCREENS: Record<string, string[]> = {
  '/': ['src/pages/dashboard/Dashboard.tsx', LAYOUT],
  '/login': ['src/pages/auth/LoginPage.tsx'],
  '*': [LAYOUT],
};
/** The shell's first call, `GET /shop/api/{id}?fields=…`, as GatewayClient sends it (the id from the shop cookie). */
export const EARLY_SHOP = {
  path: shopRoutes.get.path,
  query: new URLSearchParams(shopFieldsQuery()).toString(),
  cookie: SHOP_COOKIE,
};

function graph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !byFile.has(file)) return;
      seen.add(file);
      byFile.get(file)!.imports.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  return { chunks, closure, entries, initial: closure(entries) };
}

/** What the entry imports statically (the framework, the shell): preloaded by index.html itself. */
export function entryImports(bundle: OutputBundle): string[] {
  const { entries, initial } = graph(bundle);
  return [...initial].filter((f) => !entries.includes(f)).sort();
}

/** The chunk files a screen needs beyond those index.html already names. */
export function screenFiles(bundle: OutputBundle, modules: string[]): string[] {
  const { chunks, closure, initial } = graph(bundle);
  const screens = modules.map((module) => {
    const screen = chunks.find((c) => Object.keys(c.modules).some((id) => id.replace(/\\/g, '/').endsWith(module)));
    if (!screen) throw new Error(`first screens: no chunk has ${module}`);
    return screen.fileName;
  });
  return [...closure(screens)].filter((f) => !initial.has(f)).sort();
}

export function firstScreenScript(files: Record<string, string[]>, base: string, earlyShop = true): string {
  const map = Object.fromEntries(Object.entries(files).map(([path, list]) => [path, list.map((f) => base + f)]));
  const q = JSON.stringify;
  // The session as authProvider/tokenStore.ts keeps it: a token with its expiry.
  return (
    `(function(){var m=${q(map)},p=location.pathname,t=null;` +
    `try{var s=JSON.parse(localStorage.getItem(${q(TOKEN_KEY)})||'null');if(s&&s.expiresAt>Date.now())t=s.token}catch(e){}` +
    `if(${earlyShop}&&t&&p!=='/login'&&window.fetch){var c=document.cookie.split('; ').filter(function(x){return x.indexOf(${q(`${EARLY_SHOP.cookie}=`)})===0})[0],` +
    `id=c&&decodeURIComponent(c.slice(${EARLY_SHOP.cookie.length + 1}));` +
    `if(id){var u=${q(EARLY_SHOP.path)}.replace('{id}',encodeURIComponent(id))+'?'+${q(EARLY_SHOP.query)},e=window[${q(EARLY_GLOBAL)}]=window[${q(EARLY_GLOBAL)}]||{};` +
    `e[u]={at:Date.now(),answer:fetch(u,{headers:{authorization:'Bearer '+t,accept:'application/json'}})}}}` +
    `var f=p==='/'&&!t?m['/login']:m[p]||(t&&m['*']);if(!f)return;` +
    `f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})();\n`
  );
}

export function firstScreens(): Plugin {
  let base = '/';
  // A gateway on another origin (VITE_GATEWAY_URL) is not asked early: the script knows only its own.
  let earlyShop = true;
  return {
    name: 'shop:first-screens',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      earlyShop = !config.env.VITE_GATEWAY_URL;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const files = Object.fromEntries(
          Object.entries(FIRST_SCREENS).map(([path, modules]) => [path, screenFiles(bundle, modules)]),
        );
        const source = firstScreenScript(files, base, earlyShop);
        const fileName = `assets/first-screen-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script async src="${base}${fileName}"></script>`;
        let text = String(html.source).replace(/<\/title>/, `</title>\n    ${tag}`);
        // Vite's own modulepreload is off (vite.config.ts): the entry's static imports are named here.
        const named = new Set([...text.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
        const links = entryImports(bundle)
          .map((f) => `${base}${f}`)
          .filter((href) => !named.has(href))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
        if (links.length)
          text = text.replace(/(<script type="module"[^>]*><\/script>)/, `$1\n    ${links.join('\n    ')}`);
        html.source = text;
      },
    },
  };
}
