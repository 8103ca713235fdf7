import type { SafeChoiceContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { EmptyState } from '../common/messages.tsx';
import { ReviewTag } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import { optionMark } from './marks.ts';

/**
 * The choice types on the live host's screen: one large tile per option, marked by shape and letter as on
 * the phones. At the reveal each correct option says so in words and a symbol (not colour alone), and each
 * option shows how many players chose it, as a number and a bar scaled to the most chosen one.
 */
export function ChoiceLiveHost({
  options,
  correct,
  distribution,
  labelledBy,
}: {
  options: SafeChoiceContent['options'];
  /** Ids of the correct options; null until the reveal. */
  correct: ReadonlySet<string> | null;
  distribution: Readonly<Record<string, number>> | null;
  labelledBy?: string | undefined;
}) {
  const t = useQuestionTypesT();
  if (options.length === 0) {
    return <EmptyState>{t('empty.options')}</EmptyState>;
  }
  const most = Math.max(1, ...options.map((option) => distribution?.[option.id] ?? 0));
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
      {options.map((option, index) => {
        const mark = optionMark(index);
        const isRight = correct?.has(option.id) ?? false;
        const chosenBy = distribution?.[option.id] ?? 0;
        return (
          <li
            key={`${index}-${option.id}`}
            className={clsx(
              'flex flex-col gap-2 rounded-xl border-2 px-4 py-3',
              isRight ? 'border-success bg-success-soft text-success-soft-fg' : 'border-control bg-surface text-fg',
              correct !== null && !isRight && 'opacity-80',
            )}
          >
            <div className="flex items-center gap-3">
              <span className="flex shrink-0 items-center gap-1 text-2xl font-bold">
                <span aria-hidden="true" className="w-7 text-center">
                  {mark.shape}
                </span>
                <span>{mark.letter}.</span>
              </span>
              <span className="min-w-0 flex-1 text-xl font-semibold break-words sm:text-2xl">{option.text}</span>
              {isRight ? (
                <ReviewTag tone="success" symbol="✓">
                  {t('common.correctAnswer')}
                </ReviewTag>
              ) : null}
            </div>
            {distribution !== null ? (
              <div className="flex items-center gap-3">
                <div aria-hidden="true" className="h-3 flex-1 overflow-hidden rounded-full bg-surface-2">
                  <div
                    className={clsx('h-full rounded-full', isRight ? 'bg-success' : 'bg-muted')}
                    style={{ width: `${Math.round((chosenBy / most) * 100)}%` }}
                  />
                </div>
                <span className="shrink-0 text-lg font-semibold tabular-nums">
                  {t('liveHost.chosenBy', { n: chosenBy })}
                </span>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
