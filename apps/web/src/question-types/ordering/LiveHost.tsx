import type { OrderingResponse, OrderingSafeContent } from '@quizmaker/question-types';
import { EmptyState } from '../common/messages.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { LiveHostProps } from '../types.ts';

/** ORDERING on the live host's screen: the items as the players see them; at the reveal, the correct order. */
export function OrderingLiveHost({
  safeContent,
  correctAnswer,
  labelledBy,
}: LiveHostProps<OrderingSafeContent, OrderingResponse>) {
  const t = useQuestionTypesT();
  if (safeContent.items.length === 0) {
    return <EmptyState>{t('empty.items')}</EmptyState>;
  }
  const textOf = new Map(safeContent.items.map((item) => [item.id, item.text]));
  if (correctAnswer === null) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-lg text-muted">{t('liveHost.putInOrder')}</p>
        <ul aria-labelledby={labelledBy} className="grid gap-2">
          {safeContent.items.map((item) => (
            <li key={item.id} className="rounded-xl border-2 border-control bg-surface px-4 py-3 text-xl font-semibold">
              {item.text}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg font-semibold">
        <span aria-hidden="true">✓ </span>
        {t('ordering.correctOrder')}
      </p>
      <ol className="grid gap-2">
        {correctAnswer.orderedItemIds.map((id, position) => (
          <li
            key={id}
            className="flex items-center gap-3 rounded-xl border-2 border-success bg-success-soft px-4 py-3 text-xl font-semibold text-success-soft-fg"
          >
            <span className="tabular-nums">{position + 1}.</span>
            <span className="min-w-0 flex-1 break-words">{textOf.get(id) ?? id}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
