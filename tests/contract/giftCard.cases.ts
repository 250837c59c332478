/** Gift cards (ours, no SPEC §7 calls): list, issue with shop_id, one, update (disable), redeem. */
import { expect } from 'vitest';
import { giftCardRoutes } from '../../resources/gift-card/giftCard.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/gift-card/api/${SHOP_ID}`;
const card = {
  _id: 'g1',
  id: 'g1',
  shop_id: SHOP_ID,
  code: 'ABCD-EFGH-JKMN-PQRS',
  last_characters: 'PQRS',
  currency: 'USD',
  initial_value: 50,
  balance: 50,
  expires_at: null,
  customer_id: null,
  customer_email: null,
  note: null,
  disabled: false,
  status: 'active',
  version: 0,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};

export const giftCardCases: ContractCase[] = [
  {
    route: giftCardRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('gift_cards', {
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: 'pqrs', status: 'active' },
      }),
    request: { method: 'GET', path: base, query: { page: '2', limit: '25', q: 'pqrs', status: 'active' } },
    reply: { json: { data: { gift_cards: [card], total: 26, page: 2, limit: 25 } } },
    reads: {
      what: 'reads data.gift_cards and data.total',
      check: (result) => expect(result).toEqual({ data: [card], total: 26 }),
    },
  },
  {
    route: giftCardRoutes.create,
    act: ({ dataProvider }) =>
      dataProvider.create('gift_cards', { data: { initial_value: 50, expires_at: '2027-01-31' } }),
    request: { method: 'POST', path: base, body: { initial_value: 50, expires_at: '2027-01-31', shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: { ...card, expires_at: '2027-01-31' } } },
    reads: {
      what: 'sends the data plus shop_id, reads data',
      check: (result) => expect(result).toEqual({ data: { ...card, expires_at: '2027-01-31' } }),
    },
  },
  {
    route: giftCardRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('gift_cards', { id: 'g1' }),
    request: { method: 'GET', path: `${base}/g1` },
    reply: { json: { data: { ...card, transactions: [] } } },
    reads: {
      what: 'reads data with its history',
      check: (result) => expect(result).toEqual({ data: { ...card, transactions: [] } }),
    },
  },
  {
    route: giftCardRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('gift_cards', { id: 'g1', data: { disabled: true }, previousData: card }),
    request: { method: 'PUT', path: `${base}/g1`, body: { disabled: true, version: 0 } },
    reply: { json: { data: { ...card, disabled: true, status: 'disabled', version: 1 } } },
    reads: {
      what: 'sends the change and the version read, reads data',
      check: (result) => expect(result).toEqual({ data: { ...card, disabled: true, status: 'disabled', version: 1 } }),
    },
  },
  callCase({
    route: giftCardRoutes.redeem,
    args: { body: { code: card.code, amount: 20 } },
    request: { method: 'POST', path: `${base}/redeem`, body: { code: card.code, amount: 20 } },
    reply: { data: { gift_card: { ...card, balance: 30 }, taken: 20 } },
    what: 'sends code and amount, reads the card and what was taken',
  }),
];
