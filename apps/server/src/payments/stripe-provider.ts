import type { SubscriptionStatus } from '@quizmaker/contracts';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  ProviderUnavailableError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscription,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local fake or stripe-mock), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

// Only the fields we read; Stripe adds fields freely and API versions move some of them.
const idOf = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const CheckoutSessionObject = z
  .object({
    id: z.string(),
    mode: z.string().nullish(),
    payment_status: z.string().nullish(),
    amount_total: z.number().nullish(),
    currency: z.string().nullish(),
    client_reference_id: z.string().nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
    payment_intent: idOf.nullish(),
  })
  .loose();
const ChargeObject = z
  .object({ id: z.string(), payment_intent: idOf.nullish(), amount: z.number(), amount_refunded: z.number() })
  .loose();
const Period = z.object({ start: z.number(), end: z.number() }).loose();
const InvoiceObject = z
  .object({
    id: z.string(),
    customer: idOf.nullish(),
    subscription: idOf.nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: idOf.nullish() }).loose().nullish() })
      .loose()
      .nullish(),
    lines: z
      .object({ data: z.array(z.object({ period: Period.nullish() }).loose()) })
      .loose()
      .nullish(),
    period_start: z.number().nullish(),
    period_end: z.number().nullish(),
    billing_reason: z.string().nullish(),
  })
  .loose();
