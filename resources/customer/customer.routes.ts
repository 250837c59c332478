/** SPEC §7 Customer calls, paths exactly as written there. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
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

export const customerRoutes = defineRoutes('customer', {
  list: {
    method: 'GET',
    path: '/customer/api/{shop}',
    query: CustomerListQuery,
    response: CustomerListAnswer,
    summary: 'Customers: search, tag, sort (name, created, total orders, total spent), paging.',
  },
  create: {
    method: 'POST',
    path: '/customer/api/{shop}',
    body: CustomerBody,
    response: CustomerAnswer,
    status: 201,
    summary: 'Create a customer.',
  },
  get: {
    method: 'GET',
    path: '/customer/api/{shop}/{customer_id}',
    params: CustomerParams,
    response: CustomerAnswer,
    summary: 'One customer with total orders and total spent.',
  },
  update: {
    method: 'PUT',
    path: '/customer/api/{shop}/{customer_id}',
    params: CustomerParams,
    body: CustomerUpdateBody,
    response: CustomerAnswer,
    versioned: true,
    errors: [409],
    summary: 'Update a customer.',
    quirk:
      'SPEC §7 Customer: PUT /{email} — the customer is named by its e-mail, not its id (the parameter is named as on GET).',
  },
  bulk: {
    method: 'PUT',
    path: '/customer/api/{shop}/bulk',
    body: CustomerBulkBody,
    response: CustomerBulkAnswer,
    summary: 'Add or remove tags, or set accepts_marketing, on chosen customers.',
  },
  deleteMany: {
    method: 'DELETE',
    path: '/customer/api/{shop}',
    body: CustomerIdsBody,
    response: CustomerIdsAnswer,
    summary: 'Delete customers; a customer with orders cannot be deleted.',
    quirk: 'SPEC §7: DELETE on the base path with the ids in the body.',
  },
  import: {
    method: 'POST',
    path: '/customer/api/{shop}/import',
    body: CustomerImportBody,
    response: CustomerImportAnswer,
    summary:
      'Import a CSV: a dry run reports per row (missing columns, bad e-mail, rows without data); nothing is written until dry_run is false.',
  },
  export: {
    method: 'POST',
    path: '/customer/api/{shop}/export',
    body: CustomerExportBody,
    responseType: 'blob',
    contentType: 'text/csv',
    response: z.string(),
    summary: 'Customers as CSV (chosen ids, or those matching q, or all).',
  },
});
