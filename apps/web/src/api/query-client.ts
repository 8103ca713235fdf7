import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

export const STALE_TIME_MS = 5 * 60_000;
export const GC_TIME_MS = 10 * 60_000;
export const MAX_READ_ATTEMPTS = 3;

/** Reads: no retry after a 4xx answer, otherwise up to 3 attempts in all (spec 1 section 8). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < MAX_READ_ATTEMPTS - 1;
}

/** The query defaults of spec 1 section 9: fresh 5 min, kept 10 min, no refetch on focus; mutations never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetryRead,
      },
      mutations: { retry: false },
    },
  });
}
