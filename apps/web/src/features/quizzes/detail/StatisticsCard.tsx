import type { QuizResultSummary } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../../api/errors.ts';
import { quizSummaryQuery } from '../../../api/quizzes.ts';
import { useFormatters } from '../../../i18n/format.ts';
import { Alert, Card, scoreTone, ScoreTile, Spinner, StatTile, type BadgeTone } from '../../../ui/index.ts';
import { usePercent, useRate } from './format.ts';
import { QuestionStatsTable } from './QuestionStatsTable.tsx';

/** The question table shows the first 10 questions (spec 3 section 9). */
export const QUESTIONS_SHOWN = 10;

const BAR_TONES: Record<BadgeTone, string> = {
  success: 'bg-success',
  warning: 'bg-warning-soft-fg',
  danger: 'bg-danger',
  neutral: 'bg-control',
  primary: 'bg-primary',
  info: 'bg-primary',
};

/** A labelled horizontal bar for a 0-100 score, coloured by the 80/60 rule. */
export function ScoreBar({ label, value }: { label: string; value: number | null }) {
  const percent = usePercent();
  const width = Math.max(0, Math.min(100, value ?? 0));
  return (
    <div className="grid grid-cols-[5rem_1fr_4rem] items-center gap-3 text-sm">
      <span className="font-medium">{label}</span>
      <div className="h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div
          className={clsx('h-full rounded-full', value === null ? '' : BAR_TONES[scoreTone(value)])}
          style={{ width: `${width}%` }}
        />
      </div>
      <span className="text-right tabular-nums">{percent(value)}</span>
    </div>
  );
}

/** Tiles, distribution bars and question performance from the quiz's real summary. */
export function StatisticsView({ summary }: { summary: QuizResultSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = usePercent();
  const rate = useRate();
  const questions = summary.questionStats;
  const asked = questions.reduce((sum, question) => sum + question.timesAsked, 0);
  const correct = questions.reduce((sum, question) => sum + question.timesCorrect, 0);
  const averageSuccess = asked > 0 ? correct / asked : null;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label={t('quizzes.stats.totalAttempts')} value={format.number(summary.attemptsCount)} />
        <ScoreTile label={t('quizzes.stats.averageScore')} score={summary.averageScore} percent={percent} />
        <ScoreTile label={t('quizzes.stats.bestScore')} score={summary.bestScore} percent={percent} />
        <StatTile label={t('quizzes.stats.passRate')} value={percent(summary.passRate)} />
      </dl>
      {summary.attemptsCount === 0 ? <p className="text-muted">{t('quizzes.stats.noAttempts')}</p> : null}
      <section aria-label={t('quizzes.stats.distribution')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('quizzes.stats.distribution')}</h3>
        <ScoreBar label={t('quizzes.stats.best')} value={summary.bestScore} />
        <ScoreBar label={t('quizzes.stats.average')} value={summary.averageScore} />
        <ScoreBar label={t('quizzes.stats.worst')} value={summary.worstScore} />
        <p className="text-xs text-muted">{t('quizzes.stats.passMark', { mark: summary.passMark })}</p>
      </section>
      <section aria-label={t('quizzes.stats.questionPerformance')} className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('quizzes.stats.questionPerformance')}</h3>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-muted">{t('quizzes.stats.totalQuestions')}</dt>
            <dd className="text-lg font-semibold">{format.number(questions.length)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('quizzes.stats.averageSuccess')}</dt>
            <dd className="text-lg font-semibold">{rate(averageSuccess)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('quizzes.stats.timesAskedTotal')}</dt>
            <dd className="text-lg font-semibold">{format.number(asked)}</dd>
          </div>
        </dl>
        {questions.length > 0 ? (
          <div className="overflow-x-auto">
            <QuestionStatsTable
              caption={t('quizzes.stats.questionPerformance')}
              headers={{
                question: t('quizzes.stats.question'),
                timesAsked: t('quizzes.stats.timesAsked'),
                timesCorrect: t('quizzes.stats.timesCorrect'),
                correctRate: t('quizzes.stats.correctRate'),
              }}
              questions={questions.slice(0, QUESTIONS_SHOWN)}
            />
            {questions.length > QUESTIONS_SHOWN ? (
              <p className="mt-2 text-xs text-muted">{t('quizzes.stats.firstTen')}</p>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** The Quiz Statistics card of spec 3 with the quiz's real numbers. */
export function StatisticsCard({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const summary = useQuery(quizSummaryQuery(quizId));
  return (
    <Card title={t('quizzes.stats.title')} titleId={titleId}>
      {summary.isPending ? (
        <Spinner />
      ) : summary.isError ? (
        <Alert type="error">{screenMessage(summary.error, t('quizzes.stats.loadFailed'))}</Alert>
      ) : (
        <StatisticsView summary={summary.data} />
      )}
    </Card>
  );
}
