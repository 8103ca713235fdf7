import {
  categoryMessages,
  type CategoryAnalytics,
  type CategoryBody,
  type CategoryCreated,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { DbExecutor } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { allTermsExist, TaxonomyService, type TaxonomyConfiguration } from '../taxonomy/service.ts';
import { categoryAbilities } from './policy.ts';
import { categoryUsageRepository } from './repository.ts';

/**
 * Categories (spec 2 sections 5-8): shared by everyone, changed by category administrators only, one
 * message for a taken name and for a category in use, and no deleting one a quiz still uses.
 */
const categoryTaxonomy: TaxonomyConfiguration = {
  table: 'categories',
  owned: false,
  messages: { notFound: categoryMessages.notFound, nameTaken: categoryMessages.conflict },
  abilities: (principal) => categoryAbilities(principal),
  usage: {
    selection: (id) => ({ categoryId: id }),
    blocksDelete: {
      isInUse: (db, id) => categoryUsageRepository.isInUse(db, id),
      message: categoryMessages.conflict,
    },
  },
};

/** The taxonomy of categories; the routes check CATEGORY_ADMIN before any change. */
export class CategoriesService extends TaxonomyService {
  constructor(deps: ConstructorParameters<typeof TaxonomyService>[0]) {
    super(deps, categoryTaxonomy);
  }

  async create(principal: Principal, body: CategoryBody): Promise<CategoryCreated> {
    return { categoryId: await this.add(principal, body) };
  }

  async analytics(principal: Principal, id: string): Promise<CategoryAnalytics> {
    return { categoryId: id, ...(await this.usage(principal, id)) };
  }
}

/** Whether the category exists, read in `db` (a caller's transaction): for domains that file things under one. */
export async function categoryExists(db: DbExecutor, id: string): Promise<boolean> {
  return allTermsExist(db, 'categories', [id]);
}

/** A category given to a quiz must exist (none given is fine): 404 'Category not found' otherwise. */
export async function mustHaveCategory(db: DbExecutor, categoryId: string | null): Promise<void> {
  if (categoryId && !(await categoryExists(db, categoryId))) {
    throw notFound(categoryMessages.notFound);
  }
}
