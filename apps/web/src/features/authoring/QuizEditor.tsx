import { zodResolver } from '@hookform/resolvers/zod';
import type { ImportResult, QuizDetail } from '@quizmaker/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import {
  quizForEditQuery,
  useCreateQuiz,
  useSetQuizQuestions,
  useSetQuizStatus,
  useUpdateQuiz,
} from '../../api/quiz-authoring.ts';
import { useDeleteQuiz } from '../../api/quizzes.ts';
import { questionsByIdsQuery } from '../../api/questions.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Badge, Button, ConfirmDialog, Tabs, useToast } from '../../ui/index.ts';
import { ExportQuestionsButton, ImportQuestionsButton } from '../interchange/index.ts';
import { LeaveConfirmDialog, useLeaveConfirmation } from './leave-confirmation.tsx';
import { QuestionsTab } from './QuestionsTab.tsx';
import {
  checklistItems,
  defaultQuizValues,
  QuizFormSchema,
  quizFieldErrors,
  toCreateBody,
  toUpdateBody,
  valuesOfQuiz,
  type QuizFormOutput,
  type QuizFormValues,
} from './quiz-form.ts';
import { QuizPreview, STATUS_TONES } from './QuizPreview.tsx';
import { QuizSettingsFields } from './QuizSettingsFields.tsx';
import { StatusDialog } from './StatusDialog.tsx';

export const EDITOR_TABS = ['management', 'questions', 'preview'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
const isTab = (value: string | null): value is EditorTab => (EDITOR_TABS as readonly string[]).includes(value ?? '');

/** The checklist 'Please complete the following:' with the missing items. */
export function Checklist({ items }: { items: string[] }) {
  const { t } = useTranslation();
  const msg = useMessage();
  if (items.length === 0) {
    return null;
  }
  return (
    <div
      role="status"
      className="rounded-lg border border-warning-soft-fg/30 bg-warning-soft px-4 py-3 text-sm text-warning-soft-fg"
    >
      <p className="font-semibold">{t('authoring.editor.checklist')}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{msg(item)}</li>
        ))}
      </ul>
    </div>
  );
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * What a failed save of the question list says (spec 2's messages for adding and removing, which
 * reach the server only with Save here): the banner, and one toast per kind of change that was lost.
 * A list that was only reordered fails as the quiz does.
 */
export function listSaveFailure(saved: readonly string[], edited: readonly string[]) {
  const added = edited.some((id) => !saved.includes(id));
  const removed = saved.some((id) => !edited.includes(id));
  const toasts = [
    ...(added ? ['Failed to add question to quiz.'] : []),
    ...(removed ? ['Failed to remove question.'] : []),
  ];
  return {
    banner: removed ? 'Failed to remove question' : 'Failed to save quiz',
    toasts: toasts.length > 0 ? toasts : ['Failed to save quiz'],
  };
}

/**
 * The three-tab quiz editor (Management, Questions, Preview) with Save Draft and Create & Publish.
 * Every change, the question list included, stays on this screen until Save (spec 2: removing a
 * question 'is a local list removal'), and 'Unsaved changes' says when there is any. After saving a new quiz the author goes to its edit page, after saving an existing one
 * to /quizzes (spec 2 section 2).
 */
