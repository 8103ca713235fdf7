import type { Role } from '@quizmaker/contracts';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';

export interface StatusCounts {
  available: boolean;
  total: number;
  byStatus: Record<string, number>;
}

/** Counts rows of `table` by its status column; a table that does not exist (yet) reports unavailable. */
async function countByStatus(db: DbExecutor, table: string): Promise<StatusCounts> {
  try {
    const result = await sql<{
      status: string;
      total: number | string;
    }>`select status, count(*) as total from ${sql.table(table)} group by status`.execute(db);
    const byStatus = Object.fromEntries(result.rows.map((row) => [row.status, Number(row.total)]));
    return { available: true, total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), byStatus };
  } catch {
    return { available: false, total: 0, byStatus: {} };
  }
}

/** Queries for the admin domain: contact recipients and the diagnostic counts. */
export const adminRepository = {
  /** Active users holding any of `roles` (roles is a JSON list; its text form contains each name in quotes). */
  async activeUsersWithAnyRole(db: DbExecutor, roles: readonly Role[]): Promise<Array<{ id: string; email: string }>> {
    if (roles.length === 0) {
      return [];
    }
    return db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('isActive', '=', true)
      .where((eb) =>
        eb.or(roles.map((role) => eb(sql<string>`cast(${sql.ref('roles')} as text)`, 'like', `%"${role}"%`))),
      )
      .orderBy('createdAt')
      .execute();
  },

  async userCounts(db: DbExecutor): Promise<{ total: number; active: number }> {
    const row = await db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number | null>(eb.case().when('isActive', '=', true).then(1).else(0).end()).as('active'),
      ])
      .executeTakeFirstOrThrow();
    return { total: row.total, active: row.active ?? 0 };
  },

  async outboxCounts(db: DbExecutor): Promise<{ total: number; unsent: number }> {
    const row = await db
      .selectFrom('mailOutbox')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number | null>(eb.case().when('sentAt', 'is', null).then(1).else(0).end()).as('unsent'),
      ])
      .executeTakeFirstOrThrow();
    return { total: row.total, unsent: row.unsent ?? 0 };
  },

  generationJobCounts: (db: DbExecutor) => countByStatus(db, 'generation_jobs'),
  documentCounts: (db: DbExecutor) => countByStatus(db, 'documents'),
};
