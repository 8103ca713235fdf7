import type { McqSingleResponse, McqSingleSafeContent } from '@quizmaker/question-types';
import { ChoiceOptions } from '../choices/ChoiceOptions.tsx';
import type { PlayerProps } from '../types.ts';

/** MCQ_SINGLE answer: one radio per option; the response is `{selectedOptionId}`. */
export function McqSinglePlayer({
  safeContent,
  response,
  onChange,
  disabled,
  labelledBy,
}: PlayerProps<McqSingleSafeContent, McqSingleResponse>) {
  const chosen = new Set(response?.selectedOptionId ? [response.selectedOptionId] : []);
  return (
    <ChoiceOptions
      options={safeContent.options}
      mode="single"
      chosen={chosen}
      onToggle={(optionId) => onChange({ selectedOptionId: optionId })}
      disabled={disabled}
      labelledBy={labelledBy}
    />
  );
}
