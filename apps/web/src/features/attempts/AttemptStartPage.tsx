import type { AttemptMode } from '@quizmaker/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { activeAttemptsQuery, attemptKeys, attemptsApi } from '../../api/attempts.ts';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { quizDetailQuery } from '../../api/quizzes.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useFormatters } from '../../i18n/format.ts';
import { Alert, Button, ButtonLink, Card, PageSpinner } from '../../ui/index.ts';
import { useTimeLabel } from '../quizzes/index.ts';
import { attemptPath } from './ActiveAttempts.tsx';
import { chosenMode, isModeAvailable, MODES } from './modes.ts';

/**
 * /quizzes/{quizId}/attempt/start: continue the unfinished attempt or start one in a chosen mode
 * (spec 3 section 2). With ?attemptId it goes straight to the attempt.
 */
export default function AttemptStartPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const format = useFormatters();
  const timeLabel = useTimeLabel();
  const groupId = useId();
  const attemptId = params.get('attemptId');
  const quiz = useQuery({ ...quizDetailQuery(quizId), enabled: !attemptId });
  const existing = useQuery({ ...activeAttemptsQuery(quizId), enabled: !attemptId });
  const [picked, setPicked] = useState<AttemptMode | null>(null);
  const start = useMutation({
    mutationFn: (mode: AttemptMode) => attemptsApi.start(quizId, mode),
    onSuccess: (started) => {
      void client.invalidateQueries({ queryKey: attemptKeys.lists() });
      void navigate(attemptPath(started), { replace: true });
    },
  });
  usePageTitle(t('attempts.start.title'));

  if (attemptId) {
    return <Navigate to={attemptPath({ quizId, attemptId })} replace />;
  }
  if (quiz.isPending) {
    return <PageSpinner />;
  }
  if (quiz.isError) {
    const missing = isApiError(quiz.error) && (quiz.error.status === 404 || quiz.error.status === 400);
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
        <Alert type="error">
          {missing
            ? t('attempts.start.quizNotFound')
            : (screenMessage(quiz.error, t('attempts.start.loadFailed')) ?? t('attempts.start.loadFailed'))}
        </Alert>
        <ButtonLink to="/quizzes">{t('attempts.start.browse')}</ButtonLink>
      </div>
    );
  }

  const data = quiz.data;
  const mode = picked ?? chosenMode(params.get('mode'), data);
  const unfinished = existing.data?.content[0];
  const published = data.status === 'PUBLISHED';

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <p>
        <Link to={`/quizzes/${quizId}`}>← {t('attempts.start.back')}</Link>
      </p>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{data.title}</h1>
        <p className="mt-1 text-muted">
          {t('attempts.start.questions', { count: data.questionCount })} · {timeLabel(data.estimatedTime)}
        </p>
      </div>
      {!published ? <Alert type="warning">{t('attempts.start.notPublished')}</Alert> : null}
      {existing.isError ? <Alert type="error">{t('attempts.errors.loadExisting')}</Alert> : null}
      {start.isError ? <Alert type="error">{screenMessage(start.error, t('attempts.errors.start'))}</Alert> : null}

      {unfinished ? (
        <Card title={t('attempts.start.existingTitle')}>
          <p className="text-sm">
            {t('attempts.start.existingInfo', {
              date: format.dateTime(unfinished.startedAt),
              mode: t(`attempts.modes.${unfinished.mode}`),
              answered: unfinished.questionsAnswered,
              total: unfinished.totalQuestions,
            })}
          </p>
          <div className="mt-4">
            <ButtonLink to={attemptPath(unfinished)}>{t('attempts.start.continueAttempt')}</ButtonLink>
          </div>
        </Card>
      ) : null}

      {published ? (
        <Card>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              start.mutate(mode);
            }}
            className="flex flex-col gap-4"
          >
            <fieldset aria-describedby={unfinished ? `${groupId}-fresh` : undefined}>
              <legend className="mb-3 text-lg font-semibold">{t('attempts.start.chooseMode')}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {MODES.map((option) => {
                  const available = isModeAvailable(option, data);
                  const hintId = `${groupId}-${option}`;
                  return (
                    <div
                      key={option}
                      className={clsx(
                        'relative flex flex-col gap-1 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                        mode === option ? 'border-primary bg-primary-soft' : 'border-border',
                        !available && 'border-dashed',
                      )}
                    >
                      <label
                        className={clsx(
                          'flex items-center gap-2 font-semibold after:absolute after:inset-0',
                          available ? 'cursor-pointer' : 'cursor-not-allowed text-muted',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${groupId}-mode`}
                          value={option}
                          checked={mode === option}
                          disabled={!available}
                          onChange={() => setPicked(option)}
                          aria-describedby={hintId}
                          className="relative z-10 h-4 w-4 accent-primary"
                        />
                        {t(`attempts.modes.${option}`)}
                      </label>
                      <span id={hintId} className="text-sm text-muted">
                        {!available
                          ? option === 'TIMED'
                            ? t('attempts.start.timedUnavailable')
                            : t('attempts.start.oneByOneUnavailable')
                          : t(`attempts.start.modeHints.${option}`, { time: timeLabel(data.timerDuration) })}
                      </span>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            {unfinished ? (
              <p id={`${groupId}-fresh`} className="text-sm text-muted">
                {t('attempts.start.freshWarning')}
              </p>
            ) : null}
            <div>
              <Button type="submit" size="lg" variant={unfinished ? 'secondary' : 'primary'} loading={start.isPending}>
                {start.isPending
                  ? t('attempts.start.starting')
                  : unfinished
                    ? t('attempts.start.startFresh')
                    : t('attempts.start.begin')}
              </Button>
            </div>
          </form>
        </Card>
      ) : null}
    </div>
  );
}
