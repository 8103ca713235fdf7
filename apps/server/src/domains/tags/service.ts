import { tagMessages, type TagAnalytics, type TagBody, type TagCreated } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { DbExecutor } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { allTermsExist, TaxonomyService, type TaxonomyConfiguration } from '../taxonomy/service.ts';
import { tagAbilities } from './policy.ts';

/** Tags (spec 2 sections 5-7): authors create, the creator or a tag admin changes; deleting takes a tag off everything. */
const tagTaxonomy: TaxonomyConfiguration = {
  table: 'tags',
  owned: true,
  messages: { notFound: tagMessages.notFound, nameTaken: tagMessages.nameTaken },
  abilities: tagAbilities,
  usage: {
    selection: (id) => ({ tagId: id }),
  },
};

/** The taxonomy of tags; the route checks TAG_CREATE before a create, the abilities guard every change. */
export class TagsService extends TaxonomyService {
  constructor(deps: ConstructorParameters<typeof TaxonomyService>[0]) {
    super(deps, tagTaxonomy);
  }

  async create(principal: Principal, body: TagBody): Promise<TagCreated> {
    return { tagId: await this.add(principal, body) };
  }

  async analytics(principal: Principal, id: string): Promise<TagAnalytics> {
    return { tagId: id, ...(await this.usage(principal, id)) };
  }
}

/** Whether every given tag exists, read in `db` (a caller's transaction): for domains that tag things. */
export async function allTagsExist(db: DbExecutor, tagIds: readonly string[]): Promise<boolean> {
  return allTermsExist(db, 'tags', tagIds);
}

/** Tags given to a quiz or a question must exist: 404 'Tag not found' otherwise. */
export async function mustHaveTags(db: DbExecutor, tagIds: readonly string[]): Promise<void> {
  if (!(await allTagsExist(db, tagIds))) {
    throw notFound(tagMessages.notFound);
  }
}
