import type { OrderingResponse, OrderingSafeContent } from '@quizmaker/question-types';
import { EmptyState } from '../common/messages.tsx';
import { reviewRowClasses, ReviewFrame, ReviewTag, toneOf } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';

/** ORDERING result: the taker's order with each position marked in or out of place, beside the correct order. */
export function OrderingReview({
  safeContent,
  response,
  correctAnswer,
  ...outcome
}: ReviewProps<OrderingSafeContent, OrderingResponse>) {
  const t = useQuestionTypesT();
  const byId = new Map(safeContent.items.map((item) => [item.id, item.text]));
  const given = response?.orderedItemIds ?? [];
  const expected = correctAnswer?.orderedItemIds ?? null;
  return (
    <ReviewFrame {...outcome} answered={given.length > 0}>
      {safeContent.items.length === 0 ? (
        <EmptyState>{t('empty.items')}</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <p className="mb-2 text-sm font-semibold">{t('ordering.yourOrder')}</p>
            {given.length === 0 ? (
              <p className="text-sm text-muted">{t('common.notAnswered')}</p>
            ) : (
              <ol className="space-y-2">
                {given.map((itemId, index) => {
                  const inPlace = expected === null ? null : expected[index] === itemId;
                  return (
                    <li
                      key={`${index}-${itemId}`}
                      className={reviewRowClasses(toneOf(inPlace), 'flex flex-wrap items-center gap-2')}
                    >
                      <span className="font-semibold">{index + 1}.</span>
                      <span className="min-w-0 flex-1 basis-32 break-words">{byId.get(itemId) ?? `#${itemId}`}</span>
                      {inPlace === null ? null : (
                        <ReviewTag tone={inPlace ? 'success' : 'danger'} symbol={inPlace ? '✓' : '✗'}>
                          {inPlace ? t('ordering.inPlace') : t('ordering.outOfPlace')}
                        </ReviewTag>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
          <div>
            <p className="mb-2 text-sm font-semibold">{t('ordering.correctOrder')}</p>
            {expected === null ? (
              <p className="text-sm text-muted">{t('common.noCorrectAnswer')}</p>
            ) : (
              <ol className="space-y-2">
                {expected.map((itemId, index) => (
                  <li key={`${index}-${itemId}`} className={reviewRowClasses('plain', 'flex items-center gap-2')}>
                    <span className="font-semibold">{index + 1}.</span>
                    <span className="min-w-0 flex-1 basis-32 break-words">{byId.get(itemId) ?? `#${itemId}`}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </ReviewFrame>
  );
}
