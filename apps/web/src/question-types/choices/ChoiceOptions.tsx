import type { SafeChoiceContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Group, tickClasses } from '../common/controls.tsx';
import { EmptyState } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';

/**
 * The answer widget of both choice types: radios (one answer) or checkboxes (any number), each
 * option labelled by its letter and text. Reports the chosen ids in option order.
 */
export function ChoiceOptions({
  options,
  mode,
  chosen,
  onToggle,
  disabled,
  labelledBy,
}: {
  options: SafeChoiceContent['options'];
  mode: 'single' | 'multi';
  chosen: ReadonlySet<string>;
  onToggle: (optionId: string, checked: boolean) => void;
  disabled?: boolean | undefined;
  labelledBy?: string | undefined;
}) {
  const t = useQuestionTypesT();
  const id = useId();
  if (options.length === 0) {
    return <EmptyState>{t('empty.options')}</EmptyState>;
  }
  return (
    <Group
      legend={mode === 'single' ? t('choice.chooseOne') : t('choice.chooseAny')}
      legendHidden={labelledBy !== undefined}
      labelledBy={labelledBy}
      disabled={disabled}
    >
      {mode === 'multi' && labelledBy !== undefined ? (
        <p className="text-sm text-muted">{t('choice.chooseAny')}</p>
      ) : null}
      <ul className="space-y-2">
        {options.map((option, index) => {
          const inputId = `${id}-${index}`;
          const checked = chosen.has(option.id);
          return (
            <li key={inputId}>
              <label
                htmlFor={inputId}
                className={clsx(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 transition-colors',
                  checked
                    ? 'border-primary bg-primary-soft text-primary-soft-fg'
                    : 'border-border bg-surface hover:bg-surface-2',
                  disabled && 'cursor-not-allowed opacity-70',
                )}
              >
                <input
                  id={inputId}
                  type={mode === 'single' ? 'radio' : 'checkbox'}
                  name={mode === 'single' ? `${id}-choice` : undefined}
                  value={option.id}
                  className={tickClasses}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onToggle(option.id, event.target.checked)}
                />
                <span className="font-semibold" aria-hidden="true">
                  {option.id.toUpperCase()}.
                </span>
                <span className="min-w-0 flex-1 break-words">{option.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}
