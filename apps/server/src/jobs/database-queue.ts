import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../clock.ts';
import { toJson, type Database } from '../db/database.ts';
import {
  LeaseLostError,
  ShutdownError,
  type JobContext,
  type JobQueue,
  type QueueDefinition,
  type QueueName,
} from './queue.ts';

type AnyDefinition = QueueDefinition<unknown>;

interface Running {
  id: string;
  queue: string;
  controller: AbortController;
  done: Promise<void>;
}

export interface DatabaseQueueOptions {
  pollIntervalMs?: number;
  log?: { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };
}

/**
 * The in-process runner: jobs are rows of `background_jobs`, claimed with a lease that the runner
 * renews while the handler works. A crash leaves the row RUNNING with a lease that runs out; the
 * next start (or any other process's poll, on PostgreSQL where claims use SKIP LOCKED) takes it
 * again, until maxAttempts deliveries have been used and the job fails with onExhausted.
 * On SQLite there is one process, so at start every RUNNING row is left over from a crash.
 */
export class DatabaseJobQueue implements JobQueue {
  readonly kind = 'database' as const;
  readonly #definitions = new Map<string, AnyDefinition>();
  readonly #running = new Map<string, Running>();
  readonly #instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #pollIntervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #polling = false;
  #pollAgain = false;
  #started = false;
  #stopping = false;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly options: DatabaseQueueOptions = {},
  ) {
    this.#pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  define<P>(definition: QueueDefinition<P>): void {
    this.#definitions.set(definition.name, definition as AnyDefinition);
  }

  async enqueue<P>(name: QueueName<P>, payload: NoInfer<P>): Promise<string> {
    const id = randomUUID();
    const now = this.clock.now();
    const definition = this.#definitions.get(name);
    await this.database.db
      .insertInto('backgroundJobs')
      .values({
        id,
        queue: name,
        payload: toJson(payload),
        status: 'QUEUED',
        attempts: 0,
        maxAttempts: definition?.maxAttempts ?? 1,
        runAt: now,
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    this.#wake();
    return id;
  }

  async start(): Promise<void> {
    if (this.#started) {
      return;
    }
    this.#started = true;
    this.#stopping = false;
    await this.#recover(this.database.dialect === 'sqlite');
    this.#timer = setInterval(() => this.#wake(), this.#pollIntervalMs);
    this.#timer.unref();
    this.#wake();
  }

  async stop(graceMs = 10_000): Promise<void> {
    if (!this.#started) {
      return;
    }
    this.#stopping = true;
    clearInterval(this.#timer);
    for (const running of this.#running.values()) {
      running.controller.abort(new ShutdownError());
    }
    const all = Promise.all([...this.#running.values()].map((running) => running.done));
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    this.#started = false;
  }

  async idle(timeoutMs = 30_000): Promise<void> {
    // Wall time, not the injected Clock: the tests that wait here hold a ManualClock still.
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const waiting = await this.database.db
        .selectFrom('backgroundJobs')
        .select((eb) => eb.fn.countAll().as('total')) // pg returns a count as a string, SQLite as a number
        .where('status', 'in', ['QUEUED', 'RUNNING'])
        .where('runAt', '<=', this.clock.now())
        .executeTakeFirstOrThrow();
      if (Number(waiting.total) === 0 && this.#running.size === 0) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`background jobs still busy after ${timeoutMs} ms`);
      }
      this.#wake();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async depth(): Promise<Record<string, number>> {
    const rows = await this.database.db
      .selectFrom('backgroundJobs')
      .select((eb) => ['queue', eb.fn.countAll().as('total')])
      .where('status', '=', 'QUEUED')
      .groupBy('queue')
      .execute();
    const depth: Record<string, number> = Object.fromEntries([...this.#definitions.keys()].map((name) => [name, 0]));
    for (const row of rows) {
      depth[row.queue] = Number(row.total);
    }
    return depth;
  }

  /** Takes back rows whose lease ran out (all RUNNING rows when `all`): requeued, or failed after the last attempt. */
  async #recover(all: boolean): Promise<void> {
    const now = this.clock.now();
    let query = this.database.db.selectFrom('backgroundJobs').selectAll().where('status', '=', 'RUNNING');
    if (!all) {
      query = query.where('lockedUntil', '<', now);
    }
    const stale = await query.execute();
    for (const row of stale) {
      if (this.#running.has(row.id)) {
        continue;
      }
      if (row.attempts >= row.maxAttempts) {
        await this.#fail(
          row.id,
          row.queue,
          row.payload,
          'The job was interrupted (the server stopped while it ran) and has no attempts left',
        );
      } else {
        let requeue = this.database.db
          .updateTable('backgroundJobs')
          .set({
            status: 'QUEUED',
            lockedBy: null,
            lockedUntil: null,
            runAt: now,
            updatedAt: now,
            lastError: 'interrupted',
          })
          .where('id', '=', row.id)
          .where('status', '=', 'RUNNING');
        if (!all) {
          requeue = requeue.where('lockedUntil', '<', now);
        }
        await requeue.execute();
      }
    }
  }

  #wake() {
    if (!this.#started || this.#stopping) {
      return;
    }
    if (this.#polling) {
      this.#pollAgain = true;
      return;
    }
    this.#polling = true;
    void this.#poll()
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'job poll failed'))
      .finally(() => {
        this.#polling = false;
        if (this.#pollAgain) {
          this.#pollAgain = false;
          this.#wake();
        }
      });
  }

  async #poll(): Promise<void> {
    await this.#recover(false);
    for (;;) {
      const free = [...this.#definitions.values()].filter(
        (definition) =>
          [...this.#running.values()].filter((running) => running.queue === definition.name).length <
          definition.concurrency,
      );
      if (free.length === 0 || this.#stopping) {
        return;
      }
      const claimed = await this.#claim(free.map((definition) => definition.name));
      if (!claimed) {
        return;
      }
      this.#run(claimed);
    }
  }

  async #claim(queues: string[]) {
    const now = this.clock.now();
    const db = this.database.db;
    let next = db
      .selectFrom('backgroundJobs')
      .select('id')
      .where('status', '=', 'QUEUED')
      .where('queue', 'in', queues)
      .where('runAt', '<=', now)
      .orderBy('runAt', 'asc')
      .orderBy('createdAt', 'asc')
      .limit(1);
    if (this.database.dialect === 'postgres') {
      next = next.forUpdate().skipLocked();
    }
    const leaseSeconds = Math.max(...queues.map((queue) => this.#definitions.get(queue)?.leaseSeconds ?? 60));
    return db
      .updateTable('backgroundJobs')
      .set((eb) => ({
        status: 'RUNNING',
        attempts: eb('attempts', '+', 1),
        lockedBy: this.#instance,
        lockedUntil: new Date(now.getTime() + leaseSeconds * 1000),
        updatedAt: now,
      }))
      .where('id', '=', next)
      .where('status', '=', 'QUEUED')
      .returningAll()
      .executeTakeFirst();
  }

  #run(row: { id: string; queue: string; payload: unknown; attempts: number; maxAttempts: number }) {
    const definition = this.#definitions.get(row.queue);
    if (!definition) {
      return;
    }
    const controller = new AbortController();
    const context: JobContext = { jobId: row.id, attempt: row.attempts, signal: controller.signal };
    // Set when the handler has returned or thrown: a renewal still in flight then says nothing about the lease.
    let settled = false;
    const renew = setInterval(
      () => {
        void this.#renewLease(row, definition, controller, () => settled);
      },
      Math.max(1000, (definition.leaseSeconds * 1000) / 3),
    );
    renew.unref();
    const done = (async () => {
      try {
        await definition.handler(row.payload, context);
        settled = true;
        if (!(controller.signal.reason instanceof LeaseLostError)) {
          await this.database.db.deleteFrom('backgroundJobs').where('id', '=', row.id).execute();
        }
      } catch (error) {
        settled = true;
        // A lost lease leaves the row to the runner that took it: writing it would undo that runner's claim.
        if (!(controller.signal.reason instanceof LeaseLostError)) {
          await this.#afterFailure(row, definition, error, controller.signal.aborted);
        }
      } finally {
        clearInterval(renew);
        this.#running.delete(row.id);
        this.#wake();
      }
    })();
    this.#running.set(row.id, { id: row.id, queue: row.queue, controller, done });
  }

  /**
   * Extends a running delivery's lease. No row updated means the lease was lost (it ran out and was
   * recovered, or another runner claimed the job): the handler is stopped, since its work would now
   * run twice. A failed renewal is only logged: the lease has not run out yet and the next renewal retries.
   */
  async #renewLease(
    row: { id: string; queue: string; attempts: number },
    definition: AnyDefinition,
    controller: AbortController,
    settled: () => boolean,
  ): Promise<void> {
    const until = new Date(this.clock.now().getTime() + definition.leaseSeconds * 1000);
    try {
      const result = await this.database.db
        .updateTable('backgroundJobs')
        .set({ lockedUntil: until })
        .where('id', '=', row.id)
        .where('lockedBy', '=', this.#instance)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n && !settled() && !controller.signal.aborted) {
        this.options.log?.warn(
          { queue: row.queue, jobId: row.id, attempt: row.attempts },
          'background job lease lost: stopping its handler',
        );
        controller.abort(new LeaseLostError());
      }
    } catch (error) {
      this.options.log?.error({ err: error, queue: row.queue, jobId: row.id }, 'background job lease renewal failed');
    }
  }

  async #afterFailure(
    row: { id: string; queue: string; payload: unknown; attempts: number; maxAttempts: number },
    definition: AnyDefinition,
    error: unknown,
    shutdown: boolean,
  ) {
    const reason = error instanceof Error ? error.message : String(error);
    const now = this.clock.now();
    if (shutdown) {
      // Stopped by a shutdown, not by its own fault: the delivery does not count.
      await this.database.db
        .updateTable('backgroundJobs')
        .set((eb) => ({
          status: 'QUEUED',
          attempts: eb('attempts', '-', 1),
          lockedBy: null,
          lockedUntil: null,
          runAt: now,
          updatedAt: now,
        }))
        .where('id', '=', row.id)
        .execute()
        .catch((requeueError: unknown) => {
          // The row stays RUNNING until its lease runs out; recovery then requeues it (using an attempt).
          this.options.log?.error({ err: requeueError, queue: row.queue, jobId: row.id }, 'requeue at shutdown failed');
        });
      return;
    }
    this.options.log?.warn(
      { err: error, queue: row.queue, jobId: row.id, attempt: row.attempts },
      'background job failed',
    );
    if (row.attempts >= definition.maxAttempts) {
      await this.#fail(row.id, row.queue, row.payload, reason);
      return;
    }
    const backoffMs = Math.min(60_000, 1000 * 2 ** (row.attempts - 1));
    await this.database.db
      .updateTable('backgroundJobs')
      .set({
        status: 'QUEUED',
        lockedBy: null,
        lockedUntil: null,
        runAt: new Date(now.getTime() + backoffMs),
        updatedAt: now,
        lastError: reason.slice(0, 2000),
      })
      .where('id', '=', row.id)
      .execute();
  }

  async #fail(id: string, queue: string, payload: unknown, reason: string) {
    const now = this.clock.now();
    const updated = await this.database.db
      .updateTable('backgroundJobs')
      .set({ status: 'FAILED', lockedBy: null, lockedUntil: null, updatedAt: now, lastError: reason.slice(0, 2000) })
      .where('id', '=', id)
      .where('status', '!=', 'FAILED')
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      return;
    }
    try {
      await this.#definitions.get(queue)?.onExhausted?.(payload, reason);
    } catch (error) {
      this.options.log?.error({ err: error, queue, jobId: id }, 'onExhausted failed');
    }
  }
}
