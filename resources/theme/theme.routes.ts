/**
 * SPEC §7 Layout and themes, paths exactly as SPEC writes them (mixed case included).
 * Words (theme, layout, header): theme.schema.ts. Calls without `{shop}` in the path name
 * the shop with `shop_id` (query for GETs, body for writes, added by the http layer).
 */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  ActiveThemeQuery,
  HeaderAnswer,
  HeaderCreateBody,
  HeaderDetailAnswer,
  HeaderUpdateBody,
  LayoutActBody,
  LayoutAnswer,
  LayoutCreateBody,
  LayoutDetailAnswer,
  LayoutDetailQuery,
  LayoutListAnswer,
  LayoutListQuery,
  LayoutUpdateBody,
  ThemeAnswer,
  ThemeDetailAnswer,
  ThemeDetailQuery,
  ThemeListAnswer,
} from './theme.schema';

const Id = (name: string) => z.object({ [name]: z.string().min(1).max(64) });
const QUERY_SHOP =
  'SPEC §7 puts no shop in this path: the SPA passes the current shop as ?shop_id= (404 if not owned).';
const BODY_SHOP =
  'SPEC §7 puts no shop in this path: the body carries shop_id (added by the http layer; 404 if not owned).';

export const themeRoutes = defineRoutes('theme', {
  getAll: {
    method: 'GET',
    path: '/themes/getall',
    response: ThemeListAnswer,
    summary: 'The themes the product ships (the catalogue a shop installs from).',
  },
  detail: {
    method: 'GET',
    path: '/themes/detail',
    query: ThemeDetailQuery,
    response: ThemeDetailAnswer,
    summary: 'One catalogue theme with its file list.',
  },
  active: {
    method: 'GET',
    path: '/shop/active_theme',
    query: ActiveThemeQuery,
    response: LayoutDetailAnswer,
    summary: "The shop's published layout (what its storefront renders), with its store and preview URLs.",
    quirk: QUERY_SHOP,
  },
  layouts: {
    method: 'GET',
    path: '/Layouts/get',
    query: LayoutListQuery,
    response: LayoutListAnswer,
    summary: "The shop's layouts (its copies of themes), the published one first.",
    quirk: QUERY_SHOP,
  },
  layoutsDetail: {
    method: 'GET',
    path: '/Layouts/Detail',
    query: LayoutDetailQuery,
    response: LayoutDetailAnswer,
    summary: 'One layout of the shop, with its store and preview URLs.',
    quirk: QUERY_SHOP,
  },
  layoutsDefault: {
    method: 'GET',
    path: '/layouts/Get_Default',
    response: ThemeAnswer,
    summary: 'The catalogue theme a new shop gets (the default).',
  },
  act: {
    method: 'POST',
    path: '/Layouts/act',
    body: LayoutActBody,
    response: LayoutAnswer,
    addShopId: true,
    summary: "Publish, duplicate or delete a layout (the main one cannot be deleted: 400 code 'theme.main_layout').",
    quirk: BODY_SHOP,
  },
  layoutDetail: {
    method: 'GET',
    path: '/layout/Detail/{shop}/{id}',
    params: Id('id'),
    response: LayoutAnswer,
    summary: 'One layout of the shop.',
  },
  layoutCreate: {
    method: 'POST',
    path: '/layout/Create/',
    body: LayoutCreateBody,
    response: LayoutAnswer,
    status: 201,
    addShopId: true,
    summary: 'Install a catalogue theme in the shop as an unpublished layout.',
    quirk: `${BODY_SHOP} The path ends with a slash.`,
  },
  layoutUpdate: {
    method: 'PUT',
    path: '/layout/update/{id}',
    params: Id('id'),
    body: LayoutUpdateBody,
    response: LayoutAnswer,
    addShopId: true,
    versioned: true,
    errors: [409],
    summary: 'Rename a layout.',
    quirk: BODY_SHOP,
  },
  headerDetail: {
    method: 'GET',
    path: '/shop/header/detail/{shop}',
    response: HeaderDetailAnswer,
    summary: "The shop's storefront header (data null before one is created).",
  },
  headerCreate: {
    method: 'POST',
    path: '/shop/header/create',
    body: HeaderCreateBody,
    response: HeaderAnswer,
    status: 201,
    addShopId: true,
    summary:
      "Create the shop's storefront header (one per shop: a second create answers 400 code 'theme.header_exists').",
    quirk: BODY_SHOP,
  },
  headerUpdate: {
    method: 'PUT',
    path: '/shop/header/Update/{id}',
    params: Id('id'),
    body: HeaderUpdateBody,
    response: HeaderAnswer,
    addShopId: true,
    versioned: true,
    errors: [409],
    summary: "Update the shop's storefront header.",
    quirk: BODY_SHOP,
  },
});
