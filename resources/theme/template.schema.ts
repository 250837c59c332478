/**
 * SPEC §7 Template files: a shop's theme files, served on the shop's PRIVATE domain
 * (`<handle>.localhost:<port>` embedded; the route entries say `origin: 'template'`).
 *
 * Each file has a **saved** version (what the storefront shows), maybe a **temporary** one
 * (`?preview=true`: written by saves with preview, shown by the storefront's preview, made
 * saved by `clone/true`, dropped by `clone/false` or a plain save), the theme's
 * **original** (what an empty-body POST recovers) and a **history** of earlier saved
 * versions (POST restore brings one back). Which layout: `?theme_id=` (default: the published one).
 */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';
import { Layout } from './theme.schema';

export const TEMPLATE_FOLDERS = ['layout', 'templates', 'sections', 'snippets', 'assets', 'config', 'locales'] as const;
export type TemplateFolder = (typeof TEMPLATE_FOLDERS)[number];
/** The pages a theme renders (templates/<page>.liquid, their config templates/<page>.json). */
export const TEMPLATE_PAGES = ['index', 'collection', 'product', 'page', 'cart'] as const;

/** A file name: letters, digits, `_ - .`, no leading dot, no `..`, at most 100 characters. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;
export const isSafeFileName = (name: string) => FILE_NAME.test(name) && !name.includes('..');
/**
 * `folder/name` inside the theme: no `../`, no absolute path, no backslash, no NUL, one
 * known folder, one level. Anything else is a 400 on the field, never a file read.
 */
export function isSafeTemplatePath(path: string): boolean {
  const parts = path.split('/');
  return parts.length === 2 && (TEMPLATE_FOLDERS as readonly string[]).includes(parts[0]) && isSafeFileName(parts[1]);
}

const invalid = 'app.validation.invalid';
export const TemplateFolderParam = z.enum(TEMPLATE_FOLDERS, invalid);
export const TemplateFileParam = z.string().max(100).refine(isSafeFileName, invalid);
export const TemplatePathParam = z.string().max(201).refine(isSafeTemplatePath, invalid);

/** `?preview=true` reads or writes the temporary version; `theme_id` picks a layout other than the published one. */
export const TemplateQuery = z.object({
  preview: z
    .enum(['true', 'false'], invalid)
    .optional()
    .transform((v) => v === 'true'),
  theme_id: z.string().max(64).optional(),
});
export const LayoutQuery = z.object({ theme_id: z.string().max(64).optional() });

/** A file as lists show it. */
export const TemplateFileInfo = z.object({
  path: z.string(),
  folder: z.enum(TEMPLATE_FOLDERS),
  name: z.string(),
  size: z.number().int().min(0),
  updated_at: isoDate(),
  /** A temporary (preview) version exists and differs from the saved one. */
  has_preview: z.boolean(),
  /** The saved version differs from the theme's original (or the file is not in the original). */
  customized: z.boolean(),
  /** The theme's original has this file (an empty-body POST recovers it). */
  in_original: z.boolean(),
});
export type TemplateFileInfo = z.infer<typeof TemplateFileInfo>;

export const TemplateHistoryEntry = z.object({ id: z.string(), saved_at: isoDate(), size: z.number().int().min(0) });
/** One file: the version asked for (`preview` true = the temporary one), with its saved history, newest first. */
export const TemplateFile = TemplateFileInfo.extend({
  content: z.string(),
  preview: z.boolean(),
  history: z.array(TemplateHistoryEntry),
});
export type TemplateFile = z.infer<typeof TemplateFile>;
export const TemplateFileAnswer = answer(TemplateFile);

/** The layout being edited: its id, name and theme, with the URLs to see it. */
export const TemplateLayout = Layout.pick({ id: true, name: true, theme: true, role: true }).extend({
  store_url: z.string(),
  preview_url: z.string(),
});
export const TemplateListAnswer = answer(z.object({ layout: TemplateLayout, files: z.array(TemplateFileInfo) }));
export const TemplateFolderAnswer = answer(
  z.object({ folder: z.enum(TEMPLATE_FOLDERS), files: z.array(TemplateFileInfo) }),
);

/** Files are text (Liquid, CSS, JS, JSON, SVG); at most 512 KiB each. */
export const TEMPLATE_FILE_MAX = 512 * 1024;
/** POST {folder}/{file}: the text saves; an empty (or no) body recovers the theme's original. */
export const TemplateSaveBody = z.string().max(TEMPLATE_FILE_MAX, 'app.validation.invalid').optional();

export const TemplateDeletedAnswer = answer(z.object({ path: z.string(), deleted: z.literal(true) }));

export const TemplateRestoreBody = z.object({
  path: TemplatePathParam,
  history_id: z.string().min(1, 'app.validation.required').max(64),
});

/** POST clone/{is_save}: true copies every temporary version over the saved one; false drops them. */
export const CloneParams = z.object({ is_save: z.enum(['true', 'false', '1', '0'], invalid) });
export const CloneAnswer = answer(z.object({ layout_id: z.string(), saved: z.boolean(), paths: z.array(z.string()) }));

/** POST upload: a theme zip (multipart field `file`, at most 5 MB) becomes a new unpublished layout. */
export const UPLOAD_ZIP_MAX = 5 * 1024 * 1024;
export const UploadAnswer = answer(Layout.extend({ files_count: z.number().int().min(0) }));

/**
 * A page's config (templates/<page>.json): its sections by id, and their order. A section
 * `type` names sections/<type>.liquid; settings are plain values the section reads.
 */
const SettingValue = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);
export const PageSection = z.object({
  type: z.string().max(100).refine(isSafeFileName, invalid),
  settings: z.record(z.string().max(100), SettingValue).default({}),
  disabled: z.boolean().optional(),
});
export const PageConfig = z.object({
  sections: z.record(z.string().min(1).max(100), PageSection),
  order: z.array(z.string().max(100)).max(50),
});
export type PageConfig = z.infer<typeof PageConfig>;
export const PageConfigParams = z.object({ file_name: z.enum(TEMPLATE_PAGES, invalid) });
export const PageConfigAnswer = answer(
  z.object({ file_name: z.enum(TEMPLATE_PAGES), preview: z.boolean(), config: PageConfig }),
);
