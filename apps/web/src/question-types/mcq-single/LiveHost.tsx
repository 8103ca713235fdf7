import type { McqSingleResponse, McqSingleSafeContent } from '@quizmaker/question-types';
import { ChoiceLiveHost } from '../choices/ChoiceLiveHost.tsx';
import type { LiveHostProps } from '../types.ts';

/** MCQ_SINGLE on the live host's screen: the options, then the one correct option and the counts. */
export function McqSingleLiveHost({
  safeContent,
  correctAnswer,
  distribution,
  labelledBy,
}: LiveHostProps<McqSingleSafeContent, McqSingleResponse>) {
  return (
    <ChoiceLiveHost
      options={safeContent.options}
      correct={correctAnswer === null ? null : new Set([correctAnswer.selectedOptionId])}
      distribution={distribution}
      labelledBy={labelledBy}
    />
  );
}
