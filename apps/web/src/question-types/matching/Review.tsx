import type { MatchingResponse, MatchingSafeContent } from '@quizmaker/question-types';
import { EmptyState } from '../common/messages.tsx';
import { reviewRowClasses, ReviewFrame, toneOf, Verdict } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';

/** MATCHING result: per left item, the match given and, when it differs, the correct one. */
export function MatchingReview({
  safeContent,
  response,
  correctAnswer,
  ...outcome
}: ReviewProps<MatchingSafeContent, MatchingResponse>) {
  const t = useQuestionTypesT();
  const rightText = new Map(safeContent.right.map((item) => [item.id, item.text]));
  const given = new Map((response?.matches ?? []).map((match) => [match.leftId, match.rightId]));
  const expected = correctAnswer ? new Map(correctAnswer.matches.map((match) => [match.leftId, match.rightId])) : null;
  const textOf = (rightId: number | undefined) =>
    rightId === undefined ? t('common.notAnswered') : (rightText.get(rightId) ?? `#${rightId}`);
  return (
    <ReviewFrame {...outcome} answered={given.size > 0}>
      {safeContent.left.length === 0 ? (
        <EmptyState>{t('empty.pairs')}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {safeContent.left.map((left, index) => {
            const chosen = given.get(left.id);
            const right = expected?.get(left.id);
            const ok = expected === null ? null : chosen !== undefined && chosen === right;
            return (
              <li key={`${index}-${left.id}`} className={reviewRowClasses(toneOf(ok), 'space-y-1')}>
                <p className="font-medium break-words">{left.text}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span>{t('matching.yourMatch', { text: textOf(chosen) })}</span>
                  {ok === null ? null : <Verdict right={ok} />}
                </p>
                {expected !== null && !ok ? (
                  <p className="text-sm font-semibold">{t('matching.correctMatch', { text: textOf(right) })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </ReviewFrame>
  );
}
