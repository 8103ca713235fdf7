/** What a job handler gets besides its payload. */
export interface JobContext {
  /** The queue's id of this delivery. */
  jobId: string;
  /** 1 for the first delivery, 2 for the first retry, ... */
  attempt: number;
  /**
   * Aborted when the server shuts down (reason `ShutdownError`) or when another runner has taken the
   * delivery over (reason `LeaseLostError`): stop soon and let the job be delivered again.
   */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

declare const payloadOfQueue: unique symbol;

/**
 * A queue's name that also carries the payload type of its jobs, so that defining a queue and enqueueing
 * to it cannot disagree about what a job holds. Declare it once, beside the payload type:
 * `export const REPORT_QUEUE = 'reports.build' as QueueName<ReportPayload>;`. At run time it is the string.
 */
export type QueueName<P> = string & { readonly [payloadOfQueue]: P };

export interface QueueDefinition<P> {
  name: QueueName<P>;
  handler: JobHandler<P>;
  /** Jobs of this queue run at most this many at a time in one process. */
  concurrency: number;
  /** Deliveries before the job counts as failed (a crash or a thrown error uses one). */
  maxAttempts: number;
  /**
   * How long a delivery may go without a sign of life before another process may take it over.
   * The database runner renews it while the handler runs; pg-boss uses it as the job's expiry.
   */
  leaseSeconds: number;
  /** Called once when the last attempt failed or was lost: record the failure in the domain. */
  onExhausted?: (payload: P, reason: string) => Promise<void>;
}

/**
 * The queue port: work outside the request. Implementations persist jobs, so a job enqueued
 * before a crash or restart still runs afterwards.
 */
export interface JobQueue {
  readonly kind: 'database' | 'pg-boss';
  define<P>(definition: QueueDefinition<P>): void;
  enqueue<P>(name: QueueName<P>, payload: NoInfer<P>): Promise<string>;
  start(): Promise<void>;
  /** Stops taking jobs, aborts running handlers and waits for them (bounded by graceMs). */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when nothing is queued or running (tests). */
  idle(timeoutMs?: number): Promise<void>;
  /** Jobs waiting to run (not running), per defined queue: the queue depth metric. */
  depth(): Promise<Record<string, number>>;
}

export class ShutdownError extends Error {
  constructor() {
    super('The server is shutting down');
    this.name = 'ShutdownError';
  }
}

/** The runner could not renew a delivery's lease because another runner took the job over. */
export class LeaseLostError extends Error {
  constructor() {
    super('Another runner took this job over (its lease was lost)');
    this.name = 'LeaseLostError';
  }
}
