import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { DEMO_ACCOUNTS, ensureAccount, type AccountSpec } from './accounts.ts';
import { seedDemoContent } from './demo-content.ts';

const DEMO_MARKER = 'demo_seeded_at';

/**
 * Seeds the demo once per database; returns the accounts it created (empty when already seeded).
 * `publicUrl` (config.publicUrl) makes the demo HOTSPOT image URL absolute.
 */
export async function seedDemo(db: Db, clock: Clock, options: { publicUrl?: string } = {}): Promise<AccountSpec[]> {
  const marker = await db.selectFrom('appMeta').select('value').where('key', '=', DEMO_MARKER).executeTakeFirst();
  if (marker) {
    return [];
  }
  const created: AccountSpec[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if ((await ensureAccount(db, clock, account)) === 'created') {
      created.push(account);
    }
  }
  await seedDemoContent(db, clock, { publicUrl: options.publicUrl ?? 'http://localhost:8080' });
  await db
    .insertInto('appMeta')
    .values({ key: DEMO_MARKER, value: clock.now().toISOString(), updatedAt: clock.now() })
    .execute();
  return created;
}
