import type { McqSingleResponse, McqSingleSafeContent } from '@quizmaker/question-types';
import { ChoiceReview } from '../choices/ChoiceReview.tsx';
import type { ReviewProps } from '../types.ts';

const idsOf = (response: McqSingleResponse | null): Set<string> =>
  new Set(response && response.selectedOptionId !== '' ? [response.selectedOptionId] : []);

/** MCQ_SINGLE result: the option chosen against the correct one. */
export function McqSingleReview({
  safeContent,
  response,
  correctAnswer,
  ...outcome
}: ReviewProps<McqSingleSafeContent, McqSingleResponse>) {
  return (
    <ChoiceReview
      {...outcome}
      options={safeContent.options}
      chosen={idsOf(response)}
      correct={correctAnswer ? idsOf(correctAnswer) : null}
    />
  );
}
