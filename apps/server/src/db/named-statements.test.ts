import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../domains/users/repository.ts';
import { createTestDatabase, testDialect } from '../test-support/test-database.ts';
import type { Database } from './database.ts';

describe.runIf(testDialect() === 'postgres')('prepared queries on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('run as named statements, planned once per connection; other SQL stays unnamed', async () => {
    const now = new Date();
    await database.db
      .insertInto('users')
      .values({
        id: 'u-named',
        username: 'named',
        usernameLower: 'named',
        email: 'named@example.com',
        emailLower: 'named@example.com',
        passwordHash: 'x',
        roles: '["ROLE_USER"]',
        isActive: true,
        tokenVersion: 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    // One transaction: one connection, whose session holds its named statements.
    const statements = await database.db.transaction().execute(async (tx) => {
      const first = await usersRepository.findById(tx, 'u-named');
      const again = await usersRepository.findById(tx, 'u-named');
      const missing = await usersRepository.findById(tx, 'u-unknown');
      expect([first?.username, again?.username, missing]).toEqual(['named', 'named', undefined]);
      await tx.selectFrom('users').select('id').where('usernameLower', 'in', ['named', 'other']).execute();
      return (
        await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(tx)
      ).rows;
    });
    const named = statements.filter((row) => row.name.startsWith('qm_'));
    expect(named.some((row) => /from "users" where "id" = \$1/.test(row.statement))).toBe(true);
    expect(statements.some((row) => row.statement.includes('"username_lower" in'))).toBe(false);
    expect(new Set(named.map((row) => row.name)).size).toBe(named.length);
  });
});
