/**
 * The strings of orders, fulfillments, customers and the outbox: English and Vietnamese
 * have the same keys and placeholders, every literal key the screens use exists, and so
 * does every timeline message the gateway sends and every refusal code it answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMessages } from './app.i18n';
import { refusalMessages } from './refusals.i18n';
import { leaves, parityProblems, type MessageTree as Tree } from './parity';
import { validationMessages } from './validation.i18n';
import { customerMessages } from '../resources/customer/customer.i18n';
import { fulfillmentMessages } from '../resources/order/fulfillment.i18n';
import { mailMessages } from '../resources/mail/mail.i18n';
import { MAIL_KINDS } from '../resources/mail/mail.schema';
import { orderMessages } from '../resources/order/order.i18n';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type TimelineEntry } from '../resources/order/order.schema';

const resources = {
  orders: orderMessages,
  fulfillments: fulfillmentMessages,
  customers: customerMessages,
  mails: mailMessages,
};
const enKeys = new Set([
  ...Object.entries(resources).flatMap(([name, m]) => leaves(m.en as Tree, `resources.${name}.`).map(([k]) => k)),
  ...leaves(appMessages.en as unknown as Tree).map(([k]) => k),
  ...leaves(refusalMessages.en as Tree, 'app.').map(([k]) => k),
  ...leaves(validationMessages.en as unknown as Tree, 'app.').map(([k]) => k),
]);

describe.each(Object.entries(resources))('messages of %s', (_name, module) => {
  it('has the same keys, no empty message and the same %{placeholders} in English and Vietnamese', () => {
    expect(parityProblems(module.en, module.vi)).toEqual([]);
  });
});

describe('order and customer screens', () => {
  const folders = ['order', 'customer', 'mail'].map((f) => path.join(__dirname, '../resources', f));
  // With the shared UI those screens show with the orders' strings.
  const shared = ['OrderFields.tsx', 'OrderLoadError.tsx', 'AddressLines.tsx'].map((f) =>
    path.join(__dirname, '../src/components', f),
  );
  const sources = [
    ...folders.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
        .map((f) => path.join(dir, f)),
    ),
    ...shared,
  ];

  it('use only keys that exist in English (and so in Vietnamese)', () => {
    const used = sources.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /['"`]((?:resources\.(?:orders|fulfillments|customers|mails)|app\.(?:message|order|customer|validation))\.[\w.]+)['"`]/g,
        ),
      ].map((m) => m[1]),
    );
    expect(used.length).toBeGreaterThan(100);
    expect([...new Set(used)].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('has every import key the shared CSV import dialog and report ask for', () => {
    // Those components build `${prefix}.import.*` keys, so the literal-key scan above cannot see them.
    const shared = ['CsvImportDialog.tsx', 'CsvImportReport.tsx']
      .map((f) => readFileSync(path.join(__dirname, '../src/components', f), 'utf8'))
      .join('');
    const keys = [...shared.matchAll(/\$\{prefix\}\.(import\.\w+)/g)].map((m) => `resources.customers.${m[1]}`);
    expect(keys.length).toBeGreaterThan(10);
    expect([...new Set(keys)].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('name every status, payment status, payment method and mail kind', () => {
    const keys = [
      ...ORDER_STATUSES.flatMap((s) => [`resources.orders.status.${s}`, `resources.orders.tabs.${s}`]),
      ...PAYMENT_STATUSES.map((s) => `resources.orders.payment_status.${s}`),
      ...PAYMENT_METHODS.map((m) => `resources.orders.payment_method.${m}`),
      ...MAIL_KINDS.map((k) => `resources.mails.kind.${k}`),
    ];
    expect(keys.filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('say every timeline event the gateway writes and every refusal code it answers', () => {
    const types: TimelineEntry['type'][] = [
      'created',
      'status_changed',
      'payment_status_changed',
      'refunded',
      'fulfilled',
      'fulfillment_updated',
      'fulfillment_deleted',
      'mail_sent',
      'completed',
      'updated',
    ];
    const codes = [
      'order.cannot_delete',
      'order.not_abandoned',
      'order.no_email',
      'order.not_fulfillable',
      'order.already_paid',
      'order.draft_completed',
      'customer.in_use',
      'customer.import.missing_columns',
    ];
    expect(
      [...types.map((t) => `resources.orders.timeline.${t}`), ...codes.map((c) => `app.${c}`)].filter(
        (k) => !enKeys.has(k),
      ),
    ).toEqual([]);
  });
});
