/**
 * Taxes. SPEC §7 lists no tax call (only the /setting/taxes screen, SPEC §2), so these two
 * are ours, named after the screen: GET and PUT /tax/api/{shop}.
 */
import { defineRoutes } from '../../core/route';
import { TaxAnswer, TaxUpdateBody } from './tax.schema';

const base = '/tax/api/{shop}';

export const taxRoutes = defineRoutes('tax', {
  get: {
    method: 'GET',
    path: base,
    response: TaxAnswer,
    summary: 'The shop’s tax settings (not in SPEC §7: added for /setting/taxes).',
  },
  update: {
    method: 'PUT',
    path: base,
    body: TaxUpdateBody,
    response: TaxAnswer,
    versioned: true,
    errors: [409],
    summary: 'Replace the shop’s tax settings (not in SPEC §7: added for /setting/taxes).',
  },
});
