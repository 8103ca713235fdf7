import type { TrueFalseResponse, TrueFalseSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Group, tickClasses } from '../common/controls.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';

/** TRUE_FALSE answer: two radios; the response is `{answer: true | false}`. */
export function TrueFalsePlayer({
  response,
  onChange,
  disabled,
  labelledBy,
}: PlayerProps<TrueFalseSafeContent, TrueFalseResponse>) {
  const t = useQuestionTypesT();
  const id = useId();
  return (
    <Group
      legend={t('trueFalse.answerLegend')}
      legendHidden={labelledBy !== undefined}
      labelledBy={labelledBy}
      disabled={disabled}
    >
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        {([true, false] as const).map((value) => {
          const checked = response?.answer === value;
          return (
            <label
              key={String(value)}
              className={clsx(
                'flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-4 py-3 font-medium transition-colors',
                checked
                  ? 'border-primary bg-primary-soft text-primary-soft-fg'
                  : 'border-border bg-surface hover:bg-surface-2',
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                name={`${id}-answer`}
                value={String(value)}
                className={tickClasses}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange({ answer: value })}
              />
              {value ? t('trueFalse.true') : t('trueFalse.false')}
            </label>
          );
        })}
      </div>
    </Group>
  );
}
