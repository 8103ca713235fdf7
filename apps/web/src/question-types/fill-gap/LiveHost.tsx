import type { FillGapResponse, FillGapSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { EmptyState } from '../common/messages.tsx';
import { isBlank } from '../common/text.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { LiveHostProps } from '../types.ts';
import { gapSegments } from './segments.ts';

/** FILL_GAP on the live host's screen: the text with numbered blanks; at the reveal each blank holds its answer. */
export function FillGapLiveHost({ safeContent, correctAnswer }: LiveHostProps<FillGapSafeContent, FillGapResponse>) {
  const t = useQuestionTypesT();
  if (isBlank(safeContent.text) || safeContent.gaps.length === 0) {
    return <EmptyState>{t('empty.gaps')}</EmptyState>;
  }
  const expected = correctAnswer ? new Map(correctAnswer.answers.map((entry) => [entry.gapId, entry.answer])) : null;
  const segments = gapSegments(safeContent.text, new Set(safeContent.gaps.map((gap) => gap.id)));
  return (
    <p className="text-2xl leading-loose whitespace-pre-wrap">
      {segments.map((segment, index) => {
        if (segment.kind === 'text') {
          return <span key={`text-${index}`}>{segment.text}</span>;
        }
        const answer = expected?.get(segment.gapId);
        return (
          <span
            key={`gap-${segment.gapId}`}
            className={clsx(
              'mx-1 inline-flex items-baseline gap-1 rounded-md border-2 px-2',
              expected === null ? 'border-control bg-surface-2' : 'border-success bg-success-soft text-success-soft-fg',
            )}
          >
            <span className="sr-only">{t('fillGap.gapLabel', { id: segment.gapId })}:</span>
            {expected === null ? (
              <span aria-hidden="true" className="text-muted">
                ({segment.gapId}) ______
              </span>
            ) : (
              <>
                <span aria-hidden="true">✓</span>
                <strong>{answer ?? '—'}</strong>
              </>
            )}
          </span>
        );
      })}
    </p>
  );
}
