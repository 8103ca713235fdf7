import type { PaymentProviderName, TokenTransactionSource } from '@quizmaker/contracts';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import type { LedgerService } from './ledger.ts';
import { billingRepository } from './repository.ts';

export interface PaymentEventsDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  refundAllowNegative: boolean;
  log?: { warn(object: unknown, message: string): void; info(object: unknown, message: string): void };
}

export interface AppliedEvent {
  outcome: string;
  /** true when this event id had been applied before: nothing changed now. */
  replayed: boolean;
}

/** Stripe's billing reasons of the invoice that pays one period of a subscription (the first, or a renewal). */
const PERIOD_INVOICE_REASONS = new Set(['subscription_create', 'subscription_cycle']);
const MISMATCH = 'The paid amount or pack does not match the pending payment';

export const ledgerSourceOf = (provider: PaymentProviderName): TokenTransactionSource =>
  provider === 'stripe' ? 'STRIPE' : 'LOCAL_CHECKOUT';

/**
 * Applies provider events (Stripe webhooks, the local checkout page, local renewals) through one
 * path. Each event id is recorded once in the same transaction as its effect, so a replay is a
 * no-op and a failure leaves no trace (Stripe then retries).
 */
export class PaymentEventsService {
  constructor(private readonly deps: PaymentEventsDeps) {}

  async apply(event: PaymentEvent): Promise<AppliedEvent> {
    const { db, clock } = this.deps;
    if (await billingRepository.eventExists(db, event.id)) {
      return { outcome: 'duplicate', replayed: true };
    }
    try {
      return await db.transaction().execute(async (tx) => {
        await billingRepository.insertEvent(tx, {
          id: event.id,
          provider: event.provider,
          type: event.type,
          outcome: 'processing',
          now: clock.now(),
        });
        const outcome = await this.#handle(tx, event);
        await billingRepository.setEventOutcome(tx, event.id, outcome);
        return { outcome, replayed: false };
      });
    } catch (error) {
      if (isUniqueViolation(error) && (await billingRepository.eventExists(db, event.id))) {
        return { outcome: 'duplicate', replayed: true };
      }
      throw error;
    }
  }

