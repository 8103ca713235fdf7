import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermSave } from '../../api/taxonomy.ts';
import { Button, TextField } from '../../ui/index.ts';

/** How a refused quick-create reads (already translated): a reason per field and the alert under the form. */
export interface QuickCreateFailure {
  fields: { name?: string | undefined; description?: string | undefined };
  alert: string;
}

/**
 * Quick-create of a tag or category inside a picker: '+ New …' opens a name and an optional description;
 * a non-empty trimmed name is saved and handed to `onCreated`. Spec 2 section 8: a failed quick-create is
 * only logged; the author also sees why here, read by `describeFailure` when shown.
 */
export function QuickCreateTerm({
  save,
  onCreated,
  describeFailure,
  texts,
  disabled,
}: {
  save: UseMutationResult<string, Error, TermSave>;
  onCreated: (id: string) => void;
  describeFailure: (error: unknown) => QuickCreateFailure;
  texts: { open: string; heading: string; name: string; description: string; add: string; logFailure: string };
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [createError, setCreateError] = useState<{ error: unknown } | null>(null);
  const failure = createError ? describeFailure(createError.error) : null;

  const create = () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      return;
    }
    setCreateError(null);
    save.mutate(
      { body: { name: trimmed, description: description.trim() || null } },
      {
        onSuccess: (createdId) => {
          onCreated(createdId);
          setName('');
          setDescription('');
          setCreating(false);
        },
        onError: (error) => {
          console.error(texts.logFailure, error);
          setCreateError({ error });
        },
      },
    );
  };

  if (!creating) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setCreating(true)} disabled={disabled}>
        + {texts.open}
      </Button>
    );
  }
  return (
    <div className="space-y-2 rounded-lg border border-border p-3" role="group" aria-labelledby={`${id}-new`}>
      <p id={`${id}-new`} className="text-sm font-medium">
        {texts.heading}
      </p>
      <TextField
        label={texts.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={failure?.fields.name}
      />
      <TextField
        label={texts.description}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={failure?.fields.description}
      />
      {failure?.alert ? (
        <p role="alert" className="text-sm font-medium text-danger-soft-fg dark:text-danger">
          {failure.alert}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={create} disabled={name.trim() === ''} loading={save.isPending}>
          {texts.add}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setCreating(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
