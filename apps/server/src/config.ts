import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FEATURE_FLAG_NAMES, type FeatureFlags } from '@quizmaker/contracts';
import { z } from 'zod';
import { OWNER_ONLY_DIRECTORY_MODE, OWNER_ONLY_FILE_MODE } from './storage/owner-only.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every environment variable the server reads, parsed once; README documents each. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Keys the shuffles a taker sees (answer-shuffles.ts); unset: derived from the token secret. */
  ANSWER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_USERNAME: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: booleanFlag.optional(),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: z.string().trim().min(1).default('loopback,linklocal,uniquelocal'),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  CLIENT_MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(100_000).default(50),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token for GET /metrics; unset: metrics only for loopback and TRUST_PROXY addresses. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().min(3).default('Quizmaker <no-reply@quizmaker.local>'),
  PUBLIC_URL: z.url().optional(),
  REDIS_URL: optionalText,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  REGISTRATIONS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESETS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESETS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(10),
  MAIL_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  MAIL_OUTBOX_KEEP_LINKS: booleanFlag.default(false),
  WEB_DIST_DIR: optionalText,
  IMAGES_FROM_OWN_STORE_ONLY: booleanFlag.default(true),
  FEATURE_FLAGS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(FEATURE_FLAG_NAMES, 'must list feature names from ' + FEATURE_FLAG_NAMES.join(', '))))
    .optional(),
  /** Issue 8's switch for the advancedAnalytics flag; when set it wins over FEATURE_FLAGS for that flag. */
  FEATURE_ADVANCED_ANALYTICS: booleanFlag.optional(),
  BILLING_ENABLED: booleanFlag.default(true),
  BILLING_SIGNUP_BONUS: z.coerce.number().int().min(0).max(1_000_000_000).default(100),
  BILLING_PACKS: optionalText,
  BILLING_RESERVATION_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  BILLING_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  BILLING_CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  BILLING_REFUND_ALLOW_NEGATIVE: booleanFlag.default(false),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url().optional(),
  DOCUMENT_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_000).default(150),
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(10_000_000).default(500),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  UPLOAD_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/files: several processes share them. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://s3.example.com' })
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,50}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  DOCUMENT_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(1500),
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
  EXTRACTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  EXTRACTION_MAX_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  EXTRACTION_MAX_CHARACTERS: z.coerce.number().int().min(1000).max(100_000_000).default(5_000_000),
  UPLOAD_PROCESSING_WAIT_SECONDS: z.coerce.number().min(0).max(120).default(10),
  JOB_RUNNER: z.enum(['auto', 'database', 'pg-boss']).default('auto'),
  AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  GENERATION_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
  GENERATION_DEADLINE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  GENERATION_MAX_PROVIDER_TOKENS: z.coerce.number().int().min(1000).max(100_000_000).default(500_000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
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

/** Uploads and extraction (DOCUMENT_*, EXTRACTION_*). */
export interface DocumentsConfig {
  maxUploadMegabytes: number;
  maxPages: number;
  workers: number;
  extractionTimeoutSeconds: number;
  extractionMaxMemoryMb: number;
  extractionMaxCharacters: number;
  /** How long an upload's answer waits for its processing (0: answer UPLOADED at once). */
  uploadProcessingWaitSeconds: number;
}

/** What one account may store and how often it may upload (STORAGE_QUOTA_MB, UPLOAD_RATE_*). */
export interface UploadsConfig {
  /** Documents and images together, per account; holders of STORAGE_UNLIMITED (administrators) have none. */
  quotaMegabytes: number;
  rateLimit: { max: number; windowSeconds: number };
}

export type StorageConfig = { kind: 'local'; directory: string } | ({ kind: 's3' } & S3StorageConfig);

/** An S3-compatible bucket (S3_*); no credentials: the AWS SDK's own chain (environment, instance role). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another store than AWS (MinIO, Ceph, R2, ...). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (`https://host/bucket/key`) rather than the host name, as most other stores need. */
  forcePathStyle: boolean;
}

/** Question generation (AI_PROVIDER, OPENAI_*, GENERATION_*). */
export interface GenerationConfig {
  provider: 'offline' | 'openai';
  openai: { baseUrl?: string; apiKey?: string; model: string; timeoutSeconds: number; maxRetries: number };
  workers: number;
  deadlineMinutes: number;
  maxProviderTokens: number;
}

/** One token pack for sale (BILLING_PACKS); stripePriceId null means the price is sent inline to Stripe. */
export interface TokenPackConfig {
  id: string;
  name: string;
  tokens: number;
  priceCents: number;
  currency: string;
  stripePriceId: string | null;
}

export interface BillingConfig {
  enabled: boolean;
  signupBonusTokens: number;
  packs: TokenPackConfig[];
  reservationTtlMinutes: number;
  sweepIntervalSeconds: number;
  checkoutRateLimitPerMinute: number;
  refundAllowNegative: boolean;
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
}

