import type { Kysely } from 'kysely';

/**
 * Issue 21: a generated question carries its quality score and the reasons it lost points
 * (`{ score, reasons }`, ai/question-quality.ts), so its author sees which ones need review. Null for
 * questions written by hand, every existing one included, and once the author has edited the question.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('quality', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('quality').execute();
}
