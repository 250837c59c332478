/**
 * SPEC §7 Template files: every call goes to the current shop's PRIVATE domain (the
 * route's origin 'template'), with the bearer token. A save sends the file as text/plain;
 * recover sends no body; upload is multipart; download answers a zip blob.
 */
import { expect } from 'vitest';
import { templateRoutes } from '../../resources/theme/template.routes';
import { blobText, callCase, type ContractCase } from './contractCase';

const at = '2026-11-23T10:00:00.000Z';
const info = {
  path: 'templates/index.liquid',
  folder: 'templates',
  name: 'index.liquid',
  size: 12,
  updated_at: at,
  has_preview: false,
  customized: true,
  in_original: true,
};
const file = { ...info, content: '<h1>Hi</h1>', preview: false, history: [{ id: 'h1', saved_at: at, size: 10 }] };
const layout = {
  _id: 'l1',
  id: 'l1',
  shop_id: 'shop-curr-1',
  name: 'Dawn',
  theme: 'dawn',
  role: 'unpublished',
  version: 0,
  created_at: at,
  updated_at: at,
};
const config = { sections: { hero: { type: 'hero', settings: { heading: 'Hello' } } }, order: ['hero'] };

export const templateCases: ContractCase[] = [
  callCase({
    route: templateRoutes.file,
    args: { params: { path: 'templates/index.liquid' }, query: { preview: 'true' } },
    request: { method: 'GET', path: '/api/template/files/templates%2Findex.liquid', query: { preview: 'true' } },
    reply: { data: { ...file, preview: true } },
    what: 'reads the temporary version of a file named by its path',
  }),
  callCase({
    route: templateRoutes.list,
    request: { method: 'GET', path: '/api/template/list' },
    reply: {
      data: {
        layout: {
          id: 'l1',
          name: 'Dawn',
          theme: 'dawn',
          role: 'main',
          store_url: 'http://m.localhost:3000/',
          preview_url: 'http://m.localhost:3000/?preview=true',
        },
        files: [info],
      },
    },
    what: 'reads the layout and its files',
  }),
  callCase({
    route: templateRoutes.folder,
    args: { params: { folder: 'templates' } },
    request: { method: 'GET', path: '/api/template/templates' },
    reply: { data: { folder: 'templates', files: [info] } },
    what: "reads the folder's files",
  }),
  callCase({
    route: templateRoutes.get,
    args: { params: { folder: 'templates', file: 'index.liquid' } },
    request: { method: 'GET', path: '/api/template/templates/index.liquid' },
    reply: { data: file },
    what: 'reads the file with its history',
  }),
  callCase({
    route: templateRoutes.restore,
    args: { body: { path: 'templates/index.liquid', history_id: 'h1' } },
    request: {
      method: 'POST',
      path: '/api/template/restore',
      body: { path: 'templates/index.liquid', history_id: 'h1' },
    },
    reply: { data: file },
    what: 'reads the restored file',
  }),
  callCase({
    route: templateRoutes.save,
    args: { params: { folder: 'templates', file: 'index.liquid' }, body: '<h1>Hi</h1>' },
    request: { method: 'POST', path: '/api/template/templates/index.liquid', body: '<h1>Hi</h1>' },
    reply: { data: file },
    what: 'sends the file as text and reads it back',
  }),
  callCase({
    route: templateRoutes.save,
    variant: 'as the temporary version',
    args: { params: { folder: 'templates', file: 'index.liquid' }, query: { preview: 'true' }, body: '<h1>Draft</h1>' },
    request: {
      method: 'POST',
      path: '/api/template/templates/index.liquid',
      query: { preview: 'true' },
      body: '<h1>Draft</h1>',
    },
    reply: { data: { ...file, content: '<h1>Draft</h1>', preview: true } },
    what: 'reads the temporary version back',
  }),
  callCase({
    route: templateRoutes.save,
    variant: 'recover',
    args: { params: { folder: 'templates', file: 'index.liquid' } },
    request: { method: 'POST', path: '/api/template/templates/index.liquid' },
    reply: { data: { ...file, customized: false } },
    what: "recovers the theme's original",
  }),
  callCase({
    route: templateRoutes.delete,
    args: { params: { folder: 'snippets', file: 'old.liquid' } },
    request: { method: 'DELETE', path: '/api/template/snippets/old.liquid' },
    reply: { data: { path: 'snippets/old.liquid', deleted: true } },
    what: 'reads the deleted path',
  }),
  {
    route: templateRoutes.upload,
    act: ({ dataProvider }) => {
      // The name first: the gateway reads fields sent before the file.
      const form = new FormData();
      form.append('name', 'Summer');
      form.append('file', new Blob(['PK-zip-bytes'], { type: 'application/zip' }), 'summer.zip');
      return dataProvider.call(templateRoutes.upload, { body: form });
    },
    request: {
      method: 'POST',
      path: '/api/template/upload',
      body: ['name="name"', 'Summer', 'name="file"', 'PK-zip-bytes'],
    },
    reply: { status: 201, json: { data: { ...layout, name: 'Summer', files_count: 27 } } },
    reads: {
      what: 'sends the zip as multipart and reads the new layout',
      check: (r) => expect(r).toEqual({ data: { ...layout, name: 'Summer', files_count: 27 } }),
    },
  },
  {
    route: templateRoutes.download,
    act: ({ dataProvider }) => dataProvider.call(templateRoutes.download),
    request: { method: 'GET', path: '/api/template/download' },
    reply: { file: 'PK-zip', contentType: 'application/zip' },
    reads: { what: 'reads the zip as a blob', check: async (r) => expect(await blobText(r as Blob)).toBe('PK-zip') },
  },
  callCase({
    route: templateRoutes.clone,
    args: { params: { is_save: 'true' } },
    request: { method: 'POST', path: '/api/template/clone/true' },
    reply: { data: { layout_id: 'l1', saved: true, paths: ['templates/index.liquid'] } },
    what: 'reads the paths saved',
  }),
  callCase({
    route: templateRoutes.pageConfig,
    args: { params: { file_name: 'index' }, query: { preview: 'true' } },
    request: { method: 'GET', path: '/api/template/page-config/index', query: { preview: 'true' } },
    reply: { data: { file_name: 'index', preview: true, config } },
    what: "reads the page's sections",
  }),
  callCase({
    route: templateRoutes.savePageConfig,
    args: { params: { file_name: 'index' }, query: { preview: 'true' }, body: config },
    request: { method: 'POST', path: '/api/template/page-config/index', query: { preview: 'true' }, body: config },
    reply: { data: { file_name: 'index', preview: true, config } },
    what: "sends the page's sections as JSON",
  }),
];
