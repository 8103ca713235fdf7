import type { Attempt } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activeAttemptsQuery, anyAttemptQuery, useDeleteAttempt } from '../../api/attempts.ts';
import { screenMessage } from '../../api/errors.ts';
import { useConfirmedAction } from '../../app/use-confirmed-action.ts';
import { useFormatters } from '../../i18n/format.ts';
import { Alert, Badge, Button, buttonClasses, Card, ConfirmDialog, Spinner, useToast } from '../../ui/index.ts';
import { formatClock } from './timer.ts';

/** Spec 3 section 9: 3 shown at first, 'Show 3 More' adds 3, 'Hide' goes back to 3. */
export const ACTIVE_ATTEMPTS_STEP = 3;

/** The attempt screen's address for an attempt (resuming keeps its id in the URL). */
export const attemptPath = (attempt: Pick<Attempt, 'quizId' | 'attemptId'>) =>
  `/quizzes/${attempt.quizId}/attempt?attemptId=${encodeURIComponent(attempt.attemptId)}`;

function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={label}
      aria-label={label}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function AttemptItem({ attempt, onDelete }: { attempt: Attempt; onDelete: (attempt: Attempt) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const paused = attempt.status === 'PAUSED';
  const progress = t('attempts.active.progress', {
    answered: attempt.questionsAnswered,
    total: attempt.totalQuestions,
  });
  const percent = attempt.totalQuestions > 0 ? (attempt.questionsAnswered / attempt.totalQuestions) * 100 : 0;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{attempt.quizTitle}</h3>
          <Badge tone={paused ? 'warning' : 'info'} size="sm">
            {t(`attempts.statuses.${attempt.status}`)}
          </Badge>
          <Badge tone="neutral" size="sm">
            {t(`attempts.modes.${attempt.mode}`)}
          </Badge>
        </div>
        <ProgressBar value={percent} label={progress} />
        <p className="flex flex-wrap gap-x-4 text-sm text-muted">
          <span>{progress}</span>
          <span>{t('attempts.active.started', { date: format.dateTime(attempt.startedAt) })}</span>
          {attempt.remainingSeconds !== null ? (
            <span>{t('attempts.active.timeLeft', { time: formatClock(attempt.remainingSeconds) })}</span>
          ) : null}
        </p>
      </div>
      <div className="flex gap-2">
        <Link
          to={attemptPath(attempt)}
          className={buttonClasses('primary', 'sm', 'no-underline')}
          aria-label={t(paused ? 'attempts.active.resumeLabel' : 'attempts.active.continueLabel', {
            title: attempt.quizTitle,
          })}
        >
          {paused ? t('attempts.active.resume') : t('attempts.active.continue')}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDelete(attempt)}
          aria-label={t('attempts.active.deleteLabel', { title: attempt.quizTitle })}
        >
          {t('attempts.active.delete')}
        </Button>
      </div>
    </li>
  );
}

/** My Quizzes' first section: the caller's PAUSED and IN_PROGRESS attempts (spec 3 section 2). */
export function ActiveAttempts() {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const active = useQuery(activeAttemptsQuery());
  const empty = active.data?.content.length === 0;
  const anyAttempt = useQuery({ ...anyAttemptQuery(), enabled: empty });
  const [shown, setShown] = useState(ACTIVE_ATTEMPTS_STEP);
  const removal = useConfirmedAction<Attempt>(useDeleteAttempt(), {
    idOf: (attempt) => attempt.attemptId,
    done: t('attempts.active.deleted'),
    onFailure: () => toast.show(t('attempts.active.deleteFailed'), { type: 'error' }),
  });
  const attempts = active.data?.content ?? [];

  return (
    <Card title={t('attempts.active.title')} titleId={titleId}>
      {active.isPending ? (
        <Spinner />
      ) : active.isError ? (
        <Alert type="error">{screenMessage(active.error, t('attempts.active.loadFailed'))}</Alert>
      ) : attempts.length === 0 ? (
        <div className="py-4 text-center">
          <p className="font-medium">
            {anyAttempt.data === false ? t('attempts.active.noExisting') : t('attempts.active.noActive')}
          </p>
          <p className="mt-1 text-sm text-muted">
            {anyAttempt.data === false ? t('attempts.active.noExistingHint') : t('attempts.active.noActiveHint')}
          </p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {attempts.slice(0, shown).map((attempt) => (
              <AttemptItem key={attempt.attemptId} attempt={attempt} onDelete={removal.ask} />
            ))}
          </ul>
          {attempts.length > ACTIVE_ATTEMPTS_STEP ? (
            <div className="mt-3 flex justify-center gap-2">
              {shown < attempts.length ? (
                <Button variant="ghost" size="sm" onClick={() => setShown((count) => count + ACTIVE_ATTEMPTS_STEP)}>
                  {t('attempts.active.showMore')}
                </Button>
              ) : null}
              {shown > ACTIVE_ATTEMPTS_STEP ? (
                <Button variant="ghost" size="sm" onClick={() => setShown(ACTIVE_ATTEMPTS_STEP)}>
                  {t('attempts.active.hide')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title={t('attempts.active.deleteTitle')}
        message={t('attempts.active.deleteMessage')}
        confirmLabel={t('attempts.active.deleteConfirm')}
      />
    </Card>
  );
}
