import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PICKER_SIZE, categoryListQuery, useSaveCategory } from '../../api/categories.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { hasPermission } from '../../app/auth/roles.ts';
import { SelectField } from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { categorySaveFailure, joinReasons, QuickCreateTerm, type QuickCreateFailure } from '../taxonomy/index.ts';

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
  const categories = useQuery(categoryListQuery(CATEGORY_PICKER_SIZE));
  const saveCategory = useSaveCategory();
  const msg = useMessage();
  const mayCreate = hasPermission(useAuth().user, 'CATEGORY_ADMIN');

  const describeFailure = (error: unknown): QuickCreateFailure => {
    const failure = categorySaveFailure(error, 'Failed to save category');
    return {
      fields: {
        name: failure.fields.name ? msg(failure.fields.name) : undefined,
        description: failure.fields.description ? msg(failure.fields.description) : undefined,
      },
      alert:
        failure.message === null
          ? t('messages.validationError', { message: joinReasons(failure.reasons.map(msg)) })
          : msg(failure.message),
    };
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
      {mayCreate ? (
        <QuickCreateTerm
          save={saveCategory}
          onCreated={onChange}
          describeFailure={describeFailure}
          disabled={disabled}
          texts={{
            open: t('categories.picker.newCategory'),
            heading: t('categories.picker.quickCreateCategory'),
            name: t('categories.picker.name'),
            description: t('categories.picker.descriptionOptional'),
            add: t('categories.picker.addCategory'),
            logFailure: 'Category quick-create failed',
          }}
        />
      ) : null}
    </div>
  );
}
