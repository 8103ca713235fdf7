import type { ItemAnalysis, QuizAnalytics } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/format.ts';
import { Badge, DataTable } from '../../../ui/index.ts';
import { plainText } from '../../../ui/rich-text.tsx';
import { useRate } from './format.ts';

/**
 * A question worth reviewing (classical test theory rules of thumb): almost nobody or almost
 * everybody gets it right, or it does not separate strong from weak takers.
 */
export function needsReview(item: Pick<ItemAnalysis, 'facility' | 'discrimination' | 'pointBiserial'>): boolean {
  if (item.facility !== null && (item.facility < 0.2 || item.facility > 0.95)) {
    return true;
  }
  if (item.discrimination !== null && item.discrimination < 0.2) {
    return true;
  }
  return item.pointBiserial !== null && item.pointBiserial < 0.2;
}

/** The item analysis of the Analytics panel: each question's facility, discrimination and point-biserial, and the quiz's reliability. */
export function ItemAnalysisTable({ analytics }: { analytics: QuizAnalytics }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rate = useRate();
  const { items, reliability } = analytics.itemAnalysis;
  const decimal = (value: number | null) =>
    value === null ? t('quizzes.stats.noValue') : format.number(Math.round(value * 100) / 100);
  return (
    <section aria-label={t('quizzes.analytics.itemAnalysis')} className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('quizzes.analytics.itemAnalysis')}</h3>
      <p className="text-sm text-muted">
        {t('quizzes.analytics.itemAnalysisHint', { count: analytics.itemAnalysis.attempts })}
        {analytics.itemAnalysis.sampled ? ` ${t('quizzes.analytics.sampled')}` : ''}
      </p>
      <DataTable
        framed={false}
        caption={t('quizzes.analytics.itemAnalysis')}
        rows={items}
        getRowId={(item) => item.questionId}
        columns={[
          {
            key: 'question',
            header: t('quizzes.stats.question'),
            className: 'max-w-sm',
            render: (item) => (
              <span className="line-clamp-2">
                <span className="text-muted">{item.position}. </span>
                {plainText(item.questionText)}
              </span>
            ),
          },
          {
            key: 'attempts',
            header: t('quizzes.analytics.attempts'),
            className: 'text-right tabular-nums',
            render: (item) => format.number(item.attempts),
          },
          {
            key: 'facility',
            header: t('quizzes.analytics.facility'),
            className: 'text-right tabular-nums',
            render: (item) => rate(item.facility),
          },
          {
            key: 'discrimination',
            header: t('quizzes.analytics.discrimination'),
            className: 'text-right tabular-nums',
            render: (item) => decimal(item.discrimination),
          },
          {
            key: 'pointBiserial',
            header: t('quizzes.analytics.pointBiserial'),
            className: 'text-right tabular-nums',
            render: (item) => decimal(item.pointBiserial),
          },
          {
            key: 'flag',
            header: t('quizzes.analytics.flag'),
            render: (item) =>
              item.attempts === 0 ? (
                t('quizzes.stats.noValue')
              ) : needsReview(item) ? (
                <Badge tone="warning" size="sm">
                  <span aria-hidden="true" className="mr-1">
                    ⚑
                  </span>
                  {t('quizzes.analytics.flagged')}
                </Badge>
              ) : (
                <Badge tone="success" size="sm">
                  {t('quizzes.analytics.ok')}
                </Badge>
              ),
          },
        ]}
      />
      <p className="text-sm">
        {reliability.kr20 === null && reliability.cronbachAlpha === null ? (
          <span className="text-muted">{t('quizzes.analytics.reliabilityUnknown')}</span>
        ) : (
          <>
            {reliability.kr20 !== null ? (
              <span className="mr-4 font-medium">
                {t('quizzes.analytics.reliability', { value: decimal(reliability.kr20) })}
              </span>
            ) : null}
            {reliability.cronbachAlpha !== null ? (
              <span className="font-medium">
                {t('quizzes.analytics.reliabilityAlpha', { value: decimal(reliability.cronbachAlpha) })}
              </span>
            ) : null}
          </>
        )}
      </p>
    </section>
  );
}
