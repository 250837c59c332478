/**
 * Account mails (sign-up welcome, password reset, activation, e-mail change, confirming a
 * new address) from LiquidJS
 * templates in the user's language, rendered like the shop templates (render.ts), HTML
 * and text, and kept in the outbox. They belong to no shop, so they are the platform's
 * templates rather than a shop's editable ones. The user's language: that of their most
 * recent shop, else the request's Accept-Language, else English.
 */
import type { Db } from '../db';
import { newId, nowIso } from '../lib/ids';
import type { TemplateText } from './defaults';
import type { JobQueue } from '../jobs/queue';
import { PLATFORM_SHOP, SEND_MAIL } from './mailer';
import { renderMail } from './render';

export const ACCOUNT_MAILS = ['welcome', 'recover', 'activate', 'email_changed', 'verify_email'] as const;
export type AccountMail = (typeof ACCOUNT_MAILS)[number];
type Language = 'en' | 'vi';

const button = (label: string) =>
  `<p><a href="{{ link }}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${label}</a></p>`;

export const ACCOUNT_TEMPLATES: Record<Language, Record<AccountMail, TemplateText>> = {
  en: {
    welcome: {
      subject: 'Welcome, {{ user.first_name }}',
      html: `<h1>Welcome, {{ user.first_name }}</h1><p>Your account {{ user.email }} is ready. Create your first store to start selling.</p>${button('Open the back office')}`,
      text: 'Welcome, {{ user.first_name }}.\n\nYour account {{ user.email }} is ready. Create your first store to start selling: {{ link }}',
    },
    recover: {
      subject: 'Reset your password',
      html: `<p>Hello {{ user.first_name }},</p><p>Someone asked to reset the password of {{ user.email }}. If it was you, follow the link to choose a new password. The link works once, for 1 hour.</p>${button('Choose a new password')}<p>If it was not you, ignore this mail: your password stays the same.</p>`,
      text: 'Hello {{ user.first_name }},\n\nSomeone asked to reset the password of {{ user.email }}. If it was you, follow the link to choose a new password (it works once, for 1 hour): {{ link }}\n\nIf it was not you, ignore this mail.',
    },
    activate: {
      subject: 'Activate your account',
      html: `<p>Hello {{ user.first_name }},</p><p>Follow the link to activate your account {{ user.email }}.</p>${button('Activate my account')}`,
      text: 'Hello {{ user.first_name }},\n\nFollow the link to activate your account {{ user.email }}: {{ link }}',
    },
    verify_email: {
      subject: 'Confirm your new sign-in e-mail',
      html: `<p>Hello {{ user.first_name }},</p><p>Your account now signs in with {{ user.email }}. Follow the link to confirm this address.</p>${button('Confirm my e-mail')}<p>If you did not make this change, contact support at once.</p>`,
      text: 'Hello {{ user.first_name }},\n\nYour account now signs in with {{ user.email }}. Follow the link to confirm this address: {{ link }}\n\nIf you did not make this change, contact support at once.',
    },
    email_changed: {
      subject: 'Your sign-in e-mail was changed',
      html: '<p>Hello {{ user.first_name }},</p><p>The sign-in e-mail of your account was changed from {{ old_email }} to {{ user.email }}. If you did not do this, contact support at once.</p>',
      text: 'Hello {{ user.first_name }},\n\nThe sign-in e-mail of your account was changed from {{ old_email }} to {{ user.email }}. If you did not do this, contact support at once.',
    },
  },
  vi: {
    welcome: {
      subject: 'Chào mừng {{ user.first_name }}',
      html: `<h1>Chào mừng {{ user.first_name }}</h1><p>Tài khoản {{ user.email }} của bạn đã sẵn sàng. Hãy tạo cửa hàng đầu tiên để bắt đầu bán hàng.</p>${button('Mở trang quản trị')}`,
      text: 'Chào mừng {{ user.first_name }}.\n\nTài khoản {{ user.email }} của bạn đã sẵn sàng. Hãy tạo cửa hàng đầu tiên để bắt đầu bán hàng: {{ link }}',
    },
    recover: {
      subject: 'Đặt lại mật khẩu',
      html: `<p>Xin chào {{ user.first_name }},</p><p>Có người đã yêu cầu đặt lại mật khẩu cho {{ user.email }}. Nếu đó là bạn, hãy mở liên kết để chọn mật khẩu mới. Liên kết chỉ dùng được một lần, trong 1 giờ.</p>${button('Chọn mật khẩu mới')}<p>Nếu không phải bạn, hãy bỏ qua email này: mật khẩu của bạn không đổi.</p>`,
      text: 'Xin chào {{ user.first_name }},\n\nCó người đã yêu cầu đặt lại mật khẩu cho {{ user.email }}. Nếu đó là bạn, hãy mở liên kết để chọn mật khẩu mới (dùng được một lần, trong 1 giờ): {{ link }}\n\nNếu không phải bạn, hãy bỏ qua email này.',
    },
    activate: {
      subject: 'Kích hoạt tài khoản',
      html: `<p>Xin chào {{ user.first_name }},</p><p>Mở liên kết để kích hoạt tài khoản {{ user.email }}.</p>${button('Kích hoạt tài khoản')}`,
      text: 'Xin chào {{ user.first_name }},\n\nMở liên kết để kích hoạt tài khoản {{ user.email }}: {{ link }}',
    },
    verify_email: {
      subject: 'Xác nhận email đăng nhập mới',
      html: `<p>Xin chào {{ user.first_name }},</p><p>Tài khoản của bạn giờ đăng nhập bằng {{ user.email }}. Hãy mở liên kết để xác nhận địa chỉ này.</p>${button('Xác nhận email')}<p>Nếu không phải bạn thực hiện thay đổi này, hãy liên hệ bộ phận hỗ trợ ngay.</p>`,
      text: 'Xin chào {{ user.first_name }},\n\nTài khoản của bạn giờ đăng nhập bằng {{ user.email }}. Hãy mở liên kết để xác nhận địa chỉ này: {{ link }}\n\nNếu không phải bạn thực hiện thay đổi này, hãy liên hệ bộ phận hỗ trợ ngay.',
    },
    email_changed: {
      subject: 'Email đăng nhập của bạn đã thay đổi',
      html: '<p>Xin chào {{ user.first_name }},</p><p>Email đăng nhập của tài khoản đã đổi từ {{ old_email }} sang {{ user.email }}. Nếu không phải bạn thực hiện, hãy liên hệ bộ phận hỗ trợ ngay.</p>',
      text: 'Xin chào {{ user.first_name }},\n\nEmail đăng nhập của tài khoản đã đổi từ {{ old_email }} sang {{ user.email }}. Nếu không phải bạn thực hiện, hãy liên hệ bộ phận hỗ trợ ngay.',
    },
  },
};

