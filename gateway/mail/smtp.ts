/**
 * A small SMTP client on node's net/tls (no dependency): smtps:// (TLS from the start) or
 * smtp:// with STARTTLS when the server offers it (?starttls=false to skip), AUTH PLAIN
 * when the URL has a user. One message per connection: order mails are few.
 */
import net from 'node:net';
import tls from 'node:tls';
import { randomBytes } from 'node:crypto';

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

interface Reply { code: number; lines: string[] }

class SmtpConnection {
  private buffer = '';
  private replies: Reply[] = [];
  private waiting: ((r: Reply) => void) | undefined;
  private failure: Error | undefined;
  private pending: string[] = [];

  constructor(public socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  private fail(error: Error) {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.({ code: 0, lines: [error.message] });
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.pending.push(line.slice(4));
      // "250-..." continues a reply; "250 ..." ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), lines: this.pending };
        this.pending = [];
        const waiting = this.waiting;
        this.waiting = undefined;
        if (waiting) waiting(reply);
        else this.replies.push(reply);
      }
    }
  }

  read(): Promise<Reply> {
    const next = this.replies.shift();
    if (next) return Promise.resolve(next);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = (r) => (r.code === 0 ? reject(this.failure) : resolve(r));
    });
  }

  async command(line: string | null, expect: number[]): Promise<Reply> {
    if (line !== null) this.socket.write(`${line}\r\n`);
    const reply = await this.read();
    if (!expect.includes(reply.code)) {
      throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'}: ${reply.code} ${reply.lines.join(' ')}`);
    }
    return reply;
  }
}

/** RFC 2047 for headers with non-ASCII text (Vietnamese subjects). */
const encodeHeader = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

const bareAddress = (address: string) => /<([^>]+)>/.exec(address)?.[1] ?? address;

/** 'Gốm Sứ <a@b.vn>' with the display name encoded. */
const encodeAddress = (address: string) => {
  const m = /^(.*?)\s*<([^>]+)>$/.exec(address);
  return m && m[1] ? `${encodeHeader(m[1].replace(/"/g, ''))} <${m[2]}>` : address;
};

export function formatMessage(message: SmtpMessage, host: string): string {
  const body = Buffer.from(message.text, 'utf8').toString('base64').replace(/.{1,76}/g, '$&\r\n');
  return [
    `From: ${encodeAddress(message.from)}`,
    `To: ${encodeAddress(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${host}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

function connect(url: URL, timeoutMs: number): Promise<net.Socket> {
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port || (secure ? 465 : 587));
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host: url.hostname, port, servername: url.hostname }, () => resolve(socket))
      : net.connect({ host: url.hostname, port }, () => resolve(socket));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
    socket.once('error', reject);
  });
}

export async function sendSmtp(smtpUrl: string, message: SmtpMessage, timeoutMs = 15_000): Promise<void> {
  const url = new URL(smtpUrl);
  const conn = new SmtpConnection(await connect(url, timeoutMs));
  const name = 'shop-back-office.local';
  try {
    await conn.command(null, [220]);
    let ehlo = await conn.command(`EHLO ${name}`, [250]);
    const offersTls = ehlo.lines.some((l) => /^STARTTLS/i.test(l));
    if (url.protocol === 'smtp:' && offersTls && url.searchParams.get('starttls') !== 'false') {
      await conn.command('STARTTLS', [220]);
      const plain = conn.socket;
      plain.removeAllListeners('data');
      plain.removeAllListeners('close');
      const secure = await new Promise<tls.TLSSocket>((resolve, reject) => {
        const s = tls.connect({ socket: plain, servername: url.hostname }, () => resolve(s));
        s.once('error', reject);
      });
      conn.attach(secure);
      ehlo = await conn.command(`EHLO ${name}`, [250]);
    }
    if (url.username) {
      const token = Buffer.from(`\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`).toString('base64');
      await conn.command(`AUTH PLAIN ${token}`, [235]);
    }
    await conn.command(`MAIL FROM:<${bareAddress(message.from)}>`, [250]);
    await conn.command(`RCPT TO:<${bareAddress(message.to)}>`, [250, 251]);
    await conn.command('DATA', [354]);
    await conn.command(`${formatMessage(message, name)}\r\n.`, [250]);
    await conn.command('QUIT', [221]).catch(() => undefined);
  } finally {
    conn.socket.destroy();
  }
}
