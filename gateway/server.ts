/**
 * One Fastify app: the gateway API (SPEC §7), /openapi.json, and the built SPA with a
 * history-mode fallback. Everything it needs is passed in, so tests build it on a
 * temporary database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { GatewayConfig } from './config';
import type { Db } from './db';
import { openReadDatabase } from './db/readDb';
import fastifyCompress from '@fastify/compress';
import { databaseBusy, errorAnswer, GatewayError, isContention } from './lib/errors';
import { staticOptions } from './lib/servedFile';
import { openApiDocument } from './lib/openapi';
import { registerSecurityHeaders } from './lib/securityHeaders';
import type { ModuleDeps } from './lib/module';
import { modules, moduleSheets, moduleShopTables } from './modules';
import { JobQueue, type JobHandler } from './jobs/queue';
import { ApiLimiter } from './lib/apiLimits';

export interface AppDeps {
  config: GatewayConfig;
  db: Db;
  /** Where lag-tolerant reads go (db/readDb.ts openReadDatabase); none: a read-only view of `db`. */
  readDb?: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
    /** Issue 29: the authenticated calls' rate limits, when on (tests call its sync()). */
    apiLimits?: ApiLimiter;
  }
}

export async function tokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const row = await db.selectFrom('key_values').select('value').where('key', '=', 'jwt_secret').executeTakeFirst();
  if (row) return row.value;
  const value = randomBytes(32).toString('hex');
  await db
    .insertInto('key_values')
    .values({ key: 'jwt_secret', value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('key_values')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return stored.value;
}

/** What every module is given; the job queue with every module's job handlers registered. */
export async function buildModuleDeps({ config, db, readDb }: AppDeps): Promise<ModuleDeps> {
  // The replica's pool is opened (and closed) by whoever owns the primary's: main.ts, worker.ts, tests.
  if (config.databaseReadUrl && !readDb) throw new Error('DATABASE_READ_URL is set: open it with openReadDatabase');
  const jobHandlers = new Map<string, JobHandler>();
  const queue = new JobQueue(db, jobHandlers, { leaseMs: config.jobLeaseMs });
  const deps: ModuleDeps = {
    db,
    readDb: readDb ?? (await openReadDatabase({}, db)).readDb,
    config,
    jwtSecret: await tokenSecret(db, config.jwtSecret),
    served: [],
    queue,
    jobHandlers,
    checkResponses: config.checkResponses,
    shopTables: moduleShopTables(),
    sheets: moduleSheets(),
  };
  for (const module of modules) {
    for (const [channel, handler] of Object.entries(module.jobs?.(deps) ?? {})) jobHandlers.set(channel, handler);
  }
  return deps;
}

export async function buildApp({ config, db, readDb }: AppDeps): Promise<FastifyInstance> {
  // Without LOG=1 only errors are logged: every 500 still leaves a line with its request id.
  const app = Fastify({
    logger: { level: config.logger ? 'info' : 'error', ...(config.logStream ? { stream: config.logStream } : {}) },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 5 * 1024 * 1024,
  });
  const deps = await buildModuleDeps({ config, db, readDb });
  const { queue } = deps;
  app.decorate('queue', queue);
  if (config.apiRateLimits) {
    const limiter = new ApiLimiter(db, config.apiRateLimits, (err) => app.log.error({ err }, 'rate limit sync failed'));
    deps.apiLimits = limiter;
    app.decorate('apiLimits', limiter);
    // Before the database closes: what this instance counted goes to the shared rows.
    app.addHook('onClose', async () => limiter.close());
  }
  await registerSecurityHeaders(app, config.storage);
  app.addHook('onClose', async () => queue.stop(config.stopGraceMs));
  // Graceful stop (issue 28): once closing, every answer ends its connection. Otherwise a
  // keep-alive client of a request in flight holds the server open (keepAliveTimeout 72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    if (isContention(error)) {
      req.log.warn({ err: error, method: req.method, url: req.url }, 'database busy: answered 503');
      error = databaseBusy();
    }
    if (error instanceof GatewayError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorAnswer(error));
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error, method: req.method, url: req.url }, 'request failed');
    return reply.code(status).send({
      statusCode: status,
      error: status === 500 ? 'Internal Server Error' : 'Bad Request',
      message: status === 500 ? 'Something went wrong! Please try again later' : error.message,
      ...(status === 500 ? { request_id: req.id } : {}),
    });
  });

  // JSON answers compressed (br, gzip) above 1 KiB; files come compressed from the build.
  // Brotli at quality 2 for answers made per request: on a product list page it costs about
  // half of quality 4's CPU for 1–5 % more bytes (measured: 22 KiB page 4,355 → 4,386 B;
  // 13.8 KiB bench page 1,140 → 1,193 B), still smaller than gzip at its default level;
  // quality 11 is for build time.
  // Answers up to 64 KiB are compressed in one synchronous call (a list page: ~0.1 ms) rather
  // than through a zlib stream on the thread pool (~1.5 ms a page on 2 cores); the default
  // bound on a 2-core host is 8 KiB, below a product list page.
  // Request bodies are not decompressed (`globalDecompression: false`): no client sends
  // them compressed, and its hook ran on every request.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  for (const module of modules) module.routes?.(app, deps);
  app.get('/openapi.json', async () => openApiDocument(deps.served));
  app.get('/healthz', async () => ({ ok: true }));

  const staticDir = config.staticDir;
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    const { default: fastifyStatic } = await import('@fastify/static');
    // index.html for / too: without it the directory answers 403 and the dashboard cannot be reloaded.
    // The .br/.gz copies made at build time are sent as they are (servedFile.ts: caching too).
    await app.register(fastifyStatic, { root: staticDir, wildcard: true, index: ['index.html'], ...staticOptions });
    // History mode: any GET that is not an API call or a file gets the SPA.
    app.setNotFoundHandler((req, reply) => {
      const accept = req.headers.accept ?? '';
      if (req.method === 'GET' && accept.includes('text/html')) return reply.sendFile('index.html');
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    });
  } else {
    app.setNotFoundHandler((_req, reply) =>
      reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' }),
    );
  }
  return app;
}
