import { generationMessages } from '@quizmaker/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { GENERATION_QUEUE, MAX_RUNS, STALE_AFTER_SECONDS } from './jobs.ts';
import { generationRepository } from './repository.ts';
import type { GenerationRunner } from './runner.ts';

export interface GenerationRecoveryDeps {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  runner: Pick<GenerationRunner, 'fail'>;
  /** On SQLite one process owns every job: at start, every PROCESSING job is an interrupted one. */
  singleProcess: boolean;
}

/** Taking back jobs whose process died (at start, and every 30 seconds from app.ts). */
export class GenerationRecoveryService {
  constructor(private readonly deps: GenerationRecoveryDeps) {}

  /**
   * Takes back jobs nobody is running: PENDING or PROCESSING with no heartbeat for a minute (their
   * process died), or, at start on a single-process database, every PROCESSING job. Each resumes
   * from its checkpoints, or fails with its reservation released after MAX_RUNS runs.
   */
  async recoverInterrupted(options: { startup?: boolean } = {}): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const stale = await generationRepository.stale(
      db,
      new Date(now.getTime() - STALE_AFTER_SECONDS * 1000),
      !!options.startup && this.deps.singleProcess,
    );
    let recovered = 0;
    for (const job of stale) {
      if (job.runCount >= MAX_RUNS) {
        await this.deps.runner.fail(job, generationMessages.interrupted);
        continue;
      }
      // Stale now: the claim of the new delivery will take it. A fresh heartbeat keeps the sweeper from re-sending it.
      // A runner that claimed the job since it was read (the queue re-delivers stale work too) keeps it.
      const heartbeatAt = job.status === 'PROCESSING' ? new Date(0) : now;
      if (!(await generationRepository.markForRedelivery(db, job.id, job.runCount, heartbeatAt, now))) {
        continue;
      }
      await this.deps.queue.enqueue(GENERATION_QUEUE, { jobId: job.id });
      recovered += 1;
    }
    return recovered;
  }
}
