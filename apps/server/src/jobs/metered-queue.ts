import type { JobQueue, QueueDefinition, QueueName } from './queue.ts';

/** How a job delivery ended: done, thrown, or stopped by a shutdown (it runs again elsewhere or later). */
export type JobOutcome = 'completed' | 'failed' | 'interrupted';

/** Where a metered queue reports each delivery it ran. */
export interface JobObserver {
  jobStarted(queue: string): void;
  jobFinished(queue: string, outcome: JobOutcome, seconds: number): void;
}

/**
 * A job queue that times every delivery its handlers run, by queue and outcome. It wraps the
 * handlers as they are defined, so it works the same over the database runner and pg-boss.
 */
export class MeteredJobQueue implements JobQueue {
  constructor(
    private readonly inner: JobQueue,
    private readonly observer: JobObserver,
  ) {}

  get kind(): JobQueue['kind'] {
    return this.inner.kind;
  }

  define<P>(definition: QueueDefinition<P>): void {
    const { name, handler } = definition;
    this.inner.define<P>({
      ...definition,
      handler: async (payload, context) => {
        const started = process.hrtime.bigint();
        const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
        this.observer.jobStarted(name);
        try {
          await handler(payload, context);
          this.observer.jobFinished(name, 'completed', seconds());
        } catch (error) {
          this.observer.jobFinished(name, context.signal.aborted ? 'interrupted' : 'failed', seconds());
          throw error;
        }
      },
    });
  }

  enqueue<P>(name: QueueName<P>, payload: NoInfer<P>): Promise<string> {
    return this.inner.enqueue(name, payload);
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  stop(graceMs?: number): Promise<void> {
    return this.inner.stop(graceMs);
  }

  idle(timeoutMs?: number): Promise<void> {
    return this.inner.idle(timeoutMs);
  }

  depth(): Promise<Record<string, number>> {
    return this.inner.depth();
  }
}
