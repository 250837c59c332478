/**
 * SPEC §7 Template files, under /api/template on the shop's PRIVATE domain: every entry
 * says `origin: 'template'`, so the http layer sends it to `<scheme>//<private_domain>`
 * of the current shop (dataProvider/http.ts) with the bearer token; the gateway finds the
 * shop from the Host header (`<handle>.localhost:<port>`) and answers 404 unless the
 * token's user owns it. CORS there allows only the app's origin.
 * Semantics (saved, temporary, original, history): template.schema.ts.
 * Schemas: template.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { templateSchemas } from './template.contract';

export const templateRoutes = defineRoutes<typeof templateSchemas>()('template', {
  file: { method: 'GET', path: '/api/template/files/{path}', origin: 'template' },
  list: { method: 'GET', path: '/api/template/list', origin: 'template' },
  folder: { method: 'GET', path: '/api/template/{folder}', origin: 'template' },
  get: { method: 'GET', path: '/api/template/{folder}/{file}', origin: 'template' },
  restore: { method: 'POST', path: '/api/template/restore', origin: 'template' },
  save: { method: 'POST', path: '/api/template/{folder}/{file}', origin: 'template', bodyKind: 'text' },
  delete: { method: 'DELETE', path: '/api/template/{folder}/{file}', origin: 'template', bodyKind: 'none' },
  upload: { method: 'POST', path: '/api/template/upload', origin: 'template', bodyKind: 'multipart' },
  download: { method: 'GET', path: '/api/template/download', origin: 'template', responseType: 'blob' },
  clone: { method: 'POST', path: '/api/template/clone/{is_save}', origin: 'template', bodyKind: 'none' },
  pageConfig: { method: 'GET', path: '/api/template/page-config/{file_name}', origin: 'template' },
  savePageConfig: { method: 'POST', path: '/api/template/page-config/{file_name}', origin: 'template' },
});
