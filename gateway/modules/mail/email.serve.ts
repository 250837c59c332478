/** SPEC §7 Email templates: list (cached), get, update, recover; and a test mail to the merchant (ours). */
import type { FastifyInstance } from 'fastify';
import { emailContract as emailRoutes } from '../../../resources/email/email.contract';
import { sampleVariables } from '../../../resources/email/email.sample';
import type { FieldErrors } from '../../../core/validation';
import { badRequest } from '../../lib/errors';
import { keptWrite, restorable } from '../../lib/history';
import { nowIso } from '../../lib/ids';
import type { ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { deliverMail } from '../../mail/mailer';
import { renderMail, syntaxError } from '../../mail/render';
import { getTemplate, listTemplates, recoverTemplate, saveTemplate } from '../../mail/templateStore';
import { moneyIn, shopUrl } from '../../mail/orderMail';

const shopOf = (deps: ModuleDeps, shopId: string) =>
  deps.db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();

/** A Liquid syntax error answers 400 on the field that has it. */
function checkSyntax(fields: Record<string, string | null | undefined>) {
  const errors: FieldErrors = {};
  for (const [name, source] of Object.entries(fields)) {
    if (source && syntaxError(source)) errors[name] = { message: 'resources.email_templates.validation.syntax' };
  }
  if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
}

/** Issue 27: a template's history is kept by its slug (a save, or a recover to the default, each a version). */
const template = (shopId: string, slug: string) =>
  ({ shopId, resource: 'email_templates', recordId: slug, action: 'update' }) as const;

export function emailTemplateRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  restorable('email_templates', {
    route: emailRoutes.update,
    params: () => ({}),
    body: (state) => ({ slug: state.slug, subject: state.subject, html: state.html, text: state.text }),
  });

  serve(app, deps, emailRoutes.list, async ({ shopId }) => {
    const templates = await listTemplates(db, await shopOf(deps, shopId));
    return { data: { templates, total: templates.length } };
  });

  serve(app, deps, emailRoutes.get, async ({ params, shopId }) => ({
    data: await getTemplate(db, await shopOf(deps, shopId), params.slug),
  }));

  serve(app, deps, emailRoutes.update, async ({ body, shopId }) => {
    checkSyntax({ subject: body.subject, html: body.html, text: body.text });
    const shop = await shopOf(deps, shopId);
    const words = { subject: body.subject, html: body.html, text: body.text };
    await keptWrite(
      db,
      template(shopId, body.slug),
      (trx) => saveTemplate(trx, shop, body.slug, words, nowIso()),
      (trx) => getTemplate(trx, shop, body.slug),
    );
    return { data: await getTemplate(db, shop, body.slug) };
  });

  serve(app, deps, emailRoutes.recover, async ({ body, shopId }) => {
    const shop = await shopOf(deps, shopId);
    await keptWrite(
      db,
      template(shopId, body.slug),
      (trx) => recoverTemplate(trx, shop, body.slug),
      (trx) => getTemplate(trx, shop, body.slug),
    );
    return { data: await getTemplate(db, shop, body.slug) };
  });

  serve(app, deps, emailRoutes.sendTest, async ({ body, shopId, user, reply }) => {
    checkSyntax({ subject: body.subject, html: body.html, text: body.text });
    const shop = await shopOf(deps, shopId);
    const saved = await getTemplate(db, shop, body.slug);
    const words = {
      subject: body.subject ?? saved.subject,
      html: body.html ?? saved.html,
      text: body.text ?? saved.text,
    };
    const vars = sampleVariables(
      { name: shop.name, email: shop.email, url: shopUrl(shop, deps.config) },
      shop.language,
      moneyIn(shop.language, shop.currency === 'VND' ? 1_250_000 : 86.5, shop.currency),
    );
    const rendered = await renderMail(words, vars, shop.language);
    const mail = await deliverMail(deps, {
      ...rendered,
      shopId,
      orderId: null,
      to: user.email,
      kind: 'test',
      userId: user.id,
    });
    reply.code(202);
    return { data: { mail } };
  });
}
