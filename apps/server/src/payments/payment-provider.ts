import type { PaymentProviderName, SubscriptionStatus } from '@quizmaker/contracts';
import type { TokenPackConfig } from '../config.ts';

/**
 * The payment provider port: what billing needs from a card processor. Two adapters exist —
 * `stripe` (Checkout Sessions, customers, subscriptions, signed webhooks) and `local` (a built-in
 * test checkout page the server itself serves). Both report payments as the same PaymentEvents,
 * which one code path (domains/billing/webhooks.ts) applies exactly once each.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutResult>;
  createCustomer(request: {
    userId: string;
    email: string | null;
    name: string | null;
    idempotencyKey: string;
  }): Promise<{ customerId: string }>;
  createSubscription(request: {
    userId: string;
    customerId: string;
    pack: TokenPackConfig;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  updateSubscription(request: {
    subscriptionId: string;
    pack: TokenPackConfig;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  cancelSubscription(request: { subscriptionId: string; idempotencyKey: string }): Promise<ProviderSubscription>;
  /** Verifies a webhook's signature and translates it; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface CheckoutRequest {
  paymentId: string;
  userId: string;
  email: string | null;
  pack: TokenPackConfig;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutResult {
  sessionId: string;
  url: string;
}

export interface ProviderSubscription {
  subscriptionId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  clientSecret: string | null;
}

interface EventBase {
  /** The provider's event id: each is applied once. */
  id: string;
  provider: PaymentProviderName;
  /** The provider's event type, kept for the record. */
  type: string;
}

/** A provider event, in the provider-neutral form billing applies. */
export type PaymentEvent =
  | (EventBase & {
      kind: 'checkout.paid';
      sessionId: string;
      amountCents: number | null;
      currency: string | null;
      packId: string | null;
      paymentId: string | null;
      userId: string | null;
      providerPaymentId: string | null;
    })
  | (EventBase & { kind: 'checkout.pending'; sessionId: string })
  | (EventBase & { kind: 'checkout.failed'; sessionId: string; reason: string })
  | (EventBase & { kind: 'checkout.cancelled'; sessionId: string })
  | (EventBase & {
      kind: 'charge.refunded';
      chargeId: string;
      providerPaymentId: string;
      amountCents: number;
      amountRefundedCents: number;
    })
  | (EventBase & {
      kind: 'invoice.paid';
      invoiceId: string;
      subscriptionId: string;
      /** The provider customer the invoice was billed to (null when the provider does not say). */
      customerId: string | null;
      /**
       * Why the provider billed it (Stripe's `billing_reason`): a period's invoice is
       * `subscription_create` or `subscription_cycle`; null when the provider does not say.
       */
      billingReason: string | null;
      periodStart: Date | null;
      periodEnd: Date | null;
    })
  | (EventBase & { kind: 'subscription.deleted'; subscriptionId: string })
  | (EventBase & { kind: 'ignored' });

/** A webhook whose signature does not verify (the route answers 401). */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the call (the route answers 503). */
export class ProviderUnavailableError extends Error {}
