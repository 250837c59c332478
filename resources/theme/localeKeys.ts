/**
 * A theme's locale file (`locales/en.json`) as flat keys (`cart.title`) for the language
 * editor, and back. Only strings are edited; other values (numbers, arrays) are kept as they are.
 */
export type LocaleTree = { [key: string]: unknown };

export function flattenLocale(tree: LocaleTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flattenLocale(value as LocaleTree, path));
  }
  return out;
}

/** Writes the flat strings into a copy of the original tree (new keys create their objects). */
export function unflattenLocale(original: LocaleTree, flat: Record<string, string>): LocaleTree {
  const copy = structuredClone(original) as LocaleTree;
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = copy;
    for (const part of parts.slice(0, -1)) {
      if (!node[part] || typeof node[part] !== 'object' || Array.isArray(node[part])) node[part] = {};
      node = node[part] as LocaleTree;
    }
    node[parts[parts.length - 1]] = value;
  }
  return copy;
}

/** Every key of either language, sorted; `search` matches the key or either text, ignoring case and accents. */
export function localeRows(en: Record<string, string>, vi: Record<string, string>, search = ''): string[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase();
  const wanted = fold(search.trim());
  return [...new Set([...Object.keys(en), ...Object.keys(vi)])]
    .sort()
    .filter((key) => !wanted || [key, en[key] ?? '', vi[key] ?? ''].some((t) => fold(t).includes(wanted)));
}

/** Which locale file holds a language: `en.json`, `en.default.json`, `vi.json`. */
export const localeFileOf = (paths: string[], language: 'en' | 'vi') =>
  paths.find((p) => new RegExp(`^locales/${language}(\\.default)?\\.json$`).test(p));
