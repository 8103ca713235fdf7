import type { PaymentProviderName, PaymentStatus, SubscriptionStatus } from '@quizmaker/contracts';
import type { DbExecutor } from '../../db/database.ts';

export interface PaymentRecord {
  id: string;
  userId: string;
  provider: PaymentProviderName;
  providerSessionId: string | null;
  providerPaymentId: string | null;
  packId: string;
  priceId: string | null;
  amountCents: number;
  currency: string;
  tokens: number;
  status: PaymentStatus;
  creditedTokens: number;
  refundedTokens: number;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CustomerRecord {
  id: string;
  userId: string;
  provider: PaymentProviderName;
  providerCustomerId: string;
  email: string | null;
  name: string | null;
  createdAt: Date;
}

export interface SubscriptionRecord {
  id: string;
  userId: string;
  provider: PaymentProviderName;
  providerSubscriptionId: string;
  providerCustomerId: string;
  packId: string;
  priceId: string;
  tokensPerPeriod: number;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  periodsGranted: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

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

type PaymentRow = Omit<PaymentRecord, 'provider' | 'status'> & { provider: string; status: string };
const toPayment = (row: PaymentRow): PaymentRecord => ({
  ...row,
  provider: row.provider as PaymentProviderName,
  status: row.status as PaymentStatus,
  amountCents: row.amountCents,
  tokens: row.tokens,
  creditedTokens: row.creditedTokens,
  refundedTokens: row.refundedTokens,
});

type SubscriptionRow = Omit<SubscriptionRecord, 'provider' | 'status'> & { provider: string; status: string };
const toSubscription = (row: SubscriptionRow): SubscriptionRecord => ({
  ...row,
  provider: row.provider as PaymentProviderName,
  status: row.status as SubscriptionStatus,
  tokensPerPeriod: row.tokensPerPeriod,
});

type CustomerRow = Omit<CustomerRecord, 'provider'> & { provider: string };
const toCustomer = (row: CustomerRow): CustomerRecord => ({ ...row, provider: row.provider as PaymentProviderName });

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
    return row ? toPayment(row) : undefined;
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
    return row ? toPayment(row) : undefined;
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
    return row ? toCustomer(row) : undefined;
  },

  async findCustomer(db: DbExecutor, providerCustomerId: string): Promise<CustomerRecord | undefined> {
    const row = await db
      .selectFrom('billingCustomers')
      .selectAll()
      .where('providerCustomerId', '=', providerCustomerId)
      .executeTakeFirst();
    return row ? toCustomer(row) : undefined;
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
    return row ? toSubscription(row) : undefined;
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
    return row ? toSubscription(row) : undefined;
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
