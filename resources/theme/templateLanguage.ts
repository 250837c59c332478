/** Which Monaco language colours a theme file, by its extension (SPEC issue 11: Liquid, HTML, CSS, JS, JSON). */
const BY_EXTENSION: Record<string, string> = {
  liquid: 'liquid',
  html: 'html',
  htm: 'html',
  css: 'css',
  scss: 'scss',
  js: 'javascript',
  mjs: 'javascript',
  json: 'json',
};

export function templateLanguage(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? 'plaintext';
}

/** Theme folders in the order the file tree shows them (SPEC issue 11). */
export const TEMPLATE_FOLDERS = ['layout', 'templates', 'sections', 'snippets', 'assets', 'config', 'locales'] as const;

/** Files grouped by their first folder, every known folder present (empty ones too), others last. */
export function groupByFolder(paths: string[]): { folder: string; files: string[] }[] {
  const groups = new Map<string, string[]>(TEMPLATE_FOLDERS.map((f) => [f, []]));
  for (const p of paths) {
    const at = p.indexOf('/');
    const folder = at > 0 ? p.slice(0, at) : '';
    if (!groups.has(folder)) groups.set(folder, []);
    groups.get(folder)!.push(p);
  }
  return [...groups].map(([folder, files]) => ({ folder, files: files.sort((a, b) => a.localeCompare(b)) }));
}
