import type { McqMultiResponse, McqMultiSafeContent } from '@quizmaker/question-types';
import { ChoiceReviewList } from '../choices/ChoiceReview.tsx';
import { ReviewFrame } from '../common/review.tsx';
import type { ReviewProps } from '../types.ts';

/** MCQ_MULTI result: the options ticked against the correct set. */
export function McqMultiReview({
  safeContent,
  response,
  correctAnswer,
  isCorrect,
  score,
  explanation,
  labelledBy,
}: ReviewProps<McqMultiSafeContent, McqMultiResponse>) {
  const chosen = new Set(response?.selectedOptionIds ?? []);
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
        correct={correctAnswer ? new Set(correctAnswer.selectedOptionIds) : null}
      />
    </ReviewFrame>
  );
}
