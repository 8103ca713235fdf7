import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { startServer, tempDataDir, tempPostgresDatabase, type ServerProcess } from '../server-process.ts';

/** Two server processes sharing one fresh PostgreSQL database, one Redis and one DATA_DIR (a shared volume). */
export interface TwoProcesses {
  a: ServerProcess;
  b: ServerProcess;
  /** Their database, to read what they stored. */
  db: Database;
}

/**
 * Two processes for the tests of the calling suite, `env` on top of the shared settings: started before them,
 * one after the other (the first one's start creates the admin account), stopped and their database and
 * DATA_DIR removed after them.
 */
export function useTwoProcesses(redisUrl: string, env: Record<string, string> = {}): TwoProcesses {
  const processes = {} as TwoProcesses;
  let database: Awaited<ReturnType<typeof tempPostgresDatabase>>;
  let data: ReturnType<typeof tempDataDir>;
  beforeAll(async () => {
    database = await tempPostgresDatabase();
    data = tempDataDir();
    const shared = { DATABASE_URL: database.url, DATA_DIR: data.dir, REDIS_URL: redisUrl, ...env };
    processes.a = await startServer(shared);
    processes.b = await startServer(shared);
    processes.db = openDatabase({ kind: 'postgres', url: database.url });
  }, 180_000);
  afterAll(async () => {
    await processes.db.close();
    await Promise.all([processes.a.stop(), processes.b.stop()]);
    await database.drop();
    data.remove();
  });
  return processes;
}
