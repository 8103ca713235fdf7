import { generationMessages, type GenerationJob } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import type { LedgerService } from '../billing/ledger.ts';
import { ownJob } from './jobs.ts';
import { presentJob } from './presenter.ts';
import { generationRepository } from './repository.ts';

export interface GenerationCancelDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'release'>;
}

/** Cancelling a job (spec 2 section 7). */
export class GenerationCancelService {
  constructor(private readonly deps: GenerationCancelDeps) {}

  /**
   * Cancels a PENDING or PROCESSING job (409 otherwise): CANCELLED at once, the reservation
   * released; a running runner sees it at its next heartbeat (about a second) and stops.
   */
  async cancel(principal: Principal, jobId: string): Promise<GenerationJob> {
    const job = await ownJob(this.deps.db, principal, jobId);
    if (job.status !== 'PENDING' && job.status !== 'PROCESSING') {
      throw conflict(generationMessages.notCancellable);
    }
    const cancelled = await this.deps.db.transaction().execute(async (tx) => {
      const now = this.deps.clock.now();
      const done = await generationRepository.finish(
        tx,
        jobId,
        {
          status: 'CANCELLED',
          errorMessage: generationMessages.cancelledByUser,
          currentChunk: null,
          estimatedCompletion: null,
        },
        now,
      );
      if (done && job.reservationId && job.billingState === 'RESERVED') {
        await this.deps.ledger.release({ reservationId: job.reservationId, reason: 'cancelled' }, tx);
        await generationRepository.update(tx, jobId, { billingState: 'RELEASED' }, now);
      }
      return done;
    });
    if (!cancelled) {
      throw conflict(generationMessages.notCancellable);
    }
    return presentJob(await ownJob(this.deps.db, principal, jobId), this.deps.clock.now());
  }
}
