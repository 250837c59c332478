/**
 * SPEC §7 Customer: list, create, get, update by e-mail (`PUT /{email}`, the e-mail it had),
 * bulk tags (updateMany), delete with ids in the body, CSV import (dry run, refused file),
 * and the CSV export blob. CRUD routes go through the declaration's methods.
 */
import type { HttpError } from 'ra-core';
import { expect } from 'vitest';
import { refusedCsvReport } from '../../src/components/csvImportSummary';
import { customerExportBody } from '../../resources/customer/customer.query';
import { customerRoutes } from '../../resources/customer/customer.resource';
import type { CustomerImportReport } from '../../resources/customer/customer.schema';
import { blobText, callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/customer/api/${SHOP_ID}`;
const lan = {
  _id: 'c1',
  id: 'c1',
  shop_id: SHOP_ID,
  first_name: 'Lan',
  last_name: 'Nguyen',
  name: 'Lan Nguyen',
  email: 'lan@example.com',
  phone: '+84 90 123 4567',
  company: null,
  address: {
    address: '12 Hang Bac',
    apartment: null,
    city: 'Ha Noi',
    province: null,
    country_code: 'VN',
    zip_code: '100000',
  },
  tags: ['vip'],
  note: null,
  accepts_marketing: false,
  total_orders: 2,
  total_spent: 40,
  currency: 'USD',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const newLan = {
  first_name: 'Lan',
  last_name: 'Nguyen',
  email: 'lan@example.com',
  phone: '+84 90 123 4567',
  company: null,
  address: {
    address: '12 Hang Bac',
    apartment: null,
    city: 'Ha Noi',
    province: null,
    country_code: 'VN',
    zip_code: '100000',
  },
  tags: ['vip'],
  note: null,
  accepts_marketing: false,
};
const report = {
  dry_run: true,
  rows: [
    { row: 2, status: 'ok', email: 'an@example.com', errors: [] },
    {
      row: 3,
      status: 'error',
      email: 'not-an-email',
      errors: [{ column: 'email', message: 'app.validation.email', args: { field: 'app.field.email' } }],
    },
    { row: 4, status: 'empty', email: null, errors: [] },
  ],
  missing_columns: [],
  created: 0,
  updated: 0,
  ids: [],
};
const csv = 'first_name,last_name,email\nAn,Tran,an@example.com\nBinh,Le,not-an-email\n,,\n';

export const customerCases: ContractCase[] = [
  {
    route: customerRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('customers', {
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'total_orders', order: 'DESC' },
        filter: { q: 'lan', tag: ' ' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: { page: '3', limit: '50', sort: 'total_orders', order: 'desc', q: 'lan' },
    },
    reply: { json: { data: { customers: [lan], total: 101, page: 3, limit: 50 } } },
    reads: {
      what: 'reads data.customers and data.total',
      check: (r) => expect(r).toEqual({ data: [lan], total: 101 }),
    },
  },
  {
    route: customerRoutes.list,
    variant: 'the autocomplete of the draft order, by name',
    act: ({ dataProvider }) =>
      dataProvider.getList('customers', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: { q: 'ng' },
      }),
    request: { method: 'GET', path: base, query: { page: '1', limit: '25', sort: 'name', order: 'asc', q: 'ng' } },
    reply: { json: { data: { customers: [lan], total: 1, page: 1, limit: 25 } } },
    reads: { what: 'reads data.customers', check: (r) => expect(r).toEqual({ data: [lan], total: 1 }) },
  },
  {
    route: customerRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('customers', { data: newLan }),
    request: { method: 'POST', path: base, body: newLan },
    reply: { status: 201, json: { data: lan } },
    reads: { what: 'reads data as the customer', check: (r) => expect(r).toEqual({ data: lan }) },
  },
  {
    route: customerRoutes.create,
    variant: 'an e-mail already a customer',
    act: ({ dataProvider }) => dataProvider.create('customers', { data: newLan }).catch((error: unknown) => error),
    request: { method: 'POST', path: base, body: newLan },
    reply: {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check data fields!',
        errors: { email: { message: 'app.validation.email_taken' } },
      },
    },
    reads: {
      what: 'rejects with the e-mail field error',
      check: (r) => {
        expect((r as HttpError).status).toBe(400);
        expect((r as HttpError).body.fieldErrors).toEqual({ email: { message: 'app.validation.email_taken' } });
      },
    },
  },
  {
    route: customerRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('customers', { id: 'c1' }),
    request: { method: 'GET', path: `${base}/c1` },
    reply: { json: { data: lan } },
    reads: { what: 'reads data as the customer', check: (r) => expect(r).toEqual({ data: lan }) },
  },
  {
    route: customerRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('customers', {
        id: 'c1',
        data: { ...newLan, email: 'lan.nguyen@example.com' },
        previousData: lan,
      }),
    // SPEC §7 Customer: PUT /{email}: the e-mail the customer had, encoded; the new one in the body.
    request: { method: 'PUT', path: `${base}/lan%40example.com`, body: { ...newLan, email: 'lan.nguyen@example.com' } },
    reply: { json: { data: { ...lan, email: 'lan.nguyen@example.com' } } },
    reads: {
      what: 'reads data as the customer',
      check: (r) => expect(r).toEqual({ data: { ...lan, email: 'lan.nguyen@example.com' } }),
    },
  },
  {
    route: customerRoutes.bulk,
    act: ({ dataProvider }) =>
      dataProvider.updateMany('customers', { ids: ['c1', 'c2'], data: { add_tags: ['wholesale'] } }),
    request: { method: 'PUT', path: `${base}/bulk`, body: { ids: ['c1', 'c2'], changes: { add_tags: ['wholesale'] } } },
    reply: { json: { data: { ids: ['c1', 'c2'], updated: 2 } } },
    reads: { what: 'reads the updated ids', check: (r) => expect(r).toEqual({ data: ['c1', 'c2'] }) },
  },
  {
    route: customerRoutes.bulk,
    variant: 'remove a tag',
    act: ({ dataProvider }) => dataProvider.updateMany('customers', { ids: ['c1'], data: { remove_tags: ['vip'] } }),
    request: { method: 'PUT', path: `${base}/bulk`, body: { ids: ['c1'], changes: { remove_tags: ['vip'] } } },
    reply: { json: { data: { ids: ['c1'], updated: 1 } } },
    reads: { what: 'reads the updated ids', check: (r) => expect(r).toEqual({ data: ['c1'] }) },
  },
  {
    route: customerRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('customers', { ids: ['c1', 'c2'] }),
    // SPEC §7: DELETE with the ids in the body.
    request: { method: 'DELETE', path: base, body: { ids: ['c1', 'c2'] } },
    reply: { json: { data: { ids: ['c1', 'c2'] } } },
    reads: { what: 'reads the deleted ids', check: (r) => expect(r).toEqual({ data: ['c1', 'c2'] }) },
  },
  {
    route: customerRoutes.deleteMany,
    variant: 'delete one from its page, a customer with orders',
    act: ({ dataProvider }) =>
      dataProvider.delete('customers', { id: 'c1', previousData: lan }).catch((error: unknown) => error),
    request: { method: 'DELETE', path: base, body: { ids: ['c1'] } },
    reply: {
      status: 400,
      json: { statusCode: 400, error: 'Bad Request', message: "Can't delete customer", code: 'customer.in_use' },
    },
    reads: {
      what: 'rejects with app.customer.in_use',
      check: (r) => expect((r as HttpError).message).toBe('app.customer.in_use'),
    },
  },
  callCase({
    route: customerRoutes.import,
    args: { body: { csv, dry_run: true } },
    request: { method: 'POST', path: `${base}/import`, body: { csv, dry_run: true } },
    reply: { data: report },
    what: 'reads data.rows of the dry run (ok, bad e-mail, empty)',
  }),
  {
    route: customerRoutes.import,
    variant: 'a file without the required columns',
    act: ({ dataProvider }) =>
      dataProvider
        .call(customerRoutes.import, { body: { csv: 'name\nLan\n', dry_run: true } })
        .catch((error: unknown) => ({ error, report: refusedCsvReport<CustomerImportReport>(error) })),
    request: { method: 'POST', path: `${base}/import`, body: { csv: 'name\nLan\n', dry_run: true } },
    reply: {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check data fields!',
        code: 'customer.import.missing_columns',
        data: { ...report, rows: [], missing_columns: ['first_name', 'last_name', 'email'] },
      },
    },
    reads: {
      what: 'rejects with app.customer.import.missing_columns and reads the report from the body',
      check: (r) => {
        const { error, report: refused } = r as { error: HttpError; report: unknown };
        expect(error.message).toBe('app.customer.import.missing_columns');
        expect(refused).toEqual({ ...report, rows: [], missing_columns: ['first_name', 'last_name', 'email'] });
      },
    },
  },
  {
    route: customerRoutes.export,
    act: ({ dataProvider }) =>
      dataProvider.call(customerRoutes.export, { body: customerExportBody({ q: ' lan ', tag: 'vip' }) }),
    request: { method: 'POST', path: `${base}/export`, body: { q: 'lan' } },
    reply: { file: 'first_name,last_name,email\nLan,Nguyen,lan@example.com\n', contentType: 'text/csv' },
    reads: {
      what: 'reads the CSV as a blob',
      check: async (r) => {
        expect(r).toBeInstanceOf(Blob);
        expect(await blobText(r as Blob)).toBe('first_name,last_name,email\nLan,Nguyen,lan@example.com\n');
      },
    },
  },
  {
    route: customerRoutes.export,
    variant: 'the selected customers',
    act: ({ dataProvider }) =>
      dataProvider.call(customerRoutes.export, { body: customerExportBody({ q: 'lan' }, ['c1', 'c2']) }),
    request: { method: 'POST', path: `${base}/export`, body: { ids: ['c1', 'c2'] } },
    reply: { file: 'first_name\nLan\n', contentType: 'text/csv' },
    reads: { what: 'reads the CSV as a blob', check: (r) => expect(r).toBeInstanceOf(Blob) },
  },
];
