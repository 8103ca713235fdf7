import type { OpenContent } from '@quizmaker/question-types';
import { useId } from 'react';
import { TextArea } from '../common/controls.tsx';
import { describedBy, FieldErrors, Hint } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import { messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';

/** OPEN authoring: the model answer typed answers are compared with (spec 2: 'Model answer required'). */
export function OpenEditor({ content, onChange, errors, disabled }: EditorProps<OpenContent>) {
  const t = useQuestionTypesT();
  const id = useId();
  const messages = uniqueMessages(messagesUnder(errors, ['answer']), otherMessages(errors, ['answer']));
  return (
    <div>
      <TextArea
        id={`${id}-answer`}
        label={t('open.modelAnswer')}
        value={content.answer}
        aria-required
        invalid={messages.length > 0}
        aria-describedby={describedBy(`${id}-hint`, messages.length > 0 && `${id}-errors`)}
        disabled={disabled}
        onChange={(event) => onChange({ ...content, answer: event.target.value })}
      />
      <Hint id={`${id}-hint`}>{t('open.modelAnswerHint')}</Hint>
      <FieldErrors id={`${id}-errors`} messages={messages} />
    </div>
  );
}
