import type { Kysely } from 'kysely';

/**
 * Authoring: categories, tags, quizzes (with an explicit question order), questions (content as
 * jsonb validated by the type's plugin), their join tables, and uploaded media.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_lower', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('name_lower', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('creator_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('creator_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_lower', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('description_lower', 'text')
    .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(10)', (c) => c.notNull())
    .addColumn('difficulty_rank', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('estimated_time', 'integer', (c) => c.notNull())
    .addColumn('timer_enabled', 'boolean', (c) => c.notNull())
    .addColumn('timer_duration', 'integer', (c) => c.notNull())
    .addColumn('is_repetition_enabled', 'boolean', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('scoring_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('feedback_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('category_id', 'varchar(36)', (c) => c.references('categories.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The public catalogue filters on status + visibility and sorts by one column (then id): one index per sort.
  const catalogue: Array<[string, string[]]> = [
    ['quizzes_catalogue_created_idx', ['status', 'visibility', 'created_at', 'id']],
    ['quizzes_catalogue_updated_idx', ['status', 'visibility', 'updated_at', 'id']],
    ['quizzes_catalogue_title_idx', ['status', 'visibility', 'title_lower', 'id']],
    ['quizzes_catalogue_difficulty_idx', ['status', 'visibility', 'difficulty_rank', 'created_at', 'id']],
    ['quizzes_catalogue_time_idx', ['status', 'visibility', 'estimated_time', 'id']],
    ['quizzes_creator_idx', ['creator_id', 'created_at', 'id']],
    ['quizzes_created_idx', ['created_at', 'id']],
    ['quizzes_title_idx', ['title_lower']],
    ['quizzes_category_idx', ['category_id']],
    ['quizzes_difficulty_idx', ['difficulty_rank']],
    ['quizzes_time_idx', ['estimated_time']],
  ];
  for (const [name, columns] of catalogue) {
    await db.schema.createIndex(name).on('quizzes').columns(columns).execute();
  }

  await db.schema
    .createTable('quiz_tags')
    .addColumn('quiz_id', 'varchar(36)', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('tag_id', 'varchar(36)', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('quiz_tags_pk', ['quiz_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('quiz_tags_tag_idx').on('quiz_tags').columns(['tag_id', 'quiz_id']).execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('creator_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(10)', (c) => c.notNull())
    .addColumn('explanation', 'text')
    .addColumn('hint', 'text')
    .addColumn('attachment_url', 'text')
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questions_creator_idx')
    .on('questions')
    .columns(['creator_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('question_tags')
    .addColumn('question_id', 'varchar(36)', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('tag_id', 'varchar(36)', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('question_tags_pk', ['question_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('question_tags_tag_idx').on('question_tags').column('tag_id').execute();

  // The quiz's question order is explicit: position ascending (ties cannot happen through the API).
  await db.schema
    .createTable('quiz_questions')
    .addColumn('quiz_id', 'varchar(36)', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('question_id', 'varchar(36)', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_questions_pk', ['quiz_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('quiz_questions_order_idx')
    .on('quiz_questions')
    .columns(['quiz_id', 'position'])
    .execute();
  await db.schema.createIndex('quiz_questions_question_idx').on('quiz_questions').column('question_id').execute();

  await db.schema
    .createTable('media_assets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'media_assets',
    'quiz_questions',
    'question_tags',
    'questions',
    'quiz_tags',
    'quizzes',
    'tags',
    'categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
