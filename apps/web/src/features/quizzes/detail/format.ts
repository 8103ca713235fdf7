import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/format.ts';

/** A 0-100 percentage with at most one decimal ('—' when unknown). */
export function usePercent() {
  const format = useFormatters();
  const { t } = useTranslation();
  return useCallback(
    (value: number | null | undefined) =>
      value === null || value === undefined
        ? t('quizzes.stats.noValue')
        : `${format.number(Math.round(value * 10) / 10)}%`,
    [format, t],
  );
}

/** A 0-1 rate as a percentage (decision 12: correctRate is a fraction on the wire, a percentage on screen). */
export function useRate() {
  const percent = usePercent();
  return useCallback(
    (rate: number | null | undefined) => percent(rate === null || rate === undefined ? rate : rate * 100),
    [percent],
  );
}

/** Performance Trend of the analytics panel: Strong above 70, Moderate above 50, otherwise Needs Improvement. */
export function performanceTrend(averageScore: number): 'strong' | 'moderate' | 'needsImprovement' {
  if (averageScore > 70) {
    return 'strong';
  }
  return averageScore > 50 ? 'moderate' : 'needsImprovement';
}
