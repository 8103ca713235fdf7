import { BoundedMap } from '../../bounded-map.ts';
import type { DbExecutor } from '../../db/database.ts';
import { writesTo } from '../../db/table-writes.ts';

/** The tables a list's total depends on, directly or through a cascade that starts there. */
const COUNTED_TABLES = ['quizzes', 'quiz_tags', 'tags', 'categories', 'users'] as const;

/** How long a total is trusted when nothing in this process wrote those tables (another process may have). */
export const LIST_COUNT_TTL_MS = 5_000;
const ENTRIES_PER_DATABASE = 1_000;

interface Entry {
  total: number;
  writes: number;
  at: number;
}

// One cache per database (a transaction shares its database's adapter); tests open many in one process.
const caches = new WeakMap<object, BoundedMap<string, Entry>>();

/**
 * Totals of quiz lists by filter. Counting every match is the dearest part of a catalogue page
 * (PostgreSQL: 14 ms for the 87,000 public quizzes, 34 ms for a common search term), and a reader
 * paging or re-sorting asks for the same total again and again. A total is reused while no write
 * to the tables it depends on went through this process and for at most LIST_COUNT_TTL_MS, which
 * bounds how stale another process's writes can leave it. The page's rows are never cached.
 */
export async function cachedListCount(db: DbExecutor, key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
  const adapter = db.getExecutor().adapter;
  let cache = caches.get(adapter);
  if (!cache) {
    cache = new BoundedMap(ENTRIES_PER_DATABASE);
    caches.set(adapter, cache);
  }
  const writes = writesTo(COUNTED_TABLES);
  const entry = cache.get(key);
  if (entry && entry.writes === writes && now - entry.at < LIST_COUNT_TTL_MS) {
    return entry.total;
  }
  const total = await count();
  // Deleted first, so a recounted total becomes the newest entry.
  cache.delete(key);
  cache.set(key, { total, writes, at: now });
  return total;
}
