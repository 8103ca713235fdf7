import { CategoryBodySchema } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SCREEN_SIZE, categoryListQuery, useDeleteCategory, useSaveCategory } from '../../api/categories.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { ADMIN_ROLES, hasAnyRole } from '../../app/auth/roles.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { TaxonomyManager } from '../taxonomy/index.ts';

/**
 * /categories (spec 2 section 2). Creating, editing and deleting need an admin role (spec 2
 * section 6): the actions are shown to admins only, and the server's 403 message appears if the
 * server refuses anyway.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('categories.page.title'));
  const list = useQuery(categoryListQuery(CATEGORY_SCREEN_SIZE));
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const isAdmin = hasAnyRole(user, ADMIN_ROLES);
  return (
    <TaxonomyManager
      list={list}
      save={save}
      remove={remove}
      schema={CategoryBodySchema}
      canCreate={isAdmin}
      texts={{
        title: t('categories.page.title'),
        subtitle: t('categories.page.subtitle'),
        note: isAdmin ? undefined : t('categories.page.adminOnly'),
        create: t('categories.page.create'),
        caption: t('categories.page.caption'),
        name: t('categories.page.name'),
        description: t('categories.page.description'),
        actions: t('categories.page.actions'),
        edit: t('categories.page.edit'),
        delete: t('categories.page.delete'),
        editLabel: (name) => t('categories.page.editLabel', { name }),
        deleteLabel: (name) => t('categories.page.deleteLabel', { name }),
        showing: (shown, total) => t('categories.page.showing', { shown, total }),
        available: (count) => t('categories.page.available', { count }),
        empty: t('categories.page.empty'),
        showMore: t('categories.page.showMore'),
        newTitle: t('categories.page.newTitle'),
        editTitle: t('categories.page.editTitle'),
        createButton: t('categories.page.createButton'),
        saveButton: t('categories.page.saveButton'),
        saving: t('categories.page.saving'),
        deleteTitle: t('categories.page.deleteTitle'),
        deleteConfirm: t('categories.page.deleteConfirm'),
        fetchFailed: t('categories.page.fetchFailed'),
        saveFailed: t('categories.page.saveFailed'),
        deleteFailed: t('categories.page.deleteFailed'),
        created: t('categories.page.created'),
        updated: t('categories.page.updated'),
        deleted: t('categories.page.deleted'),
      }}
    />
  );
}
