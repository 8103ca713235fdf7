import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../test-support/manual-clock.ts';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './counters.ts';

const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
let redis: Redis | undefined;

beforeAll(async () => {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  try {
    await client.connect();
    await client.ping();
    redis = client;
  } catch {
    client.disconnect();
  }
});
afterAll(() => redis?.disconnect());

async function behavesAsCounter(store: CounterStore, key: string) {
  expect(await store.get(key)).toEqual({ count: 0, resetInSeconds: 0 });
  expect((await store.hit(key, 60)).count).toBe(1);
  const second = await store.hit(key, 60);
  expect(second.count).toBe(2);
  expect(second.resetInSeconds).toBeGreaterThan(0);
  expect(second.resetInSeconds).toBeLessThanOrEqual(60);
  expect((await store.get(key)).count).toBe(2);
  await store.reset(key);
  expect((await store.get(key)).count).toBe(0);
}

describe('counter stores', () => {
  it('memory store counts within a window and forgets after it', async () => {
    const clock = new ManualClock();
    const store = new MemoryCounterStore(clock);
    await behavesAsCounter(store, 'k');
    await store.hit('w', 10);
    clock.advance(9_000);
    expect(await store.get('w')).toEqual({ count: 1, resetInSeconds: 1 });
    clock.advance(1_000);
    expect((await store.get('w')).count).toBe(0);
    expect((await store.hit('w', 10)).count).toBe(1);
  });

  it('redis store shares counts between two clients', async (context) => {
    if (!redis) {
      // CI installs Redis (.ci/run): there a missing server is a failure, not a skip.
      expect(process.env.CI === 'true' || process.env.CI === '1', `Redis is not reachable at ${redisUrl}`).toBe(false);
      context.skip();
      return;
    }
    const key = `test-${process.pid}-${Date.now()}`;
    await behavesAsCounter(new RedisCounterStore(redis, 'quizmaker-test:'), key);
    const other = new Redis(redisUrl);
    try {
      const first = new RedisCounterStore(redis, 'quizmaker-test:');
      const second = new RedisCounterStore(other, 'quizmaker-test:');
      await first.hit(`${key}-shared`, 30);
      expect((await second.hit(`${key}-shared`, 30)).count).toBe(2);
      await first.reset(`${key}-shared`);
    } finally {
      other.disconnect();
    }
  });
});
