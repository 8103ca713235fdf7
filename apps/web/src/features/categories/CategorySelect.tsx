import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PICKER_SIZE, categoryListQuery, useSaveCategory } from '../../api/categories.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { hasPermission } from '../../app/auth/roles.ts';
import { Button, SelectField, TextField } from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { categorySaveFailure, joinReasons, type CategorySaveFailure } from '../taxonomy/index.ts';

/**
 * The category of a quiz (or none), with quick-create: a non-empty trimmed name and an optional
 * description; the new category is chosen at once. Only users whose roles grant CATEGORY_ADMIN are
 * offered quick-create (the server refuses everyone else).
 */
export function CategorySelect({
  value,
  onChange,
  disabled,
}: {
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useQuery(categoryListQuery(CATEGORY_PICKER_SIZE));
  const saveCategory = useSaveCategory();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [createError, setCreateError] = useState<CategorySaveFailure | null>(null);
  const msg = useMessage();
  const mayCreate = hasPermission(useAuth().user, 'CATEGORY_ADMIN');

  const create = () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      return;
    }
    setCreateError(null);
    saveCategory.mutate(
      { body: { name: trimmed, description: description.trim() || null } },
      {
        onSuccess: (categoryId) => {
          onChange(categoryId);
          setName('');
          setDescription('');
          setCreating(false);
        },
        onError: (error) => {
          // Spec 2 section 8: a failed quick-create is only logged; the author also sees why here.
          console.error('Category quick-create failed', error);
          setCreateError(categorySaveFailure(error, 'Failed to save category'));
        },
      },
    );
  };

  const options = [
    { value: '', label: t('categories.picker.noCategory') },
    ...(categories.data?.content ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <div className="space-y-2">
      <SelectField
        label={t('categories.picker.categoryLabel')}
        options={options}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
      />
      {creating ? (
        <div className="space-y-2 rounded-lg border border-border p-3" role="group" aria-labelledby={`${id}-new`}>
          <p id={`${id}-new`} className="text-sm font-medium">
            {t('categories.picker.quickCreateCategory')}
          </p>
          <TextField
            label={t('categories.picker.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            error={createError?.fields.name ? msg(createError.fields.name) : null}
          />
          <TextField
            label={t('categories.picker.descriptionOptional')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            error={createError?.fields.description ? msg(createError.fields.description) : null}
          />
          {createError ? (
            <p role="alert" className="text-sm font-medium text-danger-soft-fg dark:text-danger">
              {createError.message === null
                ? t('messages.validationError', { message: joinReasons(createError.reasons.map(msg)) })
                : msg(createError.message)}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button size="sm" onClick={create} disabled={name.trim() === ''} loading={saveCategory.isPending}>
              {t('categories.picker.addCategory')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setCreating(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : mayCreate ? (
        <Button size="sm" variant="ghost" onClick={() => setCreating(true)} disabled={disabled}>
          + {t('categories.picker.newCategory')}
        </Button>
      ) : null}
    </div>
  );
}
