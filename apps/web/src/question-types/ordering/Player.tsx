import type { OrderingResponse, OrderingSafeContent } from '@quizmaker/question-types';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { IconButton } from '../common/controls.tsx';
import { EmptyState, Hint } from '../common/messages.tsx';
import { useFocusAfterRender } from '../common/use-focus-after-render.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';
import { moveEntry, orderedItems } from './order.ts';
import { SortableList } from '../../ui/index.ts';
import { useOrderingDragTexts } from './drag-texts.ts';

/** dnd-kit ids are strings here: a numeric id 0 would read as "no id" in places. */
const sortableId = (item: { id: number }): string => `item-${item.id}`;

/**
 * ORDERING answer: the items as a sortable list. Reordered by dragging (pointer, or keyboard: Space
 * on the handle, arrows, Space) with dnd-kit, or with the move up / move down buttons; each move is
 * announced. The response is `{orderedItemIds}`. The presented order is itself an answer, so with
 * no response yet the widget reports it once (unless disabled), and Submit can be enabled at once.
 */
export function OrderingPlayer({
  safeContent,
  response,
  onChange,
  disabled = false,
  labelledBy,
}: PlayerProps<OrderingSafeContent, OrderingResponse>) {
  const t = useQuestionTypesT();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const focusLater = useFocusAfterRender();
  const items = orderedItems(safeContent.items, response?.orderedItemIds);
  const presentedIds = items.map((item) => item.id);
  const dragTexts = useOrderingDragTexts(items, (item) => item.text);
  const needsInitialResponse = response === null && !disabled && presentedIds.length > 0;

  // The presented order is reported once when the flag turns on, not on every new onChange identity.
  const reportPresentedOrder = useEffectEvent(() => onChange({ orderedItemIds: presentedIds }));
  useEffect(() => {
    if (needsInitialResponse) {
      reportPresentedOrder();
    }
  }, [needsInitialResponse]);

  if (items.length === 0) {
    return <EmptyState>{t('empty.items')}</EmptyState>;
  }

  const total = items.length;

  const commit = (from: number, to: number) => {
    if (from < 0 || to < 0 || from === to) {
      return;
    }
    onChange({ orderedItemIds: moveEntry(items, from, to).map((item) => item.id) });
  };

  const moveByButton = (index: number, direction: 'up' | 'down') => {
    const item = items[index];
    if (item === undefined) {
      return;
    }
    const to = direction === 'up' ? index - 1 : index + 1;
    focusLater(`${id}-${direction}-${item.id}`, `${id}-${direction === 'up' ? 'down' : 'up'}-${item.id}`);
    commit(index, to);
    setAnnouncement(t('ordering.moved', { text: item.text, position: to + 1, total }));
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={`${id}-instructions`}>
      <Hint id={`${id}-instructions`}>{t('ordering.instructions')}</Hint>
      <SortableList
        items={items}
        sortableIds={items.map(sortableId)}
        texts={dragTexts}
        handleLabel={(item) => t('ordering.dragHandle', { text: item.text })}
        disabled={disabled}
        onReorder={commit}
        listClassName="mt-2"
        rowClassName="flex items-center gap-3 px-3 py-2"
        liveMessage={announcement}
        renderRow={({ item, index, handle }) => (
          <>
            {handle}
            <span aria-hidden="true" className="w-6 text-right font-semibold text-muted">
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 break-words">{item.text}</span>
            <IconButton
              id={`${id}-up-${item.id}`}
              label={t('ordering.moveUp', { text: item.text })}
              symbol="↑"
              onClick={() => moveByButton(index, 'up')}
              disabled={disabled || index === 0}
            />
            <IconButton
              id={`${id}-down-${item.id}`}
              label={t('ordering.moveDown', { text: item.text })}
              symbol="↓"
              onClick={() => moveByButton(index, 'down')}
              disabled={disabled || index === total - 1}
            />
          </>
        )}
      />
    </div>
  );
}
