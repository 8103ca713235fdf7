import type { Quiz, QuizListScope } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../api/errors.ts';
import { quizListQuery, useDeleteQuiz, useDeleteQuizzes, type QuizSortOption } from '../../api/quizzes.ts';
import { Alert, Button, ConfirmDialog, controlClasses, useToast } from '../../ui/index.ts';
import { FiltersDropdown } from './FiltersDropdown.tsx';
import { GridIcon, ListIcon } from '../../ui/icons.tsx';
import { PAGE_SIZES, SORT_OPTIONS, toListParams, type ListView } from './list-state.ts';
import { QuizItem, QuizItemSkeleton } from './QuizItem.tsx';
import { QuizPager } from './QuizPager.tsx';
import { useListState, usePageReset } from './use-list-state.ts';

/** The loading skeleton shows 8 placeholders (spec 3 section 2). */
export const SKELETON_ITEMS = 8;
const SEARCH_DEBOUNCE_MS = 300;

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    if (value !== latest.current) {
      latest.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === latest.current) {
      return undefined;
    }
    const timer = setTimeout(() => {
      latest.current = text;
      onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);
  return (
    <div className="min-w-48 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('quizzes.toolbar.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('quizzes.toolbar.searchPlaceholder')}
        className={controlClasses(false)}
      />
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation();
  const options: Array<{ value: ListView; label: string; icon: ReactNode }> = [
    { value: 'list', label: t('quizzes.toolbar.list'), icon: <ListIcon /> },
    { value: 'grid', label: t('quizzes.toolbar.grid'), icon: <GridIcon /> },
  ];
  return (
    <div
      role="group"
      aria-label={t('quizzes.toolbar.view')}
      className="inline-flex overflow-hidden rounded-lg border border-control"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          aria-label={option.label}
          title={option.label}
          onClick={() => onChange(option.value)}
          className={clsx(
            'px-3 py-2 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
            view === option.value ? 'bg-primary text-primary-fg' : 'bg-surface text-fg hover:bg-surface-2',
          )}
        >
          {option.icon}
        </button>
      ))}
    </div>
  );
}

