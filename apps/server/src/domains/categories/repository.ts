import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import type { CategoriesTable } from '../../db/schema.ts';
import { visibleQuizCondition, type QuizAudience } from '../../db/quiz-audience.ts';
import { containsLower } from '../../db/like-pattern.ts';

/** As stored, without the lower-cased copy of the name that keeps names unique whatever the case. */
export type CategoryRecord = Omit<Selectable<CategoriesTable>, 'nameLower'>;

const columns = ['id', 'name', 'description', 'createdAt', 'updatedAt'] as const;

/** SQL for categories; names are unique case-insensitively through the lower-cased column. */
export const categoriesRepository = {
  async insert(
    db: DbExecutor,
    category: { id: string; name: string; description: string | null; now: Date },
  ): Promise<void> {
    await db
      .insertInto('categories')
      .values({
        id: category.id,
        name: category.name,
        nameLower: category.name.toLowerCase(),
        description: category.description,
        createdAt: category.now,
        updatedAt: category.now,
      })
      .execute();
  },

  async findById(db: DbExecutor, id: string): Promise<CategoryRecord | undefined> {
    return db.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst();
  },

  /** Whether another category already has this name, whatever the case. */
  async nameTaken(db: DbExecutor, name: string, exceptId?: string): Promise<boolean> {
    let query = db.selectFrom('categories').select('id').where('nameLower', '=', name.toLowerCase());
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
      .updateTable('categories')
      .set({
        ...(change.name === undefined ? {} : { name: change.name, nameLower: change.name.toLowerCase() }),
        ...(change.description === undefined ? {} : { description: change.description }),
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: DbExecutor, id: string): Promise<void> {
    await db.deleteFrom('categories').where('id', '=', id).execute();
  },

  async isInUse(db: DbExecutor, id: string): Promise<boolean> {
    return (
      (await db.selectFrom('quizzes').select('id').where('categoryId', '=', id).limit(1).executeTakeFirst()) !==
      undefined
    );
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
  ): Promise<{ rows: CategoryRecord[]; total: number }> {
    let query = db.selectFrom('categories');
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

  /** How many of the quizzes the audience may see use the category, and how many of them are published. */
  async quizCounts(
    db: DbExecutor,
    id: string,
    audience: QuizAudience,
  ): Promise<{ quizCount: number; publishedQuizCount: number }> {
    let query = db.selectFrom('quizzes').where('categoryId', '=', id);
    const visible = visibleQuizCondition(audience);
    if (visible) {
      query = query.where(visible);
    }
    const row = await query
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number | null>(eb.case().when('status', '=', 'PUBLISHED').then(1).else(0).end()).as('published'),
      ])
      .executeTakeFirstOrThrow();
    return { quizCount: row.total, publishedQuizCount: row.published ?? 0 };
  },
};
