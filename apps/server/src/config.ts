import { resolve } from 'node:path';
import { FEATURE_FLAG_NAMES, type FeatureFlags } from '@quizmaker/contracts';
import { resolveBilling, type BillingConfig } from './config/billing.ts';
import { invalidConfiguration } from './config/config-error.ts';
import { persistedSecret, resolveDatabase, type DatabaseConfig } from './config/data-dir.ts';
import { resolveDocuments, resolveUploads, type DocumentsConfig, type UploadsConfig } from './config/documents.ts';
import { parseEnv, type Env } from './config/env.ts';
import { resolveGeneration, type GenerationConfig } from './config/generation.ts';
import { resolveStorage, type StorageConfig } from './config/storage.ts';

// The settings of one area (its types, defaults and cross-checks) live in config/<area>.ts; this module
// assembles them and is the one the rest of the server imports.
export type { BillingConfig, TokenPackConfig } from './config/billing.ts';
export { ConfigError } from './config/config-error.ts';
export type { DocumentsConfig, UploadsConfig } from './config/documents.ts';
export type { GenerationConfig } from './config/generation.ts';
export type { S3StorageConfig, StorageConfig } from './config/storage.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  /** ANSWER_SECRET; never logged or sent (answer-shuffles.ts derives the shuffle key from it). */
  answerSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  admin?: { username: string; email: string; password: string };
  seedDemo?: boolean;
  /** Origins other pages may call the API from (CORS_ORIGINS); unset: only PUBLIC_URL's (the server's own is always allowed). */
  corsOrigins: string[];
  /**
   * Which peers may set X-Forwarded-For/-Proto (Fastify's trustProxy): by default proxies on the
   * loopback and private networks only, so a client on the Internet cannot pick its own address
   * (and escape per-address login throttling and rate limits) by sending the header itself.
   */
  trustProxy: boolean | string;
  /** Longest a client may take to send a whole request (a slow upload is cut off with 408). */
  requestTimeoutSeconds: number;
  /**
   * Requests one client address may have in flight at once (CLIENT_MAX_CONCURRENT_REQUESTS); more
   * answer 429 at once, so slow requests from one address cannot take every connection.
   */
  maxConcurrentRequestsPerClient: number;
  /** Live sessions ping every WebSocket this often and drop one that did not answer the previous ping (LIVE_HEARTBEAT_SECONDS). */
  liveHeartbeatSeconds: number;
  /** Live sockets one address may open per rate-limit window (LIVE_CONNECTIONS_PER_MINUTE), instead of the API's limit. */
  liveConnectionsPerMinute: number;
  logLevel: Env['LOG_LEVEL'];
  /** METRICS_TOKEN; never logged or sent. */
  metricsToken?: string;
  /**
   * On SIGTERM/SIGINT the process stops taking connections, finishes the requests in flight, lets
   * jobs checkpoint and closes its pools; past this deadline it exits with 1 all the same.
   */
  shutdownTimeoutSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  redisUrl?: string;
  rateLimit: { max: number; windowSeconds: number };
  loginThrottle: { maxFailures: number; windowMinutes: number };
  /** Per hour: registrations from one client address, reset mails to one address and asked for by one client. */
  accountLimits: {
    registrationsPerHourPerIp: number;
    resetMailsPerHourPerAddress: number;
    resetMailsPerHourPerIp: number;
  };
  /**
   * The outbox keeps a copy of every mail with its single-use links redacted (keepLinks, a development
   * switch, keeps them readable); delivered copies are deleted after retentionDays.
   */
  mailOutbox: { retentionDays: number; keepLinks: boolean };
  webDistDir?: string;
  /** Question images only from our media store (IMAGES_FROM_OWN_STORE_ONLY): no other host learns who looks at a question. */
  imagesFromOwnStoreOnly: boolean;
  features: FeatureFlags;
  billing: BillingConfig;
  documents: DocumentsConfig;
  uploads: UploadsConfig;
  /** Where uploaded files are kept: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  generation: GenerationConfig;
  jobRunner: 'auto' | 'database' | 'pg-boss';
}

/** TRUST_PROXY: true/false, or a comma-separated list of addresses, CIDRs and proxy-addr names. */
function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  const admin = resolveAdmin(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: resolveDatabase(e.DATABASE_URL, dataDir),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    ...(e.ANSWER_SECRET ? { answerSecret: e.ANSWER_SECRET } : {}),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    ...(admin ? { admin } : {}),
    ...(e.SEED_DEMO === undefined ? {} : { seedDemo: e.SEED_DEMO }),
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',').map((origin) => origin.trim())
      : [new URL(publicUrl).origin],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    maxConcurrentRequestsPerClient: e.CLIENT_MAX_CONCURRENT_REQUESTS,
    liveHeartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS,
    liveConnectionsPerMinute: e.LIVE_CONNECTIONS_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    mailFrom: e.MAIL_FROM,
    publicUrl,
    ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    loginThrottle: { maxFailures: e.LOGIN_MAX_FAILURES, windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES },
    accountLimits: {
      registrationsPerHourPerIp: e.REGISTRATIONS_PER_HOUR_PER_IP,
      resetMailsPerHourPerAddress: e.PASSWORD_RESETS_PER_HOUR_PER_ADDRESS,
      resetMailsPerHourPerIp: e.PASSWORD_RESETS_PER_HOUR_PER_IP,
    },
    mailOutbox: { retentionDays: e.MAIL_OUTBOX_RETENTION_DAYS, keepLinks: e.MAIL_OUTBOX_KEEP_LINKS },
    ...(e.WEB_DIST_DIR ? { webDistDir: resolve(e.WEB_DIST_DIR) } : {}),
    imagesFromOwnStoreOnly: e.IMAGES_FROM_OWN_STORE_ONLY,
    features: resolveFeatures(e),
    billing: resolveBilling(e),
    documents: resolveDocuments(e),
    uploads: resolveUploads(e),
    storage: resolveStorage(e, dataDir),
    generation: resolveGeneration(e),
    jobRunner: e.JOB_RUNNER,
  };
}

/** FEATURE_FLAGS switches flags on; FEATURE_ADVANCED_ANALYTICS, when set, decides advancedAnalytics either way. */
function resolveFeatures(e: Env): FeatureFlags {
  const features = Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, (e.FEATURE_FLAGS ?? []).includes(name)]),
  ) as FeatureFlags;
  if (e.FEATURE_ADVANCED_ANALYTICS !== undefined) {
    features.advancedAnalytics = e.FEATURE_ADVANCED_ANALYTICS;
  }
  return features;
}

function resolveAdmin(e: Env): Config['admin'] {
  const given = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD].filter(Boolean).length;
  if (given === 0) {
    return undefined;
  }
  if (given !== 3 || !e.ADMIN_USERNAME || !e.ADMIN_EMAIL || !e.ADMIN_PASSWORD) {
    throw invalidConfiguration(['ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  }
  return { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD };
}
