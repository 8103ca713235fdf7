import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import type { TagsTable } from '../../db/schema.ts';
import { visibleQuizCondition, type QuizAudience } from '../../db/quiz-audience.ts';
import { containsLower } from '../../db/like-pattern.ts';

/** As stored, without the lower-cased copy of the name that keeps names unique whatever the case. */
export type TagRecord = Omit<Selectable<TagsTable>, 'nameLower'>;

const columns = ['id', 'name', 'description', 'creatorId', 'createdAt', 'updatedAt'] as const;

/** SQL for tags; names are unique case-insensitively through the lower-cased column. */
export const tagsRepository = {
  async insert(
    db: DbExecutor,
    tag: { id: string; name: string; description: string | null; creatorId: string; now: Date },
  ): Promise<void> {
    await db
      .insertInto('tags')
      .values({
        id: tag.id,
        name: tag.name,
        nameLower: tag.name.toLowerCase(),
        description: tag.description,
        creatorId: tag.creatorId,
        createdAt: tag.now,
        updatedAt: tag.now,
      })
      .execute();
  },

  async findById(db: DbExecutor, id: string): Promise<TagRecord | undefined> {
    return db.selectFrom('tags').select(columns).where('id', '=', id).executeTakeFirst();
  },

  async findByName(db: DbExecutor, name: string): Promise<TagRecord | undefined> {
    return db.selectFrom('tags').select(columns).where('nameLower', '=', name.toLowerCase()).executeTakeFirst();
  },

  /** Which of the given ids exist. */
  async existingIds(db: DbExecutor, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await db.selectFrom('tags').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  },

  async nameTaken(db: DbExecutor, name: string, exceptId?: string): Promise<boolean> {
    let query = db.selectFrom('tags').select('id').where('nameLower', '=', name.toLowerCase());
    if (exceptId) {
      query = query.where('id', '!=', exceptId);
    }
    return (await query.executeTakeFirst()) !== undefined;
  },

  async update(
    db: DbExecutor,
    id: string,
    change: { name?: string; description?: string | null },
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('tags')
      .set({
        ...(change.name === undefined ? {} : { name: change.name, nameLower: change.name.toLowerCase() }),
        ...(change.description === undefined ? {} : { description: change.description }),
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Deleting a tag takes it off every quiz and question (the join rows cascade). */
  async delete(db: DbExecutor, id: string): Promise<void> {
    await db.deleteFrom('tags').where('id', '=', id).execute();
  },

  async list(
    db: DbExecutor,
    options: {
      search?: string;
      offset: number;
      limit: number;
      orderBy: 'name' | 'createdAt' | 'updatedAt';
      direction: 'asc' | 'desc';
    },
  ): Promise<{ rows: TagRecord[]; total: number }> {
    let query = db.selectFrom('tags');
    if (options.search) {
      query = query.where('nameLower', 'like', containsLower(options.search));
    }
    const orderColumn = options.orderBy === 'name' ? 'nameLower' : options.orderBy;
    const [rows, count] = await Promise.all([
      query
        .select(columns)
        .orderBy(orderColumn, options.direction)
        .orderBy('id', options.direction)
        .offset(options.offset)
        .limit(options.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.total };
  },

  /** How many of the quizzes the audience may see carry the tag, and how many of them are published. */
  async quizCounts(
    db: DbExecutor,
    id: string,
    audience: QuizAudience,
  ): Promise<{ quizCount: number; publishedQuizCount: number }> {
    let query = db
      .selectFrom('quizTags')
      .innerJoin('quizzes', 'quizzes.id', 'quizTags.quizId')
      .where('quizTags.tagId', '=', id);
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
