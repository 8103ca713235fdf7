import type { GenerationJob } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { generationStatusQuery, useCancelGeneration } from '../../api/generation.ts';
import { Alert, Badge, Button, ButtonLink, jobStatusTone, ProgressBar } from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { formatDuration } from './format.ts';

/** The progress screen assumes a 60 s job while the server has no estimate yet (spec 2 section 9). */
export const ASSUMED_JOB_SECONDS = 60;

/**
 * Why the status could not be read: 'Generation status not available' when the job is unknown,
 * 'Failed to get generation status' after Refresh, 'Failed to check generation status' while
 * polling (which then stops); a server message wins where there is one.
 */
function pollMessage(error: unknown, manual: boolean): string {
  if (isApiError(error) && error.status === 404) {
    return 'Generation status not available';
  }
  const fallback = manual ? 'Failed to get generation status' : 'Failed to check generation status';
  return screenMessage(error, fallback) ?? fallback;
}

/**
 * A running generation job, polled every 5 s until it ends (spec 2 "Generation progress panel"):
 * Refresh, Cancel Generation while PROCESSING, View Generated Quiz when COMPLETED, Try Again when
 * FAILED (the page's `onRetry`, or a reload as the spec has it). A FAILED job's bar shows the
 * failure rather than the last percentage. A failed poll stops polling and says why.
 */
export function GenerationProgressPanel({
  jobId,
  onCompleted,
  onFailed,
  onCancelled,
  onRetry,
}: {
  jobId: string;
  onCompleted?: (job: GenerationJob) => void;
  /** Reported once when the job ends FAILED. */
  onFailed?: () => void;
  onCancelled?: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const status = useQuery(generationStatusQuery(jobId));
  const cancel = useCancelGeneration();
  const job = status.data;
  const reported = useRef(false);
  const [manual, setManual] = useState(false);

  useEffect(() => {
    if (job?.status === 'COMPLETED' && !reported.current) {
      reported.current = true;
      onCompleted?.(job);
    }
  }, [job, onCompleted]);

  useEffect(() => {
    if (job?.status === 'FAILED') {
      onFailed?.();
    }
  }, [job?.status, onFailed]);

  const percent = Math.round(job?.progressPercentage ?? 0);
  const running = job?.status === 'PENDING' || job?.status === 'PROCESSING';
  const remaining =
    job && running
      ? (job.estimatedTimeRemainingSeconds ?? (job.status === 'PENDING' ? ASSUMED_JOB_SECONDS : null))
      : null;
  const pollFailed = status.isError;
  const failed = job?.status === 'FAILED';
  return (
    <section aria-labelledby="generation-progress-heading" className="space-y-4 rounded-xl border border-border p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="generation-progress-heading" className="text-lg font-semibold">
          {t('generation.progress.title')}
        </h3>
        {job ? <Badge tone={jobStatusTone(job.status)}>{t(`generation.status.${job.status}`)}</Badge> : null}
      </div>

      {pollFailed ? <Alert type="error">{msg(pollMessage(status.error, manual))}</Alert> : null}
      {job?.status === 'FAILED' ? (
        <Alert type="error">{msg(job.errorMessage ?? 'Quiz generation failed')}</Alert>
      ) : null}
      {job?.status === 'CANCELLED' ? <Alert type="info">{t('generation.progress.cancelled')}</Alert> : null}
      {cancel.isError ? (
        <Alert type="error">
          {msg(screenMessage(cancel.error, 'Failed to cancel generation') ?? 'Failed to cancel generation')}
        </Alert>
      ) : null}

      {job ? (
        <>
          <div>
            <div className="mb-1 flex justify-between text-sm">
              <span>
                {job.currentChunk && job.status === 'PROCESSING'
                  ? t('generation.progress.current', { chunk: job.currentChunk })
                  : t(`generation.progress.phase.${job.status}`)}
              </span>
              <span className="font-semibold">{failed ? t('generation.status.FAILED') : `${percent}%`}</span>
            </div>
            <ProgressBar
              value={failed ? 100 : percent}
              label={t('generation.progress.bar')}
              failure={failed ? t('generation.status.FAILED') : null}
            />
          </div>
          <dl className="grid gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted">{t('generation.progress.chunks')}</dt>
              <dd className="font-semibold">
                {t('generation.progress.chunksValue', { processed: job.processedChunks, total: job.totalChunks })}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('generation.progress.questions')}</dt>
              <dd className="font-semibold">{job.totalQuestionsGenerated}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('generation.progress.elapsed')}</dt>
              <dd className="font-semibold">{formatDuration(job.elapsedTimeSeconds)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('generation.progress.remaining')}</dt>
              <dd className="font-semibold">{remaining === null ? '—' : formatDuration(remaining)}</dd>
            </div>
          </dl>
        </>
      ) : status.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setManual(true);
            void status.refetch();
          }}
          loading={status.isFetching}
        >
          {t('generation.progress.refresh')}
        </Button>
        {job?.status === 'PROCESSING' ? (
          <Button
            variant="danger"
            onClick={() => cancel.mutate(jobId, { onSuccess: () => onCancelled?.() })}
            loading={cancel.isPending}
          >
            {t('generation.progress.cancel')}
          </Button>
        ) : null}
        {job?.status === 'COMPLETED' && job.generatedQuizId ? (
          <ButtonLink to={`/quizzes/${job.generatedQuizId}`}>{t('generation.progress.viewQuiz')}</ButtonLink>
        ) : null}
        {job?.status === 'FAILED' ? (
          <Button onClick={() => (onRetry ? onRetry() : window.location.reload())}>
            {t('generation.progress.tryAgain')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
