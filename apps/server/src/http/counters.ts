import type { Redis } from 'ioredis';
import { systemClock, type Clock } from '../clock.ts';

/** A key's hits in its current window, and the seconds until that window ends (0 when none is open). */
export interface CounterState {
  count: number;
  resetInSeconds: number;
}

/**
 * Fixed-window counters for throttles: a key's first hit opens a window of `windowSeconds`, hits
 * within it add up, and the count starts again from zero once it ends (later hits do not extend it).
 * In memory for one process, Redis for several.
 */
export interface CounterStore {
  /** Adds one to `key` and returns the count within its current window and the seconds until that window ends. */
  hit(key: string, windowSeconds: number): Promise<CounterState>;
  get(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
}

/** One process's counters; windows follow the app's Clock, so tests move them with a ManualClock. */
export class MemoryCounterStore implements CounterStore {
  readonly #entries = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock = systemClock) {}

  private now(): number {
    return this.clock.now().getTime();
  }

  hit(key: string, windowSeconds: number): Promise<CounterState> {
    const now = this.now();
    this.#sweep(now);
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowSeconds * 1000 };
      this.#entries.set(key, fresh);
      return Promise.resolve({ count: 1, resetInSeconds: windowSeconds });
    }
    entry.count += 1;
    return Promise.resolve({ count: entry.count, resetInSeconds: Math.ceil((entry.resetAt - now) / 1000) });
  }

  get(key: string): Promise<CounterState> {
    const now = this.now();
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      return Promise.resolve({ count: 0, resetInSeconds: 0 });
    }
    return Promise.resolve({ count: entry.count, resetInSeconds: Math.ceil((entry.resetAt - now) / 1000) });
  }

  reset(key: string): Promise<void> {
    this.#entries.delete(key);
    return Promise.resolve();
  }

  #sweep(now: number) {
    if (this.#entries.size < 10_000) {
      return;
    }
    for (const [key, entry] of this.#entries) {
      if (entry.resetAt <= now) {
        this.#entries.delete(key);
      }
    }
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'quizmaker:counter:',
  ) {}

  async hit(key: string, windowSeconds: number) {
    const name = this.prefix + key;
    const results = await this.redis.multi().incr(name).expire(name, windowSeconds, 'NX').ttl(name).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
    return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
  }

  async get(key: string) {
    const name = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(name), this.redis.ttl(name)]);
    return { count: Number(count ?? 0), resetInSeconds: ttl > 0 ? ttl : 0 };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
