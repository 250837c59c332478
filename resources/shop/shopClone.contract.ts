/** The shop clone calls' contract (ours, not SPEC §7): schemas and documentation. */
import { contract, type SchemaTable } from '../../core/route';
import {
  ShopCloneAnswer,
  ShopCloneBody,
  ShopCloneGetAnswer,
  ShopCloneParams,
  ShopCloneUndoAnswer,
} from './shopClone.schema';
import { shopCloneRoutes } from './shopClone.routes';

export const shopCloneSchemas = {
  start: {
    params: ShopCloneParams,
    body: ShopCloneBody,
    response: ShopCloneAnswer,
    status: 202,
    summary:
      "Ours, not SPEC §7: start copying parts of another of the merchant's shops (settings, active theme and its files, menus, pages, and the catalogue: every product and collection, copied as by copy to other shops, prices times `rate` when the currencies differ) into the new shop {id}, as a CLONE-SHOP job. Payment methods come without their secret keys. Once per shop: a second call answers the same clone.",
  },
  get: {
    params: ShopCloneParams,
    response: ShopCloneGetAnswer,
    summary:
      "Ours, not SPEC §7: the shop's clone (progress, what each part brought), or null for a shop started empty.",
  },
  undo: {
    params: ShopCloneParams,
    response: ShopCloneUndoAnswer,
    errors: [409],
    summary:
      'Ours, not SPEC §7: remove what the clone added, within 24 hours; the settings it replaced come back. The shop itself stays.',
  },
} satisfies SchemaTable;

export const shopCloneContract = contract(shopCloneRoutes, shopCloneSchemas);
