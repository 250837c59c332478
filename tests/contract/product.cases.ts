/**
 * SPEC §7 Product: list and its CSV export, CRUD, import, variants, tags, images, bulk
 * update. Routes the declaration maps to CRUD go through those methods (query built from
 * react-admin's params, ids from _id, shop_id added, ids in the DELETE body).
 */
import { HttpError } from 'ra-core';
import { expect } from 'vitest';
import { refusedReport } from '../../resources/product/product.import';
import { productExportQuery } from '../../resources/product/product.query';
import { productRoutes } from '../../resources/product/product.routes';
import { blobText, callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/product-2/api/${SHOP_ID}`;
const mug = {
  _id: 'p1',
  shop_id: SHOP_ID,
  title: 'Enamel mug',
  handle: 'enamel-mug',
  price: 12.5,
  quantity: 40,
  status: 'active',
  tags: ['kitchen'],
  collections: ['c1'],
};
const newMug = { title: 'Enamel mug', price: 12.5, quantity: 40, tags: ['kitchen'], collections: ['c1'] };
const variants = [{ options: ['Red'], price: 12.5, sku: 'MUG-RED', quantity: 10 }];
const bulk = { ids: ['p1', 'p2'], filter: {}, changes: [{ field: 'price', operation: 'add_percent', value: 10 }] };
const importReport = {
  dry_run: true,
  rows: [
    { row: 2, status: 'ok', title: 'Mug', errors: [] },
    { row: 3, status: 'error', title: 'Bowl', errors: [{ column: 'price', message: 'app.validation.number' }] },
    { row: 4, status: 'empty', title: null, errors: [] },
  ],
  missing_columns: [],
  created: 0,
  ids: [],
};

export const productCases: ContractCase[] = [
  {
    route: productRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('products', {
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'title', order: 'ASC' },
        filter: { q: 'mug', status: 'active', collection: 'c1' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: { page: '2', limit: '20', sort: 'title', order: 'asc', q: 'mug', status: 'active', collection: 'c1' },
    },
    reply: { json: { data: { products: [mug], total: 21, page: 2, limit: 20 } } },
    reads: {
      what: 'reads data.products and data.total with ids from _id',
      check: (result) => expect(result).toEqual({ data: [{ ...mug, id: 'p1' }], total: 21 }),
    },
  },
  {
    route: productRoutes.list,
    variant: "react-admin's default sort, blank filters",
    act: ({ dataProvider }) =>
      dataProvider.getList('products', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: '  ', vendor: '', tag: 'mugs' },
      }),
    // The gateway sorts by title, created_at, quantity or price: anything else is newest first.
    request: {
      method: 'GET',
      path: base,
      query: { page: '1', limit: '10', sort: 'created_at', order: 'desc', tag: 'mugs' },
    },
    reply: { json: { data: { products: [], total: 0, page: 1, limit: 10 } } },
    reads: { what: 'reads an empty page', check: (result) => expect(result).toEqual({ data: [], total: 0 }) },
  },
  {
    route: productRoutes.list,
    variant: 'products of a collection',
    act: ({ dataProvider }) =>
      dataProvider.getManyReference('products', {
        target: 'collection',
        id: 'c1',
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'title', order: 'ASC' },
        filter: {},
      }),
    request: {
      method: 'GET',
      path: base,
      query: { page: '1', limit: '10', sort: 'title', order: 'asc', collection: 'c1' },
    },
    reply: { json: { data: { products: [mug], total: 1, page: 1, limit: 10 } } },
    reads: {
      what: 'reads data.products',
      check: (result) => expect(result).toEqual({ data: [{ ...mug, id: 'p1' }], total: 1 }),
    },
  },
  {
    route: productRoutes.export,
    act: ({ dataProvider }) =>
      dataProvider.call(productRoutes.export, {
        query: productExportQuery({
          sort: { field: 'created_at', order: 'DESC' },
          filter: { status: 'active', q: '' },
        }),
      }),
    // SPEC §7: the list call itself, with isExport, answering a blob; the list's filters, no paging.
    request: {
      method: 'GET',
      path: base,
      query: { sort: 'created_at', order: 'desc', status: 'active', isExport: 'true' },
    },
    reply: { file: 'title,price\nEnamel mug,12.50\n', contentType: 'text/csv' },
    reads: {
      what: 'reads the CSV as a blob',
      check: async (result) => {
        expect(result).toBeInstanceOf(Blob);
        expect(await blobText(result as Blob)).toBe('title,price\nEnamel mug,12.50\n');
      },
    },
  },
  {
    route: productRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('products', { id: 'p1' }),
    request: { method: 'GET', path: `${base}/p1` },
    reply: { json: { data: mug } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...mug, id: 'p1' } }),
    },
  },
  {
    route: productRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('products', { data: newMug }),
    request: { method: 'POST', path: base, body: { ...newMug, shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: mug } },
    reads: {
      what: 'sends the data plus shop_id and reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...mug, id: 'p1' } }),
    },
  },
  {
    route: productRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('products', {
        id: 'p1',
        data: { title: 'Enamel mug, large', price: 14 },
        previousData: { ...mug, id: 'p1' },
      }),
    request: { method: 'PUT', path: `${base}/p1`, body: { title: 'Enamel mug, large', price: 14 } },
    reply: { json: { data: { ...mug, title: 'Enamel mug, large', price: 14 } } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...mug, title: 'Enamel mug, large', price: 14, id: 'p1' } }),
    },
  },
  {
    route: productRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('products', { ids: ['p1', 'p2'] }),
    // SPEC §7: DELETE on the base path with the ids in the body.
    request: { method: 'DELETE', path: base, body: { ids: ['p1', 'p2'] } },
    reply: { json: { data: { ids: ['p1', 'p2'] } } },
    reads: { what: 'reads the deleted ids', check: (result) => expect(result).toEqual({ data: ['p1', 'p2'] }) },
  },
  {
    route: productRoutes.deleteMany,
    variant: 'delete one from its edit screen',
    act: ({ dataProvider }) => dataProvider.delete('products', { id: 'p1', previousData: { ...mug, id: 'p1' } }),
    request: { method: 'DELETE', path: base, body: { ids: ['p1'] } },
    reply: { json: { data: { ids: ['p1'] } } },
    reads: {
      what: 'reads the deleted product',
      check: (result) => expect(result).toEqual({ data: { ...mug, id: 'p1' } }),
    },
  },
  callCase({
    route: productRoutes.import,
    args: { body: { csv: 'title,price\nMug,12.50\nBowl,abc\n,\n', dry_run: true } },
    request: {
      method: 'POST',
      path: `${base}/import`,
      body: { csv: 'title,price\nMug,12.50\nBowl,abc\n,\n', dry_run: true },
    },
    reply: { data: importReport },
    what: 'reads data.rows of the dry run (ok, bad value, empty)',
  }),
  {
    route: productRoutes.import,
    variant: 'a file without the required columns',
    act: ({ dataProvider }) =>
      dataProvider
        .call(productRoutes.import, { body: { csv: 'name\nMug\n', dry_run: true } })
        .catch((error: unknown) => ({ error, report: refusedReport(error) })),
    request: { method: 'POST', path: `${base}/import`, body: { csv: 'name\nMug\n', dry_run: true } },
    reply: {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check data fields!',
        code: 'product.import.missing_columns',
        data: { ...importReport, rows: [], missing_columns: ['title', 'price'] },
      },
    },
    reads: {
      what: 'rejects with app.product.import.missing_columns and reads the report from the body',
      check: (result) => {
        const { error, report } = result as { error: HttpError; report: unknown };
        expect(error).toBeInstanceOf(HttpError);
        expect(error.message).toBe('app.product.import.missing_columns');
        expect(report).toEqual({ ...importReport, rows: [], missing_columns: ['title', 'price'] });
      },
    },
  },
  callCase({
    route: productRoutes.variants,
    args: { body: { product_id: 'p1', variants } },
    request: { method: 'POST', path: `${base}/variants`, body: { product_id: 'p1', variants } },
    reply: { data: { ...mug, variants } },
    what: 'reads data as the product',
  }),
  callCase({
    route: productRoutes.tags,
    args: { query: { q: 'kit', limit: 20 } },
    request: { method: 'GET', path: `${base}/tags`, query: { q: 'kit', limit: '20' } },
    reply: { data: ['kitchen', 'kitchenware'] },
    what: 'reads data as the tag list',
  }),
  callCase({
    route: productRoutes.images,
    args: { query: { page: 1, limit: 30 } },
    request: { method: 'GET', path: `${base}/images`, query: { page: '1', limit: '30' } },
    reply: { data: { images: [{ url: 'https://img.test/mug.png', product_id: 'p1' }], total: 1 } },
    what: 'reads data.images',
  }),
  callCase({
    route: productRoutes.bulkPreview,
    args: { body: bulk },
    // SPEC §7: POST to bulk-update is the preview.
    request: { method: 'POST', path: `${base}/bulk-update`, body: bulk },
    reply: {
      data: {
        rows: [{ id: 'p1', title: 'Enamel mug', before: { price: 12.5 }, after: { price: 13.75 }, changed: true }],
        total: 1,
        changed: 1,
      },
    },
    what: 'reads data.rows before and after',
  }),
  callCase({
    route: productRoutes.bulkApply,
    variant: 'formulas of the bulk editor',
    args: { body: bulk },
    // SPEC §7: PUT to the same path applies.
    request: { method: 'PUT', path: `${base}/bulk-update`, body: bulk },
    reply: { data: { updated: 2, ids: ['p1', 'p2'], undo_id: 'b1', undo_until: '2026-01-31T10:00:00.000Z' } },
    what: 'reads data.updated and the undo kept for 24 hours',
  }),
  callCase({
    route: productRoutes.bulkLast,
    request: { method: 'GET', path: `${base}/bulk-update/last` },
    reply: {
      data: {
        id: 'b1',
        count: 2,
        changes: bulk.changes,
        created_at: '2026-01-30T10:00:00.000Z',
        expires_at: '2026-01-31T10:00:00.000Z',
      },
    },
    what: 'reads data: the newest bulk update that can be undone, or null',
  }),
  callCase({
    route: productRoutes.bulkUndo,
    args: { params: { bulk_id: 'b1' } },
    // No body: the bulk update is named in the path.
    request: { method: 'POST', path: `${base}/bulk-update/b1/undo` },
    reply: { data: { restored: 1, ids: ['p1'], skipped: ['p2'] } },
    what: 'reads data.restored and the products passed over (edited since)',
  }),
  {
    route: productRoutes.bulkApply,
    variant: 'status of the selected products',
    act: ({ dataProvider }) => dataProvider.updateMany('products', { ids: ['p1', 'p2'], data: { status: 'inactive' } }),
    // One transaction for the list's bulk status change.
    request: {
      method: 'PUT',
      path: `${base}/bulk-update`,
      body: { ids: ['p1', 'p2'], changes: [{ field: 'status', operation: 'set', value: 'inactive' }] },
    },
    reply: { json: { data: { updated: 2, ids: ['p1', 'p2'] } } },
    reads: { what: 'reads the updated ids', check: (result) => expect(result).toEqual({ data: ['p1', 'p2'] }) },
  },
];
