import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BetterSqlite3, SQLITE_DRIVER_PACKAGE, sqliteDriverFor } from './sqlite-driver.ts';

const MAJOR_VERSION_OF = { 'better-sqlite3': '12', 'better-sqlite3-node22': '13' };

describe('the SQLite driver build', () => {
  it('is better-sqlite3 13 from Node-API 10 on (Node.js 22.14, 24), 12 before (Node.js 20, 22.13)', () => {
    expect(sqliteDriverFor('9')).toBe('better-sqlite3');
    expect(sqliteDriverFor('10')).toBe('better-sqlite3-node22');
    expect(sqliteDriverFor('11')).toBe('better-sqlite3-node22');
  });

  it('that this Node.js loads is the chosen package at its major version, and runs statements', () => {
    expect(SQLITE_DRIVER_PACKAGE).toBe(sqliteDriverFor(process.versions.napi ?? '0'));
    const manifest = createRequire(import.meta.url)(`${SQLITE_DRIVER_PACKAGE}/package.json`) as { version: string };
    expect(manifest.version.split('.')[0]).toBe(MAJOR_VERSION_OF[SQLITE_DRIVER_PACKAGE]);

    const db = new BetterSqlite3(':memory:');
    try {
      db.exec('CREATE TABLE numbers (n INTEGER NOT NULL)');
      const insert = db.prepare('INSERT INTO numbers (n) VALUES (?)');
      db.transaction(() => {
        for (let n = 1; n <= 100; n += 1) insert.run(n);
      })();
      expect(db.prepare('SELECT count(*) AS count, sum(n) AS total FROM numbers').get()).toEqual({
        count: 100,
        total: 5050,
      });
    } finally {
      db.close();
    }
  });
});