const SubscriptionObject = z
  .object({
    id: z.string(),
    status: z.string(),
    current_period_start: z.number().nullish(),
    current_period_end: z.number().nullish(),
    items: z
      .object({
        data: z.array(
          z
            .object({
              id: z.string(),
              current_period_start: z.number().nullish(),
              current_period_end: z.number().nullish(),
            })
            .loose(),
        ),
      })
      .loose()
      .nullish(),
    latest_invoice: z
      .union([
        z.string(),
        z
          .object({
            confirmation_secret: z.object({ client_secret: z.string().nullish() }).loose().nullish(),
            payment_intent: z.union([z.string(), z.object({ client_secret: z.string().nullish() }).loose()]).nullish(),
          })
          .loose(),
      ])
      .nullish(),
  })
  .loose();

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Stripe: Checkout Sessions in payment mode, customers, subscriptions, and signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    const protocol = url?.protocol === 'http:' ? 'http' : 'https';
    this.#stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      appInfo: { name: 'quizmaker' },
      ...(url ? { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    });
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutResult> {
    const { pack } = request;
    const metadata = {
      paymentId: request.paymentId,
      userId: request.userId,
      packId: pack.id,
      tokens: String(pack.tokens),
    };
    const session = await this.#call(() =>
      this.#stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.userId,
          ...(request.email ? { customer_email: request.email } : {}),
          line_items: [
            pack.stripePriceId
              ? { price: pack.stripePriceId, quantity: 1 }
              : {
                  price_data: {
                    currency: pack.currency,
                    unit_amount: pack.priceCents,
                    product_data: { name: pack.name, metadata: { packId: pack.id } },
                  },
                  quantity: 1,
                },
          ],
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout:${request.paymentId}` },
      ),
    );
    if (!session.url) {
      throw new ProviderUnavailableError('Stripe returned a checkout session without a url');
    }
    return { sessionId: session.id, url: session.url };
  }

  async createCustomer(request: {
    userId: string;
    email: string | null;
    name: string | null;
    idempotencyKey: string;
  }): Promise<{ customerId: string }> {
    const customer = await this.#call(() =>
      this.#stripe.customers.create(
        {
          ...(request.email ? { email: request.email } : {}),
          ...(request.name ? { name: request.name } : {}),
          metadata: { userId: request.userId },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { customerId: customer.id };
  }

  async createSubscription(request: {
    userId: string;
    customerId: string;
    pack: CheckoutRequest['pack'];
    idempotencyKey: string;
  }): Promise<ProviderSubscription> {
    const subscription = await this.#call(() =>
      this.#stripe.subscriptions.create(
        {
          customer: request.customerId,
          items: [{ price: this.#priceOf(request.pack) }],
          payment_behavior: 'default_incomplete',
          metadata: { userId: request.userId, packId: request.pack.id },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return toProviderSubscription(subscription);
  }

  async updateSubscription(request: {
    subscriptionId: string;
    pack: CheckoutRequest['pack'];
    idempotencyKey: string;
  }): Promise<ProviderSubscription> {
    const current = SubscriptionObject.parse(
      await this.#call(() => this.#stripe.subscriptions.retrieve(request.subscriptionId)),
    );
    const item = current.items?.data[0];
    const updated = await this.#call(() =>
      this.#stripe.subscriptions.update(
        request.subscriptionId,
        {
          items: [{ ...(item ? { id: item.id } : {}), price: this.#priceOf(request.pack) }],
          metadata: { packId: request.pack.id },
          proration_behavior: 'create_prorations',
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return toProviderSubscription(updated);
  }

  async cancelSubscription(request: { subscriptionId: string; idempotencyKey: string }): Promise<ProviderSubscription> {
    const canceled = await this.#call(() =>
      this.#stripe.subscriptions.cancel(request.subscriptionId, {}, { idempotencyKey: request.idempotencyKey }),
    );
    return toProviderSubscription(canceled);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) {
      throw new WebhookSignatureError('missing Stripe-Signature');
    }
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'signature check failed');
    }
    return translateEvent({ id: event.id, type: event.type, object: event.data.object });
  }

  /** Subscriptions need a recurring Stripe price: the pack's configured stripePriceId. */
  #priceOf(pack: CheckoutRequest['pack']): string {
    if (!pack.stripePriceId) {
      throw new ProviderUnavailableError(`pack ${pack.id} has no stripePriceId for subscriptions`);
    }
    return pack.stripePriceId;
  }

  async #call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new ProviderUnavailableError(error instanceof Error ? error.message : 'Stripe call failed', {
        cause: error,
      });
    }
  }
}

const STATUS: Record<string, SubscriptionStatus> = {
  active: 'ACTIVE',
  trialing: 'ACTIVE',
  incomplete: 'INCOMPLETE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  paused: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
};

function toProviderSubscription(raw: unknown): ProviderSubscription {
  const subscription = SubscriptionObject.parse(raw);
  const item = subscription.items?.data[0];
  const invoice = subscription.latest_invoice;
  const clientSecret =
    invoice && typeof invoice === 'object'
      ? (invoice.confirmation_secret?.client_secret ??
        (typeof invoice.payment_intent === 'object' ? invoice.payment_intent?.client_secret : null) ??
        null)
      : null;
  return {
    subscriptionId: subscription.id,
    status: STATUS[subscription.status] ?? 'INCOMPLETE',
    currentPeriodStart: fromUnix(subscription.current_period_start ?? item?.current_period_start),
    currentPeriodEnd: fromUnix(subscription.current_period_end ?? item?.current_period_end),
    clientSecret,
  };
}

/** Stripe event -> PaymentEvent; unknown types and shapes become `ignored`. Exported for tests. */
export function translateEvent(event: { id: string; type: string; object: unknown }): PaymentEvent {
  const base = { id: event.id, provider: 'stripe' as const, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = CheckoutSessionObject.safeParse(event.object);
      if (!session.success || (session.data.mode && session.data.mode !== 'payment')) {
        return { ...base, kind: 'ignored' };
      }
      const s = session.data;
      if (s.payment_status !== 'paid') {
        return { ...base, kind: 'checkout.pending', sessionId: s.id };
      }
      return {
        ...base,
        kind: 'checkout.paid',
        sessionId: s.id,
        amountCents: s.amount_total ?? null,
        currency: s.currency?.toLowerCase() ?? null,
        packId: s.metadata?.packId ?? null,
        paymentId: s.metadata?.paymentId ?? null,
        userId: s.client_reference_id ?? s.metadata?.userId ?? null,
        providerPaymentId: s.payment_intent ?? null,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = CheckoutSessionObject.safeParse(event.object);
      return session.success
        ? { ...base, kind: 'checkout.failed', sessionId: session.data.id, reason: 'Asynchronous payment failed' }
        : { ...base, kind: 'ignored' };
    }
    case 'checkout.session.expired': {
      const session = CheckoutSessionObject.safeParse(event.object);
      return session.success
        ? { ...base, kind: 'checkout.cancelled', sessionId: session.data.id }
        : { ...base, kind: 'ignored' };
    }
    case 'charge.refunded': {
      const charge = ChargeObject.safeParse(event.object);
      if (!charge.success || !charge.data.payment_intent) {
        return { ...base, kind: 'ignored' };
      }
      return {
        ...base,
        kind: 'charge.refunded',
        chargeId: charge.data.id,
        providerPaymentId: charge.data.payment_intent,
        amountCents: charge.data.amount,
        amountRefundedCents: charge.data.amount_refunded,
      };
    }
    case 'invoice.paid': {
      const invoice = InvoiceObject.safeParse(event.object);
      const subscriptionId = invoice.success
        ? (invoice.data.parent?.subscription_details?.subscription ?? invoice.data.subscription ?? null)
        : null;
      if (!invoice.success || !subscriptionId) {
        return { ...base, kind: 'ignored' };
      }
      const period = invoice.data.lines?.data[0]?.period;
      return {
        ...base,
        kind: 'invoice.paid',
        invoiceId: invoice.data.id,
        subscriptionId,
        customerId: invoice.data.customer ?? null,
        billingReason: invoice.data.billing_reason ?? null,
        periodStart: fromUnix(period?.start ?? invoice.data.period_start),
        periodEnd: fromUnix(period?.end ?? invoice.data.period_end),
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = z.object({ id: z.string() }).loose().safeParse(event.object);
      return subscription.success
        ? { ...base, kind: 'subscription.deleted', subscriptionId: subscription.data.id }
        : { ...base, kind: 'ignored' };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}
