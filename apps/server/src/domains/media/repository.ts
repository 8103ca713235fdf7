import type { DbExecutor } from '../../db/database.ts';

export interface MediaAssetRecord {
  id: string;
  ownerId: string | null;
  storageKey: string;
  contentType: string;
  byteSize: number;
  createdAt: Date;
}

/** SQL for uploaded media: where the bytes are stored and what they are. */
export const mediaRepository = {
  async insert(db: DbExecutor, asset: MediaAssetRecord): Promise<void> {
    await db.insertInto('mediaAssets').values(asset).execute();
  },

  async delete(db: DbExecutor, id: string): Promise<void> {
    await db.deleteFrom('mediaAssets').where('id', '=', id).execute();
  },

  async findById(db: DbExecutor, id: string): Promise<MediaAssetRecord | undefined> {
    return db
      .selectFrom('mediaAssets')
      .select(['id', 'ownerId', 'storageKey', 'contentType', 'byteSize', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