function LabelledSelect({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(false, 'w-auto py-2 text-sm')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface QuizListViewProps {
  scope: QuizListScope;
  /** Fallback of the red banner when the list fails (spec 3 section 8). */
  loadFailedText: string;
  /** What to show when nothing matches, per view. */
  empty: (view: ListView, filtered: boolean) => ReactNode;
  /** Selection, the selection bar and bulk delete (My Quizzes). */
  selectable?: boolean;
  /** The status filter (only meaningful for one's own quizzes). */
  showStatusFilter?: boolean;
  /** More actions of each quiz, beside Start (My Quizzes: Host live). */
  itemActions?: (quiz: Quiz) => ReactNode;
}

/**
 * A quiz list screen's body: toolbar (search, view, Filters, Sort, page size), the count line, rows
 * or cards, the pager, the delete dialogs. State lives in the URL; the server filters, sorts and pages.
 */
export function QuizListView({
  scope,
  loadFailedText,
  empty,
  selectable = false,
  showStatusFilter = false,
  itemActions,
}: QuizListViewProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [state, update] = useListState();
  const params = toListParams(scope, state);
  const list = useQuery(quizListQuery(params));
  const data = list.data;
  usePageReset(
    list.isPlaceholderData ? undefined : data?.totalElements,
    list.isPlaceholderData ? undefined : data?.totalPages,
    state,
    update,
  );

  const [toDelete, setToDelete] = useState<Quiz | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const deleteOne = useDeleteQuiz();
  const deleteMany = useDeleteQuizzes();
  const countId = useId();

  // Another page, filter or sort clears the selection.
  const pageKey = JSON.stringify(params);
  const [selectionPageKey, setSelectionPageKey] = useState(pageKey);
  if (pageKey !== selectionPageKey) {
    setSelectionPageKey(pageKey);
    setSelected(new Set());
  }

  const items = useMemo(() => data?.content ?? [], [data]);
  const selectableItems = items.filter((quiz) => quiz.abilities.delete);
  const filtered =
    state.search.trim() !== '' ||
    Object.values(state.filters).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));

  const toggle = (quiz: Quiz) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(quiz.id)) {
        next.delete(quiz.id);
      } else {
        next.add(quiz.id);
      }
      return next;
    });

  const confirmDelete = () => {
    if (!toDelete) {
      return;
    }
    deleteOne.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.show(t('quizzes.deleteDialog.deleted'), { type: 'success' });
      },
      onError: () => {
        setToDelete(null);
        toast.show(t('quizzes.deleteDialog.failed'), { type: 'error' });
      },
    });
  };

  const confirmBulk = () => {
    const ids = [...selected];
    if (ids.length === 0) {
      setBulkOpen(false);
      return;
    }
    deleteMany.mutate(ids, {
      onSuccess: (failed) => {
        setBulkOpen(false);
        setSelected(new Set(failed));
        if (failed.length > 0) {
          toast.show(t('quizzes.bulkDialog.failed'), { type: 'error' });
        } else {
          toast.show(t('quizzes.bulkDialog.deleted', { count: ids.length }), { type: 'success' });
        }
      },
    });
  };

  const error = list.isError ? screenMessage(list.error, loadFailedText) : null;
  const showSelection = selectable && selectableItems.length > 0;
  const allSelected = showSelection && selectableItems.every((quiz) => selected.has(quiz.id));
  const someSelected = selectableItems.some((quiz) => selected.has(quiz.id));

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('quizzes.toolbar.label')} className="flex flex-wrap items-center gap-3">
        <SearchBox value={state.search} onChange={(search) => update({ kind: 'search', search })} />
        <FiltersDropdown
          filters={state.filters}
          onChange={(filters) => update({ kind: 'filters', filters })}
          showStatus={showStatusFilter}
        />
        <LabelledSelect
          label={t('quizzes.toolbar.sort')}
          value={state.sort}
          onChange={(sort) => update({ kind: 'sort', sort: sort as QuizSortOption })}
          options={SORT_OPTIONS.map((option) => ({ value: option, label: t(`quizzes.sort.${option}`) }))}
        />
        <LabelledSelect
          label={t('quizzes.toolbar.pageSize')}
          value={String(state.size)}
          onChange={(size) => update({ kind: 'size', size: Number(size) })}
          options={[...new Set([state.size, ...PAGE_SIZES])]
            .sort((a, b) => a - b)
            .map((size) => ({ value: String(size), label: String(size) }))}
        />
        <ViewToggle view={state.view} onChange={(view) => update({ kind: 'view', view })} />
      </div>

      {error ? <Alert type="error">{error}</Alert> : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={countId} className="text-sm text-muted" aria-live="polite">
          {data ? t('quizzes.found', { count: data.totalElements }) : list.isPending ? t('quizzes.row.loading') : null}
        </p>
        {showSelection ? (
          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={allSelected}
              ref={(element) => {
                if (element) {
                  element.indeterminate = someSelected && !allSelected;
                }
              }}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(selectableItems.map((quiz) => quiz.id)) : new Set())
              }
            />
            {t('quizzes.selection.selectAll', {
              selected: selectableItems.filter((quiz) => selected.has(quiz.id)).length,
              total: selectableItems.length,
            })}
          </label>
        ) : null}
      </div>

      {selectable && selected.size > 0 ? (
        <div
          role="region"
          aria-label={t('quizzes.selection.selected', { count: selected.size })}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-primary bg-primary-soft px-4 py-3 text-primary-soft-fg"
        >
          <p className="font-medium" aria-live="polite">
            {t('quizzes.selection.selected', { count: selected.size })}
          </p>
          <Button variant="ghost" size="sm" className="text-primary-soft-fg" onClick={() => setSelected(new Set())}>
            {t('quizzes.selection.clear')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            className="ml-auto"
            loading={deleteMany.isPending}
            onClick={() => setBulkOpen(true)}
          >
            {deleteMany.isPending ? t('quizzes.selection.deleting') : t('quizzes.selection.deleteSelected')}
          </Button>
        </div>
      ) : null}

      {list.isPending ? (
        <div
          role="status"
          aria-label={t('quizzes.row.loading')}
          className={clsx(
            'grid gap-4',
            state.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1',
          )}
        >
          {Array.from({ length: SKELETON_ITEMS }, (_value, index) => (
            <QuizItemSkeleton key={index} variant={state.view === 'grid' ? 'card' : 'row'} />
          ))}
        </div>
      ) : items.length === 0 && !list.isError ? (
        empty(state.view, filtered)
      ) : (
        <ul
          aria-labelledby={countId}
          aria-busy={list.isFetching || undefined}
          className={clsx(
            'grid gap-4 transition-opacity',
            state.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((quiz) => (
            <li key={quiz.id}>
              <QuizItem
                quiz={quiz}
                variant={state.view === 'grid' ? 'card' : 'row'}
                showEdit
                onDelete={setToDelete}
                actions={itemActions?.(quiz)}
                selection={
                  showSelection && quiz.abilities.delete
                    ? { selected: selected.has(quiz.id), onToggle: toggle }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}

      {data ? (
        <QuizPager
          page={state.page}
          totalPages={data.totalPages}
          onPageChange={(page) => update({ kind: 'page', page })}
        />
      ) : null}

      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('quizzes.deleteDialog.title')}
        message={t('quizzes.deleteDialog.message')}
        confirmLabel={t('quizzes.deleteDialog.confirm')}
        busy={deleteOne.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        isOpen={bulkOpen}
        title={t('quizzes.bulkDialog.title')}
        message={t('quizzes.bulkDialog.message', { count: selected.size })}
        confirmLabel={deleteMany.isPending ? t('quizzes.selection.deleting') : t('quizzes.bulkDialog.confirm')}
        busy={deleteMany.isPending}
        onConfirm={confirmBulk}
        onCancel={() => setBulkOpen(false)}
      />
    </div>
  );
}
