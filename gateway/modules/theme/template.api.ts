/**
 * SPEC §7 Template files on the private domain: read, save (saved or temporary), recover
 * the original, delete, restore from history, clone the temporary versions, zip download
 * and upload, and page configs. Semantics: resources/theme/template.schema.ts.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { Liquid } from 'liquidjs';
import { slugify } from '../../../core/slug';
import { templateContract as templateRoutes } from '../../../resources/theme/template.contract';
import {
  isSafeTemplatePath,
  PageConfig,
  TEMPLATE_FILE_MAX,
  UPLOAD_ZIP_MAX,
  type TemplateFile,
} from '../../../resources/theme/template.schema';
import { DEFAULT_THEME } from '../../../resources/theme/theme.schema';
import { badRequest, GatewayError } from '../../lib/errors';
import type { ModuleDeps } from '../../lib/module';
import { englishMessages, sendFile } from '../../lib/serve';
import type { LayoutFiles } from './template.files';
import { createLayout, mainLayout, toLayout } from './theme.layouts';
import { previewUrl, storeOrigin } from './privateHost';
import { serveTemplate } from './template.serve';
import type { TemplateStore } from './templateStore';

/** Files a theme cannot do without: deleting them is refused. */
const REQUIRED = new Set(['layout/theme.liquid']);
const UPLOAD_FILES_MAX = 500;
const syntax = new Liquid();

const bad = (code: string, message: string) => new GatewayError(400, message, { code });

