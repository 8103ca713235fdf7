import type { TokenTransactionSource, TokenTransactionType } from '@quizmaker/contracts';
import type { Selectable } from 'kysely';
import { toJson, type DbExecutor } from '../../db/database.ts';
import { pageOfQuery } from '../../db/paging.ts';
import type { TokenBalancesTable, TokenReservationsTable, TokenTransactionsTable } from '../../db/schema.ts';

export type BalanceRecord = Selectable<TokenBalancesTable>;
export type TransactionRecord = Selectable<TokenTransactionsTable>;
export type ReservationState = TokenReservationsTable['state'];
export type ReservationRecord = Selectable<TokenReservationsTable>;

const transactionColumns = [
  'id',
  'userId',
  'type',
  'source',
  'amountTokens',
  'refId',
  'idempotencyKey',
  'balanceAfterAvailable',
  'balanceAfterReserved',
  'meta',
  'createdAt',
] as const;

const reservationColumns = [
  'id',
  'userId',
  'state',
  'source',
  'estimatedTokens',
  'committedTokens',
  'refId',
  'expiresAt',
  'createdAt',
  'updatedAt',
] as const;

export interface TransactionFilter {
  userId: string;
  type?: TokenTransactionType;
  source?: TokenTransactionSource;
  from?: Date;
  to?: Date;
}

/** SQL for balances, the append-only ledger and reservations. Every function takes an executor. */
export const ledgerRepository = {
  /** Creates the zero balance row once; concurrent callers all end up with the same row. */
  async ensureBalance(db: DbExecutor, userId: string, now: Date): Promise<void> {
    await db
      .insertInto('tokenBalances')
      .values({ userId, availableTokens: 0, reservedTokens: 0, updatedAt: now })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
  },

  /**
   * Takes the balance row's write lock for the rest of the transaction (a no-op UPDATE works on both
   * dialects: PostgreSQL locks the row, SQLite the database), so every ledger operation of one user
   * runs one at a time from here on.
   */
  async lockBalance(db: DbExecutor, userId: string): Promise<void> {
    await db
      .updateTable('tokenBalances')
      .set((eb) => ({ availableTokens: eb.ref('availableTokens') }))
      .where('userId', '=', userId)
      .execute();
  },

  async findBalance(db: DbExecutor, userId: string): Promise<BalanceRecord | undefined> {
    const row = await db
      .selectFrom('tokenBalances')
      .select(['userId', 'availableTokens', 'reservedTokens', 'updatedAt'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row;
  },

  /**
   * Moves the balance by the given deltas in one conditional UPDATE. With `requireAvailable`, the
   * row changes only while `available >= requireAvailable`; with `floorAvailable`, only while the
   * result stays at or above it. Answers the new balance, or undefined when the condition failed.
   */
  async applyDelta(
    db: DbExecutor,
    userId: string,
    delta: { available: number; reserved: number },
    now: Date,
    condition: { requireAvailable?: number } = {},
  ): Promise<BalanceRecord | undefined> {
    let query = db
      .updateTable('tokenBalances')
      .set((eb) => ({
        availableTokens: eb('availableTokens', '+', delta.available),
        reservedTokens: eb('reservedTokens', '+', delta.reserved),
        updatedAt: now,
      }))
      .where('userId', '=', userId);
    if (condition.requireAvailable !== undefined) {
      query = query.where('availableTokens', '>=', condition.requireAvailable);
    }
    const row = await query.returning(['userId', 'availableTokens', 'reservedTokens', 'updatedAt']).executeTakeFirst();
    return row;
  },

  async findTransactionByKey(db: DbExecutor, idempotencyKey: string): Promise<TransactionRecord | undefined> {
    const row = await db
      .selectFrom('tokenTransactions')
      .select(transactionColumns)
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirst();
    return row;
  },

  async insertTransaction(db: DbExecutor, row: TransactionRecord): Promise<void> {
    await db
      .insertInto('tokenTransactions')
      .values({ ...row, meta: row.meta ? toJson(row.meta) : null })
      .execute();
  },

  async insertReservation(db: DbExecutor, row: ReservationRecord): Promise<void> {
    await db.insertInto('tokenReservations').values(row).execute();
  },

  async findReservation(db: DbExecutor, id: string): Promise<ReservationRecord | undefined> {
    const row = await db
      .selectFrom('tokenReservations')
      .select(reservationColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row;
  },

  /** Moves an ACTIVE reservation to its final state; false when it was no longer ACTIVE. */
  async finishReservation(
    db: DbExecutor,
    id: string,
    state: Exclude<ReservationState, 'ACTIVE'>,
    committedTokens: number,
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('tokenReservations')
      .set({ state, committedTokens, updatedAt: now })
      .where('id', '=', id)
      .where('state', '=', 'ACTIVE')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async renewReservation(db: DbExecutor, id: string, expiresAt: Date, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('tokenReservations')
      .set({ expiresAt, updatedAt: now })
      .where('id', '=', id)
      .where('state', '=', 'ACTIVE')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async expiredReservationIds(db: DbExecutor, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('tokenReservations')
      .select('id')
      .where('state', '=', 'ACTIVE')
      .where('expiresAt', '<=', now)
      .orderBy('expiresAt', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  },

  async listTransactions(
    db: DbExecutor,
    filter: TransactionFilter,
    page: { offset: number; limit: number; orderBy: 'createdAt' | 'amountTokens'; direction: 'asc' | 'desc' },
  ): Promise<{ rows: TransactionRecord[]; total: number }> {
    let query = db.selectFrom('tokenTransactions').where('userId', '=', filter.userId);
    if (filter.type) {
      query = query.where('type', '=', filter.type);
    }
    if (filter.source) {
      query = query.where('source', '=', filter.source);
    }
    if (filter.from) {
      query = query.where('createdAt', '>=', filter.from);
    }
    if (filter.to) {
      query = query.where('createdAt', '<=', filter.to);
    }
    return pageOfQuery(
      query,
      (rows) =>
        rows
          .select(transactionColumns)
          .orderBy(page.orderBy, page.direction)
          .orderBy('createdAt', page.direction)
          .orderBy('id', 'asc'),
      page,
    );
  },

  /** Sum of amounts per user and type, for reconciliation. */
  async sumsByUserAndType(
    db: DbExecutor,
    userId?: string,
  ): Promise<Array<{ userId: string; type: TokenTransactionType; total: number }>> {
    let query = db
      .selectFrom('tokenTransactions')
      .select((eb) => ['userId', 'type', eb.fn.sum<number>('amountTokens').as('total')])
      .groupBy(['userId', 'type']);
    if (userId) {
      query = query.where('userId', '=', userId);
    }
    return query.execute();
  },

  async balances(db: DbExecutor, userId?: string): Promise<BalanceRecord[]> {
    let query = db.selectFrom('tokenBalances').select(['userId', 'availableTokens', 'reservedTokens', 'updatedAt']);
    if (userId) {
      query = query.where('userId', '=', userId);
    }
    return query.execute();
  },
};
