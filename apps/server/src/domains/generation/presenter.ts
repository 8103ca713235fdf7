import type { GenerationJob } from '@quizmaker/contracts';
import type { GenerationJobRecord } from './repository.ts';

const seconds = (milliseconds: number) => Math.max(0, Math.round(milliseconds / 1000));

/**
 * The wire shape of a job (spec 2 section 3 "Generation job"). Elapsed time runs from the start to
 * the end (or now); the remaining time is extrapolated from the progress so far, or the start
 * estimate before any progress; both are 0 once the job has ended.
 */
export function presentJob(job: GenerationJobRecord, now: Date): GenerationJob {
  const active = job.status === 'PENDING' || job.status === 'PROCESSING';
  const end = job.completedAt ?? now;
  const elapsedMs = job.startedAt ? end.getTime() - job.startedAt.getTime() : 0;
  const remaining = !active
    ? 0
    : job.progressPercentage > 0 && job.startedAt
      ? seconds((elapsedMs * (100 - job.progressPercentage)) / job.progressPercentage)
      : Math.max(0, job.estimatedSeconds - seconds(elapsedMs));
  return {
    jobId: job.id,
    status: job.status,
    documentId: job.documentId,
    documentTitle: job.documentTitle,
    quizTitle: job.quizTitle,
    difficulty: job.difficulty,
    totalChunks: job.totalChunks,
    processedChunks: job.processedChunks,
    progressPercentage: job.status === 'COMPLETED' ? 100 : Math.min(99, job.progressPercentage),
    currentChunk: active ? job.currentChunk : null,
    estimatedCompletion: active ? new Date(now.getTime() + remaining * 1000).toISOString() : null,
    errorMessage: job.errorMessage,
    requestedQuestions: job.requestedQuestions,
    totalQuestionsGenerated: job.totalQuestionsGenerated,
    elapsedTimeSeconds: seconds(elapsedMs),
    estimatedTimeRemainingSeconds: remaining,
    generatedQuizId: job.generatedQuizId,
    coverage: job.coverage,
    billingState: job.billingState,
    estimatedTokens: job.estimatedTokens,
    committedTokens: job.committedTokens,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt ? job.startedAt.toISOString() : null,
    completedAt: job.completedAt ? job.completedAt.toISOString() : null,
  };
}
