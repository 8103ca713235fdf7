import { FEATURE_FLAG_NAMES } from '@quizmaker/contracts';
import { z } from 'zod';
import { invalidConfiguration } from './config-error.ts';

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
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Live sockets one client address may open per RATE_LIMIT_WINDOW_SECONDS: a hall of players behind one router. */
  LIVE_CONNECTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(3000),
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

/** Parses the variables; a bad value throws a ConfigError with one line per variable, named. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  // A variable set to an empty string counts as unset, as in most shells' `VAR= command`.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    throw invalidConfiguration(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}
