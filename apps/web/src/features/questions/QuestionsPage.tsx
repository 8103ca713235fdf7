import { QUESTION_TYPES, type Question, type QuestionType } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../api/errors.ts';
import { QUESTION_PAGE_SIZE, questionListQuery, useDeleteQuestion } from '../../api/questions.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useListSearch } from '../../app/use-list-search.ts';
import { useRowDelete } from '../../app/use-confirmed-action.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useQuestionTypesT } from '../../question-types/index.ts';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DIFFICULTY_TONES,
  ErrorBanner,
  ListFilters,
  PageHeader,
  RowActions,
  useToast,
  type Column,
} from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { NeedsReview } from './NeedsReview.tsx';
import { rowText, typeBadgeText } from './question-display.ts';
import { QuestionFormModal } from './QuestionFormModal.tsx';

/**
 * /questions: the author's questions, 20 a page with Previous/Next, searched by text and filtered by
 * type on the server, with the create/edit modal and a delete confirmation.
 */

/** `editing` while the create modal is open (question ids are UUIDs, so never this). */
const NEW_QUESTION = 'new';

export default function QuestionsPage() {
  const { t } = useTranslation();
  const qt = useQuestionTypesT();
  const msg = useMessage();
  const toast = useToast();
  const format = useFormatters();
  usePageTitle(t('questions.page.title'));
  const [page, setPage] = useState(0);
  const [type, setType] = useState<QuestionType | ''>('');
  /** The question being edited: its id, or NEW_QUESTION in the create modal. */
  const [editing, setEditing] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { search, setSearch, settledSearch } = useListSearch(() => setPage(0));
  const list = useQuery(
    questionListQuery({ page, size: QUESTION_PAGE_SIZE, type: type || undefined, search: settledSearch || undefined }),
  );
  const rowDelete = useRowDelete<Question>(
    useDeleteQuestion(),
    { deleted: t('questions.page.deleted'), failed: 'Failed to delete question' },
    { onConfirm: () => setDeleteError(null), onFailure: setDeleteError },
  );
  const rows = list.data?.content ?? [];
  const totalPages = list.data?.totalPages ?? 0;

  const columns: Column<Question>[] = [
    {
      key: 'text',
      header: t('questions.page.text'),
      isRowHeader: true,
      className: 'font-normal',
      render: (question) => (
        <>
          <span className="break-words">{rowText(question.questionText)}</span>
          <NeedsReview quality={question.quality} />
        </>
      ),
    },
    {
      key: 'type',
      header: t('questions.page.typeColumn'),
      render: (question) => (
        <Badge size="sm" tone="primary">
          {typeBadgeText(question.type)}
        </Badge>
      ),
    },
    {
      key: 'difficulty',
      header: t('questions.page.difficultyColumn'),
      render: (question) => (
        <Badge size="sm" tone={DIFFICULTY_TONES[question.difficulty]}>
          {question.difficulty}
        </Badge>
      ),
    },
    { key: 'quizzes', header: t('questions.page.quizzes'), render: (question) => question.quizIds.length },
    {
      key: 'updated',
      header: t('questions.page.updated'),
      className: 'whitespace-nowrap',
      render: (question) => format.date(question.updatedAt),
    },
    {
      key: 'actions',
      header: t('questions.page.actions'),
      className: 'text-right whitespace-nowrap',
      render: (question) => (
        <RowActions
          abilities={question.abilities}
          edit={{
            text: t('questions.page.edit'),
            label: t('questions.page.editLabel', { text: rowText(question.questionText) }),
            onClick: () => setEditing(question.id),
          }}
          remove={{
            text: t('questions.page.delete'),
            label: t('questions.page.deleteLabel', { text: rowText(question.questionText) }),
            onClick: () => rowDelete.ask(question),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('questions.page.title')}
        description={t('questions.page.subtitle')}
        actions={<Button onClick={() => setEditing(NEW_QUESTION)}>{t('questions.page.create')}</Button>}
      />
      <ListFilters
        searchLabel={t('questions.page.search')}
        search={search}
        onSearch={setSearch}
        filters={[
          {
            label: t('questions.page.type'),
            value: type,
            onChange: (value) => {
              setType(value as QuestionType | '');
              setPage(0);
            },
            options: [
              { value: '', label: t('questions.page.allTypes') },
              ...QUESTION_TYPES.map((value) => ({ value, label: qt(`types.${value}`) })),
            ],
          },
        ]}
      />
      <ErrorBanner message={deleteError && msg(deleteError)} onDismiss={() => setDeleteError(null)} />
      {list.isError ? (
        <Alert type="error">
          {msg(screenMessage(list.error, 'Failed to fetch questions') ?? 'Failed to fetch questions')}
        </Alert>
      ) : (
        <DataTable
          caption={t('questions.page.caption')}
          columns={columns}
          rows={rows}
          getRowId={(question) => question.id}
          loading={list.isPending}
          emptyMessage={t('questions.page.empty')}
        />
      )}
      {totalPages > 1 ? (
        <nav aria-label={t('questions.page.caption')} className="mt-4 flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => setPage((current) => current - 1)} disabled={page === 0}>
            {t('questions.page.previous')}
          </Button>
          <span className="text-sm text-muted">
            {t('questions.page.pageOf', { page: page + 1, pages: totalPages })}
          </span>
          <Button
            variant="secondary"
            onClick={() => setPage((current) => current + 1)}
            disabled={page + 1 >= totalPages}
          >
            {t('questions.page.next')}
          </Button>
        </nav>
      ) : null}

      <QuestionFormModal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        questionId={editing === NEW_QUESTION || editing === null ? undefined : editing}
        onSaved={(_, keepOpen) => {
          toast.success(editing === NEW_QUESTION ? t('questions.page.created') : t('questions.page.updated_'));
          if (!keepOpen) {
            setEditing(null);
          }
        }}
      />
      <ConfirmDialog
        {...rowDelete.dialog}
        title={t('questions.page.deleteTitle')}
        message={t('questions.page.deleteConfirm')}
        confirmLabel={t('questions.page.delete')}
      />
    </>
  );
}
