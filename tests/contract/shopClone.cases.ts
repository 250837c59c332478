/** Issue 26 item 4 (ours): start a new shop from another, read its progress and report, undo it. */
import { expect } from 'vitest';
import { shopCloneRoutes } from '../../resources/shop/shopClone.routes';
import { readClone, startClone, undoClone } from '../../src/pages/shop/shopClone.calls';
import { SHOP_ID, type ContractCase } from './contractCase';

const CLONE = {
  id: 'clone-1',
  shop_id: SHOP_ID,
  source_id: 'shop-2',
  source_name: 'Maple & Co',
  parts: ['settings', 'theme', 'menus', 'pages'],
  job_id: 'job-1',
  status: 'done',
  progress: 100,
  report: {
    settings: {
      counts: { shipping_zones: 2, email_templates: 1, payments: 2 },
      secrets_to_enter: ['card'],
      skipped: {},
    },
    pages: { counts: { pages: 3 }, secrets_to_enter: [], skipped: {} },
  },
  created_at: '2026-11-27T09:00:00.000Z',
  undo_until: '2026-11-28T09:00:00.000Z',
  undone_at: null,
};

export const shopCloneCases: ContractCase[] = [
  {
    route: shopCloneRoutes.start,
    act: ({ dataProvider }) => startClone(dataProvider, SHOP_ID, 'shop-2', ['settings', 'theme', 'menus', 'pages']),
    request: {
      method: 'POST',
      path: `/shop/api/${SHOP_ID}/clone`,
      body: { source_id: 'shop-2', parts: ['settings', 'theme', 'menus', 'pages'] },
    },
    reply: { status: 202, json: { data: { ...CLONE, status: 'queued', progress: 0, report: {} } } },
    reads: {
      what: 'reads data: the clone with its job id',
      check: (result) => expect(result).toMatchObject({ id: 'clone-1', job_id: 'job-1', status: 'queued' }),
    },
  },
  {
    route: shopCloneRoutes.get,
    act: ({ dataProvider }) => readClone(dataProvider, SHOP_ID),
    request: { method: 'GET', path: `/shop/api/${SHOP_ID}/clone` },
    reply: { json: { data: CLONE } },
    reads: {
      what: "reads data: each part's counts, the payment methods whose keys are to be entered again",
      check: (result) => expect(result).toEqual(CLONE),
    },
  },
  {
    route: shopCloneRoutes.undo,
    act: ({ dataProvider }) => undoClone(dataProvider, SHOP_ID),
    request: { method: 'POST', path: `/shop/api/${SHOP_ID}/clone/undo` },
    reply: { json: { data: { ...CLONE, status: 'undone', undone_at: '2026-11-27T10:00:00.000Z', removed: 12 } } },
    reads: {
      what: 'reads data.status and data.removed',
      check: (result) => expect(result).toMatchObject({ status: 'undone', removed: 12 }),
    },
  },
];
