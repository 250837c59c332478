/**
 * Issue 28: `Idempotency-Key` on the calls that create, take money, send mail or start a job
 * (core/route.ts takesIdempotencyKey). serve() claims the key before the handler runs and
 * keeps its answer; the same key again, for the same user and shop within 24 hours, answers
 * that first result (status, body, a few headers) without running the handler.
 *
 * - Another request (route, path, query or body) with a used key: 422 `idempotency.key_reused`.
 * - The first one still running: 409 `idempotency.in_flight` with Retry-After.
 * - Keys live in `idempotency_keys`: every instance on the database shares them, and its
 *   unique index (user, shop, key) lets only one of two simultaneous requests claim a key.
 * - Kept: 2xx answers and the handler's refusals (4xx), as Stripe does. Not kept, so that a
 *   retry does the work: 5xx, 409 (a concurrent change) and 429 (throttled); the claim is
 *   given back. A claim left by a process that died is taken over after CLAIM_LEASE_MS.
 * - Expired keys are purged on write (one indexed range delete per claim).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { takesIdempotencyKey, type ContractRoute } from '../../core/route';
import type { Db } from '../db';
import { errorAnswer, GatewayError, isContention } from './errors';
import { newId } from './ids';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim older than this, still without an answer, was left by a process that stopped: taken over. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Headers of the first answer that a replay gives again. */
const KEPT_HEADERS = ['content-type', 'location', 'content-disposition', 'etag', 'retry-after'];
/** Visible ASCII, 1 to 255 characters (a UUID is what the app sends). */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

export interface Claim {
  id: string;
  db: Db;
}

/** A replayed answer: what the first request was answered. */
export interface Replay {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** JSON with object keys sorted, so that `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests the same: the route, the path as sent, the query and the body. */
function fingerprint(route: ContractRoute, req: FastifyRequest): string {
  const path = req.url.split('?')[0];
  return createHash('sha256')
    .update(canonical([route.id, path, req.query ?? {}, req.body ?? null]))
    .digest('hex');
}

/** The request's key, when the route takes one and it sent one; 400 on a malformed key. */
export function idempotencyKey(route: ContractRoute, req: FastifyRequest): string | undefined {
  if (!takesIdempotencyKey(route)) return undefined;
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY_FORMAT.test(key)) {
    const message = 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, say).';
    throw new GatewayError(400, 'Please check data fields!', {
      errors: { 'Idempotency-Key': { message: 'app.validation.invalid' } },
      messages: { 'Idempotency-Key': message },
    });
  }
  return key;
}

const inFlight = () =>
  new GatewayError(
    409,
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    { code: 'idempotency.in_flight' },
    { 'retry-after': '1' },
  );

const reused = () =>
  new GatewayError(
    422,
    'This Idempotency-Key was already used for another request (another call, path, query or body). Send a new key with a new request.',
    { code: 'idempotency.key_reused' },
  );

/**
 * Claims the key for this request: a Claim to run the handler with, or the first request's
 * answer to replay. Throws 409 while that one runs and 422 when the key named another request.
 */
export async function claimKey(
  db: Db,
  route: ContractRoute,
  req: FastifyRequest,
  key: string,
  userId: string,
  shopId: string,
): Promise<Claim | Replay> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  await db.deleteFrom('idempotency_keys').where('expires_at', '<', iso(now)).execute();
  const print = fingerprint(route, req);
  const id = newId();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      id,
      user_id: userId,
      shop_id: shopId,
      key,
      fingerprint: print,
      route: route.id,
      created_at: iso(now),
      expires_at: iso(now + IDEMPOTENCY_TTL_MS),
      locked_until: iso(now + CLAIM_LEASE_MS),
    })
    .onConflict((oc) => oc.columns(['user_id', 'shop_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id, db };
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .where('key', '=', key)
    .executeTakeFirst();
  // Purged or given back between the insert and this read: that request is over; ask again.
  if (!row) return claimKey(db, route, req, key, userId, shopId);
  if (row.fingerprint !== print) throw reused();
  if (row.status_code !== null) {
    return { status: row.status_code, headers: JSON.parse(row.headers ?? '{}'), body: row.body ?? '' };
  }
  if (row.locked_until && row.locked_until < iso(now)) {
    // The claim's process stopped without an answer: take it over (one instance wins the update).
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ locked_until: iso(now + CLAIM_LEASE_MS) })
      .where('id', '=', row.id)
      .where('locked_until', '=', row.locked_until)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { id: row.id, db };
  }
  throw inFlight();
}

export const isReplay = (claim: Claim | Replay): claim is Replay => 'status' in claim;

/** Sends a kept answer again, marked as a replay. */
export function sendReplay(reply: FastifyReply, replay: Replay): FastifyReply {
  reply.code(replay.status).headers(replay.headers).header('idempotent-replayed', 'true');
  return reply.send(replay.body);
}

async function keep(claim: Claim, status: number, headers: Record<string, string>, body: string): Promise<void> {
  await claim.db
    .updateTable('idempotency_keys')
    .set({ status_code: status, headers: JSON.stringify(headers), body, locked_until: null })
    .where('id', '=', claim.id)
    .execute();
}

/** Gives the key back: the request did not finish, a retry with it does the work. */
export async function releaseKey(claim: Claim): Promise<void> {
  await claim.db.deleteFrom('idempotency_keys').where('id', '=', claim.id).execute();
}

/** Waits before each new try at keeping an answer that met another connection's lock. */
const KEEP_RETRY_MS = [25, 100, 400];

/**
 * Keeps the handler's answer (already serialised) with the headers a replay repeats. The work is
 * done and committed by now, so a failure here must not become an error answer: a 503 (the
 * database busy) would have the app send the request again, and once the claim's lock ran out the
 * retry would do the work a second time (a second offer, seen in e2e). Contention is tried again;
 * if the answer still cannot be kept it is logged, and the caller gets the answer all the same.
 */
export async function keepAnswer(claim: Claim, reply: FastifyReply, body: string): Promise<void> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await keep(claim, reply.statusCode, headers, body);
    } catch (error) {
      if (!isContention(error) || attempt >= KEEP_RETRY_MS.length) {
        reply.log?.error({ err: error }, 'idempotency: the answer was sent but could not be kept');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, KEEP_RETRY_MS[attempt]));
    }
  }
}

/** The handler failed: its refusal is kept (a 4xx other than 409 and 429); anything else gives the key back. */
export async function keepFailure(claim: Claim, error: unknown): Promise<void> {
  const refusal =
    error instanceof GatewayError && error.statusCode < 500 && error.statusCode !== 409 && error.statusCode !== 429;
  if (!refusal) return releaseKey(claim);
  const headers = { 'content-type': 'application/json; charset=utf-8', ...error.headers };
  await keep(claim, error.statusCode, headers, JSON.stringify(errorAnswer(error)));
}

/**
 * After the handler: keeps its answer (serialised here, so the replay is byte for byte the
 * same) and answers what the caller is to send. An answer already sent (a stream, a file) or
 * a Buffer cannot be kept: the key is given back.
 */
export async function finishClaim(
  claim: Claim,
  reply: FastifyReply,
  answer: unknown,
  serialize: ((answer: unknown) => string) | null | undefined,
): Promise<unknown> {
  if (reply.sent || Buffer.isBuffer(answer)) {
    await releaseKey(claim);
    return answer;
  }
  if (typeof answer === 'string' || answer == null) {
    await keepAnswer(claim, reply, answer ?? '');
    return answer;
  }
  const text = serialize ? serialize(answer) : JSON.stringify(answer);
  if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
  await keepAnswer(claim, reply, text);
  return text;
}
