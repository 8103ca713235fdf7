import type { SafeChoiceContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Group } from '../common/controls.tsx';
import { EmptyState } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import { optionMark } from './marks.ts';

/**
 * The choice types' answer widget in a live room: one large tile per option (at least 56 px high, a thumb's
 * size), marked by shape and letter in shown order as on the host's screen; a native radio or checkbox inside
 * each tile keeps the keyboard (arrows between radios, Space on a checkbox) and the screen reader's names.
 * The option's text alone names it; the mark is for the eye.
 */
export function LiveChoiceOptions({
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
  const instruction = mode === 'single' ? t('choice.chooseOne') : t('choice.chooseAny');
  return (
    <Group legend={instruction} legendHidden={labelledBy !== undefined} labelledBy={labelledBy} disabled={disabled}>
      {labelledBy !== undefined ? <p className="mb-2 text-sm text-muted">{instruction}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {options.map((option, index) => {
          const inputId = `${id}-${index}`;
          const checked = chosen.has(option.id);
          const mark = optionMark(index);
          return (
            <li key={inputId}>
              <label
                htmlFor={inputId}
                className={clsx(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-base transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked
                    ? 'border-primary bg-primary-soft text-primary-soft-fg'
                    : 'border-control bg-surface hover:bg-surface-2',
                  disabled && 'cursor-not-allowed opacity-70',
                )}
              >
                <input
                  id={inputId}
                  type={mode === 'single' ? 'radio' : 'checkbox'}
                  name={mode === 'single' ? `${id}-choice` : undefined}
                  value={option.id}
                  className="h-5 w-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none disabled:cursor-not-allowed"
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onToggle(option.id, event.target.checked)}
                />
                <span aria-hidden="true" className="flex shrink-0 items-center gap-1 text-lg font-bold">
                  <span className="w-6 text-center">{mark.shape}</span>
                  <span>{mark.letter}</span>
                </span>
                <span className="min-w-0 flex-1 break-words font-medium">{option.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}
