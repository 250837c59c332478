/**
 * The browser's route tables carry paths, not schemas. `resources/<area>/<area>.routes.ts`
 * is shared with the gateway, which validates with its zod schemas; the browser only reads a
 * route's method, path and flags (dataProvider/http.ts). In the browser build, this plugin
 * replaces what a route table imports from zod, from `*.schema` files and from core/answers
 * with an inert stand-in, so zod and every schema stay off the first load; a route's keys
 * that hold one such schema, and its `summary`, `quirk`, `status` and `errors` (for
 * /openapi.json and the gateway), are left out too. It works on
 * every `*.routes.ts` by its name: a new area needs nothing. Forms that validate import
 * their schema themselves and load zod with their screen.
 * Not applied in Vitest or the gateway (they import the files as they are).
 */
import type { Plugin } from 'vite';

const ROUTE_TABLE = /[\\/](?:resources|core)[\\/].*\.routes\.ts$/;
const SCHEMA_SOURCE = /^zod(?:\/.*)?$|\.schema(?:\.ts)?$|[\\/]answers(?:\.ts)?$/;
const IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\w+)\s+from\s+(['"])([^'"]+)\3;?/g;
const STUB = '__routeSchema';
/** `summary` and `quirk` texts are for /openapi.json and readers, not the browser: a single literal, then `,` `}` or a line end. */
const DOC_TEXT = /\b(?:summary|quirk):\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*(?:,|(?=\s*[}\n]))/g;
/** The answer's status and the listed errors are for /openapi.json and the gateway too. */
const CONTRACT_ONLY = /\b(?:status:\s*\d+|errors:\s*\[[\d,\s]*\])\s*(?:,|(?=\s*[}\n]))/g;

/** An inert value: any property, call or `new` of it gives itself back. */
const STUB_SOURCE = `const ${STUB} = new Proxy(function () {}, {
  get: (_t, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : ${STUB}),
  apply: () => ${STUB},
  construct: () => ${STUB},
});\n`;

/** The names an import statement binds (`A`, `B as C` -> C, `* as ns` -> ns, `def`). */
function boundNames(clause: string): string[] {
  const star = /^\*\s+as\s+(\w+)$/.exec(clause.trim());
  if (star) return [star[1]];
  if (!clause.trim().startsWith('{')) return [clause.trim()];
  return clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) =>
      s
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    );
}

export function stripRouteSchemas(code: string): string {
  const stubs: string[] = [];
  const out = code.replace(IMPORT, (all, typeOnly: string | undefined, clause: string, _q: string, source: string) => {
    if (typeOnly || !SCHEMA_SOURCE.test(source)) return all;
    const names = boundNames(clause);
    stubs.push(...names);
    return names.length ? `const ${names.map((n) => `${n} = ${STUB}`).join(', ')};` : '';
  });
  // A schema key whose value is one imported schema goes whole; other forms (`z.object(…)`,
  // `Body.extend(…)`) stay, inert through the stand-in.
  const schemaKeys = stubs.length
    ? new RegExp(`\\b(?:params|query|body|response):\\s*(?:${stubs.join('|')})\\s*(?:,|(?=\\s*[}\\n]))`, 'g')
    : undefined;
  let lean = out.replace(DOC_TEXT, '').replace(CONTRACT_ONLY, '');
  if (schemaKeys) lean = lean.replace(schemaKeys, '');
  return stubs.length ? STUB_SOURCE + lean : lean;
}

export function routePaths(): Plugin {
  return {
    name: 'route-paths-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id.split('?')[0])) return null;
      return { code: stripRouteSchemas(code), map: null };
    },
  };
}
