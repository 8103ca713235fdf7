import { randomUUID } from 'node:crypto';
import {
  billingMessages,
  type CreateCustomerBody,
  type Customer,
  type Subscription,
  type SubscriptionPeriodGrant,
  type UpdateSubscriptionBody,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { TokenPackConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorizationError, conflict, notFound } from '../../errors.ts';
import { localInvoicePaid } from '../../payments/local-provider.ts';
import {
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderSubscription,
} from '../../payments/payment-provider.ts';
import { userAccounts } from '../users/accounts-service.ts';
import { providerUnavailable } from './checkout.ts';
import type { LedgerService } from './ledger.ts';
import { billingAbilities } from './policy.ts';
import { billingRepository, type CustomerRecord, type SubscriptionRecord } from './repository.ts';
import type { PaymentEventsService } from './webhooks.ts';

export interface SubscriptionsDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  events: PaymentEventsService;
  ledger: LedgerService;
  findPack: (id: string) => TokenPackConfig | undefined;
}

/**
 * Customers and token subscriptions on either provider. A subscription grants its pack's tokens
 * once per paid period (Stripe: `invoice.paid`; local: on creation and then through the admin
 * renewal hook). Calls are idempotent (creating twice returns the open subscription, cancelling
 * twice is one cancel) and concurrent changes of one subscription answer 409.
 */
export class SubscriptionsService {
  constructor(private readonly deps: SubscriptionsDeps) {}

