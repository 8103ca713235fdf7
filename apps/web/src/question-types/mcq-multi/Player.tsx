import type { McqMultiResponse, McqMultiSafeContent } from '@quizmaker/question-types';
import { ChoiceOptions, type ChoicePlayerProps } from '../choices/ChoiceOptions.tsx';

/** MCQ_MULTI answer: one checkbox per option; the response is `{selectedOptionIds}` in option order. */
export function McqMultiPlayer({
  safeContent,
  response,
  onChange,
  disabled,
  labelledBy,
  Options = ChoiceOptions,
}: ChoicePlayerProps<McqMultiSafeContent, McqMultiResponse>) {
  const chosen = new Set(response?.selectedOptionIds ?? []);
  const toggle = (optionId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) {
      next.add(optionId);
    } else {
      next.delete(optionId);
    }
    onChange({ selectedOptionIds: safeContent.options.map((option) => option.id).filter((id) => next.has(id)) });
  };
  return (
    <Options
      options={safeContent.options}
      mode="multi"
      chosen={chosen}
      onToggle={toggle}
      disabled={disabled}
      labelledBy={labelledBy}
    />
  );
}
