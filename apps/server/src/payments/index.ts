import type { Clock } from '../clock.ts';
import type { BillingConfig } from '../config.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

export type { PaymentProvider } from './payment-provider.ts';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in local test checkout. */
export function createPaymentProvider(
  billing: BillingConfig,
  deps: { clock: Clock; publicUrl: string },
): PaymentProvider {
  return billing.stripe ? new StripePaymentProvider(billing.stripe) : new LocalPaymentProvider(deps);
}
