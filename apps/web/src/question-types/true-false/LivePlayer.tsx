import type { TrueFalseResponse, TrueFalseSafeContent } from '@quizmaker/question-types';
import { LiveChoiceOptions } from '../choices/ChoiceOptions.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';

/**
 * TRUE_FALSE in a live room: two large tiles marked ▲ A True and ◆ B False, as the host's screen shows them
 * (TrueFalseLiveHost), so a player can match the projector by shape and letter.
 */
export function TrueFalseLivePlayer({
  response,
  onChange,
  disabled,
  labelledBy,
}: PlayerProps<TrueFalseSafeContent, TrueFalseResponse>) {
  const t = useQuestionTypesT();
  const chosen = new Set(response === null ? [] : [String(response.answer)]);
  return (
    <LiveChoiceOptions
      options={[
        { id: 'true', text: t('trueFalse.true') },
        { id: 'false', text: t('trueFalse.false') },
      ]}
      mode="single"
      chosen={chosen}
      onToggle={(optionId) => onChange({ answer: optionId === 'true' })}
      disabled={disabled}
      labelledBy={labelledBy}
    />
  );
}
