import type { McqMultiResponse, McqMultiSafeContent } from '@quizmaker/question-types';
import { ChoiceReview } from '../choices/ChoiceReview.tsx';
import type { ReviewProps } from '../types.ts';

/** MCQ_MULTI result: the options ticked against the correct set. */
export function McqMultiReview({
  safeContent,
  response,
  correctAnswer,
  ...outcome
}: ReviewProps<McqMultiSafeContent, McqMultiResponse>) {
  return (
    <ChoiceReview
      {...outcome}
      options={safeContent.options}
      chosen={new Set(response?.selectedOptionIds ?? [])}
      correct={correctAnswer ? new Set(correctAnswer.selectedOptionIds) : null}
    />
  );
}
