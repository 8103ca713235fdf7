import { randomUUID } from 'node:crypto';
import {
  billingMessages,
  userMessages,
  type AdjustmentBody,
  TOKEN_TRANSACTION_EFFECTS,
  type Page,
  type ReconciliationReport,
  type TokenBalance,
  type TokenTransaction,
  type TokenTransactionSource,
  type TokenTransactionType,
  type TransactionListQuery,
} from '@quizmaker/contracts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor, Tx } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, conflict, fieldError, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import { userAccounts } from '../users/accounts-service.ts';
import {
  ledgerRepository,
  type BalanceRecord,
  type ReservationRecord,
  type TransactionRecord,
} from './ledger-repository.ts';
import { presentBalance, presentTransaction } from './presenter.ts';

export type CreditType = Extract<TokenTransactionType, 'PURCHASE' | 'BONUS' | 'ADJUSTMENT'>;

export interface CreditInput {
  userId: string;
  type: CreditType;
  source: TokenTransactionSource;
  /** Positive; an ADJUSTMENT may be negative but never takes available below zero. */
  amountTokens: number;
  idempotencyKey: string;
  refId?: string | null;
  meta?: Record<string, unknown>;
}

export interface RefundInput {
  userId: string;
  source: TokenTransactionSource;
  /** Tokens to take back (positive). */
  amountTokens: number;
  idempotencyKey: string;
  /** false (default): take at most what is available, so available never goes below zero. */
  allowNegative?: boolean;
  refId?: string | null;
  meta?: Record<string, unknown>;
}

export interface ReserveInput {
  userId: string;
  amountTokens: number;
  idempotencyKey: string;
  source?: TokenTransactionSource;
  /** What the reservation is for (a generation job id, ...). */
  refId?: string | null;
  ttlMinutes?: number;
  meta?: Record<string, unknown>;
}

export interface CommitInput {
  reservationId: string;
  /** What was actually used; at most the reserved amount. The rest returns to available. */
  actualTokens: number;
  idempotencyKey?: string;
  meta?: Record<string, unknown>;
}

export interface ReleaseInput {
  reservationId: string;
  reason?: string;
  idempotencyKey?: string;
}

export interface LedgerEntry {
  transaction: TokenTransaction;
  balance: TokenBalance;
  /** true when the idempotency key had already been applied and nothing changed now. */
  replayed: boolean;
}

export interface Reservation {
  id: string;
  userId: string;
  state: ReservationRecord['state'];
  estimatedTokens: number;
  committedTokens: number;
  refId: string | null;
  expiresAt: string;
}

export interface ReservationResult {
  reservation: Reservation;
  balance: TokenBalance;
  replayed: boolean;
}

export interface LedgerDeps {
  db: Db;
  clock: Clock;
  enabled: boolean;
  reservationTtlMinutes: number;
  log?: { warn(object: unknown, message: string): void };
}

const TRANSACTION_SORTS = ['createdAt', 'amountTokens'] as const;

/**
 * The token ledger: every change of a balance is one append-only transaction row with a unique
 * idempotency key, written in the same database transaction as the balance update. Each operation
 * first takes the user's balance row lock, so operations of one user are serialised on both
 * dialects, and spending uses a conditional UPDATE (`available >= amount`), so no interleaving can
 * overdraw. Every method accepts an optional outer transaction to join (e.g. user registration).
 */
export class LedgerService {
  constructor(private readonly deps: LedgerDeps) {}

  /** false when BILLING_ENABLED=false: generation should then skip reserve/commit and be free. */
  isEnabled(): boolean {
    return this.deps.enabled;
  }

  async balanceOf(userId: string, executor: DbExecutor = this.deps.db): Promise<TokenBalance> {
    return presentBalance(await ledgerRepository.findBalance(executor, userId));
  }

