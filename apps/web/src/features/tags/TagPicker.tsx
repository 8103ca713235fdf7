import type { Tag } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_PICKER_SIZE, tagListQuery, useSaveTag } from '../../api/tags.ts';
import { TextField } from '../../ui/index.ts';
import { QuickCreateTerm } from '../taxonomy/index.ts';

/** Above this many tags the picker offers a filter box. */
const FILTER_FROM = 8;

/**
 * Tags as a group of checkboxes (keyboard: Tab and Space), with a filter when there are many and a
 * quick-create row (a non-empty trimmed name; the new tag is selected at once).
 */
export function TagPicker({
  value,
  onChange,
  disabled,
  allowCreate = true,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  allowCreate?: boolean;
}) {
  const { t } = useTranslation();
  const tags = useQuery(tagListQuery(TAG_PICKER_SIZE));
  const saveTag = useSaveTag();
  const [filter, setFilter] = useState('');

  const all: Tag[] = tags.data?.content ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((tag) => tag.name.toLowerCase().includes(needle) || value.includes(tag.id)) : all;
  const toggle = (tagId: string, checked: boolean) =>
    onChange(checked ? [...value, tagId] : value.filter((entry) => entry !== tagId));

  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('tags.picker.tagsLabel')}</legend>
      {all.length >= FILTER_FROM ? (
        <TextField
          label={t('tags.picker.filterTags')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      ) : null}
      {tags.isPending ? (
        <p className="text-sm text-muted">{t('common.loading')}</p>
      ) : all.length === 0 ? (
        <p className="text-sm text-muted">{t('tags.picker.noTagsYet')}</p>
      ) : (
        <ul
          className="flex max-h-40 flex-wrap gap-2 overflow-y-auto rounded-lg border border-border p-2"
          aria-label={t('tags.picker.tagsLabel')}
        >
          {shown.map((tag) => {
            const checked = value.includes(tag.id);
            return (
              <li key={tag.id}>
                <label
                  className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${checked ? 'border-primary bg-primary-soft text-primary-soft-fg' : 'border-control'}`}
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-primary"
                    checked={checked}
                    onChange={(event) => toggle(tag.id, event.target.checked)}
                  />
                  {tag.name}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {allowCreate ? (
        <QuickCreateTerm
          save={saveTag}
          onCreated={(tagId) => onChange([...value, tagId])}
          describeFailure={(error) => ({ fields: {}, alert: error instanceof Error ? error.message : '' })}
          texts={{
            open: t('tags.picker.newTag'),
            heading: t('tags.picker.quickCreateTag'),
            name: t('tags.picker.name'),
            description: t('tags.picker.descriptionOptional'),
            add: t('tags.picker.addTag'),
            logFailure: 'Tag quick-create failed',
          }}
        />
      ) : null}
    </fieldset>
  );
}
