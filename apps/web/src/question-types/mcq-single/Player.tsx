import type { McqSingleResponse, McqSingleSafeContent } from '@quizmaker/question-types';
import { ChoiceOptions, type ChoicePlayerProps } from '../choices/ChoiceOptions.tsx';

/** MCQ_SINGLE answer: one radio per option; the response is `{selectedOptionId}`. */
export function McqSinglePlayer({
  safeContent,
  response,
  onChange,
  disabled,
  labelledBy,
  Options = ChoiceOptions,
}: ChoicePlayerProps<McqSingleSafeContent, McqSingleResponse>) {
  const chosen = new Set(response?.selectedOptionId ? [response.selectedOptionId] : []);
  return (
    <Options
      options={safeContent.options}
      mode="single"
      chosen={chosen}
      onToggle={(optionId) => onChange({ selectedOptionId: optionId })}
      disabled={disabled}
      labelledBy={labelledBy}
    />
  );
}
