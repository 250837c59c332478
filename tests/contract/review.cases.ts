/**
 * SPEC §7 Review through the declaration's CRUD: list with query params (type, status,
 * rating, q), one, create with shop_id, update with the version read, bulk status as
 * PUT review/approve?status= with a list body (updateMany), delete with a body, and the
 * CSV import at /product/review/{shop}/import.
 */
import { expect } from 'vitest';
import { reviewRoutes } from '../../resources/review/review.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/product-2/api/${SHOP_ID}/review`;
const review = {
  _id: 'r1',
  id: 'r1',
  shop_id: SHOP_ID,
  type: 'review',
  product_id: 'p1',
  product_title: 'Mug',
  product_image: null,
  customer_id: null,
  subject: 'Great',
  content: 'Lovely mug',
  rating: 5,
  images: [],
  full_name: 'Olivia Brown',
  customer_email: 'olivia@example.com',
  status: 'pending',
  replies: [],
  version: 2,
  created_at: '2026-01-30T10:00:00.000Z',
  updated_at: '2026-01-30T10:00:00.000Z',
};

export const reviewCases: ContractCase[] = [
  {
    route: reviewRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('reviews', {
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { type: 'review', status: 'pending', rating: '5', q: ' mug ' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: {
        page: '2',
        limit: '25',
        sort: 'created_at',
        order: 'desc',
        type: 'review',
        status: 'pending',
        rating: '5',
        q: 'mug',
      },
    },
    reply: { json: { data: { reviews: [review], total: 26, page: 2, limit: 25 } } },
    reads: {
      what: 'reads data.reviews and data.total',
      check: (r) => expect(r).toEqual({ data: [review], total: 26 }),
    },
  },
  {
    route: reviewRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('reviews', { id: 'r1' }),
    request: { method: 'GET', path: `${base}/r1` },
    reply: { json: { data: review } },
    reads: { what: 'reads data', check: (r) => expect(r).toEqual({ data: review }) },
  },
  {
    route: reviewRoutes.create,
    act: ({ dataProvider }) =>
      dataProvider.create('reviews', {
        data: { type: 'question', content: 'Microwave safe?', full_name: 'James Clark' },
      }),
    request: {
      method: 'POST',
      path: base,
      body: { type: 'question', content: 'Microwave safe?', full_name: 'James Clark', shop_id: SHOP_ID },
    },
    reply: { status: 201, json: { data: review } },
    reads: { what: 'sends the data plus shop_id and reads data', check: (r) => expect(r).toEqual({ data: review }) },
  },
  {
    route: reviewRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('reviews', {
        id: 'r1',
        data: { replies: [{ content: 'Thank you!' }] },
        previousData: review,
      }),
    request: { method: 'PUT', path: `${base}/r1`, body: { replies: [{ content: 'Thank you!' }], version: 2 } },
    reply: { json: { data: { ...review, version: 3 } } },
    reads: {
      what: 'sends the version read and reads data',
      check: (r) => expect(r).toEqual({ data: { ...review, version: 3 } }),
    },
  },
  {
    route: reviewRoutes.approve,
    act: ({ dataProvider }) =>
      dataProvider.updateMany('reviews', { ids: ['r1', 'r2', 'r3'], data: { status: 'approved' } }),
    request: { method: 'PUT', path: `${base}/approve`, query: { status: 'approved' }, body: ['r1', 'r2', 'r3'] },
    reply: { json: { data: { ids: ['r1', 'r2', 'r3'], status: 'approved' } } },
    reads: {
      what: 'sends the status as a param and the ids as a list body',
      check: (r) => expect(r).toEqual({ data: ['r1', 'r2', 'r3'] }),
    },
  },
  {
    route: reviewRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('reviews', { ids: ['r1', 'r2'] }),
    request: { method: 'DELETE', path: base, body: { ids: ['r1', 'r2'] } },
    reply: { json: { data: { ids: ['r1', 'r2'] } } },
    reads: { what: 'reads the deleted ids', check: (r) => expect(r).toEqual({ data: ['r1', 'r2'] }) },
  },
  callCase({
    route: reviewRoutes.import,
    args: { body: { type: 'review', csv: 'product_handle,full_name,content\nmug,Olivia,Lovely', dry_run: true } },
    request: {
      method: 'POST',
      path: `/product/review/${SHOP_ID}/import`,
      body: { type: 'review', csv: 'product_handle,full_name,content\nmug,Olivia,Lovely', dry_run: true },
    },
    reply: {
      data: {
        dry_run: true,
        rows: [{ row: 2, status: 'ok', product_handle: 'mug', errors: [] }],
        missing_columns: [],
        created: 0,
        ids: [],
      },
    },
    what: 'reads the per-row report',
  }),
];
