import { BoundedMap } from '../bounded-map.ts';
import { writesTo } from './table-writes.ts';

interface Entry<V> {
  value: V;
  /** Writes this process had issued to the watched tables when the value was read. */
  writes: number;
  readAt: number;
}

/**
 * Values derived from some tables, read through and reused while this process has written none of
 * those tables (`table-writes.ts`: whatever code path made the write) and for at most `ttlMs`, the
 * bound on how long another process's writes go unseen. The write count is taken before the read,
 * so a write that lands while the value is being read leaves an entry that is already out of date.
 * At most `capacity` keys; a value read again becomes the newest. `undefined` is never kept.
 */
export class WriteGuardedCache<V> {
  readonly #entries: BoundedMap<string, Entry<V>>;

  constructor(
    private readonly tables: readonly string[],
    readonly ttlMs: number,
    capacity: number,
  ) {
    this.#entries = new BoundedMap(capacity);
  }

  resolve(key: string, read: () => Promise<V>, now: number): Promise<V>;
  resolve(key: string, read: () => Promise<V | undefined>, now: number): Promise<V | undefined>;
  async resolve(key: string, read: () => Promise<V | undefined>, now: number): Promise<V | undefined> {
    const writes = writesTo(this.tables);
    const entry = this.#entries.get(key);
    if (entry && entry.writes === writes && now - entry.readAt < this.ttlMs) {
      return entry.value;
    }
    const value = await read();
    this.#entries.delete(key);
    if (value !== undefined) {
      this.#entries.set(key, { value, writes, readAt: now });
    }
    return value;
  }
}
