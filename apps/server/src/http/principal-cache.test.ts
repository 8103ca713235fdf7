import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalOf } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { PrincipalCache, type CallerFacts } from './principal-cache.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const facts = (tokenVersion: number): CallerFacts => ({
  principal: principalOf({ id: 'u1', username: 'ann', roles: ['ROLE_USER'] }),
  isActive: true,
  tokenVersion,
});

/** A read of the users table that counts how often it ran. */
function reader(version: () => number) {
  const reads = { count: 0 };
  return { reads, read: () => ((reads.count += 1), Promise.resolve(facts(version()))) };
}

describe('PrincipalCache', () => {
  it('reads a caller once within the time to live, and again after it', async () => {
    let now = 0;
    const cache = new PrincipalCache(5_000, 10, () => now);
    const { reads, read } = reader(() => 1);
    expect(await cache.resolve('u1', read)).toEqual(facts(1));
    now = 4_999;
    expect(await cache.resolve('u1', read)).toEqual(facts(1));
    expect(reads.count).toBe(1);
    now = 5_000;
    await cache.resolve('u1', read);
    expect(reads.count).toBe(2);
  });

  it('forgets every caller as soon as this process writes to the users table', async () => {
    const cache = new PrincipalCache(60_000, 10, () => 0);
    let version = 1;
    const { reads, read } = reader(() => version);
    expect((await cache.resolve('u1', read))?.tokenVersion).toBe(1);
    version = 2;
    await database.db.updateTable('users').set({ tokenVersion: 2 }).where('id', '=', 'nobody').execute();
    expect((await cache.resolve('u1', read))?.tokenVersion).toBe(2);
    expect(reads.count).toBe(2);
  });

  it('does not keep a row read while a write was under way', async () => {
    const cache = new PrincipalCache(60_000, 10, () => 0);
    const { reads, read } = reader(() => 1);
    await cache.resolve('u1', async () => {
      await database.db.updateTable('users').set({ isActive: false }).where('id', '=', 'nobody').execute();
      return read();
    });
    await cache.resolve('u1', read);
    expect(reads.count).toBe(2);
  });

  it('does not remember unknown users', async () => {
    const cache = new PrincipalCache(60_000, 10, () => 0);
    let reads = 0;
    const missing = () => ((reads += 1), Promise.resolve(undefined));
    expect(await cache.resolve('ghost', missing)).toBeUndefined();
    expect(await cache.resolve('ghost', missing)).toBeUndefined();
    expect(reads).toBe(2);
  });
});
