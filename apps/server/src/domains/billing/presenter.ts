import type { TokenBalance, TokenTransaction } from '@quizmaker/contracts';
import type { BalanceRecord, TransactionRecord } from './ledger-repository.ts';

/** A user without a balance row has 0 and 0, never updated. */
export function presentBalance(balance: BalanceRecord | undefined): TokenBalance {
  return {
    availableTokens: balance?.availableTokens ?? 0,
    reservedTokens: balance?.reservedTokens ?? 0,
    updatedAt: balance ? balance.updatedAt.toISOString() : null,
  };
}

export function presentTransaction(row: TransactionRecord): TokenTransaction {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    source: row.source,
    amountTokens: row.amountTokens,
    refId: row.refId,
    idempotencyKey: row.idempotencyKey,
    balanceAfterAvailable: row.balanceAfterAvailable,
    balanceAfterReserved: row.balanceAfterReserved,
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
  };
}