const TokenPacksSchema = z
  .array(
    z.object({
      id: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,100}$/, 'pack id: letters, digits, _ and - only'),
      name: z.string().trim().min(1).max(100),
      tokens: z.number().int().min(1),
      priceCents: z.number().int().min(0),
      currency: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, 'currency: a 3-letter code')
        .default('usd'),
      stripePriceId: z.string().trim().min(1).nullable().default(null),
    }),
  )
  .refine((packs) => new Set(packs.map((pack) => pack.id)).size === packs.length, 'pack ids must be unique');

/** The packs on sale when BILLING_PACKS is not set. */
export const DEFAULT_TOKEN_PACKS: TokenPackConfig[] = [
  { id: 'starter', name: 'Starter Pack', tokens: 1_000, priceCents: 500, currency: 'usd', stripePriceId: null },
  { id: 'growth', name: 'Growth Pack', tokens: 5_000, priceCents: 2_000, currency: 'usd', stripePriceId: null },
  { id: 'pro', name: 'Pro Pack', tokens: 10_000, priceCents: 3_500, currency: 'usd', stripePriceId: null },
];

export class ConfigError extends Error {}

/** TRUST_PROXY: true/false, or a comma-separated list of addresses, CIDRs and proxy-addr names. */
function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to an empty string counts as unset, as in most shells' `VAR= command`.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
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
    documents: {
      maxUploadMegabytes: e.DOCUMENT_MAX_UPLOAD_MB,
      maxPages: e.DOCUMENT_MAX_PAGES,
      workers: e.DOCUMENT_WORKERS,
      extractionTimeoutSeconds: e.EXTRACTION_TIMEOUT_SECONDS,
      extractionMaxMemoryMb: e.EXTRACTION_MAX_MEMORY_MB,
      extractionMaxCharacters: e.EXTRACTION_MAX_CHARACTERS,
      uploadProcessingWaitSeconds: e.UPLOAD_PROCESSING_WAIT_SECONDS,
    },
    uploads: {
      quotaMegabytes: e.STORAGE_QUOTA_MB,
      rateLimit: { max: e.UPLOAD_RATE_LIMIT, windowSeconds: e.UPLOAD_RATE_WINDOW_MINUTES * 60 },
    },
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

function resolveStorage(e: Env, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) {
    const strays = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (strays.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${strays.join(', ')} ${strays.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3`,
      );
    }
    return { kind: 'local', directory: resolve(dataDir, 'files') };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's own credentials)",
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function resolveGeneration(e: Env): GenerationConfig {
  if (e.AI_PROVIDER === 'openai' && !e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL of a local OpenAI-compatible server)',
    );
  }
  return {
    provider: e.AI_PROVIDER,
    openai: {
      ...(e.OPENAI_BASE_URL ? { baseUrl: e.OPENAI_BASE_URL } : {}),
      ...(e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY } : {}),
      model: e.OPENAI_MODEL,
      timeoutSeconds: e.OPENAI_TIMEOUT_SECONDS,
      maxRetries: e.OPENAI_MAX_RETRIES,
    },
    workers: e.GENERATION_WORKERS,
    deadlineMinutes: e.GENERATION_DEADLINE_MINUTES,
    maxProviderTokens: e.GENERATION_MAX_PROVIDER_TOKENS,
  };
}

function resolveBilling(e: Env): BillingConfig {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY',
    );
  }
  return {
    enabled: e.BILLING_ENABLED,
    signupBonusTokens: e.BILLING_SIGNUP_BONUS,
    packs: e.BILLING_PACKS ? parsePacks(e.BILLING_PACKS) : DEFAULT_TOKEN_PACKS,
    reservationTtlMinutes: e.BILLING_RESERVATION_TTL_MINUTES,
    sweepIntervalSeconds: e.BILLING_SWEEP_INTERVAL_SECONDS,
    checkoutRateLimitPerMinute: e.BILLING_CHECKOUT_RATE_LIMIT,
    refundAllowNegative: e.BILLING_REFUND_ALLOW_NEGATIVE,
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
          },
        }
      : {}),
  };
}

function parsePacks(text: string): TokenPackConfig[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('Invalid configuration:\n  BILLING_PACKS: must be a JSON array of packs');
  }
  const parsed = TokenPacksSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `BILLING_PACKS.${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data.map((pack) => ({ ...pack, currency: pack.currency.toLowerCase() }));
}

function resolveAdmin(e: Env): Config['admin'] {
  const given = [e.ADMIN_USERNAME, e.ADMIN_EMAIL, e.ADMIN_PASSWORD].filter(Boolean).length;
  if (given === 0) {
    return undefined;
  }
  if (given !== 3 || !e.ADMIN_USERNAME || !e.ADMIN_EMAIL || !e.ADMIN_PASSWORD) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  return { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD };
}

function resolveDatabase(url: string | undefined, dataDir: string): Config['database'] {
  if (!url) {
    return { kind: 'sqlite', file: resolve(dataDir, 'quizmaker.db') };
  }
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    return { kind: 'sqlite', file: path === ':memory:' ? path : resolve(path) };
  }
  return { kind: 'postgres', url };
}

/** Keeps a generated signing secret in DATA_DIR so restarts keep sessions valid. */
function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIRECTORY_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: OWNER_ONLY_FILE_MODE });
  return secret;
}
