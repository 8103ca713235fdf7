import type { DbExecutor } from '../../db/database.ts';
import { visibleQuizCondition, type QuizAudience } from '../../db/quiz-audience.ts';

/** How quizzes use a tag (the quiz_tags join rows); the tag rows themselves are the taxonomy module's. */
export const tagUsageRepository = {
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
