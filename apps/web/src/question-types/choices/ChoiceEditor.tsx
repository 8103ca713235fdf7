import { addOption, type ChoiceContent } from '@quizmaker/question-types';
import { useId } from 'react';
import { AddButton, Group, IconButton, rowKeys, TextInput, tickClasses } from '../common/controls.tsx';
import { describedBy, FieldErrors, Hint } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import { listMessages, messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';

/** Spec 2: a choice question keeps at least 2 options; removing is disabled at the minimum. */
export const MIN_OPTIONS = 2;

/**
 * The options editor MCQ_SINGLE and MCQ_MULTI share (like `choices/` in the pure package). `single`
 * marks the correct option with radios, so choosing one clears the others (`selectCorrect`);
 * `multi` with checkboxes.
 */
export function ChoiceEditor<C extends ChoiceContent>({
  content,
  onChange,
  errors,
  disabled,
  mode,
  selectCorrect,
}: EditorProps<C> & { mode: 'single' | 'multi'; selectCorrect: (content: C, optionId: string) => C }) {
  const t = useQuestionTypesT();
  const id = useId();
  const hintId = `${id}-hint`;
  const listErrorsId = `${id}-errors`;
  const minimumId = `${id}-minimum`;
  const listErrors = uniqueMessages(
    listMessages(errors, 'options', content.options.length),
    otherMessages(errors, ['options']),
  );
  const atMinimum = content.options.length <= MIN_OPTIONS;
  const keys = rowKeys(content.options.map((option) => option.id));

  const update = (index: number, patch: Partial<ChoiceContent['options'][number]>) =>
    onChange({
      ...content,
      options: content.options.map((option, i) => (i === index ? { ...option, ...patch } : option)),
    });
  const remove = (index: number) => onChange({ ...content, options: content.options.filter((_, i) => i !== index) });

  return (
    <Group
      legend={t('choice.optionsLegend')}
      describedBy={describedBy(hintId, listErrors.length > 0 && listErrorsId)}
      disabled={disabled}
    >
      <Hint id={hintId}>{mode === 'single' ? t('choice.singleHint') : t('choice.multiHint')}</Hint>
      <ul className="space-y-2">
        {content.options.map((option, index) => {
          const letter = option.id.toUpperCase();
          const rowErrors = messagesUnder(errors, ['options', index]);
          const rowErrorsId = `${id}-option-${index}-errors`;
          return (
            <li key={keys[index]}>
              <div className="flex items-center gap-3">
                <input
                  type={mode === 'single' ? 'radio' : 'checkbox'}
                  name={mode === 'single' ? `${id}-correct` : undefined}
                  className={tickClasses}
                  checked={option.correct}
                  onChange={(event) =>
                    mode === 'single'
                      ? onChange(selectCorrect(content, option.id))
                      : update(index, { correct: event.target.checked })
                  }
                  aria-label={t('choice.markCorrect', { letter })}
                />
                <span aria-hidden="true" className="w-6 text-center font-semibold text-muted">
                  {letter}
                </span>
                <TextInput
                  id={`${id}-option-${index}`}
                  className="flex-1"
                  label={t('choice.optionText', { letter })}
                  labelHidden
                  value={option.text}
                  invalid={rowErrors.length > 0}
                  aria-describedby={describedBy(rowErrors.length > 0 && rowErrorsId)}
                  onChange={(event) => update(index, { text: event.target.value })}
                />
                <IconButton
                  label={t('choice.removeOption', { letter })}
                  symbol="✕"
                  onClick={() => remove(index)}
                  disabled={disabled || atMinimum}
                  describedBy={atMinimum ? minimumId : undefined}
                />
              </div>
              <FieldErrors id={rowErrorsId} messages={rowErrors} className="ml-16" />
            </li>
          );
        })}
      </ul>
      <FieldErrors id={listErrorsId} messages={listErrors} />
      <div className="flex flex-wrap items-center gap-3">
        <AddButton onClick={() => onChange(addOption(content))} disabled={disabled}>
          {t('choice.addOption')}
        </AddButton>
        {atMinimum ? <Hint id={minimumId}>{t('choice.minimum')}</Hint> : null}
      </div>
    </Group>
  );
}
