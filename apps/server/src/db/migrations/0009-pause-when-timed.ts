import type { Kysely } from 'kysely';

/**
 * Issue 15 L-3: pausing a timed attempt stops its clock (spec 3), and every question can be read
 * before pausing, so pausing buys unlimited thinking time. A quiz may now forbid it
 * (`allow_pause_when_timed`, true for every existing quiz: spec 3's behaviour stays the default).
 * An attempt freezes the answer at start (`pause_allowed`), like its time limit and scoring, so a
 * change of the setting never reaches a running attempt; existing attempts keep pausing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('quizzes')
    .addColumn('allow_pause_when_timed', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('attempts')
    .addColumn('pause_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('pause_allowed').execute();
  await db.schema.alterTable('quizzes').dropColumn('allow_pause_when_timed').execute();
}
