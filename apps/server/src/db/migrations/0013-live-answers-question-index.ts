import type { Kysely } from 'kysely';

/**
 * With several processes every live answer counts the open question's answers (docs/live.md); the
 * primary key (session, player, question) leads with the session only, so that count read all the
 * session's answers (10,000 by the tenth question of a 1,000-player room). This index reads just the
 * question's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('live_answers_question_idx')
    .on('live_answers')
    .columns(['session_id', 'question_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('live_answers_question_idx').ifExists().execute();
}
