import type { Kysely } from 'kysely';

/**
 * The storage quota sums an account's image sizes on every upload and usage read; without this
 * index that is a scan of every image anyone uploaded. (Documents already have documents_owner_idx.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('media_assets_owner_idx').on('media_assets').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_assets_owner_idx').ifExists().execute();
}
