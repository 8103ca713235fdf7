import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Catalogue search and filters at scale (issue 10, scenario 3: 100,000 quizzes).
 *
 * The list's search is a substring match ("contains") on the lower-cased title and description,
 * which no B-tree index can serve: every search counted and filtered every public quiz (170 ms on
 * SQLite, 80 ms on PostgreSQL at 100,000 quizzes). Trigram indexes serve substring matches:
 *
 * - SQLite: an FTS5 table with the trigram tokenizer over the two columns of the public catalogue's
 *   quizzes (external content: the text stays in `quizzes`, keyed by its rowid, which VACUUM keeps
 *   on current SQLite), kept in step by triggers, so every writer (API, seeding, cascades) updates
 *   it. The repository matches a public search through it (terms of three characters or more;
 *   shorter ones, and the "mine" and "all" lists, keep the LIKE scan).
 * - PostgreSQL: pg_trgm GIN indexes on the two columns; the existing `like '%term%'` uses them as
 *   it is. The extension is created in `public` when the server may (it is "trusted" from
 *   PostgreSQL 13: the database's CREATE privilege suffices); without it the search stays a scan.
 *
 * Dialect-specific SQL, unlike the other migrations, because neither index type exists in
 * Kysely's portable schema builder. Plus one portable index for the category filter, which had
 * only a bare category_id index: (category_id, status, visibility, difficulty) answers "public
 * quizzes of this category and difficulty" and its count from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('quizzes_category_catalogue_idx')
    .on('quizzes')
    .columns(['category_id', 'status', 'visibility', 'difficulty'])
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // Only the public catalogue (PUBLISHED and PUBLIC) is indexed: its searches are the many, and
    // a match count straight from the index is then the catalogue's count.
    const listed = (row: string) => sql.raw(`${row}.status = 'PUBLISHED' and ${row}.visibility = 'PUBLIC'`);
    const add = sql`insert into quizzes_search (rowid, title_lower, description_lower) select new.rowid, new.title_lower, new.description_lower where ${listed('new')}`;
    const remove = sql`insert into quizzes_search (quizzes_search, rowid, title_lower, description_lower) select 'delete', old.rowid, old.title_lower, old.description_lower where ${listed('old')}`;
    await sql`create virtual table quizzes_search using fts5(title_lower, description_lower, content='quizzes', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger quizzes_search_insert after insert on quizzes begin ${add}; end`.execute(db);
    await sql`create trigger quizzes_search_delete after delete on quizzes begin ${remove}; end`.execute(db);
    // Out with the old text (if it was listed), then in with the new (if it is listed), in this order.
    await sql`create trigger quizzes_search_update after update of title_lower, description_lower, status, visibility on quizzes begin ${remove}; ${add}; end`.execute(
      db,
    );
    await sql`insert into quizzes_search (rowid, title_lower, description_lower) select rowid, title_lower, description_lower from quizzes where ${listed('quizzes')}`.execute(
      db,
    );
    return;
  }

  // PostgreSQL. Concurrent migrations (test files each migrating a schema of their own) take turns
  // at creating the extension, which lives in `public` so dropping a schema never drops it.
  await sql`select pg_advisory_xact_lock(7210020006)`.execute(db);
  const found = await sql<{ available: boolean; schema: string | null; mayCreate: boolean; hasPublic: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
           (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm') as schema,
           has_database_privilege(current_database(), 'CREATE') as "mayCreate",
           exists (select 1 from pg_namespace where nspname = 'public') as "hasPublic"`.execute(db);
  const state = found.rows[0];
  let schema = state?.schema ?? null;
  if (!schema && state?.available && state.mayCreate && state.hasPublic) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    schema = 'public';
  }
  if (!schema) {
    return; // no pg_trgm here: the search keeps working, as a scan
  }
  for (const column of ['title_lower', 'description_lower']) {
    await sql`create index ${sql.id(`quizzes_${column}_trgm_idx`)} on quizzes using gin (${sql.id(column)} ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['quizzes_search_insert', 'quizzes_search_delete', 'quizzes_search_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists quizzes_search`.execute(db);
  } else {
    await sql`drop index if exists quizzes_title_lower_trgm_idx`.execute(db);
    await sql`drop index if exists quizzes_description_lower_trgm_idx`.execute(db);
  }
  await db.schema.dropIndex('quizzes_category_catalogue_idx').execute();
}
