import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as accounts from './migrations/0001-accounts.ts';
import * as authoring from './migrations/0002-authoring.ts';
import * as billing from './migrations/0003-billing.ts';
import * as attempts from './migrations/0004-attempts.ts';
import * as documentsGeneration from './migrations/0005-documents-generation.ts';
import * as catalogueSearch from './migrations/0006-catalogue-search.ts';
import * as tagCatalogue from './migrations/0007-tag-catalogue.ts';
import * as shuffleVersion from './migrations/0008-shuffle-version.ts';
import * as pauseWhenTimed from './migrations/0009-pause-when-timed.ts';
import * as mediaOwnerIndex from './migrations/0010-media-owner-index.ts';
import * as liveSessions from './migrations/0011-live-sessions.ts';
import * as questionQuality from './migrations/0012-question-quality.ts';
import * as liveAnswersQuestionIndex from './migrations/0013-live-answers-question-index.ts';

/** Every migration in order; adding one means one import and one line here. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-authoring': authoring,
  '0003-billing': billing,
  '0004-attempts': attempts,
  '0005-documents-generation': documentsGeneration,
  '0006-catalogue-search': catalogueSearch,
  '0007-tag-catalogue': tagCatalogue,
  '0008-shuffle-version': shuffleVersion,
  '0009-pause-when-timed': pauseWhenTimed,
  '0010-media-owner-index': mediaOwnerIndex,
  '0011-live-sessions': liveSessions,
  '0012-question-quality': questionQuality,
  '0013-live-answers-question-index': liveAnswersQuestionIndex,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  // With several schemas in one PostgreSQL database (tests), name ours so Kysely does not find another's bookkeeping.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
}
