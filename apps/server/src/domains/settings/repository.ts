import { toJson, type DbExecutor } from '../../db/database.ts';

/** SQL for the one settings document each user keeps. */
export const settingsRepository = {
  async find(db: DbExecutor, userId: string): Promise<unknown> {
    const row = await db.selectFrom('userSettings').select('settings').where('userId', '=', userId).executeTakeFirst();
    return row?.settings;
  },

  async upsert(db: DbExecutor, userId: string, settings: unknown, now: Date): Promise<void> {
    await db
      .insertInto('userSettings')
      .values({ userId, settings: toJson(settings), updatedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ settings: toJson(settings), updatedAt: now }))
      .execute();
  },
};
