import type { McqSingleResponse, McqSingleSafeContent } from '@quizmaker/question-types';
import { ChoiceReviewList } from '../choices/ChoiceReview.tsx';
import { ReviewFrame } from '../common/review.tsx';
import type { ReviewProps } from '../types.ts';

const idsOf = (response: McqSingleResponse | null): Set<string> =>
  new Set(response && response.selectedOptionId !== '' ? [response.selectedOptionId] : []);

/** MCQ_SINGLE result: the option chosen against the correct one. */
export function McqSingleReview({
  safeContent,
  response,
  correctAnswer,
  isCorrect,
  score,
  explanation,
  labelledBy,
}: ReviewProps<McqSingleSafeContent, McqSingleResponse>) {
  const chosen = idsOf(response);
  return (
    <ReviewFrame
      isCorrect={isCorrect}
      score={score}
      answered={chosen.size > 0}
      explanation={explanation}
      labelledBy={labelledBy}
    >
      <ChoiceReviewList
        options={safeContent.options}
        chosen={chosen}
        correct={correctAnswer ? idsOf(correctAnswer) : null}
      />
    </ReviewFrame>
  );
}
