import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { PgBossJobQueue } from './pg-boss-queue.ts';
import { PeriodicTasks } from './periodic.ts';
import type { JobQueue } from './queue.ts';

/** Everything that runs outside requests: the job queue's workers and the periodic sweepers. */
export class BackgroundWork {
  #started = false;
  readonly #startHooks: Array<() => Promise<unknown>> = [];

  constructor(
    readonly queue: JobQueue,
    readonly periodic: PeriodicTasks,
  ) {}

  get started(): boolean {
    return this.#started;
  }

  /** Work to do once when the workers start (after the queue took back its own interrupted jobs). */
  onStart(hook: () => Promise<unknown>): void {
    this.#startHooks.push(hook);
  }

  /** Starts the workers (which first take back jobs a crash left behind), the start hooks and the sweepers. */
  async start(): Promise<void> {
    if (this.#started) {
      return;
    }
    this.#started = true;
    await this.queue.start();
    for (const hook of this.#startHooks) {
      await hook();
    }
    await this.periodic.start();
  }

  async stop(graceMs?: number): Promise<void> {
    if (!this.#started) {
      return;
    }
    this.#started = false;
    this.periodic.stop();
    await this.queue.stop(graceMs);
  }
}

/**
 * The queue runner JOB_RUNNER asks for: pg-boss on PostgreSQL (several processes), otherwise
 * undefined, meaning the app's default in-process runner over the database (`background_jobs`).
 */
export function pgBossQueueFor(config: Config, database: Database, log: PgBossQueueLog): JobQueue | undefined {
  const wantsPgBoss =
    config.jobRunner === 'pg-boss' || (config.jobRunner === 'auto' && database.dialect === 'postgres');
  if (!wantsPgBoss) {
    return undefined;
  }
  if (config.database.kind !== 'postgres') {
    throw new Error('JOB_RUNNER=pg-boss needs a PostgreSQL DATABASE_URL');
  }
  return new PgBossJobQueue({ connectionString: config.database.url, schema: 'pgboss', log });
}

type PgBossQueueLog = { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };
