import { z } from 'zod';
import { invalidConfiguration } from './config-error.ts';
import type { Env } from './env.ts';

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

/** BILLING_* and STRIPE_*: Stripe needs its webhook secret, or a paid order could never be credited. */
export function resolveBilling(e: Env): BillingConfig {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw invalidConfiguration(['STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY']);
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
    throw invalidConfiguration(['BILLING_PACKS: must be a JSON array of packs']);
  }
  const parsed = TokenPacksSchema.safeParse(json);
  if (!parsed.success) {
    throw invalidConfiguration(
      parsed.error.issues.map((issue) => `BILLING_PACKS.${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data.map((pack) => ({ ...pack, currency: pack.currency.toLowerCase() }));
}