  /** Adds tokens (PURCHASE, BONUS or ADJUSTMENT). A negative ADJUSTMENT never takes available below zero (409). */
  async credit(input: CreditInput, tx?: Tx): Promise<LedgerEntry> {
    if (
      !Number.isInteger(input.amountTokens) ||
      input.amountTokens === 0 ||
      (input.amountTokens < 0 && input.type !== 'ADJUSTMENT')
    ) {
      throw fieldError('amountTokens', 'Amount must be a positive whole number of tokens');
    }
    return this.#lockedOnce(
      tx,
      input,
      (row) => row.type === input.type && row.amountTokens === input.amountTokens,
      (prior) => prior,
      async (executor, now) => {
        const updated = await ledgerRepository.applyDelta(
          executor,
          input.userId,
          { available: input.amountTokens, reserved: 0 },
          now,
          input.amountTokens < 0 ? { requireAvailable: -input.amountTokens } : {},
        );
        if (!updated) {
          throw conflict(billingMessages.adjustmentBelowZero);
        }
        const transaction = await this.#record(executor, {
          userId: input.userId,
          type: input.type,
          source: input.source,
          amountTokens: input.amountTokens,
          refId: input.refId ?? null,
          idempotencyKey: input.idempotencyKey,
          after: updated,
          meta: input.meta ?? null,
          now,
        });
        return { transaction, balance: presentBalance(updated), replayed: false };
      },
    );
  }

  /** Admin adjustment (POST /admin/billing/adjustments): 404 for an unknown user; a debit never takes available below zero. */
  async adjust(adminId: string, body: AdjustmentBody, key: string): Promise<LedgerEntry> {
    if (!(await userAccounts.exists(this.deps.db, body.userId))) {
      throw notFound(userMessages.notFound);
    }
    return this.credit({
      userId: body.userId,
      type: 'ADJUSTMENT',
      source: 'ADMIN',
      amountTokens: body.amountTokens,
      idempotencyKey: `adjustment:${key}`,
      meta: { reason: body.reason, adminId },
    });
  }

  /**
   * Takes back tokens of a refunded payment (a REFUND row). By default it takes at most what is
   * available; `removedTokens` says how many it took. The same key twice is one refund.
   */
  async refund(input: RefundInput, tx?: Tx): Promise<LedgerEntry & { removedTokens: number }> {
    if (!Number.isInteger(input.amountTokens) || input.amountTokens < 0) {
      throw fieldError('amountTokens', 'Amount must be a whole number of tokens, at least 0');
    }
    return this.#lockedOnce(
      tx,
      input,
      (row) => row.type === 'REFUND' && row.meta?.requestedTokens === input.amountTokens,
      (prior) => ({ ...prior, removedTokens: prior.transaction.amountTokens }),
      async (executor, now) => {
        const current = await this.#mustBalance(executor, input.userId);
        const removedTokens = input.allowNegative
          ? input.amountTokens
          : Math.min(input.amountTokens, Math.max(0, current.availableTokens));
        const updated = await this.#mustApply(executor, input.userId, { available: -removedTokens, reserved: 0 }, now);
        const transaction = await this.#record(executor, {
          userId: input.userId,
          type: 'REFUND',
          source: input.source,
          amountTokens: removedTokens,
          refId: input.refId ?? null,
          idempotencyKey: input.idempotencyKey,
          after: updated,
          meta: { ...input.meta, requestedTokens: input.amountTokens },
          now,
        });
        return { transaction, balance: presentBalance(updated), replayed: false, removedTokens };
      },
    );
  }

  /**
   * Moves `amountTokens` from available to reserved for a while (default BILLING_RESERVATION_TTL_MINUTES).
   * 409 with {estimatedTokens, availableTokens, shortfall, reservationTtlSeconds} when available is short.
   */
  async reserve(input: ReserveInput, tx?: Tx): Promise<ReservationResult> {
    if (!Number.isInteger(input.amountTokens) || input.amountTokens <= 0) {
      throw fieldError('amountTokens', 'Amount must be a positive whole number of tokens');
    }
    const ttlMinutes = input.ttlMinutes ?? this.deps.reservationTtlMinutes;
    return this.#lockedOnce<ReservationResult>(
      tx,
      input,
      (row) => row.type === 'RESERVE' && row.amountTokens === input.amountTokens,
      async (prior, executor) => {
        const reservation = await this.#mustReservation(executor, prior.transaction.refId ?? '');
        return { reservation: presentReservation(reservation), balance: prior.balance, replayed: true };
      },
      async (executor, now) => {
        const updated = await ledgerRepository.applyDelta(
          executor,
          input.userId,
          { available: -input.amountTokens, reserved: input.amountTokens },
          now,
          { requireAvailable: input.amountTokens },
        );
        if (!updated) {
          const current = await this.#mustBalance(executor, input.userId);
          throw insufficientTokens(input.amountTokens, current.availableTokens, ttlMinutes);
        }
        const reservation: ReservationRecord = {
          id: randomUUID(),
          userId: input.userId,
          state: 'ACTIVE',
          source: input.source ?? 'QUIZ_GENERATION',
          estimatedTokens: input.amountTokens,
          committedTokens: 0,
          refId: input.refId ?? null,
          expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        };
        await ledgerRepository.insertReservation(executor, reservation);
        await this.#record(executor, {
          userId: input.userId,
          type: 'RESERVE',
          source: reservation.source,
          amountTokens: input.amountTokens,
          refId: reservation.id,
          idempotencyKey: input.idempotencyKey,
          after: updated,
          meta: { ...input.meta, ...(input.refId ? { for: input.refId } : {}) },
          now,
        });
        return { reservation: presentReservation(reservation), balance: presentBalance(updated), replayed: false };
      },
    );
  }

  /** Spends `actualTokens` of an ACTIVE reservation (COMMIT row) and returns the rest to available (RELEASE row). */
  async commit(input: CommitInput, tx?: Tx): Promise<ReservationResult> {
    if (!Number.isInteger(input.actualTokens) || input.actualTokens < 0) {
      throw fieldError('actualTokens', 'Amount must be a whole number of tokens, at least 0');
    }
    return this.#onActiveReservation(
      tx,
      input,
      (row) => row.type === 'COMMIT' && row.amountTokens === input.actualTokens,
      (reservation) => reservation.state === 'COMMITTED' && reservation.committedTokens === input.actualTokens,
      async (executor, reservation, now) => {
        if (input.actualTokens > reservation.estimatedTokens) {
          throw conflict(billingMessages.commitExceedsReserved, [], {
            reservedTokens: reservation.estimatedTokens,
            actualTokens: input.actualTokens,
          });
        }
        const remainder = reservation.estimatedTokens - input.actualTokens;
        const updated = await this.#mustApply(
          executor,
          reservation.userId,
          { available: remainder, reserved: -reservation.estimatedTokens },
          now,
        );
        await ledgerRepository.finishReservation(executor, reservation.id, 'COMMITTED', input.actualTokens, now);
        const key = input.idempotencyKey ?? `reservation:${reservation.id}:commit`;
        await this.#record(executor, {
          userId: reservation.userId,
          type: 'COMMIT',
          source: reservation.source,
          amountTokens: input.actualTokens,
          refId: reservation.id,
          idempotencyKey: key,
          after: {
            availableTokens: updated.availableTokens - remainder,
            reservedTokens: updated.reservedTokens + remainder,
          },
          meta: { ...input.meta, reservedTokens: reservation.estimatedTokens },
          now,
        });
        if (remainder > 0) {
          await this.#record(executor, {
            userId: reservation.userId,
            type: 'RELEASE',
            source: reservation.source,
            amountTokens: remainder,
            refId: reservation.id,
            idempotencyKey: `${key}:remainder`,
            after: updated,
            meta: { reason: 'commit-remainder' },
            now,
          });
        }
        return {
          reservation: presentReservation({
            ...reservation,
            state: 'COMMITTED',
            committedTokens: input.actualTokens,
            updatedAt: now,
          }),
          balance: presentBalance(updated),
          replayed: false,
        };
      },
    );
  }

  /** Returns a whole ACTIVE reservation to available. Releasing twice is one release; a committed one is 409. */
  async release(input: ReleaseInput, tx?: Tx): Promise<ReservationResult> {
    return this.#finish(input, 'RELEASED', tx);
  }

  /** Pushes an ACTIVE reservation's expiry out (long jobs renew their lease). */
  async renew(reservationId: string, ttlMinutes = this.deps.reservationTtlMinutes): Promise<Reservation> {
    const now = this.deps.clock.now();
    const renewed = await ledgerRepository.renewReservation(
      this.deps.db,
      reservationId,
      new Date(now.getTime() + ttlMinutes * 60_000),
      now,
    );
    const reservation = await this.#mustReservation(this.deps.db, reservationId);
    if (!renewed) {
      throw conflict(billingMessages.reservationNotActive);
    }
    return presentReservation(reservation);
  }

  async reservation(reservationId: string): Promise<Reservation> {
    return presentReservation(await this.#mustReservation(this.deps.db, reservationId));
  }

  /** Releases ACTIVE reservations whose time is up (state EXPIRED); answers how many. */
  async expireReservations(limit = 500): Promise<number> {
    const ids = await ledgerRepository.expiredReservationIds(this.deps.db, this.deps.clock.now(), limit);
    let expired = 0;
    for (const id of ids) {
      try {
        const result = await this.#finish({ reservationId: id, reason: 'expired' }, 'EXPIRED');
        expired += result.replayed ? 0 : 1;
      } catch (error) {
        // Committed meanwhile (409) or a transient failure: the next sweep looks again.
        this.deps.log?.warn({ err: error, reservationId: id }, 'reservation expiry skipped');
      }
    }
    return expired;
  }

  /** Compares every balance row with the sum of its ledger (TOKEN_TRANSACTION_EFFECTS). */
  async reconcile(userId?: string): Promise<ReconciliationReport> {
    const [sums, balances] = await Promise.all([
      ledgerRepository.sumsByUserAndType(this.deps.db, userId),
      ledgerRepository.balances(this.deps.db, userId),
    ]);
    const ledger = new Map<string, { available: number; reserved: number }>();
    for (const { userId: owner, type, total } of sums) {
      const entry = ledger.get(owner) ?? { available: 0, reserved: 0 };
      entry.available += total * TOKEN_TRANSACTION_EFFECTS[type].available;
      entry.reserved += total * TOKEN_TRANSACTION_EFFECTS[type].reserved;
      ledger.set(owner, entry);
    }
    const byUser = new Map(balances.map((balance) => [balance.userId, balance]));
    const users = new Set([...ledger.keys(), ...byUser.keys()]);
    const mismatches: ReconciliationReport['mismatches'] = [];
    for (const owner of users) {
      const balance = byUser.get(owner);
      const sum = ledger.get(owner) ?? { available: 0, reserved: 0 };
      const availableTokens = balance?.availableTokens ?? 0;
      const reservedTokens = balance?.reservedTokens ?? 0;
      if (availableTokens !== sum.available || reservedTokens !== sum.reserved) {
        mismatches.push({
          userId: owner,
          availableTokens,
          reservedTokens,
          ledgerAvailableTokens: sum.available,
          ledgerReservedTokens: sum.reserved,
        });
      }
    }
    return { checkedUsers: users.size, mismatches };
  }

  async listTransactions(userId: string, query: TransactionListQuery): Promise<Page<TokenTransaction>> {
    const request = pageRequest(query, TRANSACTION_SORTS, { field: 'createdAt', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'createdAt' as const, direction: 'desc' as const };
    const from = query.dateFrom ? startOf(query.dateFrom) : undefined;
    const to = query.dateTo ? endOf(query.dateTo) : undefined;
    if (from && to && from > to) {
      throw fieldError('dateFrom', billingMessages.dateRange);
    }
    const { rows, total } = await ledgerRepository.listTransactions(
      this.deps.db,
      {
        userId,
        ...(query.type ? { type: query.type } : {}),
        ...(query.source ? { source: query.source } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      },
      { offset: request.offset, limit: request.size, orderBy: sort.field, direction: sort.direction },
    );
    return toPage(rows.map(presentTransaction), total, request);
  }

  async #finish(input: ReleaseInput, state: 'RELEASED' | 'EXPIRED', tx?: Tx): Promise<ReservationResult> {
    return this.#onActiveReservation(
      tx,
      input,
      (row) => row.type === 'RELEASE',
      (reservation) => reservation.state === 'RELEASED' || reservation.state === 'EXPIRED',
      async (executor, reservation, now) => {
        const amount = reservation.estimatedTokens;
        const updated = await this.#mustApply(
          executor,
          reservation.userId,
          { available: amount, reserved: -amount },
          now,
        );
        await ledgerRepository.finishReservation(executor, reservation.id, state, 0, now);
        await this.#record(executor, {
          userId: reservation.userId,
          type: 'RELEASE',
          source: state === 'EXPIRED' ? 'SYSTEM' : reservation.source,
          amountTokens: amount,
          refId: reservation.id,
          idempotencyKey: input.idempotencyKey ?? `reservation:${reservation.id}:release`,
          after: updated,
          meta: { reason: input.reason ?? (state === 'EXPIRED' ? 'expired' : 'released') },
          now,
        });
        return {
          reservation: presentReservation({ ...reservation, state, updatedAt: now }),
          balance: presentBalance(updated),
          replayed: false,
        };
      },
    );
  }

  /** Runs in the caller's transaction, or in a new one; a lost unique-key race is retried once (it then replays). */
  async #run<T>(tx: Tx | undefined, work: (executor: Tx) => Promise<T>): Promise<T> {
    if (tx) {
      return work(tx);
    }
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        return this.deps.db.transaction().execute(work);
      }
      throw error;
    }
  }

  /**
   * Runs `work` under the user's balance lock, unless the key was already applied to this user's same
   * operation: then `replay` answers from that earlier entry (409 when the key stands for another one).
   */
  async #lockedOnce<T>(
    tx: Tx | undefined,
    input: { userId: string; idempotencyKey: string },
    same: (row: TransactionRecord) => boolean,
    replay: (prior: LedgerEntry, executor: Tx) => T | Promise<T>,
    work: (executor: Tx, now: Date) => Promise<T>,
  ): Promise<T> {
    return this.#run(tx, async (executor) => {
      const now = this.deps.clock.now();
      await this.#lock(executor, input.userId, now);
      const prior = await this.#prior(
        executor,
        input.idempotencyKey,
        (row) => row.userId === input.userId && same(row),
      );
      return prior ? replay(prior, executor) : work(executor, now);
    });
  }

  /**
   * Runs `work` on an ACTIVE reservation once its owner's balance is locked. A caller's own key must not already
   * stand for another operation on it (409), nor is it replayed here; a reservation `done` already is answered
   * as it is, any other one not ACTIVE is 409.
   */
  async #onActiveReservation(
    tx: Tx | undefined,
    input: { reservationId: string; idempotencyKey?: string },
    same: (row: TransactionRecord) => boolean,
    done: (reservation: ReservationRecord) => boolean,
    work: (executor: Tx, reservation: ReservationRecord, now: Date) => Promise<ReservationResult>,
  ): Promise<ReservationResult> {
    return this.#run(tx, async (executor) => {
      const now = this.deps.clock.now();
      const reservation = await this.#lockedReservation(executor, input.reservationId, now);
      if (input.idempotencyKey) {
        await this.#prior(executor, input.idempotencyKey, (row) => row.refId === reservation.id && same(row));
      }
      if (done(reservation)) {
        return this.#replayed(executor, reservation);
      }
      if (reservation.state !== 'ACTIVE') {
        throw conflict(billingMessages.reservationNotActive);
      }
      return work(executor, reservation, now);
    });
  }

  /** A reservation already in the state asked for: nothing changes now. */
  async #replayed(executor: DbExecutor, reservation: ReservationRecord): Promise<ReservationResult> {
    return {
      reservation: presentReservation(reservation),
      balance: await this.balanceOf(reservation.userId, executor),
      replayed: true,
    };
  }

  async #lock(executor: DbExecutor, userId: string, now: Date): Promise<void> {
    await ledgerRepository.ensureBalance(executor, userId, now);
    await ledgerRepository.lockBalance(executor, userId);
  }

  /** The earlier result of this key, or 409 when the key was used for something else. */
  async #prior(
    executor: DbExecutor,
    key: string,
    same: (row: TransactionRecord) => boolean,
  ): Promise<LedgerEntry | undefined> {
    const row = await ledgerRepository.findTransactionByKey(executor, key);
    if (!row) {
      return undefined;
    }
    if (!same(row)) {
      throw conflict(billingMessages.idempotencyConflict);
    }
    return {
      transaction: presentTransaction(row),
      balance: await this.balanceOf(row.userId, executor),
      replayed: true,
    };
  }

  async #mustBalance(executor: DbExecutor, userId: string): Promise<BalanceRecord> {
    const balance = await ledgerRepository.findBalance(executor, userId);
    if (!balance) {
      throw new Error(`balance row of ${userId} is missing after ensureBalance`);
    }
    return balance;
  }

  async #mustApply(
    executor: DbExecutor,
    userId: string,
    delta: { available: number; reserved: number },
    now: Date,
  ): Promise<BalanceRecord> {
    const updated = await ledgerRepository.applyDelta(executor, userId, delta, now);
    if (!updated) {
      throw new Error(`balance row of ${userId} is missing`);
    }
    return updated;
  }

  /** The reservation as it is once its owner's balance is locked (read again: a concurrent change may have come first). */
  async #lockedReservation(executor: DbExecutor, id: string, now: Date): Promise<ReservationRecord> {
    const found = await this.#mustReservation(executor, id);
    await this.#lock(executor, found.userId, now);
    return this.#mustReservation(executor, id);
  }

  async #mustReservation(executor: DbExecutor, id: string): Promise<ReservationRecord> {
    const reservation = await ledgerRepository.findReservation(executor, id);
    if (!reservation) {
      throw notFound(billingMessages.reservationNotFound);
    }
    return reservation;
  }

  async #record(
    executor: DbExecutor,
    entry: Pick<
      TransactionRecord,
      'userId' | 'type' | 'source' | 'amountTokens' | 'refId' | 'idempotencyKey' | 'meta'
    > & {
      after: { availableTokens: number; reservedTokens: number };
      now: Date;
    },
  ): Promise<TokenTransaction> {
    const row: TransactionRecord = {
      id: randomUUID(),
      userId: entry.userId,
      type: entry.type,
      source: entry.source,
      amountTokens: entry.amountTokens,
      refId: entry.refId,
      idempotencyKey: entry.idempotencyKey,
      balanceAfterAvailable: entry.after.availableTokens,
      balanceAfterReserved: entry.after.reservedTokens,
      meta: entry.meta && Object.keys(entry.meta).length > 0 ? entry.meta : null,
      createdAt: entry.now,
    };
    await ledgerRepository.insertTransaction(executor, row);
    return presentTransaction(row);
  }
}

/** 409 for a reservation that available tokens do not cover; the extra fields go on the error body. */
export function insufficientTokens(estimatedTokens: number, availableTokens: number, ttlMinutes: number): AppError {
  return conflict(billingMessages.insufficientTokens, [], {
    estimatedTokens,
    availableTokens,
    shortfall: Math.max(0, estimatedTokens - availableTokens),
    reservationTtlSeconds: ttlMinutes * 60,
  });
}

function presentReservation(reservation: ReservationRecord): Reservation {
  return {
    id: reservation.id,
    userId: reservation.userId,
    state: reservation.state,
    estimatedTokens: reservation.estimatedTokens,
    committedTokens: reservation.committedTokens,
    refId: reservation.refId,
    expiresAt: reservation.expiresAt.toISOString(),
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const startOf = (value: string): Date => new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
const endOf = (value: string): Date => new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value);
