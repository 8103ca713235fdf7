import { sql, type RawBuilder } from 'kysely';

/**
 * `%text%` for a case-insensitive LIKE against a lower-cased column, with the text's own `%`, `_`
 * and `\` escaped. The same SQL works on SQLite and PostgreSQL.
 */
export function containsLower(text: string): RawBuilder<string> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<string>`${pattern} escape '\\'`;
}
