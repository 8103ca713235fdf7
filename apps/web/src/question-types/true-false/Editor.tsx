import type { TrueFalseContent } from '@quizmaker/question-types';
import { useId } from 'react';
import { Group, tickClasses } from '../common/controls.tsx';
import { describedBy, FieldErrors } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import { messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';

/** TRUE_FALSE authoring: whether the statement (the question text) is true; true by default. */
export function TrueFalseEditor({ content, onChange, errors, disabled }: EditorProps<TrueFalseContent>) {
  const t = useQuestionTypesT();
  const id = useId();
  const messages = uniqueMessages(messagesUnder(errors, ['answer']), otherMessages(errors, ['answer']));
  const errorsId = `${id}-errors`;
  return (
    <Group
      legend={t('trueFalse.answerLegend')}
      describedBy={describedBy(messages.length > 0 && errorsId)}
      disabled={disabled}
    >
      <div className="flex flex-wrap gap-4">
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-answer`}
              className={tickClasses}
              checked={content.answer === value}
              onChange={() => onChange({ ...content, answer: value })}
            />
            {value ? t('trueFalse.true') : t('trueFalse.false')}
          </label>
        ))}
      </div>
      <FieldErrors id={errorsId} messages={messages} />
    </Group>
  );
}
