import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@quizmaker/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { screenMessage } from '../../api/errors.ts';
import { useRowDelete } from '../../app/use-confirmed-action.ts';
import { categorySaveFailure, joinReasons, type CategoryField } from './save-failure.ts';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  ErrorBanner,
  Modal,
  PageHeader,
  RowActions,
  TextAreaField,
  TextField,
  useToast,
  type Column,
} from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';

/** Tags and categories are shown 5 at a time, 5 more per click (spec 2 section 9). */
export const TAXONOMY_STEP = 5;

export interface TaxonomyItem {
  id: string;
  name: string;
  description: string | null;
  abilities: { update: boolean; delete: boolean };
}

/** The form as the contract's body schema reads it (the description may be left empty)... */
interface TaxonomyFormInput {
  name: string;
  description?: string | null | undefined;
}

/** ...and hands it on: trimmed, an empty description as null. */
interface TaxonomyFormOutput {
  name: string;
  description: string | null;
}

/** The texts of one screen (already translated). */
export interface TaxonomyTexts {
  title: string;
  subtitle: string;
  create: string;
  caption: string;
  name: string;
  description: string;
  actions: string;
  edit: string;
  delete: string;
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  showing: (shown: number, total: number) => string;
  available: (count: number) => string;
  empty: string;
  showMore: string;
  newTitle: string;
  editTitle: string;
  createButton: string;
  saveButton: string;
  saving: string;
  deleteTitle: string;
  deleteConfirm: string;
  fetchFailed: string;
  saveFailed: string;
  deleteFailed: string;
  created: string;
  updated: string;
  deleted: string;
  note?: string | undefined;
}

/**
 * The tags and categories screens of spec 2: a table of name and description with Edit and Delete
 * (as the item's abilities allow), 5 rows then 'Show 5 More', the header count, a create/edit modal
 * validated with the contract schema, and a delete confirmation.
 */
export function TaxonomyManager<T extends TaxonomyItem>({
  list,
  save,
  remove,
  schema,
  canCreate,
  texts,
}: {
  list: UseQueryResult<Page<T>>;
  save: UseMutationResult<
    string,
    Error,
    { id?: string | undefined; body: { name: string; description: string | null } }
  >;
  remove: UseMutationResult<void, Error, string>;
  schema: z.ZodType<TaxonomyFormOutput, TaxonomyFormInput>;
  canCreate: boolean;
  texts: TaxonomyTexts;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const [visible, setVisible] = useState(TAXONOMY_STEP);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const rowDelete = useRowDelete<T>(
    remove,
    { deleted: texts.deleted, failed: texts.deleteFailed },
    { onConfirm: () => setDeleteError(null), onFailure: setDeleteError },
  );
  const form = useForm<TaxonomyFormInput, unknown, TaxonomyFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '' },
  });

  const modalOpen = editing !== null;
  // The name field takes focus when the modal opens. This effect runs after the dialog's own (it is the dialog's
  // parent), so it wins over React Aria moving focus onto the dialog.
  useEffect(() => {
    if (modalOpen) {
      form.setFocus('name');
    }
  }, [modalOpen, form]);

  const items = list.data?.content ?? [];
  const total = items.length;
  const shown = items.slice(0, visible);

  const open = (item: T | 'new') => {
    setSaveError(null);
    form.reset(
      item === 'new' ? { name: '', description: '' } : { name: item.name, description: item.description ?? '' },
    );
    setEditing(item);
  };

  const submit = form.handleSubmit((values) => {
    setSaveError(null);
    const id = editing !== null && editing !== 'new' ? editing.id : undefined;
    save.mutate(
      { id, body: values },
      {
        onSuccess: () => {
          toast.success(id ? texts.updated : texts.created);
          setEditing(null);
        },
        onError: (error) => {
          // Spec 2 section 8: 'Validation error: {message}' with the reasons joined, and each reason at its field.
          const failure = categorySaveFailure(error, texts.saveFailed);
          for (const [field, message] of Object.entries(failure.fields)) {
            form.setError(field as CategoryField, { message });
          }
          setSaveError(failure.message ?? `Validation error: ${joinReasons(failure.reasons)}`);
        },
      },
    );
  });

  const anyActions = items.some((item) => item.abilities.update || item.abilities.delete);
  const columns: Column<T>[] = [
    { key: 'name', header: texts.name, render: (item) => item.name, isRowHeader: true },
    {
      key: 'description',
      header: texts.description,
      render: (item) => item.description ?? <span className="text-muted">—</span>,
    },
  ];
  if (anyActions) {
    columns.push({
      key: 'actions',
      header: texts.actions,
      className: 'text-right whitespace-nowrap',
      render: (item) => (
        <RowActions
          abilities={item.abilities}
          edit={{ text: texts.edit, label: texts.editLabel(item.name), onClick: () => open(item) }}
          remove={{ text: texts.delete, label: texts.deleteLabel(item.name), onClick: () => rowDelete.ask(item) }}
        />
      ),
    });
  }

  const errors = form.formState.errors;
  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.subtitle}
        actions={canCreate ? <Button onClick={() => open('new')}>{texts.create}</Button> : null}
      />
      {texts.note ? <p className="mb-4 text-sm text-muted">{texts.note}</p> : null}
      <ErrorBanner message={deleteError && msg(deleteError)} onDismiss={() => setDeleteError(null)} />
      {list.isError ? (
        <Alert type="error">{msg(screenMessage(list.error, texts.fetchFailed) ?? texts.fetchFailed)}</Alert>
      ) : (
        <div className="space-y-3">
          {list.isSuccess && total > 0 ? (
            <p className="text-sm text-muted" aria-live="polite">
              {shown.length < total ? texts.showing(shown.length, total) : texts.available(total)}
            </p>
          ) : null}
          <DataTable
            caption={texts.caption}
            columns={columns}
            rows={shown}
            getRowId={(item) => item.id}
            loading={list.isPending}
            emptyMessage={texts.empty}
          />
          {shown.length < total ? (
            <Button variant="secondary" onClick={() => setVisible((count) => count + TAXONOMY_STEP)}>
              {texts.showMore}
            </Button>
          ) : null}
        </div>
      )}

      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? texts.newTitle : texts.editTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              form="taxonomy-form"
              disabled={save.isPending}
              aria-busy={save.isPending || undefined}
            >
              {save.isPending ? texts.saving : editing === 'new' ? texts.createButton : texts.saveButton}
            </Button>
          </>
        }
      >
        <form id="taxonomy-form" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {saveError ? <Alert type="error">{msg(saveError)}</Alert> : null}
          <TextField
            label={texts.name}
            required
            error={errors.name?.message ? msg(errors.name.message) : null}
            {...form.register('name')}
          />
          <TextAreaField
            label={texts.description}
            error={errors.description?.message ? msg(errors.description.message) : null}
            {...form.register('description')}
          />
        </form>
      </Modal>

      <ConfirmDialog
        {...rowDelete.dialog}
        title={texts.deleteTitle}
        message={texts.deleteConfirm}
        confirmLabel={texts.delete}
      />
    </>
  );
}
