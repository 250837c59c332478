/** The template calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
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
import { templateRoutes } from './template.routes';

const FileParams = z.object({ folder: TemplateFolderParam, file: TemplateFileParam });
const ON_PRIVATE_DOMAIN = "SPEC §7: on the shop's private domain (x-origin: template), not the gateway host.";

export const templateSchemas = {
  file: {
    params: z.object({ path: TemplatePathParam }),
    query: TemplateQuery,
    response: TemplateFileAnswer,
    summary:
      'One file by its path (`templates/index.liquid`, URL-encoded as one segment or not); ?preview=true: the temporary version.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  list: {
    query: LayoutQuery,
    response: TemplateListAnswer,
    summary: 'Every file of the layout, with the layout and its store and preview URLs.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  folder: {
    params: z.object({ folder: TemplateFolderParam }),
    query: LayoutQuery,
    response: TemplateFolderAnswer,
    summary: 'The files of one folder.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  get: {
    params: FileParams,
    query: TemplateQuery,
    response: TemplateFileAnswer,
    summary: 'One file with its history; ?preview=true: the temporary version.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  restore: {
    query: LayoutQuery,
    body: TemplateRestoreBody,
    response: TemplateFileAnswer,
    summary: 'Make an earlier saved version of a file (from its history) the saved one.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  save: {
    params: FileParams,
    query: TemplateQuery,
    body: TemplateSaveBody,
    response: TemplateFileAnswer,
    summary:
      "A text body saves the file (?preview=true: as the temporary version only); an empty body recovers the theme's original.",
    quirk: `${ON_PRIVATE_DOMAIN} SPEC §7: an empty body recovers.`,
  },
  delete: {
    params: FileParams,
    query: LayoutQuery,
    response: TemplateDeletedAnswer,
    summary: "Delete a file (its saved and temporary versions; a file of the theme's original can be recovered).",
    quirk: ON_PRIVATE_DOMAIN,
  },
  upload: {
    response: UploadAnswer,
    status: 201,
    summary:
      'multipart/form-data, field `file`: a theme zip (as download gives, at most 5 MB) becomes a new unpublished layout.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  download: {
    query: TemplateQuery,
    response: z.string(),
    contentType: 'application/zip',
    summary: "The layout's files as a zip (saved versions; ?preview=true: with the temporary ones).",
    quirk: ON_PRIVATE_DOMAIN,
  },
  clone: {
    params: CloneParams,
    query: LayoutQuery,
    response: CloneAnswer,
    summary:
      'is_save true: every temporary version becomes the saved one (publish the preview); false: the temporary versions are dropped.',
    quirk: ON_PRIVATE_DOMAIN,
  },
  pageConfig: {
    params: PageConfigParams,
    query: TemplateQuery,
    response: PageConfigAnswer,
    summary: "A page's sections and their order (templates/<file_name>.json); ?preview=true: the temporary version.",
    quirk: ON_PRIVATE_DOMAIN,
  },
  savePageConfig: {
    params: PageConfigParams,
    query: TemplateQuery,
    body: PageConfig,
    response: PageConfigAnswer,
    summary: "Save a page's sections (?preview=true: as the temporary version, which the storefront's preview shows).",
    quirk: ON_PRIVATE_DOMAIN,
  },
} satisfies SchemaTable;

export const templateContract = contract(templateRoutes, templateSchemas);
