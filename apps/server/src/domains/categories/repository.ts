import type { DbExecutor } from '../../db/database.ts';
import { visibleQuizCondition, type QuizAudience } from '../../db/quiz-audience.ts';

/** How quizzes use a category (their categoryId column); the category rows themselves are the taxonomy module's. */
export const categoryUsageRepository = {
  async isInUse(db: DbExecutor, id: string): Promise<boolean> {
    return (
      (await db.selectFrom('quizzes').select('id').where('categoryId', '=', id).limit(1).executeTakeFirst()) !==
      undefined
    );
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
