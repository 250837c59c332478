/**
 * Strings load with their area (issue 16). A resource declaration (`resources/<area>/index.ts`,
 * `*.resource.ts`) names its messages as it always did (`i18n: productMessages`), and in
 * tests, dev and the gateway that import is what it says. In the browser build this plugin
 * rewrites that one import: the shell keeps only the strings the shell itself shows for the
 * resource (its `name`, for the menu and the page titles, and every `resources.<name>.…`
 * key the declaration names: menu labels, the settings home's descriptions), in English and
 * Vietnamese; the whole file loads with the area's first screen (src/lib/areaStrings.ts).
 * The subset is read by running the messages file (data only, no imports) with tsx.
 * Nothing to do for a new area: its declaration is found by its name.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const DECLARATION = /[\\/]resources[\\/]([\w-]+)[\\/](?:index|[\w-]+\.resource)\.ts$/;
/** Areas whose strings the shell's own pages show (shop switcher, shop pages, dashboard card). */
const EAGER_AREAS = new Set(['shop']);
const MESSAGES_IMPORT = /import\s*\{\s*(\w+)\s*\}\s*from\s*'(\.\/[\w.-]+\.i18n)';?/;
const NAMED_KEY = /'resources\.([\w-]+)\.([\w.-]+)'/g;

type Tree = { [key: string]: string | Tree };

/** The leaves of `tree` under the dotted `paths`. */
export function pickPaths(tree: Tree, paths: string[]): Tree {
  const out: Tree = {};
  for (const dotted of paths) {
    const parts = dotted.split('.');
    let from: string | Tree | undefined = tree;
    for (const part of parts) from = typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const part of parts.slice(0, -1)) to = (to[part] ??= {}) as Tree;
    to[parts[parts.length - 1]] = from;
  }
  return out;
}

/** The keys under `resources.<name>.` a declaration names, and `name` itself. */
export function shellPaths(code: string, names: string[]): string[] {
  const paths = new Set(['name']);
  for (const [, resource, rest] of code.matchAll(NAMED_KEY)) if (names.includes(resource)) paths.add(rest);
  return [...paths];
}

const SHELL_MODULES = /[\\/]i18n[\\/]modules\.ts$/;
const MODULE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'([^']+\.i18n)';?/g;
const LOAD_ALL = /export const loadAllModules = [^;]+;/;

async function evaluate(file: string): Promise<Record<string, unknown>> {
  return tsImport(pathToFileURL(file).href, import.meta.url) as Promise<Record<string, unknown>>;
}

/**
 * The shell's own message modules (i18n/modules.ts) keep their English halves; the whole
 * files (Vietnamese with them) come from the same module loaded on demand (`?all`).
 */
async function englishOnlyModules(code: string, file: string): Promise<string> {
  let out = code;
  for (const [statement, names, spec] of code.matchAll(MODULE_IMPORT)) {
    const values = await evaluate(path.resolve(path.dirname(file), `${spec}.ts`));
    const consts = names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((name) => {
        const value = values[name] as { en: Tree } | undefined;
        if (!value?.en) throw new Error(`${spec} does not export ${name} with an English half`);
        return `const ${name} = { en: ${JSON.stringify(value.en)}, vi: {} };`;
      });
    out = out.replace(statement, consts.join('\n'));
  }
  if (!LOAD_ALL.test(out)) throw new Error(`${file}: loadAllModules not found`);
  return out.replace(
    LOAD_ALL,
    `export const loadAllModules = () => import('${pathToFileURL(file).pathname}?all').then((m) => m.messageModules);`,
  );
}

export function areaStrings(): Plugin {
  let root = process.cwd();
  return {
    name: 'area-strings',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const [file, query] = id.split('?');
      if (SHELL_MODULES.test(file))
        return query === 'all' ? null : { code: await englishOnlyModules(code, file), map: null };
      const area = DECLARATION.exec(file)?.[1];
      if (!area || EAGER_AREAS.has(area)) return null;
      const found = MESSAGES_IMPORT.exec(code);
      if (!found || !new RegExp(`i18n:\\s*${found[1]}\\b`).test(code)) return null;
      const [statement, ident, spec] = found;
      const messagesFile = path.resolve(path.dirname(file), `${spec}.ts`);
      this.addWatchFile(messagesFile);
      const loaded = (await evaluate(messagesFile)) as Record<string, { [k: string]: unknown } | undefined>;
      const messages = (loaded[ident] ?? loaded.default?.[ident]) as unknown as { en: Tree; vi: Tree } | undefined;
      if (!messages) this.error(`${messagesFile} does not export ${ident}`);
      const names = [...code.matchAll(/\bname:\s*'([\w-]+)'/g)].map((m) => m[1]);
      const paths = shellPaths(code, names);
      const shell = { en: pickPaths(messages.en, paths), vi: pickPaths(messages.vi, paths) };
      const helper = path
        .relative(path.dirname(file), path.join(root, 'src/lib/areaStrings'))
        .split(path.sep)
        .join('/');
      const replacement =
        `import { lazyMessages as __lazyMessages } from '${helper.startsWith('.') ? helper : `./${helper}`}';\n` +
        `const ${ident} = __lazyMessages(${JSON.stringify(shell)}, () => import('${spec}').then((m) => m.${ident}));`;
      return { code: code.replace(statement, replacement), map: null };
    },
  };
}
