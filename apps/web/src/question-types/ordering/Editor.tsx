import { COUNTED_MESSAGES, nextNumericId, type OrderingContent } from '@quizmaker/question-types';
import { useId, useState } from 'react';
import { AddButton, Group, IconButton, rowKeys, TextInput } from '../common/controls.tsx';
import { describedBy, FieldErrors, Hint, LiveWarnings } from '../common/messages.tsx';
import { isBlank } from '../common/text.ts';
import { useFocusAfterRender } from '../common/use-focus-after-render.ts';
import { useQuestionTypesT } from '../i18n/index.ts';
import { listMessages, messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';
import { moveEntry } from './order.ts';
import { SortableList } from '../../ui/index.ts';
import { useOrderingDragTexts } from './drag-texts.ts';

/** Spec 2: at least 2 items; removing is disabled at the minimum. */
export const MIN_ITEMS = 2;

/**
 * ORDERING authoring: the items in their correct order (the authored order is the answer),
 * reordered by dragging a row's handle (pointer, or keyboard: Space, arrows, Space) or with the move
 * up / move down buttons; every move is announced.
 */
export function OrderingEditor({ content, onChange, errors, disabled }: EditorProps<OrderingContent>) {
  const t = useQuestionTypesT();
  const id = useId();
  const missing = content.items.filter((item) => isBlank(item.text)).length;
  const warnings = missing > 0 ? [COUNTED_MESSAGES.itemsMissing(missing)] : [];
  const listErrors = uniqueMessages(
    listMessages(errors, 'items', content.items.length),
    otherMessages(errors, ['items']),
  ).filter((message) => !warnings.includes(message));
  const atMinimum = content.items.length <= MIN_ITEMS;
  const keys = rowKeys(content.items.map((item) => item.id));
  const focusLater = useFocusAfterRender();
  const [announcement, setAnnouncement] = useState('');
  /** An item's name when announced: its text, or 'Item N' while it is blank. */
  const nameOf = (item: OrderingContent['items'][number], index: number): string =>
    isBlank(item.text) ? t('ordering.itemText', { number: index + 1 }) : item.text.trim();
  const dragTexts = useOrderingDragTexts(content.items, nameOf);
  /** Drops are announced by dnd-kit ('... dropped at position 2 of 3.'); button moves by `announcement`. */
  const reorder = (from: number, to: number) => {
    if (from === to || to < 0 || to >= content.items.length) {
      return;
    }
    onChange({ ...content, items: moveEntry(content.items, from, to) });
  };
  const move = (from: number, to: number, direction: 'up' | 'down') => {
    const item = content.items[from];
    if (item === undefined) {
      return;
    }
    const key = keys[from] ?? '';
    focusLater(`${id}-${direction}-${key}`, `${id}-${direction === 'up' ? 'down' : 'up'}-${key}`);
    reorder(from, to);
    setAnnouncement(t('ordering.moved', { text: nameOf(item, from), position: to + 1, total: content.items.length }));
  };

  return (
    <Group
      legend={t('ordering.itemsLegend')}
      describedBy={describedBy(`${id}-hint`, `${id}-warnings`, listErrors.length > 0 && `${id}-errors`)}
      disabled={disabled}
    >
      <Hint id={`${id}-hint`}>
        {t('ordering.itemsHint')} {t('ordering.reorderHint')}
      </Hint>
      <SortableList
        items={content.items}
        sortableIds={keys.map((key) => `item-${key}`)}
        texts={dragTexts}
        handleLabel={(_, index) => t('ordering.dragItem', { number: index + 1 })}
        disabled={disabled ?? false}
        onReorder={reorder}
        rowClassName="p-2"
        liveMessage={announcement}
        renderRow={({ item, index, handle }) => {
          const number = index + 1;
          const rowErrors = messagesUnder(errors, ['items', index]);
          const rowErrorsId = `${id}-item-${index}-errors`;
          return (
            <>
              <div className="flex items-center gap-2">
                {handle}
                <span aria-hidden="true" className="w-6 text-right font-semibold text-muted">
                  {number}.
                </span>
                <TextInput
                  id={`${id}-item-${index}`}
                  className="flex-1"
                  label={t('ordering.itemText', { number })}
                  labelHidden
                  value={item.text}
                  invalid={rowErrors.length > 0}
                  aria-describedby={describedBy(rowErrors.length > 0 && rowErrorsId)}
                  onChange={(event) =>
                    onChange({
                      ...content,
                      items: content.items.map((entry, i) =>
                        i === index ? { ...entry, text: event.target.value } : entry,
                      ),
                    })
                  }
                />
                <IconButton
                  id={`${id}-up-${keys[index]}`}
                  label={t('ordering.moveItemUp', { number })}
                  symbol="↑"
                  onClick={() => move(index, index - 1, 'up')}
                  disabled={disabled || index === 0}
                />
                <IconButton
                  id={`${id}-down-${keys[index]}`}
                  label={t('ordering.moveItemDown', { number })}
                  symbol="↓"
                  onClick={() => move(index, index + 1, 'down')}
                  disabled={disabled || index === content.items.length - 1}
                />
                <IconButton
                  label={t('ordering.removeItem', { number })}
                  symbol="✕"
                  onClick={() => onChange({ ...content, items: content.items.filter((_, i) => i !== index) })}
                  disabled={disabled || atMinimum}
                  describedBy={atMinimum ? `${id}-minimum` : undefined}
                />
              </div>
              <FieldErrors id={rowErrorsId} messages={rowErrors} className="ml-14" />
            </>
          );
        }}
      />
      <FieldErrors id={`${id}-errors`} messages={listErrors} />
      <LiveWarnings id={`${id}-warnings`} messages={warnings} />
      <div className="flex flex-wrap items-center gap-3">
        <AddButton
          onClick={() =>
            onChange({ ...content, items: [...content.items, { id: nextNumericId(content.items), text: '' }] })
          }
          disabled={disabled}
        >
          {t('ordering.addItem')}
        </AddButton>
        {atMinimum ? <Hint id={`${id}-minimum`}>{t('ordering.minimum')}</Hint> : null}
      </div>
    </Group>
  );
}
