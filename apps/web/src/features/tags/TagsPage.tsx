import { TagBodySchema } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { TAG_SCREEN_SIZE, tagListQuery, useDeleteTag, useSaveTag } from '../../api/tags.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { CREATOR_ROLES, hasAnyRole } from '../../app/auth/roles.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { TaxonomyManager, useTaxonomyTexts } from '../taxonomy/index.ts';

/** /tags: 'Manage Tags' (spec 2 section 2). Edit and Delete follow each tag's abilities (its maker, or a tag admin). */
export default function TagsPage() {
  const { user } = useAuth();
  const texts = useTaxonomyTexts('tags');
  usePageTitle(texts.title);
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
      texts={texts}
    />
  );
}
