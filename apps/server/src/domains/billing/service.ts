import type { Clock } from '../../clock.ts';
import type { BillingConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/database.ts';
import type { CounterStore } from '../../http/counters.ts';
import { createPaymentProvider } from '../../payments/index.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { CheckoutService } from './checkout.ts';
import { EstimateService, pricePastedTextOnly, type GenerationPricingInput } from './estimate.ts';
import { LedgerService } from './ledger.ts';
import { SubscriptionsService } from './subscriptions.ts';
import { PaymentEventsService } from './webhooks.ts';

export interface BillingServices {
  config: BillingConfig;
  provider: PaymentProvider;
  ledger: LedgerService;
  events: PaymentEventsService;
  checkout: CheckoutService;
  subscriptions: SubscriptionsService;
  estimates: EstimateService;
  /** Credits the registration bonus inside the transaction that inserts the user. */
  grantSignupBonus(tx: Tx, userId: string): Promise<void>;
}

export interface BillingDeps {
  db: Db;
  clock: Clock;
  config: BillingConfig;
  publicUrl: string;
  counters: CounterStore;
  log?: { warn(object: unknown, message: string): void; info(object: unknown, message: string): void };
  provider?: PaymentProvider;
  /** How the estimate prices a request (characters and total questions); see estimate.ts. */
  pricingInput?: GenerationPricingInput;
}

/** Wires the billing services: one ledger, one provider, one event path. */
export function createBillingServices(deps: BillingDeps): BillingServices {
  const { db, clock, config } = deps;
  const provider = deps.provider ?? createPaymentProvider(config, { clock, publicUrl: deps.publicUrl });
  const ledger = new LedgerService({
    db,
    clock,
    enabled: config.enabled,
    reservationTtlMinutes: config.reservationTtlMinutes,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const events = new PaymentEventsService({
    db,
    clock,
    ledger,
    refundAllowNegative: config.refundAllowNegative,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const checkout = new CheckoutService({
    db,
    clock,
    provider,
    events,
    counters: deps.counters,
    packs: config.packs,
    publicUrl: deps.publicUrl,
    checkoutRateLimitPerMinute: config.checkoutRateLimitPerMinute,
  });
  const subscriptions = new SubscriptionsService({
    db,
    clock,
    provider,
    events,
    ledger,
    findPack: (id) => checkout.findPack(id),
  });
  const estimates = new EstimateService({ pricingInput: deps.pricingInput ?? pricePastedTextOnly });
  return {
    config,
    provider,
    ledger,
    events,
    checkout,
    subscriptions,
    estimates,
    async grantSignupBonus(tx, userId) {
      if (!config.enabled || config.signupBonusTokens <= 0) {
        return;
      }
      await ledger.credit(
        {
          userId,
          type: 'BONUS',
          source: 'REGISTRATION',
          amountTokens: config.signupBonusTokens,
          idempotencyKey: `registration-bonus:${userId}`,
        },
        tx,
      );
    },
  };
}
