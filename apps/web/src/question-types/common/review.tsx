import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../ui/index.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';

/** How a review row looks: right (green), wrong (red) or plain. Always paired with words (ReviewTag). */
export type ReviewTone = 'right' | 'wrong' | 'plain';

/** The tone of a part judged right or wrong, plain while nothing says which (the correct answer is not revealed). */
export const toneOf = (right: boolean | null): ReviewTone => (right === null ? 'plain' : right ? 'right' : 'wrong');

export const reviewRowClasses = (tone: ReviewTone, className?: string) =>
  clsx(
    'rounded-lg border px-3 py-2',
    tone === 'right' && 'border-success bg-success-soft text-success-soft-fg',
    tone === 'wrong' && 'border-danger bg-danger-soft text-danger-soft-fg',
    tone === 'plain' && 'border-border bg-surface text-fg',
    className,
  );

/** A word label on a review row ('Your answer', 'Correct answer'), so meaning never rests on colour. */
export function ReviewTag({
  tone = 'neutral',
  symbol,
  children,
}: {
  tone?: BadgeTone;
  symbol?: string;
  children: ReactNode;
}) {
  return (
    <Badge tone={tone} size="sm" className="border border-current/20">
      {symbol ? (
        <span aria-hidden="true" className="mr-1">
          {symbol}
        </span>
      ) : null}
      {children}
    </Badge>
  );
}

/** The verdict of a part of an answer ("right" / "wrong") as a symbol with words for screen readers and print. */
export function Verdict({ right }: { right: boolean }) {
  const t = useQuestionTypesT();
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 text-sm font-semibold',
        right ? 'text-success-soft-fg dark:text-success' : 'text-danger-soft-fg dark:text-danger',
      )}
    >
      <span aria-hidden="true">{right ? '✓' : '✗'}</span>
      <span>{right ? t('common.rightMark') : t('common.wrongMark')}</span>
    </span>
  );
}

/** Percent of a score in [0, 1], whole numbers. */
export const scorePercent = (score: number): number => Math.round(Math.min(1, Math.max(0, score)) * 100);

/** The parts of a Review's props the frame shows, whatever the type. */
export type ReviewOutcome = Pick<ReviewProps<unknown, unknown>, 'isCorrect' | 'score' | 'explanation' | 'labelledBy'>;

/**
 * The frame of every Review: the outcome (Correct / Partially correct / Incorrect, and 'Not
 * answered'), the score, the type's own view of answer against correct answer, and the explanation.
 */
export function ReviewFrame({
  isCorrect,
  score,
  answered,
  explanation,
  labelledBy,
  children,
}: ReviewOutcome & { answered: boolean; children: ReactNode }) {
  const t = useQuestionTypesT();
  const partial = !isCorrect && score > 0;
  const tone: BadgeTone = isCorrect ? 'success' : partial ? 'warning' : 'danger';
  const label = isCorrect ? t('common.correct') : partial ? t('common.partiallyCorrect') : t('common.incorrect');
  return (
    <section className="space-y-3" aria-labelledby={labelledBy}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tone}>
          <span aria-hidden="true" className="mr-1">
            {isCorrect ? '✓' : partial ? '◐' : '✗'}
          </span>
          {label}
        </Badge>
        <span className="text-sm text-muted">{t('common.scorePercent', { percent: scorePercent(score) })}</span>
        {answered ? null : <Badge tone="neutral">{t('common.notAnswered')}</Badge>}
      </div>
      {children}
      {explanation ? (
        <div className="rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm">
          <p className="font-semibold">{t('common.explanation')}</p>
          <p className="mt-1 whitespace-pre-wrap">{explanation}</p>
        </div>
      ) : null}
    </section>
  );
}
