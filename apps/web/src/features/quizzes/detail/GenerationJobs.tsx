import type { GenerationJob } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../../api/errors.ts';
import { generationJobsQuery, useCancelGeneration, useRetryGenerationJob } from '../../../api/generation.ts';
import { useConfirmedAction } from '../../../app/use-confirmed-action.ts';
import { useFormatters } from '../../../i18n/format.ts';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  jobStatusTone,
  Modal,
  Spinner,
  useToast,
} from '../../../ui/index.ts';

/** Job duration of spec 3 section 9: seconds under a minute, then 'Xm Ys'. */
export function jobDurationParts(totalSeconds: number): { minutes: number; seconds: number } | { seconds: number } {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return seconds < 60 ? { seconds } : { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}

function useJobDuration() {
  const { t } = useTranslation();
  return (totalSeconds: number) => {
    const parts = jobDurationParts(totalSeconds);
    return 'minutes' in parts ? t('quizzes.generation.minutesSeconds', parts) : t('quizzes.generation.seconds', parts);
  };
}

const cancellable = (job: GenerationJob) => job.status === 'PENDING' || job.status === 'PROCESSING';

function JobDetails({ job, onClose }: { job: GenerationJob | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const duration = useJobDuration();
  if (!job) {
    return null;
  }
  const estimate = job.estimatedTimeRemainingSeconds ?? job.elapsedTimeSeconds;
  const rows: Array<[string, string]> = [
    [t('quizzes.generation.fields.jobId'), job.jobId],
    [t('quizzes.generation.fields.status'), t(`quizzes.generation.statuses.${job.status}`)],
    [t('quizzes.generation.fields.document'), job.documentTitle ?? t('quizzes.generation.noDocument')],
    [t('quizzes.generation.fields.estimatedTime'), duration(estimate)],
    [t('quizzes.generation.fields.created'), format.dateTime(job.createdAt)],
    [t('quizzes.generation.fields.updated'), format.dateTime(job.completedAt ?? job.startedAt ?? job.createdAt)],
    [
      t('quizzes.generation.fields.message'),
      job.errorMessage ??
        t('quizzes.generation.questions', {
          generated: job.totalQuestionsGenerated,
          requested: job.requestedQuestions,
        }),
    ],
    [
      t('quizzes.generation.fields.progress'),
      t('quizzes.generation.progressValue', { percent: Math.round(job.progressPercentage) }),
    ],
  ];
  return (
    <Modal isOpen onClose={onClose} title={t('quizzes.generation.details')} size="lg">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

/** The caller's real generation jobs (AI Generation tab and /quizzes/{id}/generation). */
export function GenerationJobsPanel({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const duration = useJobDuration();
  const titleId = useId();
  const jobs = useQuery(generationJobsQuery());
  const cancellation = useConfirmedAction<GenerationJob>(useCancelGeneration(), {
    idOf: (job) => job.jobId,
    done: t('quizzes.generation.cancelled'),
    onFailure: () => toast.show(t('quizzes.generation.cancelFailed'), { type: 'error' }),
  });
  const retry = useRetryGenerationJob();
  const [details, setDetails] = useState<GenerationJob | null>(null);
  const list = jobs.data?.content ?? [];

  const retryJob = (job: GenerationJob) => {
    retry.mutate(job.jobId, {
      onSuccess: () => toast.show(t('quizzes.generation.retried'), { type: 'success' }),
      onError: () => toast.show(t('quizzes.generation.retryFailed'), { type: 'error' }),
    });
  };

  return (
    <Card
      title={t('quizzes.generation.title')}
      titleId={titleId}
      actions={
        <ButtonLink variant="secondary" size="sm" to="/documents">
          {t('quizzes.generation.startNew')}
        </ButtonLink>
      }
    >
      <p className="mb-4 text-sm text-muted">{t('quizzes.generation.intro')}</p>
      {jobs.isPending ? (
        <Spinner />
      ) : jobs.isError ? (
        <Alert type="error">{screenMessage(jobs.error, t('quizzes.generation.loadFailed'))}</Alert>
      ) : list.length === 0 ? (
        <div className="py-6 text-center">
          <p className="font-semibold">{t('quizzes.generation.empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('quizzes.generation.emptyHint')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((job) => (
            <li key={job.jobId} className="flex flex-col gap-2 rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{job.quizTitle}</span>
                <Badge tone={jobStatusTone(job.status)} size="sm">
                  {t(`quizzes.generation.statuses.${job.status}`)}
                </Badge>
                {job.generatedQuizId === quizId ? (
                  <Badge tone="primary" size="sm">
                    {t('quizzes.generation.thisQuiz')}
                  </Badge>
                ) : null}
              </div>
              <p className="flex flex-wrap gap-x-4 text-sm text-muted">
                <span>
                  {t('quizzes.generation.document')}: {job.documentTitle ?? t('quizzes.generation.noDocument')}
                </span>
                <span>
                  {t('quizzes.generation.created')}: {format.dateTime(job.createdAt)}
                </span>
                <span>
                  {t('quizzes.generation.duration')}: {duration(job.elapsedTimeSeconds)}
                </span>
              </p>
              {job.status === 'PROCESSING' ? (
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(job.progressPercentage)}
                  aria-label={t('quizzes.generation.progress')}
                  className="h-2 overflow-hidden rounded-full bg-surface-2"
                >
                  <div className="h-full bg-primary" style={{ width: `${Math.round(job.progressPercentage)}%` }} />
                </div>
              ) : null}
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDetails(job)}
                  aria-label={t('quizzes.generation.viewDetailsLabel', { id: job.jobId })}
                >
                  {t('quizzes.generation.viewDetails')}
                </Button>
                {cancellable(job) ? (
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => cancellation.ask(job)}
                    aria-label={t('quizzes.generation.cancelLabel', { id: job.jobId })}
                  >
                    {t('quizzes.generation.cancel')}
                  </Button>
                ) : null}
                {job.status === 'FAILED' ? (
                  <Button
                    variant="primary"
                    size="sm"
                    onClick={() => retryJob(job)}
                    loading={retry.isPending && retry.variables === job.jobId}
                    aria-label={t('quizzes.generation.retryLabel', { id: job.jobId })}
                  >
                    {t('quizzes.generation.retry')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <JobDetails job={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        {...cancellation.dialog}
        title={t('quizzes.generation.cancelTitle')}
        message={t('quizzes.generation.cancelMessage')}
        confirmLabel={t('quizzes.generation.cancelConfirm')}
      />
    </Card>
  );
}
