/** The blacklist calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { BlacklistAnswer, BlacklistBody } from './blacklist.schema';
import { blacklistRoutes } from './blacklist.routes';

export const blacklistSchemas = {
  get: {
    response: BlacklistAnswer,
    summary: "The shop's search blacklist keywords.",
  },
  save: {
    body: BlacklistBody,
    response: BlacklistAnswer,
    summary: 'Replace the keyword list.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  clear: {
    response: BlacklistAnswer,
    summary: 'Delete the blacklist.',
    quirk:
      'SPEC §7 Blacklist: the delete action calls DELETE on /product-2/api/{shop}/bulk-update with no body. This looks odd but is what is called.',
  },
} satisfies SchemaTable;

export const blacklistContract = contract(blacklistRoutes, blacklistSchemas);
