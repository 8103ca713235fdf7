import { QUESTION_QUALITY_REVIEW_BELOW, type QuestionQuality } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/index.ts';

/**
 * "Needs review" and its reasons, for a generated question whose quality score is below the
 * threshold; nothing for a question written by hand, edited since, or good enough. The reasons are
 * shown as text (not a tooltip) so keyboard and screen-reader users get them too.
 */
export function NeedsReview({ quality }: { quality: QuestionQuality | null | undefined }) {
  const { t } = useTranslation();
  if (!quality || quality.score >= QUESTION_QUALITY_REVIEW_BELOW) {
    return null;
  }
  return (
    <div className="mt-2">
      <Badge size="sm" tone="warning">
        {t('questionQuality.needsReview')}
      </Badge>
      <ul aria-label={t('questionQuality.reasonsLabel')} className="mt-1 list-disc ps-5 text-sm text-muted">
        {quality.reasons.map((reason) => (
          <li key={reason}>{t(`questionQuality.reasons.${reason}`)}</li>
        ))}
      </ul>
    </div>
  );
}
