import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import type { MediaAssetsTable } from '../../db/schema.ts';

export type MediaAssetRecord = Selectable<MediaAssetsTable>;

/** SQL for uploaded media: where the bytes are stored and what they are. */
export const mediaRepository = {
  async insert(db: DbExecutor, asset: MediaAssetRecord): Promise<void> {
    await db.insertInto('mediaAssets').values(asset).execute();
  },

  async delete(db: DbExecutor, id: string): Promise<void> {
    await db.deleteFrom('mediaAssets').where('id', '=', id).execute();
  },

  /** Bytes of every image the owner has, from the sizes stored with them (the storage quota's share). */
  async bytesOwnedBy(db: DbExecutor, ownerId: string): Promise<number> {
    const row = await db
      .selectFrom('mediaAssets')
      .select((eb) => eb.fn.sum<number | null>('byteSize').as('bytes'))
      .where('ownerId', '=', ownerId)
      .executeTakeFirstOrThrow();
    return row.bytes ?? 0;
  },

  async findById(db: DbExecutor, id: string): Promise<MediaAssetRecord | undefined> {
    return db
      .selectFrom('mediaAssets')
      .select(['id', 'ownerId', 'storageKey', 'contentType', 'byteSize', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
