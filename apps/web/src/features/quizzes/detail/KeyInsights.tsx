import type { QuizAnalytics } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { FigureValue, type BadgeTone } from '../../../ui/index.ts';
import { performanceTrend, usePercent } from './format.ts';

function Insight({ title, value, hint, tone }: { title: string; value: string; hint: string; tone?: BadgeTone }) {
  return (
    <div className="rounded-xl border border-border p-4">
      <p className="text-sm text-muted">{title}</p>
      <p className="mt-1 text-xl font-bold">
        <FigureValue value={value} tone={tone} />
      </p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
}

const TREND_TONES: Record<ReturnType<typeof performanceTrend>, BadgeTone> = {
  strong: 'success',
  moderate: 'warning',
  needsImprovement: 'danger',
};

/** The Key Insights of the Analytics panel: performance trend and the figures behind it. */
export function KeyInsights({ analytics }: { analytics: QuizAnalytics }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const trend = performanceTrend(analytics.averageScore ?? 0);
  return (
    <section aria-label={t('quizzes.analytics.insights')}>
      <h3 className="mb-2 font-semibold">{t('quizzes.analytics.insights')}</h3>
      <div className="grid gap-3 md:grid-cols-3">
        <Insight
          title={t('quizzes.analytics.performanceTrend')}
          value={t(`quizzes.analytics.${trend}`)}
          tone={TREND_TONES[trend]}
          hint={t('quizzes.analytics.averageIs', { score: percent(analytics.averageScore) })}
        />
        <Insight
          title={t('quizzes.analytics.passRate')}
          value={percent(analytics.passRate)}
          hint={t('quizzes.analytics.passRateHint', { passed: percent(analytics.passRate) })}
        />
        <Insight
          title={t('quizzes.analytics.engagement')}
          value={t('quizzes.analytics.engagementValue', { count: analytics.attemptsCount })}
          hint={t('quizzes.analytics.engagementHint', {
            completion: percent(analytics.completionRate),
            abandoned: analytics.abandonedCount,
          })}
        />
      </div>
    </section>
  );
}
