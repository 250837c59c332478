/** The customer calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  CustomerAnswer,
  CustomerBody,
  CustomerBulkAnswer,
  CustomerBulkBody,
  CustomerExportBody,
  CustomerIdsAnswer,
  CustomerIdsBody,
  CustomerImportAnswer,
  CustomerImportBody,
  CustomerListAnswer,
  CustomerListQuery,
  CustomerParams,
  CustomerUpdateBody,
} from './customer.schema';
import { customerRoutes } from './customer.routes';

export const customerSchemas = {
  list: {
    query: CustomerListQuery,
    response: CustomerListAnswer,
    summary: 'Customers: search, tag, sort (name, created, total orders, total spent), paging.',
  },
  create: {
    body: CustomerBody,
    response: CustomerAnswer,
    status: 201,
    summary: 'Create a customer.',
  },
  get: {
    params: CustomerParams,
    response: CustomerAnswer,
    summary: 'One customer with total orders and total spent.',
  },
  update: {
    params: CustomerParams,
    body: CustomerUpdateBody,
    response: CustomerAnswer,
    errors: [409],
    summary: 'Update a customer.',
    quirk:
      'SPEC §7 Customer: PUT /{email} — the customer is named by its e-mail, not its id (the parameter is named as on GET).',
  },
  bulk: {
    body: CustomerBulkBody,
    response: CustomerBulkAnswer,
    summary: 'Add or remove tags, or set accepts_marketing, on chosen customers.',
  },
  deleteMany: {
    body: CustomerIdsBody,
    response: CustomerIdsAnswer,
    summary: 'Delete customers; a customer with orders cannot be deleted.',
    quirk: 'SPEC §7: DELETE on the base path with the ids in the body.',
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
} satisfies SchemaTable;

export const customerContract = contract(customerRoutes, customerSchemas);
