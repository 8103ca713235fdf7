import type {
  BillingConfig,
  CheckoutSessionBody,
  CheckoutSessionCreated,
  Page,
  TokenBalance,
  TokenTransaction,
} from '@quizmaker/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { request } from './http.ts';

export interface TransactionListParams {
  page: number;
  size: number;
}

export const billingKeys = {
  all: ['billing'] as const,
  config: () => [...billingKeys.all, 'config'] as const,
  balance: () => [...billingKeys.all, 'balance'] as const,
  transactionLists: () => [...billingKeys.all, 'transactions'] as const,
  transactions: (params: TransactionListParams) => [...billingKeys.transactionLists(), params] as const,
};

export const billingConfigQuery = () =>
  queryOptions({
    queryKey: billingKeys.config(),
    queryFn: () => request<BillingConfig>('/v1/billing/config', { area: 'billing' }),
  });

export const balanceQuery = () =>
  queryOptions({
    queryKey: billingKeys.balance(),
    queryFn: () => request<TokenBalance>('/v1/billing/balance', { area: 'billing' }),
  });

export const transactionsQuery = (params: TransactionListParams) =>
  queryOptions({
    queryKey: billingKeys.transactions(params),
    queryFn: () =>
      request<Page<TokenTransaction>>('/v1/billing/transactions', { area: 'billing', query: { ...params } }),
    placeholderData: keepPreviousData,
  });

/** POST /v1/billing/checkout-sessions; the caller sends the browser to the returned url. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutSessionBody) =>
      request<CheckoutSessionCreated>('/v1/billing/checkout-sessions', { method: 'POST', body, area: 'billing' }),
  });
}

export type BalanceStatus = 'low' | 'medium' | 'high';
export const BALANCE_LOW_BELOW = 100;
export const BALANCE_MEDIUM_BELOW = 500;

/** Balance status of spec 1 section 4: low under 100 available tokens, medium under 500, high otherwise. */
export function balanceStatus(availableTokens: number): BalanceStatus {
  if (availableTokens < BALANCE_LOW_BELOW) {
    return 'low';
  }
  return availableTokens < BALANCE_MEDIUM_BELOW ? 'medium' : 'high';
}
