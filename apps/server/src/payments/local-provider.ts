import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscription,
} from './payment-provider.ts';

export const LOCAL_PERIOD_DAYS = 30;

/**
 * The built-in provider used when no Stripe key is configured: checkout `url`s point at a test
 * payment page this server serves (/billing/checkout/{sessionId}); paying there produces the same
 * PaymentEvent a Stripe webhook would. Customers and subscriptions live only in our database;
 * monthly renewals are simulated on demand (admin hook) with `localInvoicePaid`.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(private readonly deps: { clock: Clock; publicUrl: string }) {}

  /**
   * The page lives on PUBLIC_URL; when the checkout started on another origin, the page is told
   * (`?return=`) and checks it again against the allowed origins before sending the browser there.
   */
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutResult> {
    // An executor, so an unparsable URL rejects the promise as the port's callers expect.
    return new Promise((resolve) => {
      const sessionId = `lcs_${randomUUID().replaceAll('-', '')}`;
      const page = `${this.deps.publicUrl}/billing/checkout/${sessionId}`;
      const returnOrigin = new URL(request.successUrl).origin;
      resolve({
        sessionId,
        url:
          returnOrigin === new URL(this.deps.publicUrl).origin
            ? page
            : `${page}?return=${encodeURIComponent(returnOrigin)}`,
      });
    });
  }

  createCustomer(): Promise<{ customerId: string }> {
    return Promise.resolve({ customerId: `lcus_${randomUUID().replaceAll('-', '')}` });
  }

  createSubscription(): Promise<ProviderSubscription> {
    const now = this.deps.clock.now();
    return Promise.resolve({
      subscriptionId: `lsub_${randomUUID().replaceAll('-', '')}`,
      status: 'ACTIVE',
      currentPeriodStart: now,
      currentPeriodEnd: addDays(now, LOCAL_PERIOD_DAYS),
      clientSecret: null,
    });
  }

  updateSubscription(request: { subscriptionId: string }): Promise<ProviderSubscription> {
    return Promise.resolve({
      subscriptionId: request.subscriptionId,
      status: 'ACTIVE',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      clientSecret: null,
    });
  }

  cancelSubscription(request: { subscriptionId: string }): Promise<ProviderSubscription> {
    return Promise.resolve({
      subscriptionId: request.subscriptionId,
      status: 'CANCELED',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      clientSecret: null,
    });
  }

  parseWebhook(): PaymentEvent {
    throw new WebhookSignatureError('the local provider receives no webhooks');
  }
}

/** The event the local checkout page's Pay button produces (one id per session: paying twice is one payment). */
export function localCheckoutPaid(payment: {
  id: string;
  userId: string;
  providerSessionId: string;
  amountCents: number;
  currency: string;
  packId: string;
}): PaymentEvent {
  return {
    kind: 'checkout.paid',
    id: `local:${payment.providerSessionId}:paid`,
    provider: 'local',
    type: 'checkout.session.completed',
    sessionId: payment.providerSessionId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    packId: payment.packId,
    paymentId: payment.id,
    userId: payment.userId,
    providerPaymentId: `lpi_${payment.id.replaceAll('-', '')}`,
  };
}

export function localCheckoutCancelled(sessionId: string): PaymentEvent {
  return {
    kind: 'checkout.cancelled',
    id: `local:${sessionId}:cancelled`,
    provider: 'local',
    type: 'checkout.session.expired',
    sessionId,
  };
}

/** A simulated paid invoice for period number `period` (1 = the first month) of a local subscription. */
export function localInvoicePaid(subscriptionId: string, period: number, periodStart: Date): PaymentEvent {
  return {
    kind: 'invoice.paid',
    id: `local:${subscriptionId}:period:${period}`,
    provider: 'local',
    type: 'invoice.paid',
    invoiceId: `lin_${subscriptionId}_${period}`,
    subscriptionId,
    customerId: null,
    billingReason: period === 1 ? 'subscription_create' : 'subscription_cycle',
    periodStart,
    periodEnd: addDays(periodStart, LOCAL_PERIOD_DAYS),
  };
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);
