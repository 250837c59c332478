/** The tax calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { TaxAnswer, TaxUpdateBody } from './tax.schema';
import { taxRoutes } from './tax.routes';

export const taxSchemas = {
  get: {
    response: TaxAnswer,
    summary: 'The shop’s tax settings (not in SPEC §7: added for /setting/taxes).',
  },
  update: {
    body: TaxUpdateBody,
    response: TaxAnswer,
    errors: [409],
    summary: 'Replace the shop’s tax settings (not in SPEC §7: added for /setting/taxes).',
  },
} satisfies SchemaTable;

export const taxContract = contract(taxRoutes, taxSchemas);
