import type { Kysely } from 'kysely';

/**
 * Billing: per-user token balances, the append-only token ledger, reservations, payments
 * (checkout sessions), processed provider events, customers and subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('token_balances')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('available_tokens', 'bigint', (c) => c.notNull())
    .addColumn('reserved_tokens', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('token_transactions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount_tokens', 'bigint', (c) => c.notNull())
    .addColumn('ref_id', 'varchar(255)')
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('balance_after_available', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_reserved', 'bigint', (c) => c.notNull())
    .addColumn('meta', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('token_transactions_user_idx')
    .on('token_transactions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('token_reservations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(30)', (c) => c.notNull())
    .addColumn('estimated_tokens', 'bigint', (c) => c.notNull())
    .addColumn('committed_tokens', 'bigint', (c) => c.notNull())
    .addColumn('ref_id', 'varchar(255)')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('token_reservations_state_idx')
    .on('token_reservations')
    .columns(['state', 'expires_at'])
    .execute();
  await db.schema.createIndex('token_reservations_user_idx').on('token_reservations').column('user_id').execute();

  await db.schema
    .createTable('billing_payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_session_id', 'varchar(255)', (c) => c.unique())
    .addColumn('provider_payment_id', 'varchar(255)')
    .addColumn('pack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('price_id', 'varchar(200)')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('tokens', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('credited_tokens', 'bigint', (c) => c.notNull())
    .addColumn('refunded_tokens', 'bigint', (c) => c.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_payments_user_idx')
    .on('billing_payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('billing_payments_payment_idx')
    .on('billing_payments')
    .column('provider_payment_id')
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(100)', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_customer_id', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(320)')
    .addColumn('name', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('billing_customers_user_provider_uq', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('provider_customer_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('pack_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('price_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('tokens_per_period', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('current_period_start', 'timestamptz')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('periods_granted', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_subscriptions_user_idx').on('billing_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'billing_subscriptions',
    'billing_customers',
    'billing_events',
    'billing_payments',
    'token_reservations',
    'token_transactions',
    'token_balances',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
