/**
 * What the merchant typed and has not saved, kept in the browser (localStorage) per shop,
 * theme and file: a failed save, a closed tab or a reload never loses it. Cleared by a save.
 */
import type { TemplateFolder } from './template.schema';

const PREFIX = 'template-draft:';
const keyOf = (scope: string, path: string) => `${PREFIX}${scope}:${path}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const readDraft = (scope: string, path: string): string | null => storage()?.getItem(keyOf(scope, path)) ?? null;

export function writeDraft(scope: string, path: string, value: string, saved: string): void {
  const s = storage();
  if (!s) return;
  try {
    if (value === saved) s.removeItem(keyOf(scope, path));
    else s.setItem(keyOf(scope, path), value);
  } catch {
    // Storage full or refused: the text is still in the editor.
  }
}

export const clearDraft = (scope: string, path: string) => storage()?.removeItem(keyOf(scope, path));

/** `templates/index.liquid` -> `{ folder: 'templates', file: 'index.liquid' }`. */
export function splitPath(path: string): { folder: TemplateFolder; file: string } {
  const at = path.indexOf('/');
  // The gateway refuses a folder that is not a theme folder (400 on the field).
  return { folder: path.slice(0, at) as TemplateFolder, file: path.slice(at + 1) };
}
