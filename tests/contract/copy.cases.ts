/** Copy to other shops and update copies (issue 26 item 3; ours, not SPEC §7). */
import { copyRoutes } from '../../resources/copy/copy.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/copy/api/${SHOP_ID}`;
const copy = { kind: 'products', ids: ['p1'], targets: [{ shop_id: 'shop-vnd', rate: 25000 }], status: 'inactive' };
const update = { ids: ['p1'], targets: [{ shop_id: 'shop-vnd', rate: 25000 }], fields: ['price'] };
const plan = {
  source_shop_id: SHOP_ID,
  currency: 'USD',
  targets: [
    {
      shop_id: 'shop-vnd',
      name: 'Gốm Sứ',
      currency: 'VND',
      rate: 25000,
      rows: [
        {
          kind: 'product',
          source_id: 'p1',
          title: 'Enamel mug',
          action: 'create',
          matched_by: null,
          target_id: null,
          price: 12.5,
          target_price: 312500,
          status: 'inactive',
          reason: null,
        },
      ],
      created: 1,
      updated: 0,
      skipped: 0,
    },
  ],
};
const job = {
  id: 'j1',
  channel: 'COPY-CATALOGUE',
  shop_id: SHOP_ID,
  status: 'queued',
  progress: 0,
  result: null,
  error: null,
  attempts: 0,
  created_at: '2026-12-29T08:00:00.000Z',
  started_at: null,
  finished_at: null,
};

export const copyCases: ContractCase[] = [
  callCase({
    route: copyRoutes.preview,
    args: { body: copy },
    request: { method: 'POST', path: `${base}/preview`, body: copy },
    reply: { data: plan },
    what: 'reads data.targets: per shop what is created and updated, at which price',
  }),
  callCase({
    route: copyRoutes.start,
    args: { body: copy },
    request: { method: 'POST', path: base, body: copy },
    status: 202,
    reply: { data: { job, copy_id: 'c1' } },
    what: 'reads the queued job (followed until done) and the copy id',
  }),
  callCase({
    route: copyRoutes.updatePreview,
    args: { body: update },
    request: { method: 'POST', path: `${base}/updates/preview`, body: update },
    reply: { data: plan },
    what: "reads data.targets: each copy's new price",
  }),
  callCase({
    route: copyRoutes.updateStart,
    args: { body: update },
    request: { method: 'POST', path: `${base}/updates`, body: update },
    status: 202,
    reply: { data: { job, copy_id: 'c2' } },
    what: 'reads the queued job and the run id',
  }),
  callCase({
    route: copyRoutes.last,
    request: { method: 'GET', path: `${base}/last` },
    reply: {
      data: {
        id: 'c1',
        mode: 'copy',
        created: 2,
        updated: 0,
        created_at: '2026-12-29T08:00:00.000Z',
        expires_at: '2026-12-30T08:00:00.000Z',
      },
    },
    what: 'reads data: the newest copy that can be undone, or null',
  }),
  callCase({
    route: copyRoutes.undo,
    args: { params: { copy_id: 'c1' } },
    request: { method: 'POST', path: `${base}/c1/undo` },
    reply: { data: { deleted: 2, restored: 0, skipped: [] } },
    what: 'reads how many copies were deleted and restored, and those passed over',
  }),
];
