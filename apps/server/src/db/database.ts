import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type Compilable,
  type CompiledQuery,
  type QueryResult,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema.ts';
import { namedStatementPool, nameStatement } from './named-statements.ts';
import { OWNER_ONLY_DIRECTORY_MODE, OWNER_ONLY_FILE_MODE } from '../storage/owner-only.ts';
import { codecSqliteDatabase } from './sqlite-codec.ts';
import { BetterSqlite3 } from './sqlite-driver.ts';
import { TableWritesPlugin } from './table-writes.ts';
import { BACKSTOP_AUTOCHECKPOINT_PAGES, startWalCheckpointer } from './wal-checkpointer.ts';

export type Db = Kysely<DatabaseSchema>;
export type Tx = Transaction<DatabaseSchema>;
export type DbExecutor = Db | Tx;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use now (metrics). SQLite has one connection and no pool. */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for a connection. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export type DatabaseTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; searchPath?: string; poolSize?: number };

// COUNT(*) and other int8 results arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/** SQLite's page cache per connection, in KiB. */
const SQLITE_CACHE_KIB = 65_536;

/** Opens the embedded SQLite file (WAL, foreign keys) or a PostgreSQL pool, behind one Kysely type. */
export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') {
      mkdirSync(dirname(target.file), { recursive: true, mode: OWNER_ONLY_DIRECTORY_MODE });
      // Created owner-only before SQLite opens it: SQLite gives its -wal and -shm files the database's mode.
      closeSync(openSync(target.file, 'a', OWNER_ONLY_FILE_MODE));
    }
    const sqlite = new BetterSqlite3(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    // A 64 MB page cache instead of SQLite's 2 MB default: the taking path's rows (attempts with
    // their frozen questions, users, answers) then stay in memory instead of being read back from
    // the OS on every lookup (bench scenario 2: a user lookup took 67 µs, the attempt 123 µs).
    sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
    const checkpointer = target.file === ':memory:' ? null : startWalCheckpointer(target.file);
    if (checkpointer) {
      sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
    }
    // Planner statistics (SQLite's advice for long-lived connections): ANALYZE, bounded to a sample
    // of each index, for the tables that lack statistics or whose size changed a lot. Without them
    // the planner takes any two-column equality (status, visibility) for a selective index.
    sqlite.pragma('analysis_limit = 1000');
    sqlite.pragma('optimize = 0x10002');
    // ... and again every hour, as the tables grow (a no-op when nothing changed much).
    const optimize = setInterval(() => sqlite.open && sqlite.pragma('optimize'), 3_600_000);
    optimize.unref();
    const db = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: codecSqliteDatabase(sqlite) }),
      plugins: [new CamelCasePlugin(), new TableWritesPlugin()],
    });
    return {
      db,
      dialect: 'sqlite',
      close: async () => {
        clearInterval(optimize);
        await checkpointer?.stop();
        await db.destroy();
      },
    };
  }
  // random_page_cost 1.1 instead of 4 (which models spinning disks): on SSDs and cached tables an
  // index lookup is barely dearer than a sequential read, and at 4 the planner preferred scanning
  // all 100,000 quizzes to a few thousand primary-key lookups for a tag filter (bench scenario 3).
  const options = [
    '-c random_page_cost=1.1',
    ...(target.searchPath ? [`-c search_path=${target.searchPath}`] : []),
  ].join(' ');
  const max = target.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: target.url, max, options });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: namedStatementPool(pool) }),
    plugins: [new CamelCasePlugin(), new TableWritesPlugin()],
  });
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

/** Which database an executor (a Kysely instance or a transaction) talks to. */
export function dialectOf(db: DbExecutor): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}

/** Serialises a value for a jsonb column the same way on both dialects. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** The stand-in for argument `index` while a prepared query is compiled (never a real value). */
const placeholder = (index: number) => `\u0000prepared-argument-${index}\u0000`;

/**
 * A query built and compiled once per database and then run with fresh argument values. Kysely
 * otherwise builds the operation tree, runs it through the CamelCasePlugin and compiles it to SQL
 * on every call: for the small indexed queries of hot paths (answering a question runs six) that
 * costs several times what executing them does. `build` is called once with placeholders for the
 * arguments, which it may use only as values (comparisons, set, values — not in lists, raw SQL or
 * identifiers); each call then swaps the real values into the compiled parameters. Results still
 * pass through the plugins (camelCase keys) and, on SQLite, the codec (booleans, Dates, JSON); on
 * PostgreSQL they run as named statements, planned once per connection (`named-statements.ts`).
 * Arguments must not be `undefined` (Kysely drops undefined values while building).
 */
export function prepared<A extends unknown[], R>(
  build: (db: DbExecutor, ...args: A) => Compilable<R>,
): (db: DbExecutor, ...args: A) => Promise<QueryResult<R>> {
  // Keyed by the dialect adapter: one compiled form per database (transactions share their database's adapter).
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; slots: number[] }>();
  return async (db, ...args) => {
    const key = db.getExecutor().adapter;
    let entry = compiled.get(key);
    if (!entry) {
      const placeholders = args.map((_, index) => placeholder(index));
      const query = build(db, ...(placeholders as A)).compile();
      const slots = query.parameters.map((value) => (typeof value === 'string' ? placeholders.indexOf(value) : -1));
      const unused = placeholders.findIndex((_, index) => !slots.includes(index));
      if (unused >= 0) {
        throw new Error(`prepared query: argument ${unused} is not a parameter of ${query.sql}`);
      }
      entry = { query, slots };
      compiled.set(key, entry);
      if (!(key instanceof SqliteAdapter)) {
        nameStatement(query.sql);
      }
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index] ?? -1;
      return slot < 0 ? value : args[slot];
    });
    return db.executeQuery<R>({ ...query, parameters });
  };
}
