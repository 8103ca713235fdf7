import type { ComplianceResponse, ComplianceSafeContent } from '@quizmaker/question-types';
import { EmptyState } from '../common/messages.tsx';
import { reviewRowClasses, ReviewFrame, ReviewTag, toneOf, Verdict } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';

/** COMPLIANCE result: per statement, whether it complies, whether the taker selected it, and whether that was right. */
export function ComplianceReview({
  safeContent,
  response,
  correctAnswer,
  ...outcome
}: ReviewProps<ComplianceSafeContent, ComplianceResponse>) {
  const t = useQuestionTypesT();
  const selected = new Set(response?.selectedStatementIds ?? []);
  const compliant = correctAnswer ? new Set(correctAnswer.selectedStatementIds) : null;
  return (
    <ReviewFrame {...outcome} answered={selected.size > 0}>
      {safeContent.statements.length === 0 ? (
        <EmptyState>{t('empty.statements')}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {safeContent.statements.map((statement, index) => {
            const isSelected = selected.has(statement.id);
            const isCompliant = compliant?.has(statement.id) ?? null;
            const right = isCompliant === null ? null : isCompliant === isSelected;
            return (
              <li key={`${index}-${statement.id}`} className={reviewRowClasses(toneOf(right), 'space-y-1')}>
                <p className="break-words">{statement.text}</p>
                <div className="flex flex-wrap items-center gap-2">
                  <ReviewTag tone="info" symbol={isSelected ? '☑' : '☐'}>
                    {isSelected ? t('compliance.selected') : t('compliance.notSelected')}
                  </ReviewTag>
                  {isCompliant === null ? null : (
                    <ReviewTag tone={isCompliant ? 'success' : 'neutral'}>
                      {isCompliant ? t('compliance.isCompliant') : t('compliance.isNotCompliant')}
                    </ReviewTag>
                  )}
                  {right === null ? null : <Verdict right={right} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ReviewFrame>
  );
}