  /** The caller's customer at the provider, created once. */
  async createCustomer(principal: Principal, body: CreateCustomerBody): Promise<Customer> {
    return presentCustomer(await this.#ensureCustomer(principal, body));
  }

  async customer(principal: Principal, customerId: string): Promise<Customer> {
    const customer = await billingRepository.findCustomer(this.deps.db, customerId);
    if (!customer) {
      throw notFound(billingMessages.customerNotFound);
    }
    if (!billingAbilities(principal, customer).read) {
      throw authorizationError(billingMessages.customerForbidden);
    }
    return presentCustomer(customer);
  }

  async create(principal: Principal, priceId: string, idempotencyKey?: string): Promise<Subscription> {
    const { db, clock, provider } = this.deps;
    const pack = this.#mustPack(priceId);
    const open = await billingRepository.findOpenSubscription(db, principal.id, provider.name, pack.id);
    if (open) {
      return presentSubscription(open, null);
    }
    const customer = await this.#ensureCustomer(principal, {});
    const id = randomUUID();
    const created = await this.#provider(() =>
      provider.createSubscription({
        userId: principal.id,
        customerId: customer.providerCustomerId,
        pack,
        idempotencyKey: `subscription-create:${idempotencyKey ?? id}`,
      }),
    );
    const now = clock.now();
    const record: SubscriptionRecord = {
      id,
      userId: principal.id,
      provider: provider.name,
      providerSubscriptionId: created.subscriptionId,
      providerCustomerId: customer.providerCustomerId,
      packId: pack.id,
      priceId: pack.stripePriceId ?? pack.id,
      tokensPerPeriod: pack.tokens,
      status: created.status,
      currentPeriodStart: created.currentPeriodStart,
      currentPeriodEnd: created.currentPeriodEnd,
      periodsGranted: 0,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await billingRepository.insertSubscription(db, record);
    } catch (error) {
      // The same provider subscription (a retried idempotent call) is already recorded.
      const existing = isUniqueViolation(error)
        ? await billingRepository.findSubscription(db, created.subscriptionId)
        : undefined;
      if (existing) {
        return presentSubscription(existing, created.clientSecret);
      }
      throw error;
    }
    if (provider.name === 'local') {
      // A local subscription is paid on the spot: its first period's tokens arrive now.
      await this.deps.events.apply(localInvoicePaid(created.subscriptionId, 1, created.currentPeriodStart ?? now));
    }
    return presentSubscription(await this.#mustSubscription(created.subscriptionId), created.clientSecret);
  }

  async update(principal: Principal, body: UpdateSubscriptionBody, idempotencyKey?: string): Promise<Subscription> {
    const subscription = await this.#owned(principal, body.subscriptionId);
    const pack = this.#mustPack(body.newPriceId);
    if (subscription.status === 'CANCELED') {
      throw conflict(billingMessages.subscriptionInactive);
    }
    if (subscription.packId === pack.id) {
      return presentSubscription(subscription, null);
    }
    const updated = await this.#provider(() =>
      this.deps.provider.updateSubscription({
        subscriptionId: subscription.providerSubscriptionId,
        pack,
        idempotencyKey: `subscription-update:${idempotencyKey ?? `${subscription.id}:${subscription.version}:${pack.id}`}`,
      }),
    );
    await this.#save(subscription, {
      packId: pack.id,
      priceId: pack.stripePriceId ?? pack.id,
      tokensPerPeriod: pack.tokens,
      ...periodChanges(updated),
    });
    return presentSubscription(await this.#mustSubscription(subscription.providerSubscriptionId), updated.clientSecret);
  }

  async cancel(principal: Principal, subscriptionId: string, idempotencyKey?: string): Promise<Subscription> {
    const subscription = await this.#owned(principal, subscriptionId);
    if (subscription.status === 'CANCELED') {
      return presentSubscription(subscription, null);
    }
    const canceled = await this.#provider(() =>
      this.deps.provider.cancelSubscription({
        subscriptionId: subscription.providerSubscriptionId,
        idempotencyKey: `subscription-cancel:${idempotencyKey ?? subscription.id}`,
      }),
    );
    await this.#save(subscription, { status: 'CANCELED', ...periodChanges(canceled) });
    return presentSubscription(await this.#mustSubscription(subscription.providerSubscriptionId), null);
  }

  /** Admin/test hook for the local provider: simulates the next month's paid invoice. */
  async grantLocalPeriod(subscriptionId: string): Promise<SubscriptionPeriodGrant> {
    if (this.deps.provider.name !== 'local') {
      throw conflict(billingMessages.localOnly);
    }
    const subscription = await this.#mustSubscription(subscriptionId);
    if (subscription.status !== 'ACTIVE') {
      throw conflict(billingMessages.subscriptionInactive);
    }
    const period = subscription.periodsGranted + 1;
    const start = subscription.currentPeriodEnd ?? this.deps.clock.now();
    const applied = await this.deps.events.apply(localInvoicePaid(subscription.providerSubscriptionId, period, start));
    const after = await this.#mustSubscription(subscriptionId);
    return {
      subscription: presentSubscription(after, null),
      creditedTokens: applied.outcome === 'credited' ? subscription.tokensPerPeriod : 0,
      balance: await this.deps.ledger.balanceOf(subscription.userId),
    };
  }

  async #ensureCustomer(principal: Principal, body: CreateCustomerBody): Promise<CustomerRecord> {
    const { db, clock, provider } = this.deps;
    const existing = await billingRepository.findCustomerOfUser(db, principal.id, provider.name);
    if (existing) {
      return existing;
    }
    const contact = await userAccounts.contactOf(db, principal.id);
    const email = body.email ?? contact?.email ?? null;
    const name = body.name ?? contact?.username ?? null;
    const { customerId } = await this.#provider(() =>
      provider.createCustomer({ userId: principal.id, email, name, idempotencyKey: `customer:${principal.id}` }),
    );
    const record: CustomerRecord = {
      id: randomUUID(),
      userId: principal.id,
      provider: provider.name,
      providerCustomerId: customerId,
      email,
      name,
      createdAt: clock.now(),
    };
    try {
      await billingRepository.insertCustomer(db, record);
      return record;
    } catch (error) {
      const raced = isUniqueViolation(error)
        ? await billingRepository.findCustomerOfUser(db, principal.id, provider.name)
        : undefined;
      if (raced) {
        return raced;
      }
      throw error;
    }
  }

  async #owned(principal: Principal, subscriptionId: string): Promise<SubscriptionRecord> {
    const subscription = await this.#mustSubscription(subscriptionId);
    if (!billingAbilities(principal, subscription).change) {
      throw authorizationError(billingMessages.subscriptionForbidden);
    }
    return subscription;
  }

  async #save(
    subscription: SubscriptionRecord,
    changes: Parameters<typeof billingRepository.updateSubscription>[3],
  ): Promise<void> {
    const saved = await billingRepository.updateSubscription(
      this.deps.db,
      subscription.id,
      subscription.version,
      changes,
      this.deps.clock.now(),
    );
    if (!saved) {
      throw conflict(billingMessages.subscriptionBusy);
    }
  }

  async #mustSubscription(subscriptionId: string): Promise<SubscriptionRecord> {
    const subscription = await billingRepository.findSubscription(this.deps.db, subscriptionId);
    if (!subscription) {
      throw notFound(billingMessages.subscriptionNotFound);
    }
    return subscription;
  }

  #mustPack(priceId: string): TokenPackConfig {
    const pack = this.deps.findPack(priceId);
    if (!pack) {
      throw notFound(billingMessages.priceUnknown);
    }
    return pack;
  }

  async #provider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        throw providerUnavailable();
      }
      throw error;
    }
  }
}

function periodChanges(
  subscription: ProviderSubscription,
): Partial<Pick<SubscriptionRecord, 'currentPeriodStart' | 'currentPeriodEnd'>> {
  return {
    ...(subscription.currentPeriodStart ? { currentPeriodStart: subscription.currentPeriodStart } : {}),
    ...(subscription.currentPeriodEnd ? { currentPeriodEnd: subscription.currentPeriodEnd } : {}),
  };
}

function presentCustomer(customer: CustomerRecord): Customer {
  return { id: customer.providerCustomerId, email: customer.email, name: customer.name };
}

function presentSubscription(subscription: SubscriptionRecord, clientSecret: string | null): Subscription {
  return {
    subscriptionId: subscription.providerSubscriptionId,
    customerId: subscription.providerCustomerId,
    status: subscription.status,
    packId: subscription.packId,
    priceId: subscription.priceId,
    tokensPerPeriod: subscription.tokensPerPeriod,
    currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    clientSecret,
  };
}
