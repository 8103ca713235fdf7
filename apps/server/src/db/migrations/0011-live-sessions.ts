import type { Kysely } from 'kysely';

/**
 * Live sessions (issue 22): a session with its frozen playable questions, its phase and the server's
 * deadline for the open question; its players (a rejoin token is kept only as a keyed hash); one
 * answer row per (session, player, question) under a unique key, written as the session runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('quiz_id', 'varchar(36)', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('host_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Set while the session can be joined; null once it has ended, so the PIN can be drawn again.
    .addColumn('pin', 'varchar(6)', (c) => c.unique())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('scoring_mode', 'varchar(20)', (c) => c.notNull())
    // The playable questions frozen at creation, in the quiz's order (a later edit does not reach a running game).
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('phase', 'varchar(20)', (c) => c.notNull())
    .addColumn('question_index', 'integer', (c) => c.notNull())
    .addColumn('question_started_at', 'timestamptz')
    .addColumn('deadline_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('live_sessions_quiz_idx')
    .on('live_sessions')
    .columns(['quiz_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('live_sessions_deadline_idx')
    .on('live_sessions')
    .columns(['phase', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('live_players')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    // Null for a guest.
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('nickname', 'varchar(40)', (c) => c.notNull())
    .addColumn('nickname_key', 'varchar(40)', (c) => c.notNull())
    // HMAC-SHA256 (hex) of the rejoin token under a server key; the token itself is never stored.
    .addColumn('rejoin_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('removed', 'boolean', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('live_players_session_nickname_uq', ['session_id', 'nickname_key'])
    .execute();

  await db.schema
    .createTable('live_answers')
    .addColumn('session_id', 'varchar(36)', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('live_players.id').onDelete('cascade'))
    .addColumn('question_index', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('is_correct', 'boolean', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('elapsed_ms', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_answers_pk', ['session_id', 'player_id', 'question_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_answers').execute();
  await db.schema.dropTable('live_players').execute();
  await db.schema.dropTable('live_sessions').execute();
}
