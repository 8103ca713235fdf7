import { randomUUID } from 'node:crypto';
import {
  TAXONOMY_SORTS,
  categoryMessages,
  type Category,
  type CategoryAnalytics,
  type CategoryBody,
  type CategoryPatchBody,
  type Page,
  type TaxonomyListQuery,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import type { AttemptSummaryReader } from '../quizzes/attempt-summary.ts';
import { quizAudienceOf } from '../quizzes/policy.ts';
import { presentCategory } from './presenter.ts';
import { categoriesRepository, type CategoryRecord } from './repository.ts';

/** Categories (spec 2 sections 5-8): unique names, admin-only changes, no deleting one in use. */
export class CategoriesService {
  constructor(private readonly deps: { db: Db; clock: Clock; attemptSummary: AttemptSummaryReader }) {}

  async list(principal: Principal, query: TaxonomyListQuery): Promise<Page<Category>> {
    const request = pageRequest(query, TAXONOMY_SORTS, { field: 'name', direction: 'asc' });
    const sort = request.sort[0] ?? { field: 'name' as const, direction: 'asc' as const };
    const { rows, total } = await categoriesRepository.list(this.deps.db, {
      ...(query.search ? { search: query.search } : {}),
      offset: request.offset,
      limit: request.size,
      orderBy: sort.field,
      direction: sort.direction,
    });
    return toPage(
      rows.map((row) => presentCategory(row, principal)),
      total,
      request,
    );
  }

  async get(principal: Principal, id: string): Promise<Category> {
    return presentCategory(await this.#mustFind(id), principal);
  }

  /** Caller holds CATEGORY_ADMIN (checked by the route). */
  async create(body: CategoryBody): Promise<{ categoryId: string }> {
    const { db, clock } = this.deps;
    if (await categoriesRepository.nameTaken(db, body.name)) {
      throw nameConflict();
    }
    const id = randomUUID();
    try {
      await categoriesRepository.insert(db, { id, name: body.name, description: body.description, now: clock.now() });
    } catch (error) {
      throw isUniqueViolation(error) ? nameConflict() : error;
    }
    return { categoryId: id };
  }

  async update(principal: Principal, id: string, body: CategoryPatchBody): Promise<Category> {
    const { db, clock } = this.deps;
    await this.#mustFind(id);
    if (body.name !== undefined && (await categoriesRepository.nameTaken(db, body.name, id))) {
      throw nameConflict();
    }
    try {
      await categoriesRepository.update(db, id, body, clock.now());
    } catch (error) {
      throw isUniqueViolation(error) ? nameConflict() : error;
    }
    return presentCategory(await this.#mustFind(id), principal);
  }

  /** A category some quiz still uses cannot go (409); the check and the delete share a transaction. */
  async delete(id: string): Promise<void> {
    await this.deps.db.transaction().execute(async (tx) => {
      if (!(await categoriesRepository.findById(tx, id))) {
        throw notFound(categoryMessages.notFound);
      }
      if (await categoriesRepository.isInUse(tx, id)) {
        throw conflict(categoryMessages.conflict);
      }
      await categoriesRepository.delete(tx, id);
    });
  }

  /** Counts only quizzes the caller may see, and only attempts at those. */
  async analytics(principal: Principal, id: string): Promise<CategoryAnalytics> {
    await this.#mustFind(id);
    const audience = quizAudienceOf(principal);
    const [counts, attempts] = await Promise.all([
      categoriesRepository.quizCounts(this.deps.db, id, audience),
      this.deps.attemptSummary.summarise({ categoryId: id, audience }),
    ]);
    return { categoryId: id, ...counts, ...attempts };
  }

  async #mustFind(id: string): Promise<CategoryRecord> {
    const category = await categoriesRepository.findById(this.deps.db, id);
    if (!category) {
      throw notFound(categoryMessages.notFound);
    }
    return category;
  }
}

/** Whether the category exists, read in `db` (a caller's transaction): for domains that file things under one. */
export async function categoryExists(db: DbExecutor, id: string): Promise<boolean> {
  return (await categoriesRepository.findById(db, id)) !== undefined;
}

/** A category given to a quiz must exist (none given is fine): 404 'Category not found' otherwise. */
export async function mustHaveCategory(db: DbExecutor, categoryId: string | null): Promise<void> {
  if (categoryId && !(await categoryExists(db, categoryId))) {
    throw notFound(categoryMessages.notFound);
  }
}

function nameConflict() {
  return conflict(categoryMessages.conflict, [{ field: 'name', message: categoryMessages.conflict }]);
}
