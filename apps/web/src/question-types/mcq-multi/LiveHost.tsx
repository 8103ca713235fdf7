import type { McqMultiResponse, McqMultiSafeContent } from '@quizmaker/question-types';
import { ChoiceLiveHost } from '../choices/ChoiceLiveHost.tsx';
import type { LiveHostProps } from '../types.ts';

/** MCQ_MULTI on the live host's screen: the options, then every correct option and the counts. */
export function McqMultiLiveHost({
  safeContent,
  correctAnswer,
  distribution,
  labelledBy,
}: LiveHostProps<McqMultiSafeContent, McqMultiResponse>) {
  return (
    <ChoiceLiveHost
      options={safeContent.options}
      correct={correctAnswer === null ? null : new Set(correctAnswer.selectedOptionIds)}
      distribution={distribution}
      labelledBy={labelledBy}
    />
  );
}
