import type { Principal } from '../access/principal.ts';
import { BoundedMap } from '../bounded-map.ts';
import { writesTo } from '../db/table-writes.ts';

/** What a token check needs of its user: who they are, and whether this token still counts. */
export interface CallerFacts {
  principal: Principal;
  isActive: boolean;
  tokenVersion: number;
}

interface Entry {
  facts: CallerFacts;
  /** `users` writes this process had issued when the row was read. */
  writes: number;
  readAt: number;
}

const USERS = ['users'];

/**
 * The callers of the last few seconds, so a burst of one user's calls (a page load's parallel
 * requests, an exam taken question after question) reads the users table once. An entry is
 * dropped as soon as this process writes to `users` (a revoked session, a deactivation, a role
 * change, whatever code path made it: `db/table-writes.ts`), and after `ttlMs` in any case, which
 * bounds how long a change made by another server process (scale-out on PostgreSQL) goes unseen.
 */
export class PrincipalCache {
  readonly #entries: BoundedMap<string, Entry>;

  constructor(
    readonly ttlMs = 5_000,
    capacity = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#entries = new BoundedMap(capacity);
  }

  get(userId: string): CallerFacts | undefined {
    const entry = this.#entries.get(userId);
    if (!entry) {
      return undefined;
    }
    if (entry.writes !== writesTo(USERS) || this.now() - entry.readAt >= this.ttlMs) {
      this.#entries.delete(userId);
      return undefined;
    }
    return entry.facts;
  }

  /**
   * Reads through the cache. The write count is taken before the read, so a write that lands
   * while the row is being read leaves an entry that is already out of date.
   */
  async resolve(userId: string, read: () => Promise<CallerFacts | undefined>): Promise<CallerFacts | undefined> {
    const cached = this.get(userId);
    if (cached) {
      return cached;
    }
    const writes = writesTo(USERS);
    const readAt = this.now();
    const facts = await read();
    if (facts) {
      this.#entries.set(userId, { facts, writes, readAt });
    }
    return facts;
  }
}
