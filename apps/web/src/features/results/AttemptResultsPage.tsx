import type { AttemptResult, AttemptResultAnswer } from '@quizmaker/contracts';
import { attemptMessages } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { attemptResultsQuery } from '../../api/attempts.ts';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { quizDetailQuery } from '../../api/quizzes.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useFormatters } from '../../i18n/format.ts';
import { QuestionReview } from '../../question-types/index.ts';
import { Alert, Badge, ButtonLink, Card, PageSpinner, scoreTone } from '../../ui/index.ts';
import { attemptPath } from '../attempts/index.ts';
import { RichText } from '../../ui/rich-text.tsx';
import { QuestionBoundary } from './QuestionBoundary.tsx';

/** Active time as seconds under a minute, then 'Xm Ys'. */
export function useDuration() {
  const { t } = useTranslation();
  return (totalSeconds: number) => {
    const seconds = Math.max(0, Math.round(totalSeconds));
    return seconds < 60
      ? t('results.duration.seconds', { seconds })
      : t('results.duration.minutesSeconds', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  };
}

const SCORE_RING: Record<string, string> = {
  success: 'border-success text-success-soft-fg dark:text-success',
  warning: 'border-warning-soft-fg text-warning-soft-fg',
  danger: 'border-danger text-danger-soft-fg dark:text-danger',
};

function Tile({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
      {sub ? <dd className="text-sm text-muted">{sub}</dd> : null}
    </div>
  );
}

function Summary({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const duration = useDuration();
  const number = (value: number) => format.number(Math.round(value * 100) / 100);
  const tone = scoreTone(result.scorePercentage);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className={clsx(
          'mx-auto flex h-36 w-36 shrink-0 flex-col items-center justify-center rounded-full border-8 bg-surface',
          SCORE_RING[tone],
        )}
        data-tone={tone}
        role="img"
        aria-label={`${t('results.attempt.score')}: ${format.number(result.scorePercentage)}%`}
      >
        <span className="text-3xl font-bold">{format.number(result.scorePercentage)}%</span>
        <span className="text-xs font-medium">{t('results.attempt.score')}</span>
      </div>
      <dl className="grid flex-1 grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          label={t('results.attempt.totalScore')}
          value={t('results.attempt.scoreOf', { score: number(result.totalScore), max: number(result.maxScore) })}
        />
        <Tile
          label={t('results.attempt.correct')}
          value={t('results.attempt.correctOf', { correct: result.correctCount, total: result.totalQuestions })}
        />
        <Tile label={t('results.attempt.accuracy')} value={`${format.number(result.accuracy)}%`} />
        <div className="rounded-xl border border-border bg-surface p-4 shadow-sm">
          <dt className="text-sm text-muted">{t('results.attempt.passMark', { mark: result.passMark })}</dt>
          <dd className="mt-2">
            <Badge tone={result.passed ? 'success' : 'danger'} size="lg">
              {result.passed ? t('results.attempt.passed') : t('results.attempt.failed')}
            </Badge>
          </dd>
          <dd className="mt-1 text-sm text-muted">
            {t('results.attempt.duration', { time: duration(result.durationSeconds) })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function AnswerItem({ answer }: { answer: AttemptResultAnswer }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const textId = useId();
  return (
    <li className="rounded-xl border border-border bg-surface p-5 shadow-sm">
      <QuestionBoundary fallback={<Alert type="warning">{t('results.attempt.questionUnavailable')}</Alert>}>
        <article aria-labelledby={`${textId}-label`}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${textId}-label`} className="text-sm font-semibold tracking-wide text-muted uppercase">
              {t('results.attempt.questionNumber', { number: answer.position })}
            </h3>
            <span className="text-xs text-muted">
              {answer.answeredAt
                ? t('results.attempt.answeredAt', { date: format.dateTime(answer.answeredAt) })
                : t('results.attempt.notAnswered')}
            </span>
          </div>
          <RichText html={answer.questionText} id={textId} className="mb-4 text-lg font-medium" />
          <QuestionReview
            type={answer.type}
            safeContent={answer.safeContent}
            response={answer.response}
            correctAnswer={answer.correctAnswer}
            isCorrect={answer.isCorrect}
            score={answer.score}
            explanation={answer.explanation}
            labelledBy={textId}
          />
        </article>
      </QuestionBoundary>
    </li>
  );
}

/** /quizzes/{quizId}/results?attemptId=: one attempt's score and every question with the answer given and the right one. */
export default function AttemptResultsPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const [params] = useSearchParams();
  const format = useFormatters();
  const attemptId = params.get('attemptId');
  const results = useQuery({ ...attemptResultsQuery(attemptId ?? ''), enabled: Boolean(attemptId) });
  const quiz = useQuery({ ...quizDetailQuery(quizId), enabled: Boolean(attemptId), retry: false });
  const breakdownId = useId();
  usePageTitle(t('results.attempt.title'));

  if (!attemptId) {
    return <Alert type="error">{t('results.attempt.noAttemptId')}</Alert>;
  }
  if (results.isPending) {
    return <PageSpinner />;
  }
  if (results.isError) {
    const unfinished =
      isApiError(results.error) &&
      results.error.status === 409 &&
      results.error.serverMessage === attemptMessages.notCompleted;
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert type={unfinished ? 'info' : 'error'}>
          {unfinished
            ? t('results.attempt.notCompleted')
            : screenMessage(results.error, t('results.attempt.loadFailed'))}
        </Alert>
        {unfinished ? (
          <ButtonLink to={attemptPath({ quizId, attemptId })}>{t('results.attempt.continueAttempt')}</ButtonLink>
        ) : (
          <ButtonLink to="/quizzes">{t('results.attempt.allQuizzes')}</ButtonLink>
        )}
      </div>
    );
  }
  const result = results.data;
  const canRetake = quiz.data ? quiz.data.status === 'PUBLISHED' && quiz.data.isRepetitionEnabled : false;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <p>
        <Link to={`/quizzes/${quizId}`}>← {t('results.attempt.backToQuiz')}</Link>
      </p>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('results.attempt.title')}</h1>
        <p className="mt-1 text-muted">
          {result.quizTitle}
          {result.completedAt
            ? ` · ${t('results.attempt.completedAt', { date: format.dateTime(result.completedAt) })}`
            : ''}
        </p>
      </div>
      <Card>
        <Summary result={result} />
      </Card>
      {result.timeUp ? <Alert type="info">{t('results.attempt.timeUp')}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {canRetake ? (
          <ButtonLink to={`/quizzes/${quizId}/attempt/start`}>{t('attempts.start.startNew')}</ButtonLink>
        ) : null}
        {quiz.data?.abilities.viewStatistics ? (
          <ButtonLink variant="secondary" to={`/quizzes/${quizId}/results-summary`}>
            {t('results.attempt.summaryLink')}
          </ButtonLink>
        ) : null}
      </div>
      <section aria-labelledby={breakdownId} className="flex flex-col gap-4">
        <h2 id={breakdownId} className="text-xl font-semibold">
          {t('results.attempt.breakdown')}
        </h2>
        <ol className="flex flex-col gap-4">
          {result.answers.map((answer) => (
            <AnswerItem key={answer.questionId} answer={answer} />
          ))}
        </ol>
      </section>
    </div>
  );
}
