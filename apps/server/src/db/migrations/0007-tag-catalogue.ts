import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The catalogue's tag filter answered from `quiz_tags` alone (issue 10, scenario 3).
 *
 * A tag filter was `quizzes.id in (select quiz_id from quiz_tags where tag_id in (...))`: for a
 * popular tag (thousands of quizzes) every plan paid thousands of index probes between the two
 * tables, either the tag's rows for each quiz of the sort index or the quiz of each tag row to
 * check status and difficulty (PostgreSQL: 25-45 ms for a page, 15-20 ms for its count).
 *
 * So each `quiz_tags` row carries a copy of its quiz's catalogue columns (what the public list
 * filters on and sorts by), and one index, `(tag_id, status, visibility, difficulty, <the sort
 * columns>, quiz_id)`, answers "public quizzes with this tag and difficulty" and their order from
 * the index alone: the repository selects the page's quiz ids there, then the view of those.
 *
 * The same for a category: 0006's `(category_id, status, visibility, difficulty)` index becomes
 * `(category_id, status, visibility, difficulty, <the sort columns>, id)`, so a category +
 * difficulty page is chosen from the index alone too (PostgreSQL walked the "created" sort index
 * backwards instead, reading thousands of rows to find 60: 18 ms; now 0.2 ms).
 *
 * PostgreSQL only: finer planner statistics for the two searched columns (statistics target 500
 * instead of 100: ANALYZE samples 150,000 rows, all of the benchmark's 100,000 quizzes). A
 * substring LIKE's row estimate comes from matching the pattern against the column's histogram
 * and common values, and with 100 of them it changed with every ANALYZE's sample: a term with 125
 * public matches was estimated at 16 or at 715, and at 715 the planner walked the sort index,
 * reading 29,000 quizzes to fill a page (48 ms instead of 3 ms through the trigram indexes). At
 * 500 the estimate is stable (289). Planning a search then costs ~0.2 ms more (0.6 ms at 1,000).
 *
 * The copy is kept by triggers, so every writer (API, seeding, imports, cascades) keeps it in
 * step in the same statement: a new `quiz_tags` row takes its quiz's values, and a change of
 * those columns in `quizzes` is copied to the quiz's tag rows. The application never writes the
 * copies (schema.ts types them read-only). Dialect-specific SQL for the triggers only: SQLite's
 * AFTER INSERT trigger fills the new row (a BEFORE trigger cannot change it, hence nullable
 * columns), PostgreSQL's BEFORE INSERT trigger sets them.
 */
const COPIED: Array<[string, 'varchar(20)' | 'varchar(10)' | 'varchar(100)' | 'integer' | 'timestamptz']> = [
  ['status', 'varchar(20)'],
  ['visibility', 'varchar(10)'],
  ['difficulty', 'varchar(10)'],
  ['difficulty_rank', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['title_lower', 'varchar(100)'],
  ['estimated_time', 'integer'],
];
const NAMES = COPIED.map(([name]) => name);
/** Every sort column of the catalogue (repository.ts SORT_KEYS), after the filter columns. */
const SORTS = ['created_at', 'updated_at', 'title_lower', 'difficulty_rank', 'estimated_time'];
const CATEGORY_INDEX = 'quizzes_category_catalogue_idx';
const LIST = NAMES.join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COPIED) {
    await db.schema.alterTable('quiz_tags').addColumn(name, type).execute();
  }
  // Fill the copies of the rows already there (row-value SET: SQLite 3.15+, PostgreSQL 9.5+).
  await sql`update quiz_tags set (${sql.raw(LIST)}) = (select ${sql.raw(LIST)} from quizzes where quizzes.id = quiz_tags.quiz_id)`.execute(
    db,
  );
  // Filter columns first, then every sort column and the id tiebreak, so that the page and its
  // count never read the table (index-only on both dialects).
  await db.schema
    .createIndex('quiz_tags_catalogue_idx')
    .on('quiz_tags')
    .columns(['tag_id', 'status', 'visibility', 'difficulty', ...SORTS, 'quiz_id'])
    .execute();
  await db.schema.dropIndex(CATEGORY_INDEX).execute();
  await db.schema
    .createIndex(CATEGORY_INDEX)
    .on('quizzes')
    .columns(['category_id', 'status', 'visibility', 'difficulty', ...SORTS, 'id'])
    .execute();

  const changed = (a: string, b: string, op: string) =>
    NAMES.map((name) => `${a}.${name} ${op} ${b}.${name}`).join(' or ');
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const fill = (row: string) =>
      sql.raw(
        `update quiz_tags set (${LIST}) = (select ${LIST} from quizzes where quizzes.id = ${row}.quiz_id) where quiz_id = ${row}.quiz_id and tag_id = ${row}.tag_id`,
      );
    await sql`create trigger quiz_tags_catalogue_insert after insert on quiz_tags begin ${fill('new')}; end`.execute(
      db,
    );
    await sql`create trigger quiz_tags_catalogue_move after update of quiz_id on quiz_tags begin ${fill('new')}; end`.execute(
      db,
    );
    const copy = NAMES.map((name) => `${name} = new.${name}`).join(', ');
    await sql`create trigger quizzes_catalogue_copy after update of ${sql.raw(LIST)} on quizzes when ${sql.raw(changed('old', 'new', 'is not'))}
      begin update quiz_tags set ${sql.raw(copy)} where quiz_id = new.id; end`.execute(db);
    return;
  }

  // PostgreSQL.
  await sql`alter table quizzes alter column title_lower set statistics 500, alter column description_lower set statistics 500`.execute(
    db,
  );
  // The functions name the tables with this schema (tests migrate one schema each).
  const found = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = `"${(found.rows[0]?.schema ?? 'public').replace(/"/g, '""')}"`;
  const into = NAMES.map((name) => `new.${name}`).join(', ');
  const copy = NAMES.map((name) => `${name} = new.${name}`).join(', ');
  await sql
    .raw(
      `create function ${schema}.quiz_tags_catalogue_fill() returns trigger language plpgsql as $$
      begin
        select ${LIST} into ${into} from ${schema}.quizzes where id = new.quiz_id;
        return new;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function ${schema}.quizzes_catalogue_copy() returns trigger language plpgsql as $$
      begin
        update ${schema}.quiz_tags set ${copy} where quiz_id = new.id;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger quiz_tags_catalogue_fill before insert or update of quiz_id on quiz_tags for each row execute function ${schema}.quiz_tags_catalogue_fill()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger quizzes_catalogue_copy after update of ${LIST} on quizzes for each row
      when (${changed('old', 'new', 'is distinct from')}) execute function ${schema}.quizzes_catalogue_copy()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['quiz_tags_catalogue_insert', 'quiz_tags_catalogue_move', 'quizzes_catalogue_copy']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
  } else {
    await sql`drop trigger if exists quiz_tags_catalogue_fill on quiz_tags`.execute(db);
    await sql`drop trigger if exists quizzes_catalogue_copy on quizzes`.execute(db);
    await sql`drop function if exists quiz_tags_catalogue_fill()`.execute(db);
    await sql`drop function if exists quizzes_catalogue_copy()`.execute(db);
    await sql`alter table quizzes alter column title_lower set statistics -1, alter column description_lower set statistics -1`.execute(
      db,
    );
  }
  await db.schema.dropIndex(CATEGORY_INDEX).execute();
  await db.schema
    .createIndex(CATEGORY_INDEX)
    .on('quizzes')
    .columns(['category_id', 'status', 'visibility', 'difficulty'])
    .execute();
  await db.schema.dropIndex('quiz_tags_catalogue_idx').execute();
  for (const name of NAMES) {
    await db.schema.alterTable('quiz_tags').dropColumn(name).execute();
  }
}
