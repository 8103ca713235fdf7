import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { restrictNewFilesToOwner, warnAboutExposedPaths } from './owner-only.ts';

/** Issue 15 M-5: the database, the signing secret and uploads are the server's alone. */
const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
let umaskBefore: number;
beforeEach(() => {
  // The usual umask of a shell: without explicit modes, new files would be 0644 and directories 0755.
  umaskBefore = process.umask(0o022);
  root = mkdtempSync(join(tmpdir(), 'quizmaker-owner-only-'));
});
afterEach(() => {
  process.umask(umaskBefore);
  rmSync(root, { recursive: true, force: true });
});

describe('owner-only files, even under umask 022', () => {
  it('creates DATA_DIR 0700 and the generated signing secret 0600', () => {
    const dataDir = join(root, 'data', 'nested');
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(modeOf(join(root, 'data'))).toBe(0o700);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('creates the SQLite database and its -wal and -shm files 0600 in a 0700 directory', async () => {
    const file = join(root, 'db', 'quizmaker.db');
    const database = openDatabase({ kind: 'sqlite', file });
    try {
      await sql`create table probe (id integer)`.execute(database.db);
      await sql`insert into probe values (1)`.execute(database.db);
      expect(modeOf(join(root, 'db'))).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm']) {
        expect(modeOf(`${file}${suffix}`), suffix || 'database').toBe(0o600);
      }
    } finally {
      await database.close();
    }
  });

  it('stores uploads 0600 in 0700 directories', async () => {
    const storage = new LocalFileStorage(join(root, 'files'));
    await storage.put('documents/ab/file.pdf', new Uint8Array([1, 2, 3]));
    expect(modeOf(join(root, 'files'))).toBe(0o700);
    expect(modeOf(join(root, 'files', 'documents', 'ab'))).toBe(0o700);
    expect(modeOf(join(root, 'files', 'documents', 'ab', 'file.pdf'))).toBe(0o600);
  });

  it('restrictNewFilesToOwner makes whatever else the process creates owner-only', () => {
    restrictNewFilesToOwner();
    mkdirSync(join(root, 'staging'));
    writeFileSync(join(root, 'staging', 'part'), 'x');
    expect(modeOf(join(root, 'staging'))).toBe(0o700);
    expect(modeOf(join(root, 'staging', 'part'))).toBe(0o600);
  });
});

describe('start-up warning about exposed paths', () => {
  it('warns once per path that group or others may use, and not about owner-only or missing ones', () => {
    const open = join(root, 'open-dir');
    const readable = join(root, 'quizmaker.db');
    const private_ = join(root, 'jwt-secret');
    mkdirSync(open, { mode: 0o755 });
    writeFileSync(readable, '');
    chmodSync(readable, 0o644);
    writeFileSync(private_, 'secret', { mode: 0o600 });
    const warnings: { details: object; message: string }[] = [];
    warnAboutExposedPaths([open, readable, private_, readable, join(root, 'missing')], {
      warn: (details, message) => warnings.push({ details, message }),
    });
    expect(warnings).toEqual([
      {
        details: { path: open, mode: '0755' },
        message: `${open} is open to group or others (mode 0755); it holds private data: chmod 0700 ${open}`,
      },
      {
        details: { path: readable, mode: '0644' },
        message: `${readable} is open to group or others (mode 0644); it holds private data: chmod 0600 ${readable}`,
      },
    ]);
  });
});
