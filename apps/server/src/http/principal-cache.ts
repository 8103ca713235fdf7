import type { Principal } from '../access/principal.ts';
import { WriteGuardedCache } from '../db/write-guarded-cache.ts';

/** What a token check needs of its user: who they are, and whether this token still counts. */
export interface CallerFacts {
  principal: Principal;
  isActive: boolean;
  tokenVersion: number;
}

/**
 * The callers of the last few seconds, so a burst of one user's calls (a page load's parallel
 * requests, an exam taken question after question) reads the users table once. An entry is
 * dropped as soon as this process writes to `users` (a revoked session, a deactivation, a role
 * change, whatever code path made it), and after `ttlMs` in any case, which bounds how long a
 * change made by another server process (scale-out on PostgreSQL) goes unseen.
 */
export class PrincipalCache {
  readonly #callers: WriteGuardedCache<CallerFacts>;

  constructor(
    ttlMs = 5_000,
    capacity = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#callers = new WriteGuardedCache(['users'], ttlMs, capacity);
  }

  resolve(userId: string, read: () => Promise<CallerFacts | undefined>): Promise<CallerFacts | undefined> {
    return this.#callers.resolve(userId, read, this.now());
  }
}
