import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import {
  freePort,
  JWT_SECRET,
  spawnUntilReady,
  startServer,
  tempPostgresDatabase,
  type ServerProcess,
} from '../../apps/server/faults/server-process.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { AccessTokens } from '../../apps/server/src/domains/auth/access-tokens.ts';

export type DbKind = 'sqlite' | 'postgres';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * A database of the benchmark's own: a SQLite file in a fresh DATA_DIR, or a fresh PostgreSQL
 * database on the DATABASE_URL_TEST server (created here, dropped by `dispose`).
 */
export interface Target {
  db: DbKind;
  dataDir: string;
  databaseUrl: string;
  /** Opens the database from the benchmark process (migrated), for seeding and checks. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function newTarget(db: DbKind): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quizmaker-bench-'));
  if (db === 'sqlite') {
    const file = join(dataDir, 'quizmaker.db');
    return {
      db,
      dataDir,
      databaseUrl: `sqlite:${file}`,
      async open() {
        const database = openDatabase({ kind: 'sqlite', file });
        await migrateToLatest(database.db);
        return database;
      },
      dispose() {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const postgres = await tempPostgresDatabase();
  return {
    db,
    dataDir,
    databaseUrl: postgres.url,
    async open() {
      const database = openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 4 });
      await migrateToLatest(database.db);
      return database;
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres.drop();
    },
  };
}

// The run and the scenarios ask the fault suites' check before they use PostgreSQL.
export { postgresReachable } from '../../apps/server/faults/server-process.ts';

/** Planner statistics as a live database would have them (autovacuum on PostgreSQL; ANALYZE on SQLite). */
export async function analyze(database: Database): Promise<void> {
  await sql`${sql.raw(database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(database.db);
}

/**
 * The real server (compiled, apps/server/dist/main.js, NODE_ENV=production) on the target's database, started
 * through the fault suites' helper: its own port and DATA_DIR, rate limit, login throttling and the
 * per-address cap of requests in progress raised so the load is not refused, no web app unless WEB_DIST_DIR is given.
 */
export async function startBenchServer(target: Target, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    RATE_LIMIT_MAX: '100000000',
    LOGIN_MAX_FAILURES: '100000000',
    // Every simulated taker comes from this one address.
    CLIENT_MAX_CONCURRENT_REQUESTS: '100000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    LOG_LEVEL: 'warn',
    // BENCH_CPU_PROF=<dir>: every server process writes a V8 CPU profile there when it stops.
    ...(process.env.BENCH_CPU_PROF
      ? {
          NODE_OPTIONS: `--import=${join(ROOT, 'bench', 'lib', 'cpu-profile-hook.mjs')}`,
          BENCH_CPU_PROF_DIR: process.env.BENCH_CPU_PROF,
        }
      : {}),
    ...env,
  });
}

/** Access tokens for seeded users, signed with the secret the bench server runs with (no login needed). */
const tokens = new AccessTokens(JWT_SECRET, 86_400, systemClock);
export const accessTokenFor = (userId: string): string => tokens.issue({ userId, tokenVersion: 0 });

/** The bare baseline server (bench/baseline-server.ts) in a process of its own, same setup as the real one. */
export async function startBaselineServer(target: Target): Promise<ServerProcess> {
  return spawnUntilReady({
    script: 'bench/baseline-server.ts',
    port: await freePort(),
    readyPath: '/ready',
    timeoutMs: 60_000,
    env: { DATABASE_URL: target.databaseUrl },
  });
}
