import type { PaymentProviderName } from '@quizmaker/contracts';
import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import type { BillingCustomersTable, BillingPaymentsTable, BillingSubscriptionsTable } from '../../db/schema.ts';

export type PaymentRecord = Selectable<BillingPaymentsTable>;
export type CustomerRecord = Selectable<BillingCustomersTable>;
export type SubscriptionRecord = Selectable<BillingSubscriptionsTable>;

const paymentColumns = [
  'id',
  'userId',
  'provider',
  'providerSessionId',
  'providerPaymentId',
  'packId',
  'priceId',
  'amountCents',
  'currency',
  'tokens',
  'status',
  'creditedTokens',
  'refundedTokens',
  'failureReason',
  'createdAt',
  'updatedAt',
] as const;

const subscriptionColumns = [
  'id',
  'userId',
  'provider',
  'providerSubscriptionId',
  'providerCustomerId',
  'packId',
  'priceId',
  'tokensPerPeriod',
  'status',
  'currentPeriodStart',
  'currentPeriodEnd',
  'periodsGranted',
  'version',
  'createdAt',
  'updatedAt',
] as const;

/** SQL for payments (checkout sessions), processed provider events, customers and subscriptions. */
export const billingRepository = {
  async insertPayment(db: DbExecutor, payment: PaymentRecord): Promise<void> {
    await db.insertInto('billingPayments').values(payment).execute();
  },

  async updatePayment(
    db: DbExecutor,
    id: string,
    changes: Partial<
      Pick<
        PaymentRecord,
        'providerSessionId' | 'providerPaymentId' | 'status' | 'creditedTokens' | 'refundedTokens' | 'failureReason'
      >
    >,
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('billingPayments')
      .set({ ...changes, updatedAt: now })
      .where('id', '=', id)
      .execute();
  },

  async findPaymentBySession(db: DbExecutor, providerSessionId: string): Promise<PaymentRecord | undefined> {
    const row = await db
      .selectFrom('billingPayments')
      .select(paymentColumns)
      .where('providerSessionId', '=', providerSessionId)
      .executeTakeFirst();
    return row;
  },

  async findPaymentByProviderPayment(
    db: DbExecutor,
    provider: PaymentProviderName,
    providerPaymentId: string,
  ): Promise<PaymentRecord | undefined> {
    const row = await db
      .selectFrom('billingPayments')
      .select(paymentColumns)
      .where('provider', '=', provider)
      .where('providerPaymentId', '=', providerPaymentId)
      .executeTakeFirst();
    return row;
  },

  async eventExists(db: DbExecutor, id: string): Promise<boolean> {
    const row = await db.selectFrom('billingEvents').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  },

  /** Records a provider event id; a second insert of the same id fails on the primary key. */
  async insertEvent(
    db: DbExecutor,
    event: { id: string; provider: PaymentProviderName; type: string; outcome: string; now: Date },
  ): Promise<void> {
    await db
      .insertInto('billingEvents')
      .values({
        id: event.id,
        provider: event.provider,
        type: event.type,
        outcome: event.outcome,
        receivedAt: event.now,
      })
      .execute();
  },

  async setEventOutcome(db: DbExecutor, id: string, outcome: string): Promise<void> {
    await db.updateTable('billingEvents').set({ outcome }).where('id', '=', id).execute();
  },

  async findEvent(db: DbExecutor, id: string): Promise<{ id: string; outcome: string } | undefined> {
    return db.selectFrom('billingEvents').select(['id', 'outcome']).where('id', '=', id).executeTakeFirst();
  },

  async insertCustomer(db: DbExecutor, customer: CustomerRecord): Promise<void> {
    await db.insertInto('billingCustomers').values(customer).execute();
  },

  async findCustomerOfUser(
    db: DbExecutor,
    userId: string,
    provider: PaymentProviderName,
  ): Promise<CustomerRecord | undefined> {
    const row = await db
      .selectFrom('billingCustomers')
      .selectAll()
      .where('userId', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return row;
  },

  async findCustomer(db: DbExecutor, providerCustomerId: string): Promise<CustomerRecord | undefined> {
    const row = await db
      .selectFrom('billingCustomers')
      .selectAll()
      .where('providerCustomerId', '=', providerCustomerId)
      .executeTakeFirst();
    return row;
  },

  async insertSubscription(db: DbExecutor, subscription: SubscriptionRecord): Promise<void> {
    await db.insertInto('billingSubscriptions').values(subscription).execute();
  },

  async findSubscription(db: DbExecutor, providerSubscriptionId: string): Promise<SubscriptionRecord | undefined> {
    const row = await db
      .selectFrom('billingSubscriptions')
      .select(subscriptionColumns)
      .where('providerSubscriptionId', '=', providerSubscriptionId)
      .executeTakeFirst();
    return row;
  },

  async findOpenSubscription(
    db: DbExecutor,
    userId: string,
    provider: PaymentProviderName,
    packId: string,
  ): Promise<SubscriptionRecord | undefined> {
    const row = await db
      .selectFrom('billingSubscriptions')
      .select(subscriptionColumns)
      .where('userId', '=', userId)
      .where('provider', '=', provider)
      .where('packId', '=', packId)
      .where('status', '!=', 'CANCELED')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    return row;
  },

  /** Optimistic update: changes the row only while it still has `version`; false when another request won. */
  async updateSubscription(
    db: DbExecutor,
    id: string,
    version: number,
    changes: Partial<
      Pick<
        SubscriptionRecord,
        | 'packId'
        | 'priceId'
        | 'tokensPerPeriod'
        | 'status'
        | 'currentPeriodStart'
        | 'currentPeriodEnd'
        | 'periodsGranted'
      >
    >,
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('billingSubscriptions')
      .set({ ...changes, version: version + 1, updatedAt: now })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
