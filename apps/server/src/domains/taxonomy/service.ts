import { randomUUID } from 'node:crypto';
import {
  TAXONOMY_SORTS,
  type Page,
  type TaxonomyAnalytics,
  type TaxonomyListQuery,
  type TaxonomyTerm,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorizationError, conflict, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import type { AttemptSummaryReader } from '../quizzes/attempt-summary.ts';
import { quizAudienceOf } from '../quizzes/policy.ts';
import { presentTerm } from './presenter.ts';
import { taxonomyRepository, type TaxonomyTable, type TermRecord } from './repository.ts';

export type { TermRecord } from './repository.ts';

/** What one term may have done to it by one caller; shown as `abilities` and enforced by update and delete. */
export type TermAbilities = Record<'update' | 'delete', boolean>;

/** What tells tags and categories apart; everything else about them is this module. */
export interface TaxonomyConfiguration {
  table: TaxonomyTable;
  /** Whether a term remembers who made it (tags: the creator keeps it). */
  owned: boolean;
  messages: {
    notFound: string;
    /** A create or rename to a name in use, whatever the case (409, also at the field). */
    nameTaken: string;
  };
  abilities: (principal: Principal, term: TermRecord) => TermAbilities;
  /** How quizzes use a term: the figures for analytics, and whether deleting it must wait (409 with `message`). */
  usage: {
    /** The attempt summary's selection of the quizzes using the term. */
    selection: (id: string) => { categoryId: string } | { tagId: string };
    blocksDelete?: { isInUse: (db: DbExecutor, id: string) => Promise<boolean>; message: string };
  };
}

/**
 * Tags and categories (spec 2 sections 5-8): a paged list with a name search, unique names whatever the
 * case, changes by whoever the configuration's abilities allow, and usage analytics over the quizzes the
 * caller may see. A domain service extends it with the wire shapes of its create and analytics answers.
 */
export class TaxonomyService {
  constructor(
    protected readonly deps: { db: Db; clock: Clock; attemptSummary: AttemptSummaryReader },
    private readonly configuration: TaxonomyConfiguration,
  ) {}

  async list(principal: Principal, query: TaxonomyListQuery): Promise<Page<TaxonomyTerm>> {
    const request = pageRequest(query, TAXONOMY_SORTS, { field: 'name', direction: 'asc' });
    const sort = request.sort[0] ?? { field: 'name' as const, direction: 'asc' as const };
    const { rows, total } = await taxonomyRepository.list(this.deps.db, this.configuration.table, {
      ...(query.search ? { search: query.search } : {}),
      offset: request.offset,
      limit: request.size,
      orderBy: sort.field,
      direction: sort.direction,
    });
    return toPage(
      rows.map((row) => this.#present(row, principal)),
      total,
      request,
    );
  }

  async get(principal: Principal, id: string): Promise<TaxonomyTerm> {
    return this.#present(await this.#mustFind(this.deps.db, id), principal);
  }

  async update(
    principal: Principal,
    id: string,
    body: { name?: string | undefined; description?: string | null | undefined },
  ): Promise<TaxonomyTerm> {
    const { db, clock } = this.deps;
    const { table } = this.configuration;
    const term = await this.#mustFind(db, id);
    if (!this.configuration.abilities(principal, term).update) {
      throw authorizationError();
    }
    if (body.name !== undefined && (await taxonomyRepository.nameTaken(db, table, body.name, id))) {
      throw this.#nameTaken();
    }
    try {
      await taxonomyRepository.update(db, table, id, body, clock.now());
    } catch (error) {
      throw isUniqueViolation(error) ? this.#nameTaken() : error;
    }
    return this.#present(await this.#mustFind(db, id), principal);
  }

  /** A term some quiz still uses may be kept from going (409); the check and the delete share a transaction. */
  async delete(principal: Principal, id: string): Promise<void> {
    const { table, abilities, usage } = this.configuration;
    await this.deps.db.transaction().execute(async (tx) => {
      const term = await this.#mustFind(tx, id);
      if (!abilities(principal, term).delete) {
        throw authorizationError();
      }
      if (usage.blocksDelete && (await usage.blocksDelete.isInUse(tx, id))) {
        throw conflict(usage.blocksDelete.message);
      }
      await taxonomyRepository.delete(tx, table, id);
    });
  }

  /** The caller holds the permission to create (checked by the route); the new term's id. */
  protected async add(principal: Principal, body: { name: string; description: string | null }): Promise<string> {
    const { db, clock } = this.deps;
    const { table, owned } = this.configuration;
    if (await taxonomyRepository.nameTaken(db, table, body.name)) {
      throw this.#nameTaken();
    }
    const id = randomUUID();
    try {
      await taxonomyRepository.insert(db, table, {
        id,
        name: body.name,
        description: body.description,
        creatorId: owned ? principal.id : null,
        now: clock.now(),
      });
    } catch (error) {
      throw isUniqueViolation(error) ? this.#nameTaken() : error;
    }
    return id;
  }

  /** Counts only quizzes the caller may see, and only attempts at those. */
  protected async usage(principal: Principal, id: string): Promise<TaxonomyAnalytics> {
    const { usage } = this.configuration;
    await this.#mustFind(this.deps.db, id);
    const audience = quizAudienceOf(principal);
    const [counts, attempts] = await Promise.all([
      taxonomyRepository.quizCounts(this.deps.db, this.configuration.table, id, audience),
      this.deps.attemptSummary.summarise({ ...usage.selection(id), audience }),
    ]);
    return { ...counts, ...attempts };
  }

  #present(term: TermRecord, principal: Principal): TaxonomyTerm {
    return presentTerm(term, this.configuration.abilities(principal, term));
  }

  async #mustFind(db: DbExecutor, id: string): Promise<TermRecord> {
    const term = await taxonomyRepository.findById(db, this.configuration.table, id);
    if (!term) {
      throw notFound(this.configuration.messages.notFound);
    }
    return term;
  }

  #nameTaken() {
    const { nameTaken } = this.configuration.messages;
    return conflict(nameTaken, [{ field: 'name', message: nameTaken }]);
  }
}

/** Whether every given term exists, read in `db` (a caller's transaction): for domains that file things under them. */
export async function allTermsExist(db: DbExecutor, table: TaxonomyTable, ids: readonly string[]): Promise<boolean> {
  const existing = new Set(await taxonomyRepository.existingIds(db, table, ids));
  return ids.every((id) => existing.has(id));
}
