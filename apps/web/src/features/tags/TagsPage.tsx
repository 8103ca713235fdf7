import { TagBodySchema } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TAG_SCREEN_SIZE, tagListQuery, useDeleteTag, useSaveTag } from '../../api/tags.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { CREATOR_ROLES, hasAnyRole } from '../../app/auth/roles.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { TaxonomyManager } from '../taxonomy/index.ts';

/** /tags: 'Manage Tags' (spec 2 section 2). Edit and Delete follow each tag's abilities (its maker, or a tag admin). */
export default function TagsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('tags.page.title'));
  const list = useQuery(tagListQuery(TAG_SCREEN_SIZE));
  const save = useSaveTag();
  const remove = useDeleteTag();
  return (
    <TaxonomyManager
      list={list}
      save={save}
      remove={remove}
      schema={TagBodySchema}
      canCreate={hasAnyRole(user, CREATOR_ROLES)}
      texts={{
        title: t('tags.page.title'),
        subtitle: t('tags.page.subtitle'),
        create: t('tags.page.create'),
        caption: t('tags.page.caption'),
        name: t('tags.page.name'),
        description: t('tags.page.description'),
        actions: t('tags.page.actions'),
        edit: t('tags.page.edit'),
        delete: t('tags.page.delete'),
        editLabel: (name) => t('tags.page.editLabel', { name }),
        deleteLabel: (name) => t('tags.page.deleteLabel', { name }),
        showing: (shown, total) => t('tags.page.showing', { shown, total }),
        available: (count) => t('tags.page.available', { count }),
        empty: t('tags.page.empty'),
        showMore: t('tags.page.showMore'),
        newTitle: t('tags.page.newTitle'),
        editTitle: t('tags.page.editTitle'),
        createButton: t('tags.page.createButton'),
        saveButton: t('tags.page.saveButton'),
        saving: t('tags.page.saving'),
        deleteTitle: t('tags.page.deleteTitle'),
        deleteConfirm: t('tags.page.deleteConfirm'),
        fetchFailed: t('tags.page.fetchFailed'),
        saveFailed: t('tags.page.saveFailed'),
        deleteFailed: t('tags.page.deleteFailed'),
        created: t('tags.page.created'),
        updated: t('tags.page.updated'),
        deleted: t('tags.page.deleted'),
      }}
    />
  );
}