  async #handle(tx: Tx, event: PaymentEvent): Promise<string> {
    const now = this.deps.clock.now();
    switch (event.kind) {
      case 'checkout.paid': {
        const payment = await billingRepository.findPaymentBySession(tx, event.sessionId);
        if (!payment || payment.provider !== event.provider) {
          this.deps.log?.warn({ eventId: event.id, sessionId: event.sessionId }, 'paid checkout session is unknown');
          return 'unknown-session';
        }
        if (payment.status !== 'PENDING' && payment.status !== 'FAILED') {
          return 'already-settled';
        }
        const matches =
          event.amountCents === payment.amountCents &&
          event.currency?.toLowerCase() === payment.currency.toLowerCase() &&
          event.packId === payment.packId &&
          (event.paymentId === null || event.paymentId === payment.id) &&
          (event.userId === null || event.userId === payment.userId);
        if (!matches) {
          this.deps.log?.warn(
            {
              eventId: event.id,
              paymentId: payment.id,
              paid: { amountCents: event.amountCents, currency: event.currency, packId: event.packId },
            },
            'paid checkout session does not match its pending payment; not credited',
          );
          await billingRepository.updatePayment(tx, payment.id, { status: 'FAILED', failureReason: MISMATCH }, now);
          return 'rejected-mismatch';
        }
        await this.deps.ledger.credit(
          {
            userId: payment.userId,
            type: 'PURCHASE',
            source: ledgerSourceOf(payment.provider),
            amountTokens: payment.tokens,
            idempotencyKey: `checkout-session:${event.sessionId}`,
            refId: payment.id,
            meta: {
              packId: payment.packId,
              sessionId: event.sessionId,
              amountCents: payment.amountCents,
              currency: payment.currency,
            },
          },
          tx,
        );
        await billingRepository.updatePayment(
          tx,
          payment.id,
          {
            status: 'SUCCEEDED',
            creditedTokens: payment.tokens,
            providerPaymentId: event.providerPaymentId,
            failureReason: null,
          },
          now,
        );
        return 'credited';
      }
      case 'checkout.pending':
        return 'pending';
      case 'checkout.failed':
      case 'checkout.cancelled': {
        const payment = await billingRepository.findPaymentBySession(tx, event.sessionId);
        if (!payment) {
          return 'unknown-session';
        }
        if (payment.status !== 'PENDING') {
          return 'already-settled';
        }
        await billingRepository.updatePayment(
          tx,
          payment.id,
          event.kind === 'checkout.failed'
            ? { status: 'FAILED', failureReason: event.reason }
            : { status: 'CANCELLED' },
          now,
        );
        return event.kind === 'checkout.failed' ? 'failed' : 'cancelled';
      }
      case 'charge.refunded': {
        const payment = await billingRepository.findPaymentByProviderPayment(
          tx,
          event.provider,
          event.providerPaymentId,
        );
        if (!payment) {
          this.deps.log?.warn(
            { eventId: event.id, providerPaymentId: event.providerPaymentId },
            'refund for an unknown payment',
          );
          return 'unknown-payment';
        }
        const paidCents = event.amountCents > 0 ? event.amountCents : payment.amountCents;
        const refundedCents = Math.min(event.amountRefundedCents, paidCents);
        // Tokens to take back in total, in proportion to the money refunded so far (cumulative on Stripe).
        const totalTokens =
          paidCents > 0 ? Math.floor((payment.creditedTokens * refundedCents) / paidCents) : payment.creditedTokens;
        const tokens = totalTokens - payment.refundedTokens;
        if (tokens > 0) {
          await this.deps.ledger.refund(
            {
              userId: payment.userId,
              source: ledgerSourceOf(payment.provider),
              amountTokens: tokens,
              idempotencyKey: `refund:${event.chargeId}:${refundedCents}`,
              allowNegative: this.deps.refundAllowNegative,
              refId: payment.id,
              meta: { chargeId: event.chargeId, refundedCents, paidCents },
            },
            tx,
          );
        }
        await billingRepository.updatePayment(
          tx,
          payment.id,
          {
            status: refundedCents >= paidCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
            refundedTokens: Math.max(totalTokens, payment.refundedTokens),
          },
          now,
        );
        return tokens > 0 ? 'refunded' : 'refund-nothing-to-take';
      }
      case 'invoice.paid': {
        const subscription = await billingRepository.findSubscription(tx, event.subscriptionId);
        if (!subscription || subscription.provider !== event.provider) {
          this.deps.log?.warn(
            { eventId: event.id, subscriptionId: event.subscriptionId },
            'paid invoice of an unknown subscription',
          );
          return 'unknown-subscription';
        }
        // Stripe bills an invoice to the subscription's own customer; one billed to anyone else is
        // not a payment for this subscription (a misrouted or crafted event) and grants nothing.
        if (event.customerId !== null && event.customerId !== subscription.providerCustomerId) {
          this.deps.log?.warn(
            { eventId: event.id, subscriptionId: event.subscriptionId, customerId: event.customerId },
            'paid invoice billed to another customer than the subscription; not credited',
          );
          return 'rejected-customer-mismatch';
        }
        // Only an invoice for a whole period grants a period's tokens. Stripe also bills prorations
        // (a plan changed mid-period), usage thresholds and one-off manual invoices to a
        // subscription; none of them is a period's payment, and crediting one would give a full
        // period's tokens for a fraction of its price.
        if (event.billingReason !== null && !PERIOD_INVOICE_REASONS.has(event.billingReason)) {
          this.deps.log?.warn(
            { eventId: event.id, subscriptionId: event.subscriptionId, billingReason: event.billingReason },
            'paid invoice that is not a period of the subscription; not credited',
          );
          return 'not-a-period-invoice';
        }
        // A CANCELED subscription still gets the tokens of an invoice for a period it was live in:
        // Stripe delivers events out of order, and the last open invoice may be paid after the
        // cancellation (a retried or late payment, a final invoice). No invoice can be for a period
        // starting at or after its end: that one is refused.
        if (
          subscription.status === 'CANCELED' &&
          event.periodStart !== null &&
          subscription.currentPeriodEnd !== null &&
          event.periodStart.getTime() >= subscription.currentPeriodEnd.getTime()
        ) {
          this.deps.log?.warn(
            {
              eventId: event.id,
              subscriptionId: event.subscriptionId,
              periodStart: event.periodStart,
              endedAt: subscription.currentPeriodEnd,
            },
            'paid invoice for a period after the subscription ended; not credited',
          );
          return 'rejected-after-end';
        }
        const credit = await this.deps.ledger.credit(
          {
            userId: subscription.userId,
            type: 'PURCHASE',
            source: ledgerSourceOf(subscription.provider),
            amountTokens: subscription.tokensPerPeriod,
            idempotencyKey: `invoice:${event.invoiceId}`,
            refId: subscription.providerSubscriptionId,
            meta: {
              invoiceId: event.invoiceId,
              packId: subscription.packId,
              periodStart: event.periodStart?.toISOString() ?? null,
              periodEnd: event.periodEnd?.toISOString() ?? null,
            },
          },
          tx,
        );
        if (!credit.replayed) {
          await billingRepository.updateSubscription(
            tx,
            subscription.id,
            subscription.version,
            subscription.status === 'CANCELED'
              ? // Ended: the late invoice is counted, but neither revives it nor moves its end.
                { periodsGranted: subscription.periodsGranted + 1 }
              : {
                  status: 'ACTIVE',
                  periodsGranted: subscription.periodsGranted + 1,
                  ...(event.periodStart ? { currentPeriodStart: event.periodStart } : {}),
                  ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
                },
            now,
          );
        }
        return credit.replayed ? 'already-credited' : 'credited';
      }
      case 'subscription.deleted': {
        const subscription = await billingRepository.findSubscription(tx, event.subscriptionId);
        if (!subscription) {
          return 'unknown-subscription';
        }
        if (subscription.status !== 'CANCELED') {
          await billingRepository.updateSubscription(
            tx,
            subscription.id,
            subscription.version,
            { status: 'CANCELED' },
            now,
          );
        }
        return 'canceled';
      }
      case 'ignored':
        return 'ignored';
    }
  }
}
