import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'tar';
import type { Config } from '../config.ts';
import { BetterSqlite3 } from '../db/sqlite-driver.ts';
import { OWNER_ONLY_DIRECTORY_MODE } from '../storage/owner-only.ts';

/** The archive's layout is DATA_DIR's: restoring is extracting it into an empty DATA_DIR. */
export const BACKUP_DATABASE = 'quizmaker.db';
const SIGNING_SECRET = 'jwt-secret';
const UPLOADS = 'files';

/**
 * More pages than any database has: the whole copy is one backup step, which reads under one read
 * transaction and so copies one committed state. Copied in small steps, the copy would start over
 * every time the running server writes between two steps (SQLite's backup API restarts on a change
 * made through another connection) and might never finish on a busy server.
 */
const ALL_PAGES = 0x7fffffff;

export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  databaseBytes: number;
  uploadedFiles: number;
  /** Where uploads are kept when they are not in the archive (S3_BUCKET): back that bucket up on its own. */
  uploadsElsewhere?: string;
}

/**
 * Writes a gzipped tar of a running server's SQLite database (an online, consistent copy through
 * better-sqlite3's backup API), its signing secret (sessions and the taker's shuffles depend on it)
 * and the local uploads, to `target`. The uploads are hard-linked into a staging directory right
 * after the database copy, so files the server adds or deletes meanwhile do not change the archive,
 * and every file the copied database names that still exists is in it. The archive appears under
 * its name only once complete.
 */
export async function backupDataDir(config: Config, target: string): Promise<BackupSummary> {
  const { database } = config;
  if (database.kind !== 'sqlite') {
    throw new BackupError('DATABASE_URL names PostgreSQL: back it up with pg_dump (docs/deploy.md, "Backups")');
  }
  if (database.file === ':memory:' || !existsSync(database.file)) {
    throw new BackupError(`There is no database at ${database.file} (check DATA_DIR and DATABASE_URL)`);
  }
  const staging = join(config.dataDir, `.backup-${randomBytes(6).toString('hex')}`);
  mkdirSync(staging, { mode: OWNER_ONLY_DIRECTORY_MODE });
  const partial = `${target}.partial-${process.pid}`;
  try {
    const copyFile = join(staging, BACKUP_DATABASE);
    const source = new BetterSqlite3(database.file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(copyFile, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    const databaseBytes = checkCopy(copyFile);

    const entries = [BACKUP_DATABASE];
    const secret = join(config.dataDir, SIGNING_SECRET);
    if (existsSync(secret)) {
      copyFileSync(secret, join(staging, SIGNING_SECRET));
      entries.push(SIGNING_SECRET);
    }
    let uploadedFiles = 0;
    if (config.storage.kind === 'local' && existsSync(config.storage.directory)) {
      uploadedFiles = linkTree(config.storage.directory, join(staging, UPLOADS));
      entries.push(UPLOADS);
    }
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    renameSync(partial, target);
    return {
      file: target,
      databaseBytes,
      uploadedFiles,
      ...(config.storage.kind === 's3' ? { uploadsElsewhere: `S3 bucket ${config.storage.bucket}` } : {}),
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/** The copy as a standalone file (no WAL beside it), checked page by page; answers its size in bytes. */
function checkCopy(file: string): number {
  const copy = new BetterSqlite3(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      throw new BackupError(`The copied database failed its integrity check: ${String(integrity)}`);
    }
    return Number(copy.pragma('page_count', { simple: true })) * Number(copy.pragma('page_size', { simple: true }));
  } finally {
    copy.close();
  }
}

/**
 * Recreates `from`'s tree under `to` with hard links (a copy where the disk cannot link), skipping
 * the temporary files of writes in progress (LocalFileStorage renames them into place when done).
 * Answers how many files it took.
 */
function linkTree(from: string, to: string): number {
  mkdirSync(to, { recursive: true, mode: OWNER_ONLY_DIRECTORY_MODE });
  let taken = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const destination = join(to, entry.name);
    if (entry.isDirectory()) {
      taken += linkTree(source, destination);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        linkSync(source, destination);
      } catch (error) {
        if (isMissing(error)) {
          continue; // deleted since the directory was listed
        }
        copyFileSync(source, destination);
      }
      taken += 1;
    }
  }
  return taken;
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
