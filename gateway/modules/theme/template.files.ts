/**
 * A layout's template files in the object store, one prefix per shop and layout:
 *   themes/<shop>/<layout>/saved/<folder>/<file>      what the storefront shows
 *   themes/<shop>/<layout>/preview/<folder>/<file>    the temporary version (?preview=true)
 *   themes/<shop>/<layout>/original/<folder>/<file>   the theme's original (recover)
 *   themes/<shop>/<layout>/history/<folder>/<file>/<id>  earlier saved versions (restore)
 * A delete leaves a `deleted` marker in preview only when deleting the temporary version.
 */
import { randomBytes } from 'node:crypto';
import type { TemplateFileInfo, TemplateFolder } from '../../../resources/theme/template.schema';
import { TEMPLATE_PREFIX } from '../../storage/s3Proxy';
import type { TemplateStore } from './templateStore';

export type Version = 'saved' | 'preview' | 'original';
/** How many earlier versions of one file are kept. */
export const HISTORY_MAX = 20;

export const layoutPrefix = (shopId: string, layoutId: string) => `${TEMPLATE_PREFIX}${shopId}/${layoutId}/`;

export class LayoutFiles {
  constructor(
    readonly store: TemplateStore,
    readonly shopId: string,
    readonly layoutId: string,
  ) {}

  private key(version: Version, path: string) {
    return `${layoutPrefix(this.shopId, this.layoutId)}${version}/${path}`;
  }
  private historyPrefix(path: string) {
    return `${layoutPrefix(this.shopId, this.layoutId)}history/${path}/`;
  }

  read(version: Version, path: string) {
    return this.store.get(this.key(version, path));
  }

  /** The temporary version when there is one, else the saved one. */
  async readPreview(path: string): Promise<string | undefined> {
    return (await this.read('preview', path)) ?? this.read('saved', path);
  }

  /** Paths of one version with their size and time. */
  async list(version: Version): Promise<Map<string, { size: number; updated_at: string }>> {
    const prefix = `${layoutPrefix(this.shopId, this.layoutId)}${version}/`;
    const out = new Map<string, { size: number; updated_at: string }>();
    for (const o of await this.store.list(prefix))
      out.set(o.key.slice(prefix.length), { size: o.size, updated_at: o.updated_at });
    return out;
  }

  /** Writes every file of a version (install, upload, duplicate). */
  async writeAll(version: Version, files: Map<string, string>) {
    const entries = [...files];
    for (let i = 0; i < entries.length; i += 8) {
      await Promise.all(entries.slice(i, i + 8).map(([path, body]) => this.store.put(this.key(version, path), body)));
    }
  }

  /** Saves a file: the previous saved version goes to its history; its temporary version is dropped. */
  async save(path: string, content: string) {
    const before = await this.read('saved', path);
    if (before !== undefined && before !== content) await this.pushHistory(path, before);
    await this.store.put(this.key('saved', path), content);
    await this.store.remove([this.key('preview', path)]);
  }

  writePreview(path: string, content: string) {
    return this.store.put(this.key('preview', path), content);
  }

  dropPreview(paths: string[]) {
    return this.store.remove(paths.map((p) => this.key('preview', p)));
  }

  async remove(path: string) {
    const before = await this.read('saved', path);
    if (before !== undefined) await this.pushHistory(path, before);
    await this.store.remove([this.key('saved', path), this.key('preview', path)]);
  }

  private async pushHistory(path: string, content: string) {
    // Time first, so key order is age order; a random tail keeps two saves in one ms apart.
    const id = `${Date.now().toString(36).padStart(9, '0')}${randomBytes(3).toString('hex')}`;
    await this.store.put(`${this.historyPrefix(path)}${id}`, content);
    const old = (await this.store.list(this.historyPrefix(path))).slice(0, -HISTORY_MAX);
    if (old.length) await this.store.remove(old.map((o) => o.key));
  }

  /** Earlier saved versions, newest first. */
  async history(path: string) {
    const prefix = this.historyPrefix(path);
    return (await this.store.list(prefix))
      .reverse()
      .map((o) => ({ id: o.key.slice(prefix.length), saved_at: o.updated_at, size: o.size }));
  }

  readHistory(path: string, id: string) {
    return this.store.get(`${this.historyPrefix(path)}${id}`);
  }

  /** Every object of the layout (delete). */
  async removeEverything() {
    const all = await this.store.list(layoutPrefix(this.shopId, this.layoutId));
    await this.store.remove(all.map((o) => o.key));
  }

  /** The saved files' list entries: which have a temporary version, which differ from the original. */
  async infos(folder?: TemplateFolder): Promise<TemplateFileInfo[]> {
    const [saved, preview] = await Promise.all([this.list('saved'), this.list('preview')]);
    const paths = [...new Set([...saved.keys(), ...preview.keys()])].sort();
    const wanted = paths.filter((path) => !folder || path.startsWith(`${folder}/`));
    return Promise.all(wanted.map((path) => this.info(path, { saved: saved.get(path), preview: preview.get(path) })));
  }

  async info(path: string, meta?: { saved?: Meta; preview?: Meta }): Promise<TemplateFileInfo> {
    const [folder, name] = path.split('/') as [TemplateFolder, string];
    const [savedText, previewText, originalText] = await Promise.all([
      this.read('saved', path),
      this.read('preview', path),
      this.read('original', path),
    ]);
    const m = meta?.saved ?? meta?.preview;
    return {
      path,
      folder,
      name,
      size: Buffer.byteLength(savedText ?? previewText ?? ''),
      updated_at: m?.updated_at ?? new Date().toISOString(),
      has_preview: previewText !== undefined && previewText !== savedText,
      customized: originalText === undefined || savedText !== originalText,
      in_original: originalText !== undefined,
    };
  }
}

type Meta = { size: number; updated_at: string };
