/**
 * The themes the product ships: real files under ./themes/<name>/ (layout, templates with
 * their page configs, sections, snippets, assets, config, locales). They are the originals
 * a shop's layout is installed from and recovers to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME, THEME_NAMES, type Theme } from '../../../resources/theme/theme.schema';
import { isSafeTemplatePath, TEMPLATE_FOLDERS } from '../../../resources/theme/template.schema';

type ThemeName = (typeof THEME_NAMES)[number];

const ROOT = fileURLToPath(new URL('./themes/', import.meta.url));

const INFO: Record<ThemeName, Omit<Theme, 'name' | 'is_default' | 'preview_image'>> = {
  dawn: { title: 'Dawn', description: 'Clean and minimal: wide product pictures and plain type.', version: '1.0.0' },
  sense: {
    title: 'Sense',
    description: 'Warm colours, rounded shapes and a split hero with a story.',
    version: '1.0.0',
  },
  craft: {
    title: 'Craft',
    description: "Dawn's sections in a green and linen palette with softly rounded buttons.",
    version: '1.0.0',
  },
};

export const themeInfo = (name: ThemeName): Theme => ({
  name,
  ...INFO[name],
  is_default: name === DEFAULT_THEME,
  preview_image: `/themes/${name}/preview.svg`,
});

const cache = new Map<ThemeName, Map<string, string>>();

/** A shipped theme made from another one's files with its own on top (Sense: Dawn's sections, its hero, palette and stylesheet; Craft: Dawn's with its own palette). */
const BASE: Partial<Record<ThemeName, ThemeName>> = { sense: 'dawn', craft: 'dawn' };

/** A shipped theme's files by path (`templates/index.liquid`), read once. */
export function themeFiles(name: ThemeName): Map<string, string> {
  const known = cache.get(name);
  if (known) return known;
  const base = BASE[name];
  const files = new Map<string, string>(base ? themeFiles(base) : []);
  for (const folder of TEMPLATE_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(path.join(ROOT, name, folder));
    } catch {
      continue;
    }
    for (const file of names.sort()) {
      const rel = `${folder}/${file}`;
      if (isSafeTemplatePath(rel)) files.set(rel, readFileSync(path.join(ROOT, name, folder, file), 'utf-8'));
    }
  }
  cache.set(name, files);
  return files;
}

export const isThemeName = (value: string): value is ThemeName => (THEME_NAMES as readonly string[]).includes(value);
