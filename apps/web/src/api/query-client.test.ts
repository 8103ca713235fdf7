import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from './errors.ts';
import { createQueryClient, GC_TIME_MS, shouldRetryRead, STALE_TIME_MS } from './query-client.ts';

describe('query defaults (spec 1 sections 8 and 9)', () => {
  it('keeps data fresh 5 minutes, cached 10, no refetch on focus, mutations never retried', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(STALE_TIME_MS).toBe(300_000);
    expect(GC_TIME_MS).toBe(600_000);
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('never retries a 4xx read and tries other failures 3 times in all', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryRead(0, new ApiError('UNKNOWN_ERROR', status, 'x'))).toBe(false);
    }
    const server = new ApiError('SERVER_ERROR', 503, 'Server error occurred');
    expect(shouldRetryRead(0, server)).toBe(true);
    expect(shouldRetryRead(1, server)).toBe(true);
    expect(shouldRetryRead(2, server)).toBe(false);
    expect(shouldRetryRead(1, networkError())).toBe(true);
  });
});
