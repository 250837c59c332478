/** The theme calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
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
import { themeRoutes } from './theme.routes';

const Id = (name: string) => z.object({ [name]: z.string().min(1).max(64) });
const QUERY_SHOP =
  'SPEC §7 puts no shop in this path: the SPA passes the current shop as ?shop_id= (404 if not owned).';
const BODY_SHOP =
  'SPEC §7 puts no shop in this path: the body carries shop_id (added by the http layer; 404 if not owned).';

export const themeSchemas = {
  getAll: {
    response: ThemeListAnswer,
    summary: 'The themes the product ships (the catalogue a shop installs from).',
  },
  detail: {
    query: ThemeDetailQuery,
    response: ThemeDetailAnswer,
    summary: 'One catalogue theme with its file list.',
  },
  active: {
    query: ActiveThemeQuery,
    response: LayoutDetailAnswer,
    summary: "The shop's published layout (what its storefront renders), with its store and preview URLs.",
    quirk: QUERY_SHOP,
  },
  layouts: {
    query: LayoutListQuery,
    response: LayoutListAnswer,
    summary: "The shop's layouts (its copies of themes), the published one first.",
    quirk: QUERY_SHOP,
  },
  layoutsDetail: {
    query: LayoutDetailQuery,
    response: LayoutDetailAnswer,
    summary: 'One layout of the shop, with its store and preview URLs.',
    quirk: QUERY_SHOP,
  },
  layoutsDefault: {
    response: ThemeAnswer,
    summary: 'The catalogue theme a new shop gets (the default).',
  },
  act: {
    body: LayoutActBody,
    response: LayoutAnswer,
    summary: "Publish, duplicate or delete a layout (the main one cannot be deleted: 400 code 'theme.main_layout').",
    quirk: BODY_SHOP,
  },
  layoutDetail: {
    params: Id('id'),
    response: LayoutAnswer,
    summary: 'One layout of the shop.',
  },
  layoutCreate: {
    body: LayoutCreateBody,
    response: LayoutAnswer,
    status: 201,
    summary: 'Install a catalogue theme in the shop as an unpublished layout.',
    quirk: `${BODY_SHOP} The path ends with a slash.`,
  },
  layoutUpdate: {
    params: Id('id'),
    body: LayoutUpdateBody,
    response: LayoutAnswer,
    errors: [409],
    summary: 'Rename a layout.',
    quirk: BODY_SHOP,
  },
  headerDetail: {
    response: HeaderDetailAnswer,
    summary: "The shop's storefront header (data null before one is created).",
  },
  headerCreate: {
    body: HeaderCreateBody,
    response: HeaderAnswer,
    status: 201,
    summary:
      "Create the shop's storefront header (one per shop: a second create answers 400 code 'theme.header_exists').",
    quirk: BODY_SHOP,
  },
  headerUpdate: {
    params: Id('id'),
    body: HeaderUpdateBody,
    response: HeaderAnswer,
    errors: [409],
    summary: "Update the shop's storefront header.",
    quirk: BODY_SHOP,
  },
} satisfies SchemaTable;

export const themeContract = contract(themeRoutes, themeSchemas);
