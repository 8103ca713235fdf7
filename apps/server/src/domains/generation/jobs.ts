import { generationMessages, type GenerationStarted } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { DbExecutor } from '../../db/database.ts';
import { authorizationError, notFound } from '../../errors.ts';
import type { QueueName } from '../../jobs/queue.ts';
import { generationRepository, type GenerationJobRecord } from './repository.ts';

/** What the queue hands the runner: which job to run. */
interface RunPayload {
  jobId: string;
}

export const GENERATION_QUEUE = 'generation.run' as QueueName<RunPayload>;

/** A job whose runner has shown no sign of life for this long is taken over (or failed). */
export const STALE_AFTER_SECONDS = 60;
/** Runs a job may start (the first and two resumptions after interruptions). */
export const MAX_RUNS = 3;

/** The caller's job: 404 when missing, 403 when someone else's. */
export async function ownJob(db: DbExecutor, principal: Principal, jobId: string): Promise<GenerationJobRecord> {
  const job = await generationRepository.findById(db, jobId);
  if (!job) {
    throw notFound(generationMessages.notFound);
  }
  if (job.userId !== principal.id) {
    throw authorizationError(generationMessages.forbidden);
  }
  return job;
}

/** The 202 answer of a start, a retry or a replay. */
export function started(job: GenerationJobRecord, message: string): GenerationStarted {
  return {
    jobId: job.id,
    status: job.status,
    message,
    documentId: job.documentId ?? '',
    totalChunks: job.totalChunks,
    requestedQuestions: job.requestedQuestions,
    estimatedTimeSeconds: job.estimatedSeconds,
    estimatedTokens: job.estimatedTokens,
  };
}
