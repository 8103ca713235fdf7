import { CategoryBodySchema } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SCREEN_SIZE, categoryListQuery, useDeleteCategory, useSaveCategory } from '../../api/categories.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { ADMIN_ROLES, hasAnyRole } from '../../app/auth/roles.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { TaxonomyManager, useTaxonomyTexts } from '../taxonomy/index.ts';

/**
 * /categories (spec 2 section 2). Creating, editing and deleting need an admin role (spec 2
 * section 6): the actions are shown to admins only, and the server's 403 message appears if the
 * server refuses anyway.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const texts = useTaxonomyTexts('categories');
  usePageTitle(texts.title);
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
      texts={{ ...texts, note: isAdmin ? undefined : t('categories.page.adminOnly') }}
    />
  );
}
