/**
 * Mail: SPEC §7 Email templates (the shop's templates, and POST /email/send/order?type=…),
 * the outbox the merchant reads (ours, not in SPEC §7), and the SEND-MAIL worker that
 * sends queued mails through SMTP.
 */
import { mailContract as mailRoutes } from '../../../resources/mail/mail.contract';
import { GatewayError, notFound } from '../../lib/errors';
import { keptWrite, restorable } from '../../lib/history';
import { defineModule } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { SEND_MAIL, sendMailJob, toOutboxMail } from '../../mail/mailer';
import { closeTransports } from '../../mail/transport';
import { emailTemplateRoutes } from './email.serve';
import { mailMigrations } from './mail.tables';
import { readNotifications, writeNotifications } from '../../mail/notifications';
import { sendOrderMail } from '../../mail/orderMail';
import { notificationContract as notificationRoutes } from '../../../resources/notification/notification.contract';

export const mailModule = defineModule({
  name: 'mail',
  migrations: mailMigrations,
  shopTables: ['email_templates', 'outbox'],
  jobs: (deps) => ({ [SEND_MAIL]: sendMailJob(deps) }),
  routes: (app, deps) => {
    const { db } = deps;
    app.addHook('onClose', async () => closeTransports());
    emailTemplateRoutes(app, deps);

    serve(app, deps, mailRoutes.sendOrder, async ({ query, body, user }) => {
      // The shop is named in the body: another user's shop is 404, as on a path.
      const shop = await ownedShop(db, user.id, body.shop_id);
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', body.order_id)
        .where('shop_id', '=', shop.id)
        .executeTakeFirst();
      if (!order || order.abandoned) throw notFound();
      if (!order.email) throw new GatewayError(400, 'This order has no e-mail address', { code: 'order.no_email' });
      if (query.type === 'payment_reminder' && order.payment_status === 'paid') {
        throw new GatewayError(400, 'This order is already paid', { code: 'order.already_paid' });
      }
      const kind = query.type === 'payment_reminder' ? 'payment_reminder' : 'order_confirmation';
      return { data: { mail: await sendOrderMail(deps, shop, order, kind) } };
    });

    restorable('notifications', {
      route: notificationRoutes.update,
      params: () => ({}),
      body: (state) => ({ events: state.events }),
    });
    serve(app, deps, notificationRoutes.get, async ({ shopId }) => ({
      data: { events: await readNotifications(db, shopId) },
    }));
    serve(app, deps, notificationRoutes.update, async ({ body, shopId }) => {
      // Issue 27: the shop's notification settings as saved are a version, with the save.
      await keptWrite(
        db,
        { shopId, resource: 'notifications', recordId: shopId, action: 'update' },
        (trx) => writeNotifications(trx, shopId, body.events),
        async (trx) => ({ events: await readNotifications(trx, shopId) }),
      );
      return { data: { events: await readNotifications(db, shopId) } };
    });

    serve(app, deps, mailRoutes.outbox, async ({ query, shopId }) => {
      let q = db.selectFrom('outbox').where('shop_id', '=', shopId);
      if (query.kind) q = q.where('kind', '=', query.kind);
      if (query.order_id) q = q.where('order_id', '=', query.order_id);
      const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
      return { data: { mails: rows.map(toOutboxMail), total: Number(total), page: query.page, limit: query.limit } };
    });

    serve(app, deps, mailRoutes.outboxGet, async ({ params, shopId }) => {
      const row = await db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', params.mail_id)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { data: toOutboxMail(row) };
    });
  },
});
