import type { UserResults } from '@quizmaker/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { screenMessage } from '../../api/errors.ts';
import {
  dailyTrend,
  progressByQuiz,
  TAGGED_QUIZZES_MAX,
  TREND_DAYS,
  userResultsQuery,
  weakestTags,
  type QuizProgress,
  type TrendPoint,
} from '../../api/results.ts';
import { quizDetailQuery } from '../../api/quizzes.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useMessage } from '../../i18n/messages.ts';
import {
  Alert,
  Badge,
  ButtonLink,
  Card,
  chartTooltipStyle,
  DataTable,
  PageHeader,
  PageSpinner,
  Spinner,
  scoreTone,
} from '../../ui/index.ts';

export const RESULTS_LOAD_FAILED = 'Failed to load results. Please try again later';

const usePercent = () => {
  const format = useFormatters();
  return (value: number | null) => (value === null ? '—' : `${format.number(Math.round(value * 10) / 10)}%`);
};

function TrendChart({ points }: { points: TrendPoint[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = usePercent();
  const titleId = useId();
  const withData = points.filter((point) => point.attempts > 0);
  return (
    <Card title={t('analytics.trendTitle', { days: TREND_DAYS })} titleId={titleId}>
      <div className="h-64 w-full text-muted" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke="var(--qm-border)" strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} stroke="currentColor" fontSize={12} />
            <YAxis domain={[0, 100]} stroke="currentColor" fontSize={12} width={36} />
            <Tooltip contentStyle={chartTooltipStyle} />
            <Line
              type="monotone"
              dataKey="averageScore"
              name={t('analytics.averageScore')}
              stroke="var(--qm-chart-1)"
              strokeWidth={2}
              connectNulls
              dot
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">{t('analytics.trendTable')}</summary>
        {withData.length === 0 ? (
          <p className="mt-2 text-muted">{t('analytics.noTrend')}</p>
        ) : (
          <div className="mt-2">
            <DataTable
              framed={false}
              caption={t('analytics.trendTable')}
              rows={withData}
              getRowId={(point) => point.date}
              columns={[
                {
                  key: 'date',
                  header: t('analytics.date'),
                  render: (point) => format.date(`${point.date}T12:00:00Z`),
                },
                {
                  key: 'attempts',
                  header: t('analytics.attempts'),
                  render: (point) => format.number(point.attempts),
                },
                {
                  key: 'averageScore',
                  header: t('analytics.averageScore'),
                  render: (point) => percent(point.averageScore),
                },
              ]}
            />
          </div>
        )}
      </details>
    </Card>
  );
}

function WeakestTags({ progress }: { progress: QuizProgress[] }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const titleId = useId();
  const quizzes = useQueries({
    queries: progress.slice(0, TAGGED_QUIZZES_MAX).map((quiz) => ({ ...quizDetailQuery(quiz.quizId), retry: false })),
  });
  const loading = quizzes.some((query) => query.isPending);
  // A quiz that is gone or no longer visible just drops out of the ranking.
  const tags = weakestTags(
    progress,
    quizzes.flatMap((query) => (query.data ? [query.data] : [])),
  );
  return (
    <Card title={t('analytics.weakestTags')} titleId={titleId}>
      {loading ? (
        <Spinner />
      ) : tags.length === 0 ? (
        <p className="text-muted">{t('analytics.noTags')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {tags.map((tag) => (
            <li key={tag.tagId} className="flex items-center justify-between gap-2 py-3">
              <span className="font-medium">#{tag.tagName}</span>
              <Badge tone={scoreTone(tag.averageScore)}>
                {t('analytics.tagAverage', { score: percent(tag.averageScore), count: tag.quizzes })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Summary({ summary }: { summary: UserResults }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = usePercent();
  const quizzesId = useId();
  const items = summary.results.content;
  const points = useMemo(() => dailyTrend(items), [items]);
  const progress = useMemo(() => progressByQuiz(items), [items]);
  const stats = [
    { label: t('analytics.completed'), value: format.number(summary.completedCount) },
    { label: t('analytics.quizzesTaken'), value: format.number(summary.quizzesTaken) },
    { label: t('analytics.averageScore'), value: percent(summary.averageScore) },
    { label: t('analytics.bestScore'), value: percent(summary.bestScore) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-border bg-surface p-5 shadow-sm">
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="mt-1 text-3xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <TrendChart points={points} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('analytics.byQuiz')} titleId={quizzesId}>
          <ul className="divide-y divide-border">
            {progress.map((quiz) => (
              <li key={quiz.quizId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="font-medium">{quiz.quizTitle}</span>
                <span className="flex items-center gap-2 text-sm text-muted">
                  {t('analytics.attemptsCount', { count: quiz.attempts })}
                  <Badge tone={scoreTone(quiz.bestScore)}>
                    {t('analytics.best', { score: percent(quiz.bestScore) })}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <WeakestTags progress={progress} />
      </div>
    </div>
  );
}

/** /analytics: the signed-in user's own progress across quizzes, from the results calls. */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const { user } = useAuth();
  const results = useQuery({ ...userResultsQuery(user?.id ?? ''), enabled: Boolean(user) });
  usePageTitle(t('analytics.title'));
  return (
    <>
      <PageHeader title={t('analytics.title')} description={t('analytics.subtitle')} />
      {results.isPending ? (
        <PageSpinner />
      ) : results.isError ? (
        <Alert type="error">{msg(screenMessage(results.error, RESULTS_LOAD_FAILED) ?? RESULTS_LOAD_FAILED)}</Alert>
      ) : results.data.completedCount === 0 ? (
        <div className="rounded-xl border border-dashed border-control bg-surface p-8 text-center">
          <p className="text-muted">{t('analytics.empty')}</p>
          <ButtonLink to="/quizzes" className="mt-4">
            {t('landing.browseQuizzes')}
          </ButtonLink>
        </div>
      ) : (
        <Summary summary={results.data} />
      )}
    </>
  );
}
