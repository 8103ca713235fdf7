import type { FillGapResponse, FillGapSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useId } from 'react';
import { focusRing, Group } from '../common/controls.tsx';
import { EmptyState } from '../common/messages.tsx';
import { isBlank } from '../common/text.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';
import { gapSegments } from './segments.ts';

const gapInputClasses = clsx(
  'mx-1 inline-block w-36 rounded-md border border-control bg-surface px-2 py-1 align-baseline text-fg disabled:opacity-60',
  focusRing,
);

/**
 * FILL_GAP answer: the text with an input where each ___N___ marker stands. The response is
 * `{answers: [{gapId, answer}]}` with one entry per gap, in gap order, as typed (see finaliseFillGapResponse).
 */
export function FillGapPlayer({
  safeContent,
  response,
  onChange,
  disabled,
  labelledBy,
}: PlayerProps<FillGapSafeContent, FillGapResponse>) {
  const t = useQuestionTypesT();
  const id = useId();
  if (isBlank(safeContent.text) || safeContent.gaps.length === 0) {
    return <EmptyState>{t('empty.gaps')}</EmptyState>;
  }
  const given = new Map((response?.answers ?? []).map((entry) => [entry.gapId, entry.answer]));
  const gapIds = new Set(safeContent.gaps.map((gap) => gap.id));
  const segments = gapSegments(safeContent.text, gapIds);
  const placed = new Set(segments.flatMap((segment) => (segment.kind === 'gap' ? [segment.gapId] : [])));
  const unplaced = safeContent.gaps.filter((gap) => !placed.has(gap.id));

  const setAnswer = (gapId: number, answer: string) => {
    const next = new Map(given).set(gapId, answer);
    onChange({ answers: safeContent.gaps.map((gap) => ({ gapId: gap.id, answer: next.get(gap.id) ?? '' })) });
  };
  const input = (gapId: number) => (
    <input
      key={`gap-${gapId}`}
      id={`${id}-gap-${gapId}`}
      type="text"
      className={gapInputClasses}
      aria-label={t('fillGap.gapInput', { id: gapId })}
      value={given.get(gapId) ?? ''}
      disabled={disabled}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => setAnswer(gapId, event.target.value)}
    />
  );

  return (
    <Group legend={t('common.answerLegend')} legendHidden labelledBy={labelledBy} disabled={disabled}>
      <p className="leading-loose whitespace-pre-wrap">
        {segments.map((segment, index) =>
          segment.kind === 'gap' ? input(segment.gapId) : <span key={`text-${index}`}>{segment.text}</span>,
        )}
      </p>
      {unplaced.length > 0 ? (
        <ul className="space-y-1">
          {unplaced.map((gap) => (
            <li key={gap.id} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-sm text-muted">
                {t('fillGap.gapLabel', { id: gap.id })}
              </span>
              {input(gap.id)}
            </li>
          ))}
        </ul>
      ) : null}
    </Group>
  );
}

/** Spec 3 section 3: gap answers are trimmed when submitted. */
export function finaliseFillGapResponse(response: FillGapResponse): FillGapResponse {
  return { answers: response.answers.map((entry) => ({ gapId: entry.gapId, answer: entry.answer.trim() })) };
}
