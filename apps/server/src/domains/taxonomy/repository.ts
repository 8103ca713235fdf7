import { sql, type Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import { pageOfQuery } from '../../db/paging.ts';
import type { CategoriesTable, TagsTable } from '../../db/schema.ts';
import { containsLower } from '../../db/like-pattern.ts';
import { visibleQuizCondition, type QuizAudience } from '../../db/quiz-audience.ts';

/** The tables that hold a taxonomy: the same columns, and tags also remember who made each one. */
export type TaxonomyTable = 'categories' | 'tags';

/** A tag or category as stored, without the lower-cased name; creatorId is null for categories (nobody owns one). */
export type TermRecord = Omit<Selectable<CategoriesTable>, 'nameLower'> & Pick<Selectable<TagsTable>, 'creatorId'>;

const columns = ['id', 'name', 'description', 'createdAt', 'updatedAt'] as const;

/**
 * The creator column where the table has one, else null under the same name, so both tables read into one
 * record type. `sql.ref` goes through the CamelCasePlugin like any other column name.
 */
const creatorColumn = (table: TaxonomyTable) =>
  (table === 'tags' ? sql<string | null>`${sql.ref('creatorId')}` : sql<string | null>`null`).as('creatorId');

/** SQL shared by tags and categories; names are unique case-insensitively through the lower-cased column. */
export const taxonomyRepository = {
  async insert(
    db: DbExecutor,
    table: TaxonomyTable,
    term: { id: string; name: string; description: string | null; creatorId: string | null; now: Date },
  ): Promise<void> {
    await db
      .insertInto(table)
      .values({
        id: term.id,
        name: term.name,
        nameLower: term.name.toLowerCase(),
        description: term.description,
        ...(term.creatorId === null ? {} : { creatorId: term.creatorId }),
        createdAt: term.now,
        updatedAt: term.now,
      })
      .execute();
  },

  async findById(db: DbExecutor, table: TaxonomyTable, id: string): Promise<TermRecord | undefined> {
    return db
      .selectFrom(table)
      .select([...columns, creatorColumn(table)])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Which of the given ids exist. */
  async existingIds(db: DbExecutor, table: TaxonomyTable, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  },

  /** Whether another term already has this name, whatever the case. */
  async nameTaken(db: DbExecutor, table: TaxonomyTable, name: string, exceptId?: string): Promise<boolean> {
    let query = db.selectFrom(table).select('id').where('nameLower', '=', name.toLowerCase());
    if (exceptId) {
      query = query.where('id', '!=', exceptId);
    }
    return (await query.executeTakeFirst()) !== undefined;
  },

  async update(
    db: DbExecutor,
    table: TaxonomyTable,
    id: string,
    change: { name?: string; description?: string | null },
    now: Date,
  ): Promise<void> {
    await db
      .updateTable(table)
      .set({
        ...(change.name === undefined ? {} : { name: change.name, nameLower: change.name.toLowerCase() }),
        ...(change.description === undefined ? {} : { description: change.description }),
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Deleting a tag takes it off every quiz and question (the join rows cascade). */
  async delete(db: DbExecutor, table: TaxonomyTable, id: string): Promise<void> {
    await db.deleteFrom(table).where('id', '=', id).execute();
  },

  async list(
    db: DbExecutor,
    table: TaxonomyTable,
    options: {
      search?: string;
      offset: number;
      limit: number;
      orderBy: 'name' | 'createdAt' | 'updatedAt';
      direction: 'asc' | 'desc';
    },
  ): Promise<{ rows: TermRecord[]; total: number }> {
    let query = db.selectFrom(table);
    if (options.search) {
      query = query.where('nameLower', 'like', containsLower(options.search));
    }
    const orderColumn = options.orderBy === 'name' ? 'nameLower' : options.orderBy;
    return pageOfQuery(
      query,
      (rows) =>
        rows
          .select([...columns, creatorColumn(table)])
          .orderBy(orderColumn, options.direction)
          .orderBy('id', options.direction),
      options,
    );
  },

  /**
   * How many of the quizzes the audience may see use the term (a category by their categoryId, a tag by their
   * quiz_tags rows), and how many of them are published.
   */
  async quizCounts(
    db: DbExecutor,
    table: TaxonomyTable,
    id: string,
    audience: QuizAudience,
  ): Promise<{ quizCount: number; publishedQuizCount: number }> {
    let query = db
      .selectFrom('quizzes')
      .where((eb) =>
        table === 'tags'
          ? eb('quizzes.id', 'in', eb.selectFrom('quizTags').select('quizTags.quizId').where('quizTags.tagId', '=', id))
          : eb('quizzes.categoryId', '=', id),
      );
    const visible = visibleQuizCondition(audience);
    if (visible) {
      query = query.where(visible);
    }
    const row = await query
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .sum<number | null>(eb.case().when('quizzes.status', '=', 'PUBLISHED').then(1).else(0).end())
          .as('published'),
      ])
      .executeTakeFirstOrThrow();
    return { quizCount: row.total, publishedQuizCount: row.published ?? 0 };
  },
};