const LINKS: Record<AccountMail, string> = {
  welcome: '/shop/select',
  recover: '/reset-password',
  activate: '/verify-email',
  email_changed: '/account/security',
  verify_email: '/verify-email',
};

export async function userLanguage(db: Db, userId: string, acceptLanguage?: string): Promise<Language> {
  const shop = await db
    .selectFrom('shops')
    .select('language')
    .where('owner_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (shop?.language === 'vi' || shop?.language === 'en') return shop.language;
  return /^\s*vi\b/i.test(acceptLanguage ?? '') ? 'vi' : 'en';
}

export interface AccountMailInput {
  user: { id: string; first_name: string; last_name: string; email: string };
  /** Where the mail goes; default the user's address. */
  to?: string;
  /** The platform's public address (PUBLIC_BASE_URL) the links start with. */
  base: string;
  language: Language;
  vars?: Record<string, unknown>;
  /** A single-use token the link carries (`?token=`): password reset, e-mail confirmation. */
  token?: string;
}

/** The SMTP side of account mails: with SMTP_URL they are sent by the SEND-MAIL job (as the platform, no shop). */
export interface AccountMailDelivery {
  smtp: boolean;
  queue: Pick<JobQueue, 'publish'>;
}

/**
 * Renders an account mail and keeps it in the outbox; with SMTP it is queued and the
 * SEND-MAIL job sends it (jobs of the platform carry the empty shop id, PLATFORM_SHOP).
 */
export async function queueAccountMail(
  db: Db,
  kind: AccountMail,
  input: AccountMailInput,
  delivery?: AccountMailDelivery,
): Promise<void> {
  const { user, base, language } = input;
  const vars = {
    user: { first_name: user.first_name, last_name: user.last_name, email: user.email },
    link: `${base}${LINKS[kind]}${input.token ? `?token=${encodeURIComponent(input.token)}` : ''}`,
    ...input.vars,
  };
  const mail = await renderMail(ACCOUNT_TEMPLATES[language][kind], vars, language);
  const smtp = Boolean(delivery?.smtp);
  const id = newId();
  await db
    .insertInto('outbox')
    .values({
      id,
      user_id: user.id,
      shop_id: null,
      to_email: input.to ?? user.email,
      kind,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      created_at: nowIso(),
      transport: smtp ? 'smtp' : 'outbox',
      status: smtp ? 'queued' : 'kept',
      error_code: null,
    })
    .execute();
  if (smtp && delivery) await delivery.queue.publish(SEND_MAIL, PLATFORM_SHOP, user.id, { mail_id: id });
}
