/**
 * Gift cards (SPEC §1 Settings; SPEC §7 names no calls: ours, under /gift-card/api/{shop} like
 * the other services): a generated code, an initial value, an optional expiry day and customer,
 * a balance that checkout uses (gateway/pricing/giftCard.ts), disable. Amounts on the wire are
 * in the shop's currency; the gateway keeps minor units. The list is at /setting/gift-cards
 * (cards are issued in a dialog there), a card's page at `{id}`. What is more than CRUD (the
 * code, the balance, the history, redemption) is the gateway module's (gateway/modules/gift-card).
 */
import { boolean, choice, date, money, reference, rows, text } from '../../core/fields';
import { declareResource, type DeclaredRecord } from '../../core/resource';

/** SPEC §9: a value under 10 digits. */
export const GIFT_CARD_MAX_VALUE = 1_000_000_000;
export const GIFT_CARD_STATUSES = ['active', 'disabled', 'expired', 'used_up'] as const;

const made = { readOnly: true, rules: { required: true } } as const;

export const giftCard = declareResource({
  name: 'gift_cards',
  table: 'gift_card',
  path: '/setting/gift-cards',
  paths: { edit: ':id' },
  api: {
    base: '/gift-card/api/{shop}',
    id: 'gift_card_id',
    listKey: 'gift_cards',
    // A card is disabled, never deleted: its history stays.
    delete: 'none',
    idField: '_id',
    partialUpdate: true,
    // Takes an amount from a card at checkout, atomically (gateway/modules/gift-card).
    more: { redeem: { method: 'POST', path: '/redeem' } },
  },
  // In the answer's order (the list's columns are the bespoke list's: GiftCardList.tsx).
  fields: {
    /** `XXXX-XXXX-XXXX-XXXX`, generated; searched by the gateway with its last characters and the customer's e-mail. */
    code: text({ ...made, search: true }),
    last_characters: text(made),
    currency: text(made),
    initial_value: money({
      rules: { required: true, minValue: 0, maxValue: GIFT_CARD_MAX_VALUE },
      only: 'create',
    }),
    balance: money(made),
    expires_at: date(),
    customer_id: reference('customers', { optionText: 'email' }),
    customer_email: text({ readOnly: true }),
    note: text({ rules: { maxLength: 250 }, multiline: true }),
    disabled: boolean({ only: 'update' }),
    status: choice(GIFT_CARD_STATUSES, { ...made, filter: true }),
    /** Its issue and uses, oldest first: answered by the get alone. */
    transactions: rows(
      {
        kind: choice(['issue', 'use'], { rules: { required: true } }),
        amount: money({ rules: { required: true } }),
        order_id: text(),
        created_at: text({ rules: { required: true } }),
      },
      { readOnly: true, detail: true },
    ),
  },
  // The table is older than its declaration (20261123_gift_card_tables); `q` is the module's own search.
  storage: { table: 'gift_cards', since: '20261123', search: false },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 25, page: { max: 200 } },
  menu: {
    label: 'resources.gift_cards.menu',
    group: 'settings',
    order: 45,
    description: 'resources.gift_cards.description',
  },
  strings: () => import('./giftCard.i18n').then((m) => m.giftCardMessages),
});

/** The gift card calls (the app's entries: method, path and flags). */
export const giftCardRoutes = giftCard.routes;

export type GiftCard = DeclaredRecord<typeof giftCard>;
