import { textsMatch, type FillGapResponse, type FillGapSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { EmptyState } from '../common/messages.tsx';
import { ReviewFrame } from '../common/review.tsx';
import { isBlank } from '../common/text.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';
import { gapSegments } from './segments.ts';

/**
 * FILL_GAP result: the text with each gap showing what was typed, a right/wrong mark in words, and
 * the correct answer where it differs (compared the way grading compares, `textsMatch`).
 */
export function FillGapReview({
  safeContent,
  response,
  correctAnswer,
  ...outcome
}: ReviewProps<FillGapSafeContent, FillGapResponse>) {
  const t = useQuestionTypesT();
  const given = new Map((response?.answers ?? []).map((entry) => [entry.gapId, entry.answer]));
  const expected = correctAnswer ? new Map(correctAnswer.answers.map((entry) => [entry.gapId, entry.answer])) : null;
  const answered = [...given.values()].some((answer) => !isBlank(answer));
  const gapIds = new Set(safeContent.gaps.map((gap) => gap.id));
  const segments = gapSegments(safeContent.text, gapIds);
  const placed = new Set(segments.flatMap((segment) => (segment.kind === 'gap' ? [segment.gapId] : [])));

  const gapView = (gapId: number) => {
    const typed = given.get(gapId) ?? '';
    const right = expected?.get(gapId);
    const ok = right !== undefined && textsMatch(typed, right);
    return (
      <span
        key={`gap-${gapId}`}
        className={clsx(
          'mx-1 inline-flex flex-wrap items-baseline gap-1 rounded-md border px-2 py-0.5',
          expected === null
            ? 'border-border bg-surface-2'
            : ok
              ? 'border-success bg-success-soft text-success-soft-fg'
              : 'border-danger bg-danger-soft text-danger-soft-fg',
        )}
      >
        <span className="sr-only">{t('fillGap.gapLabel', { id: gapId })}:</span>
        <span className={clsx('font-medium', !ok && expected !== null && 'line-through')}>
          {isBlank(typed) ? '—' : typed}
        </span>
        {expected !== null ? (
          <span className="text-xs font-semibold">
            <span aria-hidden="true">{ok ? '✓' : '✗'} </span>
            {ok ? t('common.rightMark') : t('common.wrongMark')}
          </span>
        ) : null}
        {expected !== null && !ok ? (
          <span className="text-sm">
            {t('common.correctAnswer')}: <strong>{right ?? '—'}</strong>
          </span>
        ) : null}
      </span>
    );
  };

  return (
    <ReviewFrame {...outcome} answered={answered}>
      {isBlank(safeContent.text) || safeContent.gaps.length === 0 ? (
        <EmptyState>{t('empty.gaps')}</EmptyState>
      ) : (
        <>
          <p className="leading-loose whitespace-pre-wrap">
            {segments.map((segment, index) =>
              segment.kind === 'gap' ? gapView(segment.gapId) : <span key={`text-${index}`}>{segment.text}</span>,
            )}
          </p>
          {safeContent.gaps
            .filter((gap) => !placed.has(gap.id))
            .map((gap) => (
              <p key={gap.id}>{gapView(gap.id)}</p>
            ))}
        </>
      )}
    </ReviewFrame>
  );
}