/** A save is refused when the storefront could not use it: Liquid that does not parse, JSON that does not parse. */
function checkContent(path: string, content: string) {
  if (path.endsWith('.liquid')) {
    try {
      syntax.parse(content);
    } catch (error) {
      throw bad('template.liquid_error', `Liquid syntax error: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (path.endsWith('.json')) {
    try {
      JSON.parse(content);
    } catch (error) {
      throw bad('template.invalid_json', `Invalid JSON: ${(error as Error).message}`);
    }
  }
}

async function fileAnswer(files: LayoutFiles, path: string, preview: boolean): Promise<{ data: TemplateFile }> {
  const temp = preview ? await files.read('preview', path) : undefined;
  const content = temp ?? (await files.read('saved', path));
  if (content === undefined) throw new GatewayError(404, 'Not Found');
  const [info, history] = await Promise.all([files.info(path), files.history(path)]);
  return { data: { ...info, content, preview: temp !== undefined, history } };
}

async function readAll(files: LayoutFiles, preview: boolean): Promise<Map<string, string>> {
  const paths = new Set((await files.list('saved')).keys());
  if (preview) for (const p of (await files.list('preview')).keys()) paths.add(p);
  const sorted = [...paths].sort();
  const texts = await Promise.all(sorted.map((p) => (preview ? files.readPreview(p) : files.read('saved', p))));
  return new Map(
    sorted.flatMap((p, i) => (texts[i] === undefined ? [] : [[p, texts[i] as string] as [string, string]])),
  );
}

/** The files of a theme zip: `folder/file`, or under one top folder (`dawn/folder/file`). */
export function filesOfZip(zip: Uint8Array): Map<string, string> {
  let entries: Record<string, Uint8Array>;
  try {
    let count = 0;
    entries = unzipSync(zip, {
      filter: (f) => !f.name.endsWith('/') && f.originalSize <= TEMPLATE_FILE_MAX && ++count <= UPLOAD_FILES_MAX,
    });
  } catch {
    throw bad('template.bad_zip', 'The file is not a zip archive.');
  }
  const files = new Map<string, string>();
  for (const [name, bytes] of Object.entries(entries)) {
    const parts = name.split('/');
    const rel = parts.length === 3 ? parts.slice(1).join('/') : name;
    if (isSafeTemplatePath(rel)) files.set(rel, strFromU8(bytes));
  }
  if (!files.has('layout/theme.liquid'))
    throw bad('template.bad_zip', 'The zip has no layout/theme.liquid: it is not a theme.');
  return files;
}

export function templateFileRoutes(app: FastifyInstance, deps: ModuleDeps, store: TemplateStore) {
  const { config, jwtSecret } = deps;

  serveTemplate(app, deps, store, templateRoutes.list, async ({ layout, files, shopRow }) => ({
    data: {
      layout: {
        ...toLayout(layout),
        store_url: `${storeOrigin(config, shopRow.handle)}/`,
        preview_url: previewUrl(config, shopRow.handle, jwtSecret, shopRow.id, layout.id).url,
      },
      files: await files.infos(),
    },
  }));

  serveTemplate(app, deps, store, templateRoutes.folder, async ({ params, files }) => ({
    data: { folder: params.folder, files: await files.infos(params.folder) },
  }));

  serveTemplate(app, deps, store, templateRoutes.file, async ({ params, query, files }) =>
    fileAnswer(files, params.path, query.preview),
  );
  serveTemplate(app, deps, store, templateRoutes.get, async ({ params, query, files }) =>
    fileAnswer(files, `${params.folder}/${params.file}`, query.preview),
  );

  serveTemplate(app, deps, store, templateRoutes.save, async ({ params, query, body, files }) => {
    const path = `${params.folder}/${params.file}`;
    let content = body;
    if (!content) {
      content = await files.read('original', path);
      if (content === undefined)
        throw bad('template.no_original', "The theme's original has no such file: nothing to recover.");
    }
    checkContent(path, content);
    if (query.preview) await files.writePreview(path, content);
    else await files.save(path, content);
    return fileAnswer(files, path, query.preview);
  });

  serveTemplate(app, deps, store, templateRoutes.delete, async ({ params, files }) => {
    const path = `${params.folder}/${params.file}`;
    if (REQUIRED.has(path)) throw bad('template.required_file', 'A theme cannot do without layout/theme.liquid.');
    const exists = (await files.read('saved', path)) ?? (await files.read('preview', path));
    if (exists === undefined) throw new GatewayError(404, 'Not Found');
    await files.remove(path);
    return { data: { path, deleted: true as const } };
  });

  serveTemplate(app, deps, store, templateRoutes.restore, async ({ body, files }) => {
    const old = await files.readHistory(body.path, body.history_id);
    if (old === undefined)
      throw badRequest(
        { history_id: { message: 'app.validation.invalid' } },
        englishMessages({ history_id: { message: 'app.validation.invalid' } }),
      );
    await files.save(body.path, old);
    return fileAnswer(files, body.path, false);
  });

  serveTemplate(app, deps, store, templateRoutes.clone, async ({ params, files, layout }) => {
    const saved = params.is_save === 'true' || params.is_save === '1';
    const paths = [...(await files.list('preview')).keys()];
    if (saved) {
      for (const path of paths) {
        const text = await files.read('preview', path);
        if (text !== undefined) await files.save(path, text);
      }
    } else {
      await files.dropPreview(paths);
    }
    return { data: { layout_id: layout.id, saved, paths } };
  });

  serveTemplate(app, deps, store, templateRoutes.download, async ({ query, files, layout, reply }) => {
    const all = await readAll(files, query.preview);
    const zip = zipSync(Object.fromEntries([...all].map(([p, text]) => [p, strToU8(text)])), {
      level: 6,
      mtime: new Date(layout.updated_at),
    });
    return sendFile(reply, 'application/zip', `${slugify(layout.name) || 'theme'}.zip`, Buffer.from(zip));
  });

  serveTemplate(app, deps, store, templateRoutes.pageConfig, async ({ params, query, files }) => {
    const path = `templates/${params.file_name}.json`;
    const temp = query.preview ? await files.read('preview', path) : undefined;
    const text = temp ?? (await files.read('saved', path));
    const parsed = PageConfig.safeParse(text === undefined ? { sections: {}, order: [] } : safeJson(text));
    if (!parsed.success) throw bad('template.invalid_json', `${path} is not a page config.`);
    return { data: { file_name: params.file_name, preview: temp !== undefined, config: parsed.data } };
  });

  serveTemplate(app, deps, store, templateRoutes.savePageConfig, async ({ params, query, body, files }) => {
    const path = `templates/${params.file_name}.json`;
    const sections = new Set([
      ...(await files.list('saved')).keys(),
      ...(query.preview ? (await files.list('preview')).keys() : []),
    ]);
    const errors: Record<string, { message: string }> = {};
    for (const [id, section] of Object.entries(body.sections)) {
      if (!sections.has(`sections/${section.type}.liquid`))
        errors[`sections.${id}.type`] = { message: 'app.validation.invalid' };
    }
    body.order.forEach((id, i) => {
      if (!body.sections[id]) errors[`order.${i}`] = { message: 'app.validation.invalid' };
    });
    if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
    const text = `${JSON.stringify(body, null, 2)}\n`;
    if (query.preview) await files.writePreview(path, text);
    else await files.save(path, text);
    return { data: { file_name: params.file_name, preview: query.preview, config: body } };
  });

  // Upload: multipart in a scope of its own, so no other route parses multipart bodies.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_ZIP_MAX, files: 1, fields: 5 } });
    serveTemplate(scope, deps, store, templateRoutes.upload, async ({ req, shopId }) => {
      let zip: Buffer;
      let name: string | undefined;
      try {
        const part = await req.file();
        if (!part) throw new Error('no file');
        zip = await part.toBuffer();
        const field = part.fields.name as { value?: unknown } | undefined;
        name = typeof field?.value === 'string' && field.value.trim() ? field.value.trim().slice(0, 50) : undefined;
        name ??= part.filename.replace(/\.zip$/i, '').slice(0, 50) || undefined;
      } catch {
        throw bad('template.bad_zip', 'Send a theme zip of at most 5 MB as the multipart field "file".');
      }
      const files = filesOfZip(zip);
      await mainLayout(deps.db, store, shopId);
      const row = await createLayout(deps.db, store, shopId, {
        theme: DEFAULT_THEME,
        name: name ?? 'Uploaded theme',
        role: 'unpublished',
        files,
      });
      return { data: { ...toLayout(row), files_count: files.size } };
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
