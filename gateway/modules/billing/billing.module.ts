/**
 * Plan and billing (ours), and the SPEC §4 lifecycle jobs: choosing a plan charges it
 * through the payment seam (a sandbox by default) and extends expired_at by the plan's
 * months from whichever is later, now or the current expiry; an invoice records it.
 */
import type { Selectable } from 'kysely';
import { billingContract as billingRoutes } from '../../../resources/billing/billing.contract';
import {
  BILLING_CURRENCY,
  PLAN_IDS,
  PLANS,
  type Invoice,
  type PlanId,
} from '../../../resources/billing/billing.schema';
import { GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule } from '../../lib/module';
import { serve } from '../../lib/serve';
import { billingMigrations, type PlanInvoiceTable } from './billing.tables';
import { ensureLifecycleJob, LIFECYCLE_CHANNEL, lifecycleJob } from './lifecycle';
import { planPaymentProvider } from './payment';
import { listPage, pageOf } from '../../lib/shopRows';

const plans = () => PLAN_IDS.map((id) => ({ id, ...PLANS[id], currency: BILLING_CURRENCY }));

const toInvoice = (row: Selectable<PlanInvoiceTable>): Invoice => ({
  ...row,
  _id: row.id,
  plan: row.plan as PlanId,
  status: row.status === 'paid' ? 'paid' : 'failed',
  amount: Number(row.amount),
});

/** The date `months` calendar months after `from` (UTC). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export const billingModule = defineModule({
  name: 'billing',
  migrations: billingMigrations,
  shopTables: ['plan_invoices'],
  jobs: (deps) => ({
    [LIFECYCLE_CHANNEL]: lifecycleJob(deps.db, deps.queue),
  }),
  routes: (app, deps) => {
    const { db } = deps;
    // The first lifecycle check runs as soon as a worker is up; then every LIFECYCLE_EVERY_MS.
    app.addHook('onReady', async () => ensureLifecycleJob(db, deps.queue, new Date()));

    const shopOf = (shopId: string) =>
      db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();

    serve(app, deps, billingRoutes.plan, async ({ shopId }) => {
      const shop = await shopOf(shopId);
      return {
        data: {
          plan: (PLAN_IDS as readonly string[]).includes(shop.plan ?? '') ? (shop.plan as PlanId) : null,
          expired_at: shop.expired_at,
          deleted: Boolean(shop.deleted),
          delete_at: shop.delete_at,
          plans: plans(),
        },
      };
    });

    serve(app, deps, billingRoutes.subscribe, async ({ body, shopId, reply }) => {
      const shop = await shopOf(shopId);
      const plan = PLANS[body.plan];
      const provider = planPaymentProvider();
      const result = await provider.charge({
        shopId,
        plan: body.plan,
        amount: plan.price,
        currency: BILLING_CURRENCY,
        description: `${shop.name}: ${body.plan}`,
      });
      if (!result.approved) throw new GatewayError(402, 'The payment was declined', { code: 'billing.declined' });
      const start = new Date(Math.max(Date.now(), Date.parse(shop.expired_at) || 0));
      const end = addMonths(start, plan.months);
      const at = nowIso();
      const row: Selectable<PlanInvoiceTable> = {
        id: newId(),
        shop_id: shopId,
        number: '',
        plan: body.plan,
        amount: plan.price,
        currency: BILLING_CURRENCY,
        period_start: start.toISOString(),
        period_end: end.toISOString(),
        status: 'paid',
        provider: provider.name,
        reference: result.reference,
        shop_name: shop.name,
        created_at: at,
      };
      await db.transaction().execute(async (trx) => {
        const { n } = await trx
          .selectFrom('plan_invoices')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow();
        row.number = `INV-${shop.handle.slice(0, 12).toUpperCase()}-${String(Number(n) + 1).padStart(4, '0')}`;
        await trx.insertInto('plan_invoices').values(row).execute();
        await trx
          .updateTable('shops')
          .set({ expired_at: row.period_end, plan: body.plan, updated_at: at })
          .where('id', '=', shopId)
          .execute();
      });
      reply.code(201);
      return { data: { invoice: toInvoice(row), expired_at: row.period_end } };
    });

    serve(app, deps, billingRoutes.invoices, async ({ query, shopId }) => {
      const q = db.selectFrom('plan_invoices').where('shop_id', '=', shopId);
      const { rows, total } = await listPage(q, query, { by: 'created_at', dir: 'desc' });
      return { data: { invoices: rows.map(toInvoice), ...pageOf(total, query) } };
    });

    serve(app, deps, billingRoutes.invoice, async ({ params, shopId }) => {
      const row = await db
        .selectFrom('plan_invoices')
        .selectAll()
        .where('id', '=', params.invoice_id)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { data: toInvoice(row) };
    });
  },
});
