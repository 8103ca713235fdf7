import type { DbExecutor } from '../../db/database.ts';
import { WriteGuardedCache } from '../../db/write-guarded-cache.ts';

/** The tables a list's total depends on, directly or through a cascade that starts there. */
const COUNTED_TABLES = ['quizzes', 'quiz_tags', 'tags', 'categories', 'users'] as const;

/** How long a total is trusted when nothing in this process wrote those tables (another process may have). */
export const LIST_COUNT_TTL_MS = 5_000;
const ENTRIES_PER_DATABASE = 1_000;

// One cache per database (a transaction shares its database's adapter); tests open many in one process.
const caches = new WeakMap<object, WriteGuardedCache<number>>();

/**
 * Totals of quiz lists by filter. Counting every match is the dearest part of a catalogue page
 * (PostgreSQL: 14 ms for the 87,000 public quizzes, 34 ms for a common search term), and a reader
 * paging or re-sorting asks for the same total again and again. A total is reused while no write
 * to the tables it depends on went through this process and for at most LIST_COUNT_TTL_MS, which
 * bounds how stale another process's writes can leave it. The page's rows are never cached.
 */
export async function cachedListCount(
  db: DbExecutor,
  key: string,
  count: () => Promise<number>,
  now: number,
): Promise<number> {
  const adapter = db.getExecutor().adapter;
  let cache = caches.get(adapter);
  if (!cache) {
    cache = new WriteGuardedCache(COUNTED_TABLES, LIST_COUNT_TTL_MS, ENTRIES_PER_DATABASE);
    caches.set(adapter, cache);
  }
  return cache.resolve(key, count, now);
}
