import type { AttemptDetail, AttemptMode } from '@quizmaker/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { attemptKeys, attemptsApi } from '../../api/attempts.ts';
import { screenMessage } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { Alert, ButtonLink, Spinner } from '../../ui/index.ts';
import { AttemptSession } from './AttemptSession.tsx';
import { MODES } from './modes.ts';
import type { OpenedAttempt } from './session.ts';

/** Opening an attempt resumes it (spec 3 section 2): a PAUSED one is resumed at once, so Resume in My Quizzes takes one click. */
async function resumedIfPaused(attempt: AttemptDetail): Promise<OpenedAttempt> {
  if (attempt.status !== 'PAUSED') {
    return { attempt, receivedAt: performance.now() };
  }
  try {
    const resumed = await attemptsApi.resume(attempt.attemptId);
    return {
      attempt: {
        ...attempt,
        status: resumed.status,
        deadlineAt: resumed.deadlineAt,
        remainingSeconds: resumed.remainingSeconds,
      },
      receivedAt: performance.now(),
    };
  } catch (failure) {
    return { attempt, receivedAt: performance.now(), resumeFailure: failure };
  }
}

/**
 * The opening flow of spec 3 section 2: the attempt named in the URL, else the caller's PAUSED or
 * IN_PROGRESS attempt at this quiz, else a new one in the chosen mode (the server picks the default
 * of decision 11 when none is given).
 */
export async function openAttempt(
  quizId: string,
  attemptId: string | null,
  mode: AttemptMode | null,
): Promise<OpenedAttempt> {
  if (attemptId) {
    try {
      const attempt = await attemptsApi.get(attemptId);
      if (attempt.quizId === quizId) {
        return await resumedIfPaused(attempt);
      }
    } catch {
      // fall back to the active attempt or a new one
    }
  }
  const active = (await attemptsApi.active(quizId)).content[0];
  if (active) {
    return resumedIfPaused(await attemptsApi.get(active.attemptId));
  }
  const started = await attemptsApi.start(quizId, mode ?? undefined);
  return { attempt: await attemptsApi.get(started.attemptId), receivedAt: performance.now() };
}

/** /quizzes/{quizId}/attempt?attemptId=&mode=: takes the quiz. The attempt's id goes into the URL, so a reload resumes it. */
export default function AttemptPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const attemptId = params.get('attemptId');
  const modeParam = params.get('mode');
  const mode = MODES.find((value) => value === modeParam) ?? null;
  const opening = useQuery({
    queryKey: attemptKeys.opening(quizId, attemptId, mode),
    queryFn: () => openAttempt(quizId, attemptId, mode),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const resolvedId = opening.data?.attempt.attemptId;
  usePageTitle(opening.data?.attempt.quizTitle ?? t('breadcrumbs.attemptQuiz'));

  useEffect(() => {
    if (opening.data && resolvedId && resolvedId !== attemptId) {
      client.setQueryData(attemptKeys.opening(quizId, resolvedId, null), opening.data);
      setParams({ attemptId: resolvedId }, { replace: true });
    }
  }, [opening.data, resolvedId, attemptId, quizId, client, setParams]);

  if (opening.isPending) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-primary">
        <Spinner size="lg" label={t('attempts.take.loading')} />
        <p className="text-muted">{t('attempts.take.loading')}</p>
      </div>
    );
  }
  if (opening.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
        <Alert type="error">{screenMessage(opening.error, t('attempts.errors.initQuiz'))}</Alert>
        <div className="flex gap-2">
          <ButtonLink variant="secondary" to={`/quizzes/${quizId}`}>
            {t('attempts.start.back')}
          </ButtonLink>
          <ButtonLink to="/quizzes">{t('attempts.start.browse')}</ButtonLink>
        </div>
      </div>
    );
  }
  return <AttemptSession key={opening.data.attempt.attemptId} opened={opening.data} />;
}
