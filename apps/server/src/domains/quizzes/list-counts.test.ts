import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { LIST_COUNT_TTL_MS, cachedListCount } from './list-counts.ts';

describe('quiz list totals', () => {
  let database: Database;
  let other: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await other.close();
  });

  const counter = (value: number) => {
    const calls: number[] = [];
    return {
      calls,
      count: () => {
        calls.push(value);
        return Promise.resolve(value);
      },
    };
  };

  it('reuses a total for the same filter until it expires', async () => {
    const { calls, count } = counter(42);
    const now = Date.now();
    expect(await cachedListCount(database.db, 'expiry', count, now)).toBe(42);
    expect(await cachedListCount(database.db, 'expiry', count, now + LIST_COUNT_TTL_MS - 1)).toBe(42);
    expect(calls).toHaveLength(1);
    expect(await cachedListCount(database.db, 'expiry', count, now + LIST_COUNT_TTL_MS)).toBe(42);
    expect(calls).toHaveLength(2);
  });

  it('counts again after any write to a table the total depends on, through whatever code path', async () => {
    const { calls, count } = counter(7);
    const now = Date.now();
    await cachedListCount(database.db, 'writes', count, now);
    await database.db.selectFrom('quizzes').select('id').execute();
    await cachedListCount(database.db, 'writes', count, now);
    expect(calls).toHaveLength(1);
    await database.db.updateTable('quizzes').set({ title: 'x' }).where('id', '=', 'no-such-quiz').execute();
    await cachedListCount(database.db, 'writes', count, now);
    expect(calls).toHaveLength(2);
    await database.db.deleteFrom('quizTags').where('quizId', '=', 'no-such-quiz').execute();
    await cachedListCount(database.db, 'writes', count, now);
    expect(calls).toHaveLength(3);
    // A write elsewhere (attempts) leaves the total alone.
    await database.db.deleteFrom('attempts').where('id', '=', 'no-such-attempt').execute();
    await cachedListCount(database.db, 'writes', count, now);
    expect(calls).toHaveLength(3);
  });

  it('keeps one cache per database and per filter', async () => {
    const now = Date.now();
    expect(await cachedListCount(database.db, 'separate', () => Promise.resolve(1), now)).toBe(1);
    expect(await cachedListCount(other.db, 'separate', () => Promise.resolve(2), now)).toBe(2);
    expect(await cachedListCount(database.db, 'separate-too', () => Promise.resolve(3), now)).toBe(3);
    expect(await cachedListCount(database.db, 'separate', () => Promise.resolve(9), now)).toBe(1);
  });
});
