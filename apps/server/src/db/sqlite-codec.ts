import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { BoundedMap } from '../bounded-map.ts';

type ColumnDecoder = (value: unknown) => unknown;

const decoders: Record<string, ColumnDecoder> = {
  boolean: (value) => (value === null ? null : value === 1 || value === 1n || value === true),
  timestamptz: (value) => (typeof value === 'string' ? new Date(value) : value),
  jsonb: (value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value),
};

function encodeParameter(value: unknown): unknown {
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  return value;
}

/**
 * Wraps better-sqlite3 so services see booleans, Dates and parsed JSON exactly as PostgreSQL's
 * driver gives them: parameters are encoded on the way in and columns are decoded by their
 * declared type (boolean, timestamptz, jsonb) on the way out. Statements are cached by SQL text.
 */
export function codecSqliteDatabase(db: BetterSqlite3.Database, cacheSize = 500): SqliteDatabase {
  const cache = new BoundedMap<string, SqliteStatement>(cacheSize);
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        return cached;
      }
      const statement = wrapStatement(db.prepare(sql));
      cache.set(sql, statement);
      return statement;
    },
  };
}

function wrapStatement(statement: BetterSqlite3.Statement): SqliteStatement {
  const columnDecoders: Array<[string, ColumnDecoder]> = statement.reader
    ? statement.columns().flatMap((column) => {
        const decoder = column.type ? decoders[column.type.toLowerCase()] : undefined;
        return decoder ? [[column.name, decoder] as [string, ColumnDecoder]] : [];
      })
    : [];
  const decodeRow = (row: unknown): unknown => {
    if (columnDecoders.length === 0 || row === null || typeof row !== 'object') {
      return row;
    }
    const record = row as Record<string, unknown>;
    for (const [name, decode] of columnDecoders) {
      if (name in record) {
        record[name] = decode(record[name]);
      }
    }
    return record;
  };
  const encode = (parameters: ReadonlyArray<unknown>) => parameters.map(encodeParameter);
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(...encode(parameters)).map(decodeRow),
    run: (parameters) => statement.run(...encode(parameters)),
    *iterate(parameters) {
      for (const row of statement.iterate(...encode(parameters))) {
        yield decodeRow(row);
      }
    },
  };
}
