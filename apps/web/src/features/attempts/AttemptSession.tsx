import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { attemptsApi, useAttemptCompleted } from '../../api/attempts.ts';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { Alert, Badge, Button, ButtonLink, Card } from '../../ui/index.ts';
import { AllAtOnce } from './AllAtOnce.tsx';
import { drafts, type Drafts } from './answers.ts';
import { AttemptTimer } from './AttemptTimer.tsx';
import { OneByOne } from './OneByOne.tsx';
import { ReadOnlyAttempt } from './ReadOnlyAttempt.tsx';
import type { ModeHandlers, OpenedAttempt, SessionApi } from './session.ts';
import { useCountdown } from './timer.ts';

/** One attempt on screen: header with timer and pause/resume, then the mode's view or the paused/read-only state. */
export function AttemptSession({ opened }: { opened: OpenedAttempt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completed = useAttemptCompleted();
  const [attempt, setAttempt] = useState(opened.attempt);
  const [clock, setClock] = useState({ remaining: opened.attempt.remainingSeconds, receivedAt: opened.receivedAt });
  const [draftMap, setDraftMap] = useState<Drafts>(() => drafts.load(opened.attempt.attemptId));
  const [error, setError] = useState<string | null>(() =>
    opened.resumeFailure === undefined ? null : screenMessage(opened.resumeFailure, t('attempts.errors.resume')),
  );
  const [busy, setBusy] = useState<'pause' | 'resume' | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const handlers = useRef<ModeHandlers | null>(null);
  const id = attempt.attemptId;
  const resultsPath = `/quizzes/${attempt.quizId}/results?attemptId=${encodeURIComponent(id)}`;
  const timed = attempt.timeLimitSeconds !== null;

  // Stable, so a mode's registration effect runs once, not on every render.
  const register = useCallback((next: ModeHandlers | null) => {
    handlers.current = next;
  }, []);

  const setDraft = useCallback(
    (questionId: string, response: unknown) =>
      setDraftMap((current) => {
        const next = { ...current, [questionId]: response };
        drafts.save(id, next);
        return next;
      }),
    [id],
  );

  const finish = useCallback(async () => {
    setFinishing(true);
    setError(null);
    try {
      const result = await attemptsApi.complete(id);
      completed(result);
      drafts.clear(id);
      void navigate(resultsPath, { replace: true });
    } catch (failure) {
      // Completed meanwhile (time up on the server, another tab): the results are there.
      if (isApiError(failure) && failure.status === 409) {
        const fresh = await attemptsApi.get(id).catch(() => null);
        if (fresh?.status === 'COMPLETED') {
          drafts.clear(id);
          void navigate(resultsPath, { replace: true });
          return;
        }
      }
      setError(screenMessage(failure, t('attempts.errors.complete')));
      setFinishing(false);
    }
  }, [id, completed, navigate, resultsPath, t]);

  const onExpire = useCallback(() => {
    setTimeUp(true);
    void (async () => {
      await handlers.current?.onTimeUp().catch(() => undefined);
      await finish();
    })();
  }, [finish]);

  const remaining = useCountdown(
    timed ? clock.remaining : null,
    clock.receivedAt,
    attempt.status === 'IN_PROGRESS',
    onExpire,
  );

  /** Pauses or resumes the clock on the server, then shows the status and time it answers. */
  const switchClock = async (action: 'pause' | 'resume') => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'pause') {
        // The shown answer is saved before the clock stops; a failed save does not keep the clock running.
        await handlers.current?.flush?.().catch(() => undefined);
      }
      const result = await attemptsApi[action](id);
      setAttempt((current) => ({
        ...current,
        status: result.status,
        deadlineAt: result.deadlineAt,
        remainingSeconds: result.remainingSeconds,
      }));
      setClock({ remaining: result.remainingSeconds, receivedAt: performance.now() });
    } catch (failure) {
      setError(screenMessage(failure, t(`attempts.errors.${action}`)));
    } finally {
      setBusy(null);
    }
  };

  const api: SessionApi = {
    attempt,
    drafts: draftMap,
    setDraft,
    finish,
    register,
    update: (change) => setAttempt((current) => ({ ...current, ...change })),
    timeUp,
    finishing,
  };

  const active = attempt.status === 'IN_PROGRESS' || attempt.status === 'PAUSED';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words">{attempt.quizTitle}</h1>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge tone="neutral" size="sm">
              {t(`attempts.modes.${attempt.mode}`)}
            </Badge>
            <Badge
              tone={attempt.status === 'PAUSED' ? 'warning' : attempt.status === 'COMPLETED' ? 'success' : 'info'}
              size="sm"
            >
              {t(`attempts.statuses.${attempt.status}`)}
            </Badge>
          </div>
        </div>
        {timed && active && remaining !== null ? (
          <div className="flex items-center gap-2">
            <AttemptTimer remaining={remaining} paused={attempt.status === 'PAUSED'} />
            {attempt.status === 'IN_PROGRESS' ? (
              // An exam-grade quiz keeps its clock running: the server refuses the pause, so none is offered.
              attempt.pauseAllowed ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void switchClock('pause')}
                  loading={busy === 'pause'}
                  disabled={timeUp || finishing}
                >
                  {busy === 'pause' ? t('attempts.timer.pausing') : t('attempts.timer.pause')}
                </Button>
              ) : null
            ) : (
              <Button size="sm" onClick={() => void switchClock('resume')} loading={busy === 'resume'}>
                {busy === 'resume' ? t('attempts.timer.resuming') : t('attempts.timer.resume')}
              </Button>
            )}
          </div>
        ) : null}
      </div>

      {timeUp ? <Alert type="warning">{t('attempts.timer.timeUp')}</Alert> : null}
      {error ? (
        <Alert type="error" onDismiss={() => setError(null)}>
          {error}
          {error === t('attempts.errors.complete') ? (
            <div className="mt-2">
              <Button size="sm" variant="secondary" onClick={() => void finish()}>
                {t('attempts.take.tryAgain')}
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}

      {attempt.status === 'PAUSED' ? (
        <Card>
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <h2 className="text-xl font-semibold">{t('attempts.timer.pausedTitle')}</h2>
            <p className="max-w-md text-muted">{t('attempts.timer.pausedHint')}</p>
            <Button size="lg" onClick={() => void switchClock('resume')} loading={busy === 'resume'}>
              {t('attempts.timer.resume')}
            </Button>
          </div>
        </Card>
      ) : attempt.status === 'COMPLETED' ? (
        <>
          <Alert type="info">{t('attempts.take.readOnly')}</Alert>
          <div>
            <ButtonLink to={resultsPath}>{t('attempts.take.viewResults')}</ButtonLink>
          </div>
          <ReadOnlyAttempt attempt={attempt} />
        </>
      ) : attempt.status === 'ABANDONED' ? (
        <Alert type="warning">
          {t('attempts.take.abandoned')}{' '}
          <Link to={`/quizzes/${attempt.quizId}/attempt/start`}>{t('attempts.start.startNew')}</Link>
        </Alert>
      ) : attempt.mode === 'ALL_AT_ONCE' ? (
        <AllAtOnce session={api} />
      ) : (
        <OneByOne session={api} />
      )}
    </div>
  );
}
