/** SPEC §7 /redis-publish on the app's own origin, and the job status routes beside it. */
import { expect } from 'vitest';
import { jobRoutes } from '../../resources/job/job.routes';
import { blobText, SHOP_ID, type ContractCase } from './contractCase';

const job = {
  id: 'job-7',
  channel: 'EXPORT-ORDER',
  shop_id: SHOP_ID,
  status: 'done',
  progress: 100,
  result: { rows: 2 },
  error: null,
  attempts: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  started_at: '2026-01-01T00:00:01.000Z',
  finished_at: '2026-01-01T00:00:02.000Z',
};
const queued = (channel: string, shopId: string) => ({
  data: {
    ...job,
    channel,
    shop_id: shopId,
    status: 'queued',
    progress: 0,
    result: null,
    started_at: null,
    finished_at: null,
  },
});

export const jobCases: ContractCase[] = [
  {
    route: jobRoutes.publish,
    variant: 'clean a deleted shop',
    act: ({ dataProvider }) =>
      dataProvider.call(jobRoutes.publish, {
        query: { channel: 'CLEAN-SHOP' },
        body: { shop_id: 'shop-2', user_id: 'user-1' },
      }),
    request: {
      method: 'POST',
      path: '/redis-publish',
      query: { channel: 'CLEAN-SHOP' },
      body: { shop_id: 'shop-2', user_id: 'user-1' },
    },
    reply: { status: 202, json: queued('CLEAN-SHOP', 'shop-2') },
    reads: { what: 'reads data as the queued job', check: (r) => expect(r).toEqual(queued('CLEAN-SHOP', 'shop-2')) },
  },
  {
    route: jobRoutes.publish,
    variant: 'params plus shop_id and user_id, added by the route flags',
    act: ({ dataProvider }) =>
      dataProvider.call(jobRoutes.publish, {
        query: { channel: 'GEN-FEED-PRODUCT' },
        body: { format: 'google' },
      }),
    request: {
      method: 'POST',
      path: '/redis-publish',
      query: { channel: 'GEN-FEED-PRODUCT' },
      body: { format: 'google', shop_id: SHOP_ID, user_id: 'user-1' },
    },
    reply: { status: 202, json: queued('GEN-FEED-PRODUCT', SHOP_ID) },
    reads: {
      what: 'reads data as the queued job',
      check: (r) => expect(r).toEqual(queued('GEN-FEED-PRODUCT', SHOP_ID)),
    },
  },
  {
    route: jobRoutes.publish,
    variant: 'EXPORT-SHOP: download all shop data (issue 28), no params',
    act: ({ dataProvider }) => dataProvider.call(jobRoutes.publish, { query: { channel: 'EXPORT-SHOP' }, body: {} }),
    request: {
      method: 'POST',
      path: '/redis-publish',
      query: { channel: 'EXPORT-SHOP' },
      body: { shop_id: SHOP_ID, user_id: 'user-1' },
    },
    reply: { status: 202, json: queued('EXPORT-SHOP', SHOP_ID) },
    reads: {
      what: 'reads data as the queued job',
      check: (r) => expect(r).toEqual(queued('EXPORT-SHOP', SHOP_ID)),
    },
  },
  {
    route: jobRoutes.list,
    act: ({ dataProvider }) => dataProvider.call(jobRoutes.list, { query: { channel: 'EXPORT-ORDER', limit: 5 } }),
    request: { method: 'GET', path: `/redis-publish/${SHOP_ID}/jobs`, query: { channel: 'EXPORT-ORDER', limit: '5' } },
    reply: { json: { data: { jobs: [job], total: 1 } } },
    reads: { what: 'reads data.jobs', check: (r) => expect(r).toEqual({ data: { jobs: [job], total: 1 } }) },
  },
  {
    route: jobRoutes.get,
    act: ({ dataProvider }) => dataProvider.call(jobRoutes.get, { params: { job_id: 'job-7' } }),
    request: { method: 'GET', path: `/redis-publish/${SHOP_ID}/jobs/job-7` },
    reply: { json: { data: job } },
    reads: { what: 'reads data as the job', check: (r) => expect(r).toEqual({ data: job }) },
  },
  {
    route: jobRoutes.download,
    act: ({ dataProvider }) => dataProvider.call(jobRoutes.download, { params: { job_id: 'job-7' } }),
    request: { method: 'GET', path: `/redis-publish/${SHOP_ID}/jobs/job-7/file` },
    reply: { file: 'id,total\n1001,12.50\n', contentType: 'text/csv' },
    reads: {
      what: 'reads the file as a blob',
      check: async (r) => {
        expect(r).toBeInstanceOf(Blob);
        expect(await blobText(r as Blob)).toBe('id,total\n1001,12.50\n');
      },
    },
  },
];
