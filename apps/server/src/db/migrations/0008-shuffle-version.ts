import type { Kysely } from 'kysely';

/**
 * Issue 15 H-1: which derivation an attempt's shuffles come from (question order, ORDERING items,
 * MATCHING right column, shown ids). 1: the seeded FNV-1a/mulberry32 shuffle whose whole state is
 * 32 bits, which every attempt so far was shown with; 2: keyed HMAC-SHA256 with a server secret
 * (apps/server/src/answer-shuffles.ts). Existing rows get 1, so an attempt started before the
 * change shows and grades exactly as it did; the application writes 2 for every new attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('attempts')
    .addColumn('shuffle_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('shuffle_version').execute();
}
