/** A real SMTP server on loopback (smtp-server) that keeps what it receives, for gateway tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtp(options: { rejectRcpt?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo: (address, _session, callback) =>
      address.address === options.rejectRcpt
        ? callback(Object.assign(new Error('5.1.1 mailbox unavailable (secret server words)'), { responseCode: 550 }))
        : callback(),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The headers of a raw message (unfolded), by lower-case name. */
export function headers(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return Object.fromEntries(
    head.split(/\r?\n/).map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i).toLowerCase(), l.slice(i + 1).trim()];
    }),
  );
}

/** Decodes RFC 2047 words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=). */
export const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** The decoded parts of a multipart message, by content type. */
export function parts(raw: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(headers(raw)['content-type'] ?? '')?.[1];
  if (!boundary) return {};
  const out: Record<string, string> = {};
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const h = headers(`${head}\n\n`);
    const body = rest.join('\n\n');
    const type = (h['content-type'] ?? '').split(';')[0];
    const enc = (h['content-transfer-encoding'] ?? '').toLowerCase();
    out[type] =
      enc === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : enc === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8')
          : body;
  }
  return out;
}
