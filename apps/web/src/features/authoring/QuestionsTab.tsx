import type { Question } from '@quizmaker/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../api/errors.ts';
import { quizAuthoringKeys, useSetQuizQuestions } from '../../api/quiz-authoring.ts';
import { questionsByIdsQuery, quizQuestionsQuery } from '../../api/questions.ts';
import { useSpecMessage as useMessage } from './messages.ts';
import { Alert, Button, ConfirmDialog, Spinner, useToast } from '../../ui/index.ts';
import { QuestionBankPicker } from '../questions/QuestionBankPicker.tsx';
import { QuestionFormModal } from '../questions/QuestionFormModal.tsx';
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
 * modal), add existing questions from the author's bank, reorder, edit and remove. For a saved quiz
 * (quizId) every change is saved at once with PUT /quizzes/{id}/questions; for a quiz not created
 * yet the list is local and `onChange` reports it to the parent, which saves it with the quiz.
 */
export function QuestionsTab({ quizId, questionIds, onChange }: { quizId?: string | undefined; questionIds: string[]; onChange?: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const client = useQueryClient();
  const setQuestions = useSetQuizQuestions();
  const [adding, setAdding] = useState(false);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);

  const saved = useQuery({ ...quizQuestionsQuery(quizId ?? ''), enabled: quizId !== undefined });
  const local = useQuery({ ...questionsByIdsQuery(questionIds), enabled: quizId === undefined && questionIds.length > 0 });
  const source = quizId !== undefined ? saved : local;
  const ids = setQuestions.isPending && setQuestions.variables ? setQuestions.variables.questionIds : questionIds;
  const questions = inOrder(ids, quizId !== undefined ? saved.data : local.data);
  const loading = questionIds.length > 0 && source.isPending;

  /** Applies a new list: saved at once for a saved quiz (reloaded on failure), reported to the parent otherwise. */
  const apply = (next: string[], messages: { success?: string | undefined; failure: string }) => {
    if (quizId === undefined) {
      onChange?.(next);
      if (messages.success) {
        toast.success(messages.success);
      }
      return;
    }
    setQuestions.mutate(
      { id: quizId, questionIds: next },
      {
        onSuccess: (quiz) => {
          onChange?.(quiz.questionIds);
          if (messages.success) {
            toast.success(messages.success);
          }
        },
        onError: (error) => {
          toast.error(msg(screenMessage(error, messages.failure) ?? messages.failure));
          void client.invalidateQueries({ queryKey: quizAuthoringKeys.detail(quizId) });
        },
      },
    );
  };

  const onCreated = (questionId: string, keepOpen: boolean) => {
    if (!keepOpen) {
      setAdding(false);
    }
    if (quizId !== undefined) {
      // The server already added it at the end (quizIds on create); re-read the quiz.
      toast.success(t('authoring.toasts.questionAdded'));
      void client.invalidateQueries({ queryKey: quizAuthoringKeys.detail(quizId) });
      return;
    }
    apply([...questionIds, questionId], { success: t('authoring.toasts.questionAdded'), failure: t('authoring.errors.addQuestion') });
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

      {source.isError ? (
        <Alert type="error">{quizId !== undefined ? t('authoring.errors.loadQuizQuestions') : t('authoring.errors.loadSelectedQuestions')}</Alert>
      ) : null}

      {loading ? (
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
          disabled={setQuestions.isPending}
          onReorder={(next) => apply(next, { success: quizId !== undefined ? t('authoring.toasts.orderSaved') : undefined, failure: t('authoring.errors.saveOrder') })}
          onEdit={(question) => setEditing(question.id)}
          onRemove={setRemoving}
        />
      )}

      <QuestionFormModal isOpen={adding} onClose={() => setAdding(false)} quizId={quizId} onSaved={onCreated} />
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
        busy={setQuestions.isPending}
        onAdd={(chosen) => {
          setPicking(false);
          apply([...questionIds, ...chosen.filter((id) => !questionIds.includes(id))], { success: t('authoring.toasts.questionAdded'), failure: t('authoring.errors.addQuestion') });
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
              { success: t('authoring.toasts.questionRemoved'), failure: t('authoring.errors.removeQuestion') },
            );
          }
        }}
      />
    </div>
  );
}
