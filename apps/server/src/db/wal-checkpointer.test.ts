import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { BetterSqlite3 } from './sqlite-driver.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

const PAGE_FILLER = 'x'.repeat(3_000);

describe('WAL checkpoints in a background thread', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  function writerOn(): { file: string; writer: InstanceType<typeof BetterSqlite3>; write: (rows: number) => void } {
    const dir = mkdtempSync(join(tmpdir(), 'qm-wal-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'test.db');
    const writer = new BetterSqlite3(file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    cleanups.push(() => {
      writer.close();
    });
    const insert = writer.prepare('INSERT INTO filler (body) VALUES (?)');
    const write = (rows: number) =>
      writer.transaction(() => {
        for (let row = 0; row < rows; row += 1) insert.run(PAGE_FILLER);
      })();
    return { file, writer, write };
  }

  it('copies the whole log into the database while the writer keeps its connection open', async () => {
    const { file, write } = writerOn();
    write(2_000);
    const before = statSync(file).size;
    const checkpointer: WalCheckpointer = startWalCheckpointer(file, 60_000);
    cleanups.push(() => checkpointer.stop());

    const report = await checkpointer.checkpointNow();
    expect(report.kind).toBe('checkpointed');
    expect(report.busy).toBe(0);
    expect(report.log).toBeGreaterThanOrEqual(2_000);
    expect(report.checkpointed).toBe(report.log);
    expect(statSync(file).size).toBeGreaterThan(before + 2_000 * 3_000);
  });

  it('checkpoints on its own every interval, without being asked', async () => {
    const { file, write } = writerOn();
    const checkpointer = startWalCheckpointer(file, 50);
    cleanups.push(() => checkpointer.stop());
    const before = statSync(file).size;
    write(1_000);
    await expect
      .poll(() => statSync(file).size, { timeout: 5_000, interval: 50 })
      .toBeGreaterThan(before + 1_000 * 3_000);
  });

  it('runs with a file database opened by the server and stops with it, leaving every write readable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-wal-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'server.db');
    const database = openDatabase({ kind: 'sqlite', file });
    const sqlite = new BetterSqlite3(file);
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    sqlite.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    const insert = sqlite.prepare('INSERT INTO filler (body) VALUES (?)');
    sqlite.transaction(() => {
      for (let row = 0; row < 500; row += 1) insert.run(PAGE_FILLER);
    })();
    sqlite.close();
    await database.close();

    const reopened = new BetterSqlite3(file, { readonly: true });
    expect(reopened.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: 500 });
    reopened.close();
  });
});
