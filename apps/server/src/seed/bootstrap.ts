import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { usersRepository } from '../domains/users/repository.ts';
import { ADMIN_ROLES, ensureAccount, type AccountSpec } from './accounts.ts';
import { seedDemo } from './demo.ts';

/**
 * SEED_DEMO: `true` seeds (the demo seed itself runs once per database), `false` never seeds, and
 * unset seeds only a new database (no users yet, judged before the configured admin is created).
 */
export function shouldSeedDemo(seedDemo: boolean | undefined, isNewDatabase: boolean): boolean {
  return seedDemo ?? isNewDatabase;
}

export interface BootstrapOutcome {
  /** What happened to the ADMIN_* account; undefined when none is configured. */
  admin?: 'created' | 'updated' | 'unchanged';
  /** Demo accounts created by this start (printed with their passwords). */
  seeded: AccountSpec[];
}

/**
 * The start-up steps after migrating: the configured administrator exists with the admin roles
 * (created, or an existing user of that name given the missing roles and activated), then the
 * demo is seeded when SEED_DEMO asks for it.
 */
export async function bootstrapDatabase(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'admin' | 'seedDemo'>,
): Promise<BootstrapOutcome> {
  const isNewDatabase = (await usersRepository.count(db)) === 0;
  const admin = config.admin ? await ensureAccount(db, clock, { ...config.admin, roles: ADMIN_ROLES }) : undefined;
  const seeded = shouldSeedDemo(config.seedDemo, isNewDatabase) ? await seedDemo(db, clock) : [];
  return { ...(admin ? { admin } : {}), seeded };
}
