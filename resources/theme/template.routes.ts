/**
 * SPEC §7 Template files, under /api/template on the shop's PRIVATE domain: every entry
 * says `origin: 'template'`, so the http layer sends it to `<scheme>//<private_domain>`
 * of the current shop (dataProvider/http.ts) with the bearer token; the gateway finds the
 * shop from the Host header (`<handle>.localhost:<port>`) and answers 404 unless the
 * token's user owns it. CORS there allows only the app's origin.
 * Semantics (saved, temporary, original, history): template.schema.ts.
 */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  CloneAnswer,
  CloneParams,
  LayoutQuery,
  PageConfig,
  PageConfigAnswer,
  PageConfigParams,
  TemplateDeletedAnswer,
  TemplateFileAnswer,
  TemplateFileParam,
  TemplateFolderAnswer,
  TemplateFolderParam,
  TemplateListAnswer,
  TemplatePathParam,
  TemplateQuery,
  TemplateRestoreBody,
  TemplateSaveBody,
  UploadAnswer,
} from './template.schema';

const FileParams = z.object({ folder: TemplateFolderParam, file: TemplateFileParam });
const ON_PRIVATE_DOMAIN = "SPEC §7: on the shop's private domain (x-origin: template), not the gateway host.";

export const templateRoutes = defineRoutes('template', {
  file: {
    method: 'GET',
    path: '/api/template/files/{path}',
    origin: 'template',
    params: z.object({ path: TemplatePathParam }),
    query: TemplateQuery,
    response: TemplateFileAnswer,
    summary:
      'One file by its path (`templates/index.liquid`, URL-encoded as one segment or not); ?preview=true: the temporary version.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  list: {
    method: 'GET',
    path: '/api/template/list',
    origin: 'template',
    query: LayoutQuery,
    response: TemplateListAnswer,
    summary: 'Every file of the layout, with the layout and its store and preview URLs.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  folder: {
    method: 'GET',
    path: '/api/template/{folder}',
    origin: 'template',
    params: z.object({ folder: TemplateFolderParam }),
    query: LayoutQuery,
    response: TemplateFolderAnswer,
    summary: 'The files of one folder.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  get: {
    method: 'GET',
    path: '/api/template/{folder}/{file}',
    origin: 'template',
    params: FileParams,
    query: TemplateQuery,
    response: TemplateFileAnswer,
    summary: 'One file with its history; ?preview=true: the temporary version.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  restore: {
    method: 'POST',
    path: '/api/template/restore',
    origin: 'template',
    query: LayoutQuery,
    body: TemplateRestoreBody,
    response: TemplateFileAnswer,
    summary: 'Make an earlier saved version of a file (from its history) the saved one.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  save: {
    method: 'POST',
    path: '/api/template/{folder}/{file}',
    origin: 'template',
    params: FileParams,
    query: TemplateQuery,
    body: TemplateSaveBody,
    bodyKind: 'text',
    response: TemplateFileAnswer,
    summary:
      "A text body saves the file (?preview=true: as the temporary version only); an empty body recovers the theme's original.",
    quirk: `${ON_PRIVATE_DOMAIN} SPEC §7: an empty body recovers.`,
  },
  delete: {
    method: 'DELETE',
    path: '/api/template/{folder}/{file}',
    origin: 'template',
    params: FileParams,
    query: LayoutQuery,
    bodyKind: 'none',
    response: TemplateDeletedAnswer,
    summary: "Delete a file (its saved and temporary versions; a file of the theme's original can be recovered).",
    quirk: ON_PRIVATE_DOMAIN,
  },
  upload: {
    method: 'POST',
    path: '/api/template/upload',
    origin: 'template',
    bodyKind: 'multipart',
    response: UploadAnswer,
    status: 201,
    summary:
      'multipart/form-data, field `file`: a theme zip (as download gives, at most 5 MB) becomes a new unpublished layout.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  download: {
    method: 'GET',
    path: '/api/template/download',
    origin: 'template',
    query: TemplateQuery,
    response: z.string(),
    responseType: 'blob',
    contentType: 'application/zip',
    summary: "The layout's files as a zip (saved versions; ?preview=true: with the temporary ones).",
    quirk: ON_PRIVATE_DOMAIN,
  },
  clone: {
    method: 'POST',
    path: '/api/template/clone/{is_save}',
    origin: 'template',
    params: CloneParams,
    query: LayoutQuery,
    bodyKind: 'none',
    response: CloneAnswer,
    summary:
      'is_save true: every temporary version becomes the saved one (publish the preview); false: the temporary versions are dropped.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  pageConfig: {
    method: 'GET',
    path: '/api/template/page-config/{file_name}',
    origin: 'template',
    params: PageConfigParams,
    query: TemplateQuery,
    response: PageConfigAnswer,
    summary: "A page's sections and their order (templates/<file_name>.json); ?preview=true: the temporary version.",
    quirk: ON_PRIVATE_DOMAIN,
  },
  savePageConfig: {
    method: 'POST',
    path: '/api/template/page-config/{file_name}',
    origin: 'template',
    params: PageConfigParams,
    query: TemplateQuery,
    body: PageConfig,
    response: PageConfigAnswer,
    summary: "Save a page's sections (?preview=true: as the temporary version, which the storefront's preview shows).",
    quirk: ON_PRIVATE_DOMAIN,
  },
});
