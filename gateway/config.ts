/** Gateway configuration, from the environment; every default is the embedded one. */
import path from 'node:path';
import { storageConfigFromEnv, type StorageConfig } from './storage/storage.config';
import type { HashPoolSettings } from './lib/hashPool';
import {
  apiRateLimitsFromEnv,
  hashPoolFromEnv,
  rateLimitsFromEnv,
  type ApiRateLimits,
  type RateLimits,
} from './lib/limits';

/** How the gateway's start line begins, printed once it listens (tests/e2e/support/gateway.ts waits for it). */
export const LISTENING_LINE = 'Shop back office: ';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Folder of the embedded SQLite file and object store. */
  dataDir: string;
  /** postgres://… to use PostgreSQL; otherwise SQLite at `${dataDir}/shop.sqlite`. */
  databaseUrl?: string;
  /**
   * postgres://… of a streaming replica (DATABASE_READ_URL; PostgreSQL only): reports,
   * analytics, the overview and exports read there (gateway/db/readDb.ts); none: the primary.
   */
  databaseReadUrl?: string;
  /** SQLite file; ':memory:' for tests. */
  sqliteFile: string;
  /** HMAC secret for tokens; generated once and kept in the database when not given. */
  jwtSecret?: string;
  /** Key of payment secrets at rest (PAYMENT_SECRET_KEY); generated once and kept in the database when not given. */
  paymentSecretKey?: string;
  /** Token max age in seconds (SPEC §9: 64000). */
  tokenMaxAge: number;
  /** Days of trial a new shop gets. */
  trialDays: number;
  /** Built SPA to serve; none in API-only tests. */
  staticDir?: string;
  /** scrypt cost as log2(N); OWASP: 17. */
  scryptLogN: number;
  logger: boolean;
  /** CSV imports above this many bytes run as a job (IMPORT_JOB_BYTES, default 1 MB). */
  importJobBytes?: number;
  /** Lease of a claimed job (JOB_LEASE_MS, default 60 s): how soon a job whose worker died runs again. */
  jobLeaseMs?: number;
  /** SIGTERM: how long requests in flight and the running job may take before the process is cut (STOP_GRACE_MS, 10 s). */
  stopGraceMs?: number;
  /** Where log lines go (stdout when not given); tests read the error lines from here. */
  logStream?: NodeJS.WritableStream;
  /**
   * Read the client address from X-Forwarded-For. Only behind a proxy that sets it:
   * otherwise any caller could name a fresh address per attempt and escape the
   * sign-in lock-out, which counts failures per account and address.
   */
  trustProxy?: boolean;
  /** Where images go (gateway/storage); none: /app/config answers storage null. */
  storage?: StorageConfig;
  /** smtp://user:pass@host:587 or smtps://…:465: order mails go out; none: they stay in the outbox. */
  smtpUrl?: string;
  /** Envelope sender (and From address, with the shop's name) of mails when SMTP is set; Reply-To is the shop. */
  mailFrom?: string;
  /**
   * Public address of the platform (PUBLIC_BASE_URL), for links in mails to customers (the
   * abandoned-checkout recovery link) when a shop has no public domain. Default: this server.
   */
  publicBaseUrl?: string;
  /** Rate limits of the calls made before sign-in (gateway/lib/limits.ts); none: off. */
  rateLimits?: RateLimits;
  /** Issue 29: rate limits of the authenticated calls, per token and per shop (gateway/lib/apiLimits.ts); none: off. */
  apiRateLimits?: ApiRateLimits;
  /** Password hashing threads and queue (gateway/lib/hashPool.ts); none: the defaults. */
  hashPool?: HashPoolSettings;
  /** Check every 2xx answer against its route's response schema (CHECK_RESPONSES=1; tests and e2e). */
  checkResponses?: boolean;
  /** Custom domains (gateway/modules/domain): DNS servers to verify with, and the records merchants enter. */
  domains?: DomainSettings;
}

export interface DomainSettings {
  /** 'host' or 'host:port' (DNS_SERVERS, comma-separated); none: the system's resolvers. */
  dnsServers?: string[];
  /** The A record value for the domain itself (DOMAIN_A_RECORD). */
  aRecord: string;
  /** The CNAME target for www.<domain> (DOMAIN_CNAME). */
  cname: string;
}

export function domainSettingsFromEnv(env: NodeJS.ProcessEnv): DomainSettings {
  const servers = (env.DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    ...(servers.length ? { dnsServers: servers } : {}),
    aRecord: env.DOMAIN_A_RECORD || '203.0.113.10',
    cname: env.DOMAIN_CNAME || 'shops.storefront-host.net',
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    sqliteFile: env.SQLITE_FILE ?? path.join(dataDir, 'shop.sqlite'),
    jwtSecret: env.JWT_SECRET || undefined,
    paymentSecretKey: env.PAYMENT_SECRET_KEY || undefined,
    tokenMaxAge: 64000,
    trialDays: Number(env.TRIAL_DAYS ?? 14),
    staticDir: env.STATIC_DIR ?? path.resolve('dist'),
    scryptLogN: Number(env.SCRYPT_LOG_N ?? 17),
    logger: env.LOG === '1',
    trustProxy: env.TRUST_PROXY === '1',
    storage: storageConfigFromEnv(env, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined,
    rateLimits: rateLimitsFromEnv(env),
    apiRateLimits: apiRateLimitsFromEnv(env),
    hashPool: hashPoolFromEnv(env),
    checkResponses: env.CHECK_RESPONSES === '1',
    domains: domainSettingsFromEnv(env),
    importJobBytes: env.IMPORT_JOB_BYTES ? Number(env.IMPORT_JOB_BYTES) : undefined,
    jobLeaseMs: env.JOB_LEASE_MS ? Number(env.JOB_LEASE_MS) : undefined,
    stopGraceMs: env.STOP_GRACE_MS ? Number(env.STOP_GRACE_MS) : undefined,
  };
}
