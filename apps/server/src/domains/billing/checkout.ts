import { randomUUID } from 'node:crypto';
import {
  billingMessages,
  type BillingConfig,
  type CheckoutSessionBody,
  type CheckoutSessionCreated,
  type CheckoutSessionStatus,
  type TokenPack,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { TokenPackConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { authorizationError, conflict, fieldError, notFound, rateLimited, serviceUnavailable } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import { localCheckoutCancelled, localCheckoutPaid } from '../../payments/local-provider.ts';
import { ProviderUnavailableError, type PaymentProvider } from '../../payments/payment-provider.ts';
import { userAccounts } from '../users/accounts-service.ts';
import { billingAbilities } from './policy.ts';
import { billingRepository, type PaymentRecord } from './repository.ts';
import type { PaymentEventsService } from './webhooks.ts';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  events: PaymentEventsService;
  counters: CounterStore;
  packs: TokenPackConfig[];
  publicUrl: string;
  checkoutRateLimitPerMinute: number;
}

/** What the local test checkout page shows. */
export interface LocalCheckoutView {
  sessionId: string;
  packName: string;
  tokens: number;
  priceCents: number;
  currency: string;
  status: PaymentRecord['status'];
}

export const providerUnavailable = () => serviceUnavailable(billingMessages.providerUnavailable);

/** Token packs and checkout sessions (spec 1 "Token top-up"; api.md "Billing"). */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  config(): BillingConfig {
    return { provider: this.deps.provider.name, prices: this.deps.packs.map(presentPack) };
  }

  /** A pack by its id or its provider price id; the pack id wins when both name one. */
  findPack(id: string): TokenPackConfig | undefined {
    return this.deps.packs.find((pack) => pack.id === id) ?? this.deps.packs.find((pack) => pack.stripePriceId === id);
  }

  /** `returnOrigin`: an allowed origin of the page that started it, where the browser goes afterwards (else PUBLIC_URL). */
  async createSession(
    principal: Principal,
    body: CheckoutSessionBody,
    returnOrigin: string | null,
  ): Promise<CheckoutSessionCreated> {
    const { db, clock, provider, counters, publicUrl, checkoutRateLimitPerMinute } = this.deps;
    const pack = this.#resolvePack(body);
    const { count, resetInSeconds } = await counters.hit(`billing:checkout:${principal.id}`, 60);
    if (count > checkoutRateLimitPerMinute) {
      throw rateLimited(resetInSeconds, billingMessages.rateLimited);
    }
    const contact = await userAccounts.contactOf(db, principal.id);
    const now = clock.now();
    const payment: PaymentRecord = {
      id: randomUUID(),
      userId: principal.id,
      provider: provider.name,
      providerSessionId: null,
      providerPaymentId: null,
      packId: pack.id,
      priceId: pack.stripePriceId,
      amountCents: pack.priceCents,
      currency: pack.currency,
      tokens: pack.tokens,
      status: 'PENDING',
      creditedTokens: 0,
      refundedTokens: 0,
      failureReason: null,
      createdAt: now,
      updatedAt: now,
    };
    await billingRepository.insertPayment(db, payment);
    try {
      const session = await provider.createCheckoutSession({
        paymentId: payment.id,
        userId: principal.id,
        email: contact?.email ?? null,
        pack,
        successUrl: `${returnOrigin ?? publicUrl}/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${returnOrigin ?? publicUrl}/profile?checkout=cancelled`,
      });
      await billingRepository.updatePayment(db, payment.id, { providerSessionId: session.sessionId }, clock.now());
      return { url: session.url, sessionId: session.sessionId };
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        await billingRepository.updatePayment(
          db,
          payment.id,
          { status: 'FAILED', failureReason: 'Checkout session could not be created' },
          clock.now(),
        );
        throw providerUnavailable();
      }
      throw error;
    }
  }

  /** The caller's own session (or any, for billing admins): 404 unknown, 403 someone else's. */
  async status(principal: Principal, sessionId: string): Promise<CheckoutSessionStatus> {
    const payment = await billingRepository.findPaymentBySession(this.deps.db, sessionId);
    if (!payment) {
      throw notFound(billingMessages.checkoutNotFound);
    }
    if (!billingAbilities(principal, payment).read) {
      throw authorizationError(billingMessages.checkoutForbidden);
    }
    return {
      sessionId,
      status: payment.status,
      credited: payment.creditedTokens > 0,
      creditedTokens: payment.creditedTokens,
    };
  }

  /** The local test page's view of a session; undefined when it is unknown or not a local one. */
  async localView(sessionId: string): Promise<LocalCheckoutView | undefined> {
    const payment = await this.#localPayment(sessionId);
    if (!payment) {
      return undefined;
    }
    const pack = this.deps.packs.find((candidate) => candidate.id === payment.packId);
    return {
      sessionId,
      packName: pack?.name ?? payment.packId,
      tokens: payment.tokens,
      priceCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
    };
  }

  /** The local page's Pay button: the same event path as a Stripe webhook. False for an unknown session. */
  async payLocal(sessionId: string): Promise<boolean> {
    const payment = await this.#localPayment(sessionId);
    if (!payment || !payment.providerSessionId) {
      return false;
    }
    await this.deps.events.apply(localCheckoutPaid({ ...payment, providerSessionId: payment.providerSessionId }));
    return true;
  }

  async cancelLocal(sessionId: string): Promise<boolean> {
    const payment = await this.#localPayment(sessionId);
    if (!payment) {
      return false;
    }
    await this.deps.events.apply(localCheckoutCancelled(sessionId));
    return true;
  }

  async #localPayment(sessionId: string): Promise<PaymentRecord | undefined> {
    if (this.deps.provider.name !== 'local') {
      return undefined;
    }
    const payment = await billingRepository.findPaymentBySession(this.deps.db, sessionId);
    return payment?.provider === 'local' ? payment : undefined;
  }

  #resolvePack(body: CheckoutSessionBody): TokenPackConfig {
    const priceId = body.priceId ?? undefined;
    if (!body.packId && !priceId) {
      throw fieldError('packId', billingMessages.packRequired);
    }
    const pack = body.packId
      ? this.deps.packs.find((candidate) => candidate.id === body.packId)
      : this.deps.packs.find((candidate) => candidate.stripePriceId === priceId || candidate.id === priceId);
    if (!pack) {
      throw notFound(billingMessages.packGone);
    }
    if (body.packId && priceId && priceId !== pack.stripePriceId && priceId !== pack.id) {
      throw conflict(billingMessages.packPriceMismatch);
    }
    return pack;
  }
}

export function presentPack(pack: TokenPackConfig): TokenPack {
  return {
    id: pack.id,
    name: pack.name,
    currency: pack.currency,
    priceCents: pack.priceCents,
    tokens: pack.tokens,
    stripePriceId: pack.stripePriceId,
  };
}
