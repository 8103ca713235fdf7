import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** What the list says to a screen reader while an item is dragged (positions are 0-based indexes). */
export interface SortableListTexts {
  /** How to drag with the keyboard, read when a handle gets focus. */
  instructions: string;
  pickedUp: (index: number, total: number) => string;
  over: (from: number, to: number, total: number) => string;
  dropped: (from: number, to: number, total: number) => string;
  cancelled: (index: number) => string;
}

/** What a caller draws inside one row: the drag handle is built here, everything else is the caller's. */
export interface SortableRowParts<T> {
  item: T;
  index: number;
  /** The drag handle (a labelled button with dnd-kit's keyboard and pointer listeners). */
  handle: ReactNode;
}

function SortableRow({
  sortableId,
  handleLabel,
  disabled,
  className,
  children,
}: {
  sortableId: string;
  handleLabel: string;
  disabled: boolean;
  className: string | undefined;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sortableId,
    disabled,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={clsx(
        'shrink-0 cursor-grab touch-none rounded px-1 text-lg leading-none text-muted disabled:cursor-not-allowed',
        focusRing,
      )}
      disabled={disabled}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      title={handleLabel}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-item-id={sortableId}
      className={clsx(
        'rounded-lg border bg-surface',
        isDragging ? 'relative z-10 border-primary shadow-lg' : 'border-border',
        className,
      )}
    >
      {children(handle)}
    </li>
  );
}

/**
 * A list reordered by dragging, the same everywhere (ordering answers, the ordering editor, a quiz's
 * questions): dnd-kit with a pointer sensor (4 px before a drag starts, so a click on the handle is
 * not a drag) and the keyboard sensor (Space or Enter on the handle, arrows, Space or Enter to drop,
 * Escape to cancel), every step announced through `texts`. `onReorder(from, to)` fires once per drop
 * onto another position. `liveMessage` is the caller's own announcement (moves made with its
 * buttons), read out by the same polite live region.
 */
export function SortableList<T>({
  items,
  sortableIds,
  texts,
  handleLabel,
  disabled,
  onReorder,
  renderRow,
  rowClassName,
  listClassName,
  listLabel,
  liveMessage,
}: {
  items: readonly T[];
  /** One unique string per item (strings: a numeric id 0 would read as "no id" inside dnd-kit). */
  sortableIds: readonly string[];
  texts: SortableListTexts;
  /** The drag handle's accessible name. */
  handleLabel: (item: T, index: number) => string;
  disabled: boolean;
  onReorder: (from: number, to: number) => void;
  renderRow: (parts: SortableRowParts<T>) => ReactNode;
  rowClassName?: string;
  listClassName?: string;
  /** The list's accessible name, when the surrounding group does not give one. */
  listLabel?: string;
  liveMessage?: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = items.length;
  const indexOf = (id: UniqueIdentifier | undefined): number =>
    sortableIds.findIndex((sortableId) => sortableId === id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null) {
      return;
    }
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0 && from !== to) {
      onReorder(from, to);
    }
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp(indexOf(active.id), total),
    onDragOver: ({ active, over }) => (over ? texts.over(indexOf(active.id), indexOf(over.id), total) : undefined),
    onDragEnd: ({ active, over }) => (over ? texts.dropped(indexOf(active.id), indexOf(over.id), total) : undefined),
    onDragCancel: ({ active }) => texts.cancelled(indexOf(active.id)),
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
      >
        <SortableContext items={[...sortableIds]} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ol className={clsx('space-y-2', listClassName)} aria-label={listLabel}>
            {items.map((item, index) => {
              const sortableId = sortableIds[index] ?? String(index);
              return (
                <SortableRow
                  key={sortableId}
                  sortableId={sortableId}
                  handleLabel={handleLabel(item, index)}
                  disabled={disabled}
                  className={rowClassName}
                >
                  {(handle) => renderRow({ item, index, handle })}
                </SortableRow>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <p aria-live="polite" className="sr-only">
        {liveMessage}
      </p>
    </>
  );
}
