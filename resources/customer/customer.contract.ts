/**
 * The customer calls that are not plain CRUD (their CRUD contract comes from the declaration:
 * core/declaredContract.ts): bulk tags, the CSV import and export.
 */
import { z } from 'zod';
import { contract } from '../../core/route';
import {
  CustomerBulkAnswer,
  CustomerBulkBody,
  CustomerExportBody,
  CustomerImportAnswer,
  CustomerImportBody,
} from './customer.schema';
import { customerRoutes } from './customer.resource';

export const customerMoreContract = contract(
  { bulk: customerRoutes.bulk, import: customerRoutes.import, export: customerRoutes.export },
  {
    bulk: {
      body: CustomerBulkBody,
      response: CustomerBulkAnswer,
      summary: 'Add or remove tags, or set accepts_marketing, on chosen customers.',
    },
    import: {
      body: CustomerImportBody,
      response: CustomerImportAnswer,
      summary:
        'Import a CSV: a dry run reports per row (missing columns, bad e-mail, rows without data); nothing is written until dry_run is false.',
    },
    export: {
      body: CustomerExportBody,
      contentType: 'text/csv',
      response: z.string(),
      summary: 'Customers as CSV (chosen ids, or those matching q, or all).',
    },
  },
);
