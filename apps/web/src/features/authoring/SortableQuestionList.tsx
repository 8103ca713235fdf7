import type { Question } from '@quizmaker/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SortableList, type SortableListTexts } from '../../ui/index.ts';
import { NeedsReview, QuestionBadges, rowText } from '../questions/index.ts';

/** A copy of the list with the entry at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) {
    return next;
  }
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

function Row({
  question,
  position,
  total,
  baseId,
  disabled,
  handle,
  onMove,
  onEdit,
  onRemove,
}: {
  question: Question;
  position: number;
  total: number;
  baseId: string;
  disabled: boolean;
  handle: ReactNode;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const text = rowText(question.questionText);
  return (
    <>
      {handle}
      <span className="mt-0.5 w-6 shrink-0 text-right font-semibold text-muted">{position}.</span>
      {/* basis-48: on a narrow row the buttons wrap below the text instead of squeezing it to a word a line. */}
      <div className="min-w-0 grow basis-48">
        <p className="break-words">{text}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <QuestionBadges question={question} />
        </div>
        <NeedsReview quality={question.quality} />
      </div>
      <div className="flex shrink-0 flex-wrap gap-1">
        <Button
          id={`${baseId}-up-${question.id}`}
          variant="secondary"
          size="sm"
          aria-label={t('authoring.questions.moveUp', { position })}
          title={t('authoring.questions.moveUp', { position })}
          onClick={() => onMove('up')}
          disabled={disabled || position === 1}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          id={`${baseId}-down-${question.id}`}
          variant="secondary"
          size="sm"
          aria-label={t('authoring.questions.moveDown', { position })}
          title={t('authoring.questions.moveDown', { position })}
          onClick={() => onMove('down')}
          disabled={disabled || position === total}
        >
          <span aria-hidden="true">↓</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          disabled={disabled}
          aria-label={t('authoring.questions.editQuestion', { position })}
        >
          {t('authoring.questions.edit')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('authoring.questions.removeQuestion', { position })}
        >
          {t('authoring.questions.delete')}
        </Button>
      </div>
    </>
  );
}

/**
 * The quiz's questions in order, reorderable by dragging (pointer, or keyboard: Space on the
 * handle, arrows, Space) or with the move buttons; each move is announced.
 */
export function SortableQuestionList({
  questions,
  disabled = false,
  onReorder,
  onEdit,
  onRemove,
}: {
  questions: Question[];
  disabled?: boolean;
  onReorder: (ids: string[]) => void;
  onEdit: (question: Question) => void;
  onRemove: (question: Question) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<string[] | null>(null);
  const total = questions.length;

  useEffect(() => {
    const ids = pendingFocus.current;
    if (!ids) {
      return;
    }
    pendingFocus.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });

  const commit = (from: number, to: number) => {
    if (from < 0 || to < 0 || from === to) {
      return;
    }
    onReorder(moveItem(questions, from, to).map((question) => question.id));
    setAnnouncement(t('authoring.questions.moved', { from: from + 1, to: to + 1, total }));
  };

  const moveByButton = (index: number, direction: 'up' | 'down') => {
    const question = questions[index];
    if (!question) {
      return;
    }
    pendingFocus.current = [
      `${baseId}-${direction}-${question.id}`,
      `${baseId}-${direction === 'up' ? 'down' : 'up'}-${question.id}`,
    ];
    commit(index, direction === 'up' ? index - 1 : index + 1);
  };

  const dragTexts: SortableListTexts = {
    instructions: t('authoring.questions.dndInstructions'),
    pickedUp: (index, count) => t('authoring.questions.dndPickedUp', { position: index + 1, total: count }),
    over: (from, to, count) => t('authoring.questions.dndOver', { from: from + 1, to: to + 1, total: count }),
    dropped: (from, to, count) => t('authoring.questions.dndDropped', { from: from + 1, to: to + 1, total: count }),
    cancelled: () => t('authoring.questions.dndCancelled'),
  };

  return (
    <div aria-describedby={`${baseId}-instructions`}>
      <p id={`${baseId}-instructions`} className="mb-2 text-sm text-muted">
        {t('authoring.questions.reorderHint')}
      </p>
      <SortableList
        items={questions}
        sortableIds={questions.map((question) => question.id)}
        texts={dragTexts}
        handleLabel={(_, index) => t('authoring.questions.dragHandle', { position: index + 1 })}
        disabled={disabled}
        onReorder={commit}
        listLabel={t('authoring.questions.listLabel')}
        rowClassName="flex flex-wrap items-start gap-3 p-3 sm:flex-nowrap"
        liveMessage={announcement}
        renderRow={({ item: question, index, handle }) => (
          <Row
            question={question}
            position={index + 1}
            total={total}
            baseId={baseId}
            disabled={disabled}
            handle={handle}
            onMove={(direction) => moveByButton(index, direction)}
            onEdit={() => onEdit(question)}
            onRemove={() => onRemove(question)}
          />
        )}
      />
    </div>
  );
}
