import type { DbExecutor } from '../../db/database.ts';

/** Whether quizzes use a category (their categoryId column); the rows and counts are the taxonomy module's. */
export const categoryUsageRepository = {
  async isInUse(db: DbExecutor, id: string): Promise<boolean> {
    return (
      (await db.selectFrom('quizzes').select('id').where('categoryId', '=', id).limit(1).executeTakeFirst()) !==
      undefined
    );
  },
};
