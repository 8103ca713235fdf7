import type { OpenResponse, OpenSafeContent } from '@quizmaker/question-types';
import { useId } from 'react';
import { inputClasses } from '../common/controls.tsx';
import { describedBy } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';

/** Spec 3 section 5: a free-text answer has 3 to 1000 characters. */
export const OPEN_ANSWER_MIN = 3;
export const OPEN_ANSWER_MAX = 1000;

/** OPEN answer: a text box with the question's hint; the response is `{answer: text}` as typed. */
export function OpenPlayer({
  response,
  onChange,
  disabled,
  hint,
  labelledBy,
}: PlayerProps<OpenSafeContent, OpenResponse>) {
  const t = useQuestionTypesT();
  const id = useId();
  const text = response?.answer ?? '';
  const hintId = hint ? `${id}-hint` : undefined;
  const typed = text.trim().length;
  const tooShort = typed > 0 && typed < OPEN_ANSWER_MIN;
  const shortId = tooShort ? `${id}-short` : undefined;
  return (
    <div>
      <label htmlFor={`${id}-answer`} className={labelledBy ? 'sr-only' : 'mb-1 block text-sm font-medium'}>
        {t('open.answerLabel')}
      </label>
      <textarea
        id={`${id}-answer`}
        className={inputClasses(false, 'min-h-32')}
        value={text}
        maxLength={OPEN_ANSWER_MAX}
        disabled={disabled}
        aria-invalid={tooShort || undefined}
        aria-describedby={describedBy(shortId, hintId, `${id}-count`)}
        onChange={(event) => onChange({ answer: event.target.value })}
      />
      {tooShort ? (
        <p id={shortId} className="mt-1 text-sm font-medium text-danger-soft-fg dark:text-danger">
          {t('open.tooShort', { min: OPEN_ANSWER_MIN })}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm text-muted">
        {hint ? <p id={hintId}>{t('open.hintLabel', { hint })}</p> : <span />}
        <p id={`${id}-count`}>{t('open.characterCount', { count: text.length, max: OPEN_ANSWER_MAX })}</p>
      </div>
    </div>
  );
}
