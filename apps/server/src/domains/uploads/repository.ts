import { sql } from 'kysely';
import { dialectOf, type DbExecutor } from '../../db/database.ts';

/** SQL for what an account has stored: the sizes its documents and images record. */
export const uploadsRepository = {
  /** Bytes of every document and image the account owns, from the sizes stored with them. */
  async usedBytes(db: DbExecutor, ownerId: string): Promise<number> {
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('documents')
          .select(sql<string | number | null>`sum(file_size)`.as('bytes'))
          .where('ownerId', '=', ownerId)
          .as('documentBytes'),
        eb
          .selectFrom('mediaAssets')
          .select(sql<string | number | null>`sum(byte_size)`.as('bytes'))
          .where('ownerId', '=', ownerId)
          .as('imageBytes'),
      ])
      .executeTakeFirstOrThrow();
    return Number(row.documentBytes ?? 0) + Number(row.imageBytes ?? 0);
  },

  /**
   * Holds the account's row until the transaction ends, so two uploads of one account check and
   * record their sizes one after the other. SQLite needs no lock: its one connection belongs to the
   * transaction until it ends.
   */
  async lockOwner(db: DbExecutor, ownerId: string): Promise<void> {
    if (dialectOf(db) === 'postgres') {
      await db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
    }
  },
};
