/**
 * SPEC §7 Layout and themes, exact paths (mixed case included): the catalogue, the shop's
 * layouts (shop_id in the query for GETs without `{shop}`, in the body for writes), the
 * act call, and the header.
 */
import { expect } from 'vitest';
import { themeRoutes } from '../../resources/theme/theme.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const dawn = {
  name: 'dawn',
  title: 'Dawn',
  description: 'Clean',
  version: '1.0.0',
  preview_image: '/themes/dawn/preview.svg',
  is_default: true,
};
const at = '2026-11-23T10:00:00.000Z';
const layout = {
  _id: 'l1',
  id: 'l1',
  shop_id: SHOP_ID,
  name: 'Dawn',
  theme: 'dawn',
  role: 'main',
  version: 2,
  created_at: at,
  updated_at: at,
};
const detail = {
  ...layout,
  store_url: 'http://maple-co.localhost:3000/',
  preview_url: 'http://maple-co.localhost:3000/?preview=true&preview_token=l1.1.x',
  preview_expires_at: at,
};
const header = {
  _id: 'h1',
  id: 'h1',
  shop_id: SHOP_ID,
  logo: null,
  logo_width: null,
  announcement: 'Free shipping',
  announcement_link: '/collections/all',
  menu_handle: 'main-menu',
  sticky: true,
  version: 0,
  created_at: at,
  updated_at: at,
};

export const themeCases: ContractCase[] = [
  callCase({
    route: themeRoutes.getAll,
    request: { method: 'GET', path: '/themes/getall' },
    reply: { data: { themes: [dawn] } },
    what: 'reads data.themes',
  }),
  callCase({
    route: themeRoutes.detail,
    args: { query: { name: 'dawn' } },
    request: { method: 'GET', path: '/themes/detail', query: { name: 'dawn' } },
    reply: { data: { ...dawn, files: ['layout/theme.liquid'] } },
    what: 'reads the theme with its files',
  }),
  callCase({
    route: themeRoutes.active,
    args: { query: { shop_id: SHOP_ID } },
    request: { method: 'GET', path: '/shop/active_theme', query: { shop_id: SHOP_ID } },
    reply: { data: detail },
    what: 'reads the published layout with its store and preview URLs',
  }),
  callCase({
    route: themeRoutes.layouts,
    args: { query: { shop_id: SHOP_ID } },
    request: { method: 'GET', path: '/Layouts/get', query: { shop_id: SHOP_ID } },
    reply: { data: { layouts: [layout], total: 1 } },
    what: 'reads data.layouts',
  }),
  callCase({
    route: themeRoutes.layoutsDetail,
    args: { query: { shop_id: SHOP_ID, id: 'l1' } },
    request: { method: 'GET', path: '/Layouts/Detail', query: { shop_id: SHOP_ID, id: 'l1' } },
    reply: { data: detail },
    what: 'reads the layout with its preview URL',
  }),
  callCase({
    route: themeRoutes.layoutsDefault,
    request: { method: 'GET', path: '/layouts/Get_Default' },
    reply: { data: dawn },
    what: 'reads the default theme',
  }),
  callCase({
    route: themeRoutes.act,
    args: { body: { id: 'l2', action: 'publish' } },
    request: { method: 'POST', path: '/Layouts/act', body: { shop_id: SHOP_ID, id: 'l2', action: 'publish' } },
    reply: { data: { ...layout, id: 'l2', _id: 'l2' } },
    what: 'sends the action plus shop_id and reads the layout',
  }),
  {
    route: themeRoutes.act,
    variant: 'deleting the published layout',
    act: ({ dataProvider }) =>
      dataProvider.call(themeRoutes.act, { body: { id: 'l1', action: 'delete' } }).catch((e: unknown) => e),
    request: { method: 'POST', path: '/Layouts/act', body: { shop_id: SHOP_ID, id: 'l1', action: 'delete' } },
    reply: {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The published theme cannot be deleted',
        code: 'theme.main_layout',
      },
    },
    reads: {
      what: 'rejects with the i18n key app.theme.main_layout',
      check: (e) => expect((e as Error).message).toBe('app.theme.main_layout'),
    },
  },
  callCase({
    route: themeRoutes.layoutDetail,
    args: { params: { id: 'l1' } },
    request: { method: 'GET', path: `/layout/Detail/${SHOP_ID}/l1` },
    reply: { data: layout },
    what: 'reads the layout',
  }),
  callCase({
    route: themeRoutes.layoutCreate,
    args: { body: { theme: 'sense' } },
    request: { method: 'POST', path: '/layout/Create/', body: { shop_id: SHOP_ID, theme: 'sense' } },
    status: 201,
    reply: { data: { ...layout, theme: 'sense', role: 'unpublished' } },
    what: 'keeps the trailing slash and sends shop_id',
  }),
  callCase({
    route: themeRoutes.layoutUpdate,
    args: { params: { id: 'l1' }, body: { name: 'Summer look', version: 2 } },
    request: { method: 'PUT', path: '/layout/update/l1', body: { shop_id: SHOP_ID, name: 'Summer look', version: 2 } },
    reply: { data: { ...layout, name: 'Summer look', version: 3 } },
    what: 'sends the name, version and shop_id',
  }),
  callCase({
    route: themeRoutes.headerDetail,
    request: { method: 'GET', path: `/shop/header/detail/${SHOP_ID}` },
    reply: { data: header },
    what: 'reads the header',
  }),
  callCase({
    route: themeRoutes.headerDetail,
    variant: 'none yet',
    request: { method: 'GET', path: `/shop/header/detail/${SHOP_ID}` },
    reply: { data: null },
    what: 'reads data null',
  }),
  callCase({
    route: themeRoutes.headerCreate,
    args: { body: { announcement: 'Free shipping', sticky: true } },
    request: {
      method: 'POST',
      path: '/shop/header/create',
      body: { shop_id: SHOP_ID, announcement: 'Free shipping', sticky: true },
    },
    status: 201,
    reply: { data: header },
    what: 'sends the header plus shop_id',
  }),
  callCase({
    route: themeRoutes.headerUpdate,
    args: { params: { id: 'h1' }, body: { announcement: 'Sale', version: 0 } },
    request: {
      method: 'PUT',
      path: '/shop/header/Update/h1',
      body: { shop_id: SHOP_ID, announcement: 'Sale', version: 0 },
    },
    reply: { data: { ...header, announcement: 'Sale', version: 1 } },
    what: 'keeps the capital U and sends shop_id',
  }),
];
