import { randomUUID } from 'node:crypto';
import {
  TAXONOMY_SORTS,
  tagMessages,
  type Page,
  type Tag,
  type TagAnalytics,
  type TagBody,
  type TagPatchBody,
  type TaxonomyListQuery,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorizationError, conflict, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import type { AttemptSummaryReader } from '../quizzes/attempt-summary.ts';
import { quizAudienceOf } from '../quizzes/policy.ts';
import { tagAbilities } from './policy.ts';
import { presentTag } from './presenter.ts';
import { tagsRepository, type TagRecord } from './repository.ts';

/** Tags (spec 2 sections 5-7): unique names; authors create, the creator or a tag admin changes. */
export class TagsService {
  constructor(private readonly deps: { db: Db; clock: Clock; attemptSummary: AttemptSummaryReader }) {}

  async list(principal: Principal, query: TaxonomyListQuery): Promise<Page<Tag>> {
    const request = pageRequest(query, TAXONOMY_SORTS, { field: 'name', direction: 'asc' });
    const sort = request.sort[0] ?? { field: 'name' as const, direction: 'asc' as const };
    const { rows, total } = await tagsRepository.list(this.deps.db, {
      ...(query.search ? { search: query.search } : {}),
      offset: request.offset,
      limit: request.size,
      orderBy: sort.field,
      direction: sort.direction,
    });
    return toPage(
      rows.map((row) => presentTag(row, principal)),
      total,
      request,
    );
  }

  async get(principal: Principal, id: string): Promise<Tag> {
    return presentTag(await this.#mustFind(id), principal);
  }

  /** Caller holds TAG_CREATE (checked by the route). */
  async create(principal: Principal, body: TagBody): Promise<{ tagId: string }> {
    const { db, clock } = this.deps;
    if (await tagsRepository.nameTaken(db, body.name)) {
      throw nameConflict();
    }
    const id = randomUUID();
    try {
      await tagsRepository.insert(db, {
        id,
        name: body.name,
        description: body.description,
        creatorId: principal.id,
        now: clock.now(),
      });
    } catch (error) {
      throw isUniqueViolation(error) ? nameConflict() : error;
    }
    return { tagId: id };
  }

  async update(principal: Principal, id: string, body: TagPatchBody): Promise<Tag> {
    const { db, clock } = this.deps;
    const tag = await this.#mustFind(id);
    if (!tagAbilities(principal, tag).update) {
      throw authorizationError();
    }
    if (body.name !== undefined && (await tagsRepository.nameTaken(db, body.name, id))) {
      throw nameConflict();
    }
    try {
      await tagsRepository.update(db, id, body, clock.now());
    } catch (error) {
      throw isUniqueViolation(error) ? nameConflict() : error;
    }
    return presentTag(await this.#mustFind(id), principal);
  }

  async delete(principal: Principal, id: string): Promise<void> {
    const tag = await this.#mustFind(id);
    if (!tagAbilities(principal, tag).delete) {
      throw authorizationError();
    }
    await tagsRepository.delete(this.deps.db, id);
  }

  /** Counts only quizzes the caller may see, and only attempts at those. */
  async analytics(principal: Principal, id: string): Promise<TagAnalytics> {
    await this.#mustFind(id);
    const audience = quizAudienceOf(principal);
    const [counts, attempts] = await Promise.all([
      tagsRepository.quizCounts(this.deps.db, id, audience),
      this.deps.attemptSummary.summarise({ tagId: id, audience }),
    ]);
    return { tagId: id, ...counts, ...attempts };
  }

  async #mustFind(id: string): Promise<TagRecord> {
    const tag = await tagsRepository.findById(this.deps.db, id);
    if (!tag) {
      throw notFound(tagMessages.notFound);
    }
    return tag;
  }
}

/** Whether every given tag exists, read in `db` (a caller's transaction): for domains that tag things. */
export async function allTagsExist(db: DbExecutor, tagIds: readonly string[]): Promise<boolean> {
  const existing = new Set(await tagsRepository.existingIds(db, tagIds));
  return tagIds.every((tagId) => existing.has(tagId));
}

/** Tags given to a quiz or a question must exist: 404 'Tag not found' otherwise. */
export async function mustHaveTags(db: DbExecutor, tagIds: readonly string[]): Promise<void> {
  if (!(await allTagsExist(db, tagIds))) {
    throw notFound(tagMessages.notFound);
  }
}

function nameConflict() {
  return conflict(tagMessages.nameTaken, [{ field: 'name', message: tagMessages.nameTaken }]);
}
