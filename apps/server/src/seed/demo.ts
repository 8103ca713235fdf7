import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { LedgerService } from '../domains/billing/ledger.ts';
import { usersRepository } from '../domains/users/repository.ts';
import { DEMO_ACCOUNTS, ensureAccount, type AccountSpec } from './accounts.ts';
import { seedDemoContent } from './demo-content.ts';

const DEMO_MARKER = 'demo_seeded_at';

/** Tokens the demo admin and creator start with: enough for many generations from the seeded accounts. */
export const DEMO_TOKEN_GRANT = 100_000;
const GRANTED_ACCOUNTS = new Set(['admin', 'creator']);

/**
 * Credits the demo admin and creator through the ledger, as a normal BONUS (source SYSTEM) with its
 * transaction row, so balance, history and reconciliation agree; the key makes it once per account.
 * Only accounts this seed created: an existing account that happens to bear a demo name gets nothing.
 */
async function grantDemoTokens(db: Db, clock: Clock, created: readonly AccountSpec[]): Promise<void> {
  // Only credits are made here, never reservations, so the reservation lifetime plays no part.
  const ledger = new LedgerService({ db, clock, enabled: true, reservationTtlMinutes: 1 });
  for (const account of created.filter((spec) => GRANTED_ACCOUNTS.has(spec.username))) {
    const user = await usersRepository.findByLogin(db, account.username);
    if (user) {
      await ledger.credit({
        userId: user.id,
        type: 'BONUS',
        source: 'SYSTEM',
        amountTokens: DEMO_TOKEN_GRANT,
        idempotencyKey: `demo-grant:${user.id}`,
      });
    }
  }
}

/**
 * Seeds the demo once per database (accounts, content, the admin's and creator's tokens); returns
 * the accounts it created (empty when already seeded).
 */
export async function seedDemo(db: Db, clock: Clock): Promise<AccountSpec[]> {
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
  await seedDemoContent(db, clock);
  await grantDemoTokens(db, clock, created);
  await db
    .insertInto('appMeta')
    .values({ key: DEMO_MARKER, value: clock.now().toISOString(), updatedAt: clock.now() })
    .execute();
  return created;
}
