import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { pgBossQueueFor } from './jobs/background.ts';
import { bootstrapDatabase } from './seed/bootstrap.ts';
import { closeOnSignals } from './shutdown.ts';
import { restrictNewFilesToOwner, warnAboutExposedPaths } from './storage/owner-only.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads config, migrates, bootstraps accounts, serves, and shuts down cleanly on a signal. */
async function main() {
  // Before loadConfig, which may create DATA_DIR and the signing secret.
  restrictNewFilesToOwner();
  const config = loadConfig({ WEB_DIST_DIR: DEFAULT_WEB_DIST, ...process.env });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);

  const { seeded } = await bootstrapDatabase(database.db, systemClock, config);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : undefined;
  const smtpTransport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  // JOB_RUNNER: pg-boss on PostgreSQL (several server processes), else the in-process runner over the database.
  // Set once the app (and its logger) exists; jobs that log before that go to the console.
  let appLog:
    { error(object: unknown, message: string): void; warn(object: unknown, message: string): void } | undefined =
    undefined;
  const jobLog = {
    error: (object: unknown, message: string) =>
      appLog ? appLog.error(object, message) : console.error(message, object),
    warn: (object: unknown, message: string) => (appLog ? appLog.warn(object, message) : console.warn(message, object)),
  };
  const jobQueue = pgBossQueueFor(config, database, jobLog);
  const app = await buildApp(config, database, {
    ...(redis ? { redis } : {}),
    ...(smtpTransport ? { smtpTransport } : {}),
    ...(jobQueue ? { jobQueue } : {}),
  });
  appLog = app.log;
  warnAboutExposedPaths(privatePaths(config), app.log);
  await app.listen({ port: config.port, host: config.host });
  // Queue workers (which first take back jobs a crash or restart interrupted: documents being
  // processed, generation jobs resumed from their checkpoints) and the periodic sweepers (attempts,
  // stale documents and jobs, reservations). app.close() stops them all.
  await app.background.start();

  const url = `http://localhost:${config.port}`;
  console.log(`\nQuizmaker is running at ${url}  (API docs: ${url}/api/docs, database: ${database.dialect})`);
  if (seeded.length > 0) {
    console.log('Demo accounts created on this first run:');
    for (const account of seeded) {
      console.log(
        `  ${account.username.padEnd(8)} password ${account.password.padEnd(12)} (${account.roles.join(', ')})`,
      );
    }
  }
  console.log('Press Ctrl-C to stop.\n');

  closeOnSignals(
    async () => {
      // Stops listening, answers the requests in flight (new ones on open connections get 503), then
      // the onClose hooks stop the job workers, which checkpoint and hand their jobs back.
      await app.close();
      await database.close();
      redis?.disconnect();
    },
    { deadlineMs: config.shutdownTimeoutSeconds * 1000, log: app.log },
  );
}

/** DATA_DIR and what the server keeps in it: the database (with its WAL files), the signing secret, uploads. */
function privatePaths(config: Config): string[] {
  const { database } = config;
  const databaseFiles =
    database.kind === 'sqlite' && database.file !== ':memory:'
      ? ['', '-wal', '-shm'].map((suffix) => `${database.file}${suffix}`)
      : [];
  return [
    config.dataDir,
    ...databaseFiles,
    join(config.dataDir, 'jwt-secret'),
    join(config.dataDir, 'files'),
    join(config.dataDir, 'uploads'),
  ];
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Quizmaker failed to start:', error);
  }
  process.exit(1);
});
