import type { Kysely } from 'kysely';

/**
 * Documents and their chunks, generation jobs with their checkpoints, where each generated question
 * comes from, and the persisted queue of background work (the in-process runner's table).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('title_lower', 'varchar(300)', (c) => c.notNull())
    .addColumn('original_filename', 'varchar(300)', (c) => c.notNull())
    .addColumn('filename_lower', 'varchar(300)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('format', 'varchar(10)')
    .addColumn('text_encoding', 'varchar(20)')
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('chunking_strategy', 'varchar(20)', (c) => c.notNull())
    .addColumn('max_chunk_size', 'integer', (c) => c.notNull())
    .addColumn('processing_version', 'integer', (c) => c.notNull())
    .addColumn('total_pages', 'integer')
    .addColumn('pages_estimated', 'boolean', (c) => c.notNull())
    .addColumn('total_chunks', 'integer', (c) => c.notNull())
    .addColumn('total_words', 'integer', (c) => c.notNull())
    .addColumn('processing_error', 'text')
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_owner_idx').on('documents').columns(['owner_id', 'uploaded_at']).execute();

  await db.schema
    .createTable('document_chunks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('document_id', 'varchar(36)', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('chunk_index', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('chunk_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_page', 'integer', (c) => c.notNull())
    .addColumn('end_page', 'integer', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('character_count', 'integer', (c) => c.notNull())
    .addColumn('chapter_title', 'text')
    .addColumn('chapter_number', 'integer')
    .addColumn('section_title', 'text')
    .addColumn('section_number', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('document_chunks_index_uq', ['document_id', 'chunk_index'])
    .execute();

  await db.schema
    .createTable('generation_jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Set while the job is PENDING or PROCESSING: the unique key allows one active job per user.
    .addColumn('active_user_id', 'varchar(36)', (c) => c.unique())
    .addColumn('document_id', 'varchar(36)', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('document_title', 'varchar(300)')
    .addColumn('idempotency_key', 'varchar(128)')
    .addColumn('request_fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('quiz_title', 'varchar(100)', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(10)', (c) => c.notNull())
    .addColumn('chunk_indices', 'jsonb', (c) => c.notNull())
    .addColumn('total_chunks', 'integer', (c) => c.notNull())
    .addColumn('processed_chunks', 'integer', (c) => c.notNull())
    .addColumn('progress_percentage', 'double precision', (c) => c.notNull())
    .addColumn('current_chunk', 'text')
    .addColumn('requested_questions', 'integer', (c) => c.notNull())
    .addColumn('total_questions_generated', 'integer', (c) => c.notNull())
    .addColumn('coverage', 'jsonb', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('generated_quiz_id', 'varchar(36)')
    .addColumn('billing_state', 'varchar(20)', (c) => c.notNull())
    .addColumn('reservation_id', 'varchar(36)')
    .addColumn('estimated_tokens', 'integer', (c) => c.notNull())
    .addColumn('committed_tokens', 'integer', (c) => c.notNull())
    .addColumn('run_count', 'integer', (c) => c.notNull())
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('estimated_seconds', 'integer', (c) => c.notNull())
    .addColumn('estimated_completion', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('generation_jobs_idempotency_uq', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('generation_jobs_user_idx')
    .on('generation_jobs')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('generation_jobs_status_idx')
    .on('generation_jobs')
    .columns(['status', 'heartbeat_at'])
    .execute();

  // Checkpoint: the accepted questions of each finished chunk, so a restarted job resumes after it.
  await db.schema
    .createTable('generation_job_chunks')
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull().references('generation_jobs.id').onDelete('cascade'))
    .addColumn('chunk_index', 'integer', (c) => c.notNull())
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('notes', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('generation_job_chunks_pk', ['job_id', 'chunk_index'])
    .execute();

  await db.schema
    .createTable('question_sources')
    .addColumn('question_id', 'varchar(36)', (c) => c.primaryKey().references('questions.id').onDelete('cascade'))
    .addColumn('job_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('document_id', 'varchar(36)')
    .addColumn('chunk_index', 'integer', (c) => c.notNull())
    .addColumn('start_page', 'integer')
    .addColumn('end_page', 'integer')
    .addColumn('sentences', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('background_jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('queue', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('background_jobs_due_idx').on('background_jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'background_jobs',
    'question_sources',
    'generation_job_chunks',
    'generation_jobs',
    'document_chunks',
    'documents',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