export function QuizEditor({ quiz }: { quiz?: QuizDetail | undefined }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: EditorTab = isTab(params.get('tab')) ? (params.get('tab') as EditorTab) : 'management';
  const form = useForm<QuizFormValues, unknown, QuizFormOutput>({
    defaultValues: quiz ? valuesOfQuiz(quiz) : defaultQuizValues(),
    resolver: zodResolver(QuizFormSchema),
    mode: 'onTouched',
  });
  const [questionIds, setQuestionIds] = useState<string[]>(() => quiz?.questionIds ?? []);
  const [banner, setBanner] = useState<string | null>(null);
  const [attempted, setAttempted] = useState<'draft' | 'publish' | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const createQuiz = useCreateQuiz();
  const updateQuiz = useUpdateQuiz();
  const setStatus = useSetQuizStatus();
  const setQuestions = useSetQuizQuestions();
  const deleteQuiz = useDeleteQuiz();
  const client = useQueryClient();
  const busy = createQuiz.isPending || updateQuiz.isPending || setStatus.isPending || setQuestions.isPending;

  const listChanged = !sameOrder(questionIds, quiz?.questionIds ?? []);
  const unsaved = form.formState.isDirty || listChanged;
  const { blocker, allowLeaving } = useLeaveConfirmation(unsaved);
  const previewed = useQuery({
    ...questionsByIdsQuery(questionIds),
    enabled: tab === 'preview' && questionIds.length > 0,
  });
  const previewQuestions = questionIds.length > 0 ? (previewed.data ?? []) : [];

  // A fresh copy per change: useWatch re-renders only when `compute`'s result differs (deep compare) from the last
  // one, and the form's fields are flat, so a shallow copy is a snapshot. Typed as the full values, not a partial.
  const values = useWatch({ control: form.control, compute: (current: QuizFormValues) => ({ ...current }) });
  const errors = quizFieldErrors(values);
  const checklist = checklistItems(errors, questionIds.length, true);

  const save = async (publish: boolean) => {
    setBanner(null);
    setAttempted(publish ? 'publish' : 'draft');
    const valid = await form.trigger();
    if (!valid) {
      form.setFocus(Object.keys(form.formState.errors)[0] as keyof QuizFormValues);
      if (tab !== 'management') {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('tab');
            return next;
          },
          { replace: true },
        );
      }
      return;
    }
    if (publish && questionIds.length === 0) {
      return;
    }
    const current = form.getValues();
    if (!quiz) {
      let quizId: string;
      try {
        quizId = await createQuiz.mutateAsync(toCreateBody(current));
      } catch (error) {
        const message = screenMessage(error, 'Failed to create quiz') ?? 'Failed to create quiz';
        setBanner(message);
        toast.error(msg(message));
        return;
      }
      try {
        if (questionIds.length > 0) {
          await setQuestions.mutateAsync({ id: quizId, questionIds });
        }
      } catch (error) {
        toast.error(msg(screenMessage(error, 'Failed to save quiz') ?? 'Failed to save quiz'));
      }
      try {
        if (publish) {
          await setStatus.mutateAsync({ id: quizId, status: 'PUBLISHED' });
        }
        toast.success(publish ? t('authoring.toasts.createdPublished') : t('authoring.toasts.draftCreated'));
      } catch (error) {
        // Created as a draft; only the status change failed.
        toast.error(msg(screenMessage(error, 'Failed to update quiz status') ?? 'Failed to update quiz status'));
      }
      allowLeaving();
      void navigate(`/quizzes/${quizId}/edit`);
      return;
    }
    try {
      await updateQuiz.mutateAsync({ id: quiz.id, body: toUpdateBody(current) });
      if (listChanged) {
        try {
          await setQuestions.mutateAsync({ id: quiz.id, questionIds });
        } catch (error) {
          // The list stays on screen, unsaved, for another Save (the spec's client reloaded it instead).
          const failure = listSaveFailure(quiz.questionIds, questionIds);
          setBanner(screenMessage(error, failure.banner) ?? failure.banner);
          for (const toastMessage of failure.toasts) {
            toast.error(msg(toastMessage));
          }
          return;
        }
      }
      if (publish && quiz.status !== 'PUBLISHED') {
        await setStatus.mutateAsync({ id: quiz.id, status: 'PUBLISHED' });
      }
      toast.success(t('authoring.toasts.saved'));
      allowLeaving();
      void navigate('/quizzes');
    } catch (error) {
      const message = screenMessage(error, 'Failed to save quiz') ?? 'Failed to save quiz';
      setBanner(message);
      toast.error(msg(message));
    }
  };

  /**
   * An import stored its questions at the end of the saved quiz: they join the list on screen after
   * whatever the author has changed and not saved yet, so Save keeps both.
   */
  const addImported = async (result: ImportResult) => {
    if (!quiz || result.imported === 0) {
      return;
    }
    let fresh: QuizDetail;
    try {
      fresh = await client.query(quizForEditQuery(quiz.id));
    } catch (error) {
      toast.error(msg(screenMessage(error, 'Failed to load quiz') ?? 'Failed to load quiz'));
      return;
    }
    const appended = fresh.questionIds.slice(-result.imported);
    setQuestionIds((current) => [...current, ...appended.filter((id) => !current.includes(id))]);
  };

  const remove = () => {
    if (!quiz) {
      return;
    }
    deleteQuiz.mutate(quiz.id, {
      onSuccess: () => {
        setDeleting(false);
        toast.success(t('authoring.toasts.deleted'));
        allowLeaving();
        void navigate('/my-quizzes');
      },
      onError: (error) => {
        setDeleting(false);
        setBanner(screenMessage(error, 'Failed to delete quiz') ?? 'Failed to delete quiz');
      },
    });
  };

  const status = quiz?.status ?? 'DRAFT';
  const visibleChecklist =
    attempted === 'publish' || attempted === 'draft'
      ? checklistItems(errors, questionIds.length, attempted === 'publish')
      : checklist;
  const publishLabel = !quiz
    ? t('authoring.editor.createPublish')
    : status === 'PUBLISHED'
      ? t('authoring.editor.saveChanges')
      : t('authoring.editor.savePublish');

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {quiz ? t('authoring.editor.editTitle') : t('authoring.editor.createTitle')}
          </h1>
          <Badge tone={STATUS_TONES[status]}>{t(`authoring.status.${status}`)}</Badge>
          {unsaved ? (
            <span role="status">
              <Badge tone="warning">{t('authoring.editor.unsaved')}</Badge>
            </span>
          ) : null}
        </div>
        {quiz ? (
          <div className="flex flex-wrap gap-2">
            {quiz.abilities.manageQuestions ? (
              <ImportQuestionsButton into={{ id: quiz.id }} onImported={(result) => void addImported(result)} />
            ) : null}
            {quiz.abilities.update ? <ExportQuestionsButton quizId={quiz.id} /> : null}
            <Button variant="secondary" onClick={() => setStatusOpen(true)}>
              {t('authoring.editor.manageStatus')}
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              {t('authoring.editor.deleteQuiz')}
            </Button>
          </div>
        ) : null}
      </div>

      {banner ? (
        <Alert type="error" onDismiss={() => setBanner(null)}>
          {msg(banner)}
        </Alert>
      ) : null}

      <Tabs
        label={t('authoring.editor.tabsLabel')}
        selectedKey={tab}
        onSelectionChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'management') {
                next.delete('tab');
              } else {
                next.set('tab', key);
              }
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            id: 'management',
            label: t('authoring.editor.management'),
            content: <QuizSettingsFields form={form} disabled={busy} />,
          },
          {
            id: 'questions',
            label: t('authoring.editor.questionsTab', { count: questionIds.length }),
            content: (
              <QuestionsTab quizId={quiz?.id} questionIds={questionIds} onChange={setQuestionIds} disabled={busy} />
            ),
          },
          {
            id: 'preview',
            label: t('authoring.editor.preview'),
            content: <QuizPreview values={values} status={status} quizId={quiz?.id} questions={previewQuestions} />,
          },
        ]}
      />

      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-border bg-page/95 px-4 py-3 backdrop-blur">
        <Checklist items={visibleChecklist} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => void save(false)}
            loading={busy && attempted === 'draft'}
            disabled={busy}
          >
            {quiz && status !== 'DRAFT' ? t('authoring.editor.saveChanges') : t('authoring.editor.saveDraft')}
          </Button>
          {!(quiz && status === 'PUBLISHED') ? (
            <Button
              variant="success"
              onClick={() => void save(true)}
              loading={busy && attempted === 'publish'}
              disabled={busy}
            >
              {publishLabel}
            </Button>
          ) : null}
        </div>
      </div>

      {quiz ? (
        <StatusDialog isOpen={statusOpen} onClose={() => setStatusOpen(false)} quizId={quiz.id} status={quiz.status} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting}
        title={t('authoring.editor.deleteTitle')}
        message={t('authoring.editor.deleteConfirm')}
        confirmLabel={t('authoring.editor.deleteQuiz')}
        busy={deleteQuiz.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={remove}
      />
      <LeaveConfirmDialog blocker={blocker} />
    </div>
  );
}
