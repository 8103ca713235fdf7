import PgBoss from 'pg-boss';
import { ShutdownError, type JobQueue, type QueueDefinition, type QueueName } from './queue.ts';

type AnyDefinition = QueueDefinition<unknown>;

export interface PgBossQueueOptions {
  connectionString: string;
  /** PostgreSQL schema for pg-boss's own tables. */
  schema?: string;
  pollIntervalSeconds?: number;
  log?: { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };
}

const DEAD = '__dead';

/**
 * The PostgreSQL-backed runner for several server processes: pg-boss stores the jobs, hands each
 * to one worker (SKIP LOCKED), retries failures, and expires a delivery whose process died so
 * another takes it. A job out of retries goes to a dead-letter queue, whose worker calls
 * onExhausted once.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  readonly #boss: PgBoss;
  readonly #definitions = new Map<string, AnyDefinition>();
  readonly #controllers = new Set<AbortController>();
  readonly #active = new Set<Promise<unknown>>();
  #started = false;

  constructor(private readonly options: PgBossQueueOptions) {
    this.#boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema ?? 'pgboss',
      max: 4,
      // Let the server's own graceful stop decide; pg-boss keeps supervising expiry.
      supervise: true,
    });
    this.#boss.on('error', (error: unknown) => options.log?.error({ err: error }, 'pg-boss error'));
  }

  define<P>(definition: QueueDefinition<P>): void {
    this.#definitions.set(definition.name, definition as AnyDefinition);
  }

  async enqueue<P>(name: QueueName<P>, payload: NoInfer<P>): Promise<string> {
    const definition = this.#definitions.get(name);
    const id = await this.#boss.send(name, payload as object, {
      retryLimit: Math.max(0, (definition?.maxAttempts ?? 1) - 1),
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: definition?.leaseSeconds ?? 900,
      deadLetter: `${name}${DEAD}`,
    });
    if (!id) {
      throw new Error(`pg-boss did not accept a job for ${name}`);
    }
    return id;
  }

  async start(): Promise<void> {
    if (this.#started) {
      return;
    }
    await this.#boss.start();
    this.#started = true;
    for (const definition of this.#definitions.values()) {
      await this.#boss.createQueue(`${definition.name}${DEAD}`);
      await this.#boss.createQueue(definition.name, { name: definition.name, deadLetter: `${definition.name}${DEAD}` });
      for (let worker = 0; worker < definition.concurrency; worker += 1) {
        await this.#boss.work<unknown>(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds: this.options.pollIntervalSeconds ?? 1, includeMetadata: true },
          async ([job]) => {
            if (!job) {
              return;
            }
            await this.#track(definition, job.id, job.retryCount + 1, job.data);
          },
        );
      }
      await this.#boss.work<unknown>(
        `${definition.name}${DEAD}`,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollIntervalSeconds ?? 1 },
        async ([job]) => {
          if (job) {
            await definition.onExhausted?.(job.data, 'The job failed on its last attempt');
          }
        },
      );
    }
  }

  async #track(definition: AnyDefinition, jobId: string, attempt: number, payload: unknown) {
    const controller = new AbortController();
    this.#controllers.add(controller);
    const run = definition.handler(payload, { jobId, attempt, signal: controller.signal });
    this.#active.add(run);
    try {
      await run;
    } finally {
      this.#active.delete(run);
      this.#controllers.delete(controller);
    }
  }

  async stop(graceMs = 10_000): Promise<void> {
    if (!this.#started) {
      return;
    }
    for (const controller of this.#controllers) {
      controller.abort(new ShutdownError());
    }
    await Promise.race([
      Promise.allSettled([...this.#active]),
      new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
    ]);
    await this.#boss.stop({ graceful: true, timeout: graceMs, wait: true });
    this.#started = false;
  }

  async depth(): Promise<Record<string, number>> {
    const depth: Record<string, number> = {};
    for (const name of this.#definitions.keys()) {
      depth[name] = this.#started ? await this.#boss.getQueueSize(name) : 0;
    }
    return depth;
  }

  async idle(timeoutMs = 30_000): Promise<void> {
    // Wall time, not the injected Clock: the tests that wait here hold a ManualClock still.
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let busy = this.#active.size;
      for (const name of this.#definitions.keys()) {
        busy += await this.#boss.getQueueSize(name);
      }
      if (busy === 0) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`pg-boss jobs still busy after ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
