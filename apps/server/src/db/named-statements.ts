import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** SQL text → statement name, for the texts `prepared()` compiled for PostgreSQL (a fixed, small set). */
const names = new Map<string, string>();

/** Marks a compiled query's SQL as one to run as a named statement on PostgreSQL. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) {
    names.set(sql, `qm_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
  }
}

const patched = new WeakSet<object>();

/**
 * The pool Kysely gets on PostgreSQL: each connection runs the `prepared()` queries (the hot
 * paths: the caller's lookup, an attempt's read under its lock, an answer's insert, …) as named
 * statements, which PostgreSQL parses and plans once per connection instead of on every call.
 * Other SQL (dynamic lists, bulk inserts, migrations) keeps the unnamed protocol, so the
 * server-side statement cache stays as small as the set of prepared queries.
 * (Not for a transaction-pooling proxy such as PgBouncer before 1.21, which does not keep named
 * statements; point DATABASE_URL at PostgreSQL or a session-pooling proxy.)
 */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      if (!patched.has(client)) {
        patched.add(client);
        const query = client.query.bind(client) as (
          config: pg.QueryConfig | string,
          values?: unknown[],
        ) => Promise<pg.QueryResult>;
        (client as { query: unknown }).query = (config: pg.QueryConfig | string, values?: unknown[]) => {
          const name = typeof config === 'string' ? names.get(config) : undefined;
          return name ? query({ name, text: config as string, values: values ?? [] }) : query(config, values);
        };
      }
      return client;
    },
    end: () => pool.end(),
  };
}
