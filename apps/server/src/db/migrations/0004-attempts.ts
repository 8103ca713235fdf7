import { sql, type Kysely } from 'kysely';

/**
 * Taking: attempts (with a frozen copy of their questions, a per-attempt seed and the server-owned
 * clock), one answer row per (attempt, question) under a unique key, and aggregates kept up to date
 * at completion so a quiz's summary and leaderboard read a handful of rows however many attempts it has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('quiz_id', 'varchar(36)', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    // Frozen at start: the questions (id, content, texts) in presentation order, and the quiz settings grading uses.
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('total_questions', 'integer', (c) => c.notNull())
    .addColumn('scoring_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('feedback_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    // The clock (see domains/attempts/attempt-clock.ts).
    .addColumn('time_limit_seconds', 'integer')
    .addColumn('deadline_at', 'timestamptz')
    .addColumn('paused_remaining_ms', 'bigint')
    .addColumn('active_ms', 'bigint', (c) => c.notNull())
    .addColumn('running_since', 'timestamptz')
    .addColumn('last_activity_ms', 'bigint', (c) => c.notNull())
    .addColumn('questions_answered', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // Set at completion.
    .addColumn('time_up', 'boolean', (c) => c.notNull())
    .addColumn('total_score', 'double precision')
    .addColumn('correct_count', 'integer')
    .addColumn('score_percentage', 'double precision')
    .addColumn('passed', 'boolean')
    .addColumn('duration_ms', 'bigint')
    .addColumn('is_first', 'boolean', (c) => c.notNull())
    .execute();

  // At most one active attempt per user and quiz (a new start abandons the old one first).
  await db.schema
    .createIndex('attempts_one_active_uq')
    .on('attempts')
    .columns(['quiz_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit('IN_PROGRESS'), sql.lit('PAUSED')])
    .execute();
  const indexes: Array<[string, string[]]> = [
    ['attempts_user_started_idx', ['user_id', 'started_at', 'id']],
    ['attempts_quiz_started_idx', ['quiz_id', 'started_at', 'id']],
    // Completions per day of one quiz, read from the index alone.
    ['attempts_quiz_completed_idx', ['quiz_id', 'status', 'completed_at']],
    ['attempts_quiz_user_idx', ['quiz_id', 'user_id', 'status', 'completed_at']],
    // Best and worst score, percentile counts and the distribution read this index only.
    ['attempts_quiz_score_idx', ['quiz_id', 'status', 'score_percentage']],
    ['attempts_quiz_first_idx', ['quiz_id', 'is_first', 'completed_at']],
    ['attempts_deadline_idx', ['status', 'deadline_at']],
    ['attempts_status_idx', ['status', 'completed_at']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('attempts').columns(columns).execute();
  }

  await db.schema
    .createTable('attempt_answers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('attempt_id', 'varchar(36)', (c) => c.notNull().references('attempts.id').onDelete('cascade'))
    // No foreign key: the attempt's frozen copy outlives an edited or deleted question.
    .addColumn('question_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('is_correct', 'boolean', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('time_spent_ms', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('attempt_answers_attempt_question_uq', ['attempt_id', 'question_id'])
    .execute();

  // Kept at completion and deletion of completed attempts; best and worst come from attempts_quiz_score_idx.
  let resultStats = db.schema
    .createTable('quiz_result_stats')
    .addColumn('quiz_id', 'varchar(36)', (c) => c.primaryKey().references('quizzes.id').onDelete('cascade'))
    .addColumn('completed_count', 'integer', (c) => c.notNull())
    .addColumn('score_sum', 'double precision', (c) => c.notNull())
    .addColumn('passed_count', 'integer', (c) => c.notNull())
    .addColumn('duration_ms_sum', 'bigint', (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull());
  // Completed attempts per ten-point score bucket (bucket0 = 0-10 ... bucket9 = 90-100): the distribution in one row.
  for (let bucket = 0; bucket < 10; bucket += 1) {
    resultStats = resultStats.addColumn(`bucket${bucket}`, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await resultStats.execute();

  await db.schema
    .createTable('quiz_question_stats')
    .addColumn('quiz_id', 'varchar(36)', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('question_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('times_asked', 'integer', (c) => c.notNull())
    .addColumn('times_correct', 'integer', (c) => c.notNull())
    .addColumn('score_sum', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_question_stats_pk', ['quiz_id', 'question_id'])
    .execute();

  // Each user's best completed attempt per quiz; ties keep the earlier completion.
  await db.schema
    .createTable('quiz_leaderboard')
    .addColumn('quiz_id', 'varchar(36)', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('best_score', 'double precision', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_leaderboard_pk', ['quiz_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('quiz_leaderboard_rank_idx')
    .on('quiz_leaderboard')
    .columns(['quiz_id', 'best_score desc', 'completed_at', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['quiz_leaderboard', 'quiz_question_stats', 'quiz_result_stats', 'attempt_answers', 'attempts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
