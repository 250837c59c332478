/**
 * The storefront's newsletter sign-up (SPEC §1 preferences, "news_letter"; issue 31 item 4):
 * with the preference on, every page of the store carries a small form (an e-mail field)
 * that posts to `/newsletter` on the store's own host. The address becomes a customer of the
 * shop who accepts marketing (an existing customer with that e-mail, case ignored, is marked
 * so; nothing else of theirs changes), and the shopper comes back to the page they were on
 * with a line saying it worked, or that the address is not valid. No script: a plain form,
 * so it works with every theme and under the storefront's CSP (`form-action 'self'`).
 * Counted per client address like the calls made before sign-in, so the form cannot be used
 * to fill a shop with addresses.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { hit } from '../../lib/counters';
import { emailKey, newCustomerRow } from '../../lib/customers';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/text';
import { EMAIL_PATTERN } from '../../../core/validation';
import { escapeHtml } from './storefront.html';

export const NEWSLETTER_PATH = '/newsletter';
/** Sign-ups per client address and hour. */
const PER_ADDRESS = { max: 20, windowMs: 60 * 60_000 };
/** An e-mail field and a page path fit in far less; a bigger body is refused unread. */
const MAX_BODY = 4096;
const MAX_EMAIL = 254;

type Outcome = 'subscribed' | 'invalid' | 'limited';

const TEXT: Record<'en' | 'vi', Record<'heading' | 'label' | 'submit' | Outcome, string>> = {
  en: {
    heading: 'Subscribe to our newsletter',
    label: 'Email',
    submit: 'Subscribe',
    subscribed: 'Thank you: you are subscribed.',
    invalid: 'Email is invalid.',
    limited: 'Too many requests. Please wait a while and try again.',
  },
  vi: {
    heading: 'Đăng ký nhận bản tin',
    label: 'Email',
    submit: 'Đăng ký',
    subscribed: 'Cảm ơn bạn: bạn đã đăng ký nhận tin.',
    invalid: 'Email không hợp lệ.',
    limited: 'Quá nhiều yêu cầu. Vui lòng chờ một lúc rồi thử lại.',
  },
};

const OUTCOMES = new Set<string>(['subscribed', 'invalid', 'limited']);

/** The form every page shows while the preference is on, with the outcome of the last sign-up (`?newsletter=`). */
export function newsletterForm(language: string, path: string, outcome: string | undefined): string {
  const text = TEXT[language === 'vi' ? 'vi' : 'en'];
  const said = outcome && OUTCOMES.has(outcome) ? (outcome as Outcome) : undefined;
  const status = said
    ? `<p class="newsletter__status newsletter__status--${said}" role="${said === 'subscribed' ? 'status' : 'alert'}">${escapeHtml(text[said])}</p>`
    : '';
  return [
    `<section class="newsletter page-width" aria-labelledby="newsletter-heading">`,
    `<h2 id="newsletter-heading">${escapeHtml(text.heading)}</h2>`,
    `<form method="post" action="${NEWSLETTER_PATH}">`,
    `<input type="hidden" name="return_to" value="${escapeHtml(path)}">`,
    `<label for="newsletter-email">${escapeHtml(text.label)}</label> `,
    `<input id="newsletter-email" type="email" name="email" required maxlength="${MAX_EMAIL}" autocomplete="email"> `,
    `<button type="submit">${escapeHtml(text.submit)}</button>`,
    `</form>${status}</section>`,
  ].join('');
}

/** The posted form's fields, or undefined when the body is too big to be the form. */
async function formOf(req: FastifyRequest): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Back to the page the form was on (a path of this store only), saying how it went. */
function back(reply: FastifyReply, returnTo: string | null, outcome: Outcome) {
  const path = returnTo && /^\/(?!\/)[^\s\\]*$/.test(returnTo) ? returnTo.split('#')[0] : '/';
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('newsletter', outcome);
  return reply.redirect(`${pathname}?${params}#newsletter-heading`, 303);
}

/** POST /newsletter on a store's host: the shop's sign-up, while its preference is on. */
export async function subscribe(db: Db, req: FastifyRequest, reply: FastifyReply, shopId: string, enabled: boolean) {
  if (!enabled) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  const form = await formOf(req);
  if (!form) return reply.code(413).type('text/plain; charset=utf-8').send('Payload Too Large');
  const returnTo = form.get('return_to');
  const { count } = await hit(db, `newsletter:${req.ip}`, PER_ADDRESS.windowMs);
  if (count > PER_ADDRESS.max) return back(reply, returnTo, 'limited');
  const email = (form.get('email') ?? '').trim();
  if (!email || email.length > MAX_EMAIL || !EMAIL_PATTERN.test(email) || email.includes('\u0000'))
    return back(reply, returnTo, 'invalid');
  const at = new Date().toISOString();
  const signUp = db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('customers')
      .select(['id', 'accepts_marketing'])
      .where('shop_id', '=', shopId)
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    if (found) {
      if (!found.accepts_marketing)
        await trx
          .updateTable('customers')
          .set((eb) => ({ accepts_marketing: 1, updated_at: at, version: eb('version', '+', 1) }))
          .where('id', '=', found.id)
          .execute();
      return;
    }
    const row = newCustomerRow(
      newId(),
      shopId,
      {
        first_name: email.split('@')[0],
        last_name: '',
        email,
        phone: null,
        company: null,
        address: null,
        tags: ['newsletter'],
        note: null,
        accepts_marketing: true,
      },
      at,
    );
    await trx.insertInto('customers').values(row).execute();
  });
  // The same address sent twice at once: the other sign-up made the customer.
  await signUp.catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
  });
  return back(reply, returnTo, 'subscribed');
}
