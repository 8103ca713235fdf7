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
  Options = ChoiceOptions,
}: PlayerProps<McqSingleSafeContent, McqSingleResponse> & {
  /** How the options look: the attempt's list, or the live room's large marked tiles. */
  Options?: typeof ChoiceOptions;
}) {
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
