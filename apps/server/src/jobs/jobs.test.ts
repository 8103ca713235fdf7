import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../test-support/manual-clock.ts';
import { toJson, type Database } from '../db/database.ts';
import { createTestDatabase, POSTGRES_TEST_URL, testDialect } from '../test-support/test-database.ts';
import { DatabaseJobQueue } from './database-queue.ts';
import { PeriodicTasks } from './periodic.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';
import type { QueueName } from './queue.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const rows = () => database.db.selectFrom('backgroundJobs').selectAll().execute();

describe('the in-process runner over the database', () => {
  it('runs queued jobs, at most `concurrency` at a time, and removes them when done', async () => {
    const clock = new ManualClock();
    const queue = new DatabaseJobQueue(database, clock, { pollIntervalMs: 20 });
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    const concurrencyQueue = 'test.concurrency' as QueueName<{ n: number }>;
    queue.define({
      name: concurrencyQueue,
      concurrency: 2,
      maxAttempts: 1,
      leaseSeconds: 30,
      handler: async ({ n }) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        seen.push(n);
        running -= 1;
      },
    });
    for (let n = 0; n < 6; n += 1) {
      await queue.enqueue(concurrencyQueue, { n });
    }
    await queue.start();
    await queue.idle();
    await queue.stop();
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect((await rows()).filter((row) => row.queue === 'test.concurrency')).toEqual([]);
  });

  it('retries a failing job with backoff, then calls onExhausted once after the last attempt', async () => {
    const clock = new ManualClock();
    const queue = new DatabaseJobQueue(database, clock, { pollIntervalMs: 20 });
    const attempts: number[] = [];
    const exhausted: string[] = [];
    const failingQueue = 'test.failing' as QueueName<{ id: string }>;
    queue.define({
      name: failingQueue,
      concurrency: 1,
      maxAttempts: 3,
      leaseSeconds: 30,
      handler: (_payload, context) => {
        attempts.push(context.attempt);
        return Promise.reject(new Error(`boom ${context.attempt}`));
      },
      onExhausted: (payload, reason) => {
        exhausted.push(`${payload.id}: ${reason}`);
        return Promise.resolve();
      },
    });
    await queue.enqueue(failingQueue, { id: 'a' });
    await queue.start();
    await until(() => attempts.length === 1);
    clock.advance(1_000);
    await until(() => attempts.length === 2);
    clock.advance(2_000);
    await until(() => exhausted.length === 1);
    await queue.stop();
    expect(attempts).toEqual([1, 2, 3]);
    expect(exhausted).toEqual(['a: boom 3']);
    const [row] = (await rows()).filter((candidate) => candidate.queue === 'test.failing');
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3, lastError: 'boom 3' });
  });

  it('takes back a job a crashed process left RUNNING and runs it on start', async () => {
    const clock = new ManualClock();
    const id = randomUUID();
    const now = clock.now();
    // A delivery whose process died: RUNNING, its lease long gone.
    await database.db
      .insertInto('backgroundJobs')
      .values({
        id,
        queue: 'test.recover',
        payload: toJson({ value: 42 }),
        status: 'RUNNING',
        attempts: 1,
        maxAttempts: 3,
        runAt: now,
        lockedBy: 'dead-host:1:x',
        lockedUntil: new Date(now.getTime() - 60_000),
        lastError: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const queue = new DatabaseJobQueue(database, clock, { pollIntervalMs: 20 });
    const seen: Array<{ value: number; attempt: number }> = [];
    const recoverQueue = 'test.recover' as QueueName<{ value: number }>;
    queue.define({
      name: recoverQueue,
      concurrency: 1,
      maxAttempts: 3,
      leaseSeconds: 30,
      handler: ({ value }, context) => {
        seen.push({ value, attempt: context.attempt });
        return Promise.resolve();
      },
    });
    await queue.start();
    await queue.idle();
    await queue.stop();
    expect(seen).toEqual([{ value: 42, attempt: 2 }]);
  });

  it('a shutdown aborts running handlers and requeues their jobs without using an attempt', async () => {
    const clock = new ManualClock();
    const queue = new DatabaseJobQueue(database, clock, { pollIntervalMs: 20 });
    let started = false;
    const shutdownQueue = 'test.shutdown' as QueueName<Record<string, never>>;
    queue.define({
      name: shutdownQueue,
      concurrency: 1,
      maxAttempts: 1,
      leaseSeconds: 30,
      handler: async (_payload, context) => {
        started = true;
        await new Promise((resolve, reject) => {
          context.signal.addEventListener('abort', () => reject(context.signal.reason as Error), { once: true });
        });
      },
    });
    const id = await queue.enqueue(shutdownQueue, {});
    await queue.start();
    await until(() => started);
    await queue.stop();
    const row = await database.db
      .selectFrom('backgroundJobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 0, lockedBy: null });
    await database.db.deleteFrom('backgroundJobs').where('id', '=', id).execute();
  });

  it('stops a handler whose lease another runner took, logs it, and leaves the row to that runner', async () => {
    const clock = new ManualClock();
    const warnings: Array<{ object: unknown; message: string }> = [];
    const errors: unknown[] = [];
    const log = {
      warn: (object: unknown, message: string) => warnings.push({ object, message }),
      error: (object: unknown) => errors.push(object),
    };
    const queue = new DatabaseJobQueue(database, clock, { pollIntervalMs: 20, log });
    let started = false;
    let stoppedBecause: unknown;
    const leaseLostQueue = 'test.lease-lost' as QueueName<Record<string, never>>;
    queue.define({
      name: leaseLostQueue,
      concurrency: 1,
      maxAttempts: 3,
      // Renewed every second (a third of the lease, at least 1 s).
      leaseSeconds: 3,
      handler: async (_payload, context) => {
        started = true;
        await new Promise((_resolve, reject) => {
          context.signal.addEventListener(
            'abort',
            () => {
              stoppedBecause = context.signal.reason;
              reject(context.signal.reason as Error);
            },
            { once: true },
          );
        });
      },
    });
    const id = await queue.enqueue(leaseLostQueue, {});
    await queue.start();
    try {
      await until(() => started);
      // Another process took the delivery over (this one's lease ran out while it was stalled).
      await database.db
        .updateTable('backgroundJobs')
        .set({ lockedBy: 'other-host:2:y', attempts: 2 })
        .where('id', '=', id)
        .execute();
      await until(() => stoppedBecause !== undefined, 5_000);
    } finally {
      await queue.stop();
    }
    expect(stoppedBecause).toBeInstanceOf(Error);
    expect((stoppedBecause as Error).message).toBe('Another runner took this job over (its lease was lost)');
    expect(warnings).toEqual([
      {
        object: { queue: 'test.lease-lost', jobId: id, attempt: 1 },
        message: 'background job lease lost: stopping its handler',
      },
    ]);
    expect(errors).toEqual([]);
    const row = await database.db
      .selectFrom('backgroundJobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'RUNNING', attempts: 2, lockedBy: 'other-host:2:y', lastError: null });
    await database.db.deleteFrom('backgroundJobs').where('id', '=', id).execute();
  });

  it('periodic tasks run at start and survive a failing tick', async () => {
    const errors: unknown[] = [];
    const tasks = new PeriodicTasks({ error: (object) => errors.push(object) });
    let runs = 0;
    tasks.add('ok', 60_000, () => {
      runs += 1;
      return Promise.resolve();
    });
    tasks.add('broken', 60_000, () => Promise.reject(new Error('nope')));
    await tasks.start();
    await tasks.runNow('ok');
    tasks.stop();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });
});

describe.runIf(testDialect() === 'postgres')('the pg-boss runner (PostgreSQL, several processes)', () => {
  const schema = `pgboss_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('runs jobs through pg-boss and sends a job out of attempts to onExhausted', async () => {
    const queue = new PgBossJobQueue({ connectionString: POSTGRES_TEST_URL, schema, pollIntervalSeconds: 0.5 });
    const done: string[] = [];
    const exhausted: string[] = [];
    const wordsQueue = 'test-words' as QueueName<{ word: string }>;
    queue.define({
      name: wordsQueue,
      concurrency: 2,
      maxAttempts: 1,
      leaseSeconds: 60,
      handler: ({ word }) => {
        if (word === 'bad') {
          return Promise.reject(new Error('bad word'));
        }
        done.push(word);
        return Promise.resolve();
      },
      onExhausted: ({ word }) => {
        exhausted.push(word);
        return Promise.resolve();
      },
    });
    await queue.start();
    try {
      for (const word of ['one', 'two', 'bad', 'three']) {
        await queue.enqueue(wordsQueue, { word });
      }
      await until(() => done.length === 3 && exhausted.length === 1, 20_000);
      expect(done.sort()).toEqual(['one', 'three', 'two']);
      expect(exhausted).toEqual(['bad']);
    } finally {
      await queue.stop(2_000);
    }
  }, 30_000);
});
