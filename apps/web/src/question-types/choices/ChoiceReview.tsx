import type { SafeChoiceContent } from '@quizmaker/question-types';
import { EmptyState } from '../common/messages.tsx';
import { reviewRowClasses, ReviewFrame, ReviewTag, type ReviewOutcome, type ReviewTone } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';

/**
 * Options of a choice question after grading: each chosen option says 'Your answer', each correct
 * one 'Correct answer'; a chosen wrong option is red, correct options green.
 */
function ChoiceReviewList({
  options,
  chosen,
  correct,
}: {
  options: SafeChoiceContent['options'];
  chosen: ReadonlySet<string>;
  correct: ReadonlySet<string> | null;
}) {
  const t = useQuestionTypesT();
  if (options.length === 0) {
    return <EmptyState>{t('empty.options')}</EmptyState>;
  }
  return (
    <ul className="space-y-2">
      {options.map((option, index) => {
        const isChosen = chosen.has(option.id);
        const isRight = correct?.has(option.id) ?? false;
        const tone: ReviewTone = isRight ? 'right' : isChosen && correct !== null ? 'wrong' : 'plain';
        return (
          <li key={`${index}-${option.id}`} className={reviewRowClasses(tone, 'flex flex-wrap items-center gap-2')}>
            <span className="font-semibold">{option.id.toUpperCase()}.</span>
            <span className="min-w-0 flex-1 basis-32 break-words">{option.text}</span>
            {isChosen ? (
              <ReviewTag tone="info" symbol={correct === null ? '•' : isRight ? '✓' : '✗'}>
                {t('common.yourAnswer')}
              </ReviewTag>
            ) : null}
            {isRight ? (
              <ReviewTag tone="success" symbol="✓">
                {t('common.correctAnswer')}
              </ReviewTag>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The Review of a choice question (MCQ_SINGLE, MCQ_MULTI): the options chosen against the correct ones. */
export function ChoiceReview({
  options,
  chosen,
  correct,
  ...outcome
}: ReviewOutcome & {
  options: SafeChoiceContent['options'];
  chosen: ReadonlySet<string>;
  correct: ReadonlySet<string> | null;
}) {
  return (
    <ReviewFrame {...outcome} answered={chosen.size > 0}>
      <ChoiceReviewList options={options} chosen={chosen} correct={correct} />
    </ReviewFrame>
  );
}
