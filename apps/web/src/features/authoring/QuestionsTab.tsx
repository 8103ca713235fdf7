import type { Question } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionsByIdsQuery, quizQuestionsQuery } from '../../api/questions.ts';
import { Alert, Button, ConfirmDialog, Spinner, useToast } from '../../ui/index.ts';
import { QuestionBankPicker, QuestionFormModal } from '../questions/index.ts';
import { SortableQuestionList } from './SortableQuestionList.tsx';

/** The questions of a quiz as shown in order, leaving out ids whose question could not be loaded. */
function inOrder(ids: readonly string[], questions: readonly Question[] | undefined): Question[] {
  const byId = new Map((questions ?? []).map((question) => [question.id, question]));
  return ids.flatMap((id) => {
    const question = byId.get(id);
    return question ? [question] : [];
  });
}

/**
 * The editor's Questions tab: 'Current Questions (n)', Add Question (the question form in a 2xl
 * modal), add existing questions from the author's bank, reorder, edit and remove. The list is the
 * parent's and changes only locally (spec 2: removing 'is a local list removal'); `onChange`
 * reports it, and the parent saves it with the quiz by Save. For a saved quiz (quizId) the saved
 * questions load in one call and the ones added since by id.
 */
export function QuestionsTab({
  quizId,
  questionIds,
  onChange,
  disabled = false,
}: {
  quizId?: string | undefined;
  questionIds: string[];
  onChange: (ids: string[]) => void;
  /** While the parent saves the quiz. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);

  const saved = useQuery({ ...quizQuestionsQuery(quizId ?? ''), enabled: quizId !== undefined });
  const savedIds = new Set((saved.data ?? []).map((question) => question.id));
  const unsavedIds =
    quizId === undefined ? questionIds : saved.isSuccess ? questionIds.filter((id) => !savedIds.has(id)) : [];
  const added = useQuery({ ...questionsByIdsQuery(unsavedIds), enabled: unsavedIds.length > 0 });
  const source = quizId !== undefined ? saved : added;
  const questions = inOrder(questionIds, [...(saved.data ?? []), ...(added.data ?? [])]);
  const loading = questionIds.length > 0 && (source.isPending || (unsavedIds.length > 0 && added.isPending));
  const failed = source.isError || (unsavedIds.length > 0 && added.isError);

  /** Applies a new list locally; it is saved with the quiz. */
  const apply = (next: string[], success?: string) => {
    onChange(next);
    if (success) {
      toast.success(success);
    }
  };

  const onCreated = (questionId: string, keepOpen: boolean) => {
    if (!keepOpen) {
      setAdding(false);
    }
    apply([...questionIds, questionId], t('authoring.toasts.questionAdded'));
  };

  const count = questions.length;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('authoring.questions.current', { count: questionIds.length })}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setPicking(true)}>
            {t('authoring.questions.addExisting')}
          </Button>
          <Button onClick={() => setAdding(true)}>{t('authoring.questions.addQuestion')}</Button>
        </div>
      </div>

      {/* One state at a time: a failed load is not an empty quiz. */}
      {failed ? (
        <Alert type="error">
          {quizId !== undefined ? t('authoring.errors.loadQuizQuestions') : t('authoring.errors.loadSelectedQuestions')}
        </Alert>
      ) : loading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : count === 0 ? (
        <div className="rounded-xl border border-dashed border-border px-4 py-10 text-center">
          <p className="font-medium">{t('authoring.questions.emptyTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t('authoring.questions.emptyHint')}</p>
        </div>
      ) : (
        <SortableQuestionList
          questions={questions}
          disabled={disabled}
          onReorder={(next) => apply(next)}
          onEdit={(question) => setEditing(question.id)}
          onRemove={setRemoving}
        />
      )}

      <QuestionFormModal isOpen={adding} onClose={() => setAdding(false)} onSaved={onCreated} />
      <QuestionFormModal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        questionId={editing ?? undefined}
        onSaved={() => {
          setEditing(null);
          toast.success(t('authoring.toasts.questionUpdated'));
        }}
      />
      <QuestionBankPicker
        isOpen={picking}
        onClose={() => setPicking(false)}
        excludeIds={questionIds}
        onAdd={(chosen) => {
          setPicking(false);
          apply(
            [...questionIds, ...chosen.filter((id) => !questionIds.includes(id))],
            t('authoring.toasts.questionAdded'),
          );
        }}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('authoring.questions.removeTitle')}
        message={t('authoring.questions.removeConfirm')}
        confirmLabel={t('authoring.questions.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) {
            apply(
              questionIds.filter((id) => id !== target.id),
              t('authoring.toasts.questionRemoved'),
            );
          }
        }}
      />
    </div>
  );
}
