/**
 * Mail delivery with nodemailer: one pooled SMTP transport per SMTP_URL (smtp:// with
 * STARTTLS when offered, smtps:// TLS from the start, user:pass for AUTH), an HTML part
 * and a text part (multipart/alternative). Addresses are given as { name, address }, so
 * a sender name with a comma or quotes is quoted by nodemailer, never split.
 * MAIL_FROM is the envelope sender (bounces come back to the platform); the From header
 * shows the shop's name at that address and Reply-To is the shop's own address.
 */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  /** The shop's name (display name of From and Reply-To). */
  shopName: string;
  /** The shop's address: Reply-To, and From when no MAIL_FROM is configured. */
  shopEmail: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

const transports = new Map<string, Transporter>();

/** The pooled transport of an SMTP URL, made once per process. */
export function smtpTransport(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 3,
      maxMessages: 100,
      host: url.hostname,
      port: Number(url.port || (secure ? 465 : 587)),
      secure,
      ignoreTLS: url.searchParams.get('starttls') === 'false',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      tls: { servername: url.hostname, rejectUnauthorized: url.searchParams.get('tls_verify') !== 'false' },
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes every pooled connection (app shutdown, tests). */
export function closeTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/** The bare address of 'Name <a@b.c>' or 'a@b.c'. */
export const bareAddress = (address: string): string => /<([^>]+)>\s*$/.exec(address)?.[1]?.trim() ?? address.trim();

/** The nodemailer message: headers, envelope and both parts. */
export function mailOptions(mailFrom: string | undefined, mail: OutgoingMail): SendMailOptions {
  const sender = bareAddress(mailFrom ?? mail.shopEmail);
  return {
    from: { name: mail.shopName, address: sender },
    replyTo: { name: mail.shopName, address: mail.shopEmail },
    to: mail.to,
    envelope: { from: sender, to: [mail.to] },
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
  };
}

export async function sendSmtp(smtpUrl: string, mailFrom: string | undefined, mail: OutgoingMail): Promise<string> {
  const info = await smtpTransport(smtpUrl).sendMail(mailOptions(mailFrom, mail));
  return String(info.messageId ?? '');
}
