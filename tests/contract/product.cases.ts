/** SPEC §7 Product: list and its CSV export, CRUD, import, variants, tags, images, bulk update. */
import { expect } from 'vitest';
import { productRoutes } from '../../resources/product/product.routes';
import { blobText, callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/product-2/api/${SHOP_ID}`;
const mug = {
  _id: 'p1', id: 'p1', shop_id: SHOP_ID, title: 'Enamel mug', handle: 'enamel-mug', price: 12.5, quantity: 40,
  status: 'active', tags: ['kitchen'], collections: ['c1'],
};
const newMug = { title: 'Enamel mug', price: 12.5, quantity: 40, tags: ['kitchen'], collections: ['c1'] };
const variants = [{ options: ['Red'], price: 12.5, sku: 'MUG-RED', quantity: 10 }];
const bulk = { ids: ['p1', 'p2'], changes: [{ field: 'price', operation: 'add_percent', value: 10 }] };

export const productCases: ContractCase[] = [
  callCase({
    route: productRoutes.list,
    args: { query: { page: 2, limit: 20, sort: 'title', order: 'asc', q: 'mug', status: 'active', collection: 'c1' } },
    request: {
      method: 'GET', path: base,
      query: { page: '2', limit: '20', sort: 'title', order: 'asc', q: 'mug', status: 'active', collection: 'c1' },
    },
    reply: { data: { products: [mug], total: 21 } },
    what: 'reads data.products and data.total',
  }),
  {
    route: productRoutes.export,
    act: ({ dataProvider }) => dataProvider.call(productRoutes.export, {
      query: { sort: 'created_at', order: 'desc', status: 'active', isExport: 'true' },
    }),
    // SPEC §7: the list call itself, with isExport, answering a blob.
    request: { method: 'GET', path: base, query: { sort: 'created_at', order: 'desc', status: 'active', isExport: 'true' } },
    reply: { file: 'title,price\nEnamel mug,12.50\n', contentType: 'text/csv' },
    reads: {
      what: 'reads the CSV as a blob',
      check: async (result) => {
        expect(result).toBeInstanceOf(Blob);
        expect(await blobText(result as Blob)).toBe('title,price\nEnamel mug,12.50\n');
      },
    },
  },
  callCase({
    route: productRoutes.get,
    args: { params: { product_id: 'p1' } },
    request: { method: 'GET', path: `${base}/p1` },
    reply: { data: mug },
    what: 'reads data as the product',
  }),
  callCase({
    route: productRoutes.create,
    args: { body: { ...newMug, shop_id: SHOP_ID } },
    request: { method: 'POST', path: base, body: { ...newMug, shop_id: SHOP_ID } },
    status: 201,
    reply: { data: mug },
    what: 'sends the data plus shop_id and reads data',
  }),
  callCase({
    route: productRoutes.update,
    args: { params: { product_id: 'p1' }, body: { title: 'Enamel mug, large', price: 14 } },
    request: { method: 'PUT', path: `${base}/p1`, body: { title: 'Enamel mug, large', price: 14 } },
    reply: { data: { ...mug, title: 'Enamel mug, large', price: 14 } },
    what: 'reads data as the product',
  }),
  callCase({
    route: productRoutes.deleteMany,
    args: { body: { ids: ['p1', 'p2'] } },
    // SPEC §7: DELETE on the base path with the ids in the body.
    request: { method: 'DELETE', path: base, body: { ids: ['p1', 'p2'] } },
    reply: { data: { ids: ['p1', 'p2'] } },
    what: 'reads data.ids',
  }),
  callCase({
    route: productRoutes.import,
    args: { body: { csv: 'title,price\nMug,12.50\n', dry_run: true } },
    request: { method: 'POST', path: `${base}/import`, body: { csv: 'title,price\nMug,12.50\n', dry_run: true } },
    reply: { data: { rows: [{ row: 2, title: 'Mug', errors: [] }], created: 0 } },
    what: 'reads data.rows of the dry run',
  }),
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
    reply: { data: { rows: [{ id: 'p1', before: { price: 12.5 }, after: { price: 13.75 } }] } },
    what: 'reads data.rows before and after',
  }),
  callCase({
    route: productRoutes.bulkApply,
    args: { body: bulk },
    // SPEC §7: PUT to the same path applies.
    request: { method: 'PUT', path: `${base}/bulk-update`, body: bulk },
    reply: { data: { updated: 2 } },
    what: 'reads data.updated',
  }),
];
