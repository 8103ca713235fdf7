import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';
import { describe, expect, it } from 'vitest';
import { BetterSqlite3 } from '../src/db/sqlite-driver.ts';
import { ADMIN, Client, startServer, tempDataDir } from './server-process.ts';

/**
 * Backups (issue 18 item 7): `npm run backup -- FILE` run while the server takes writes from
 * several clients. Restored into an empty DATA_DIR, a server on it has every quiz whose creation
 * had been answered before the backup started, the uploaded image with its bytes, and the same
 * signing secret (the sessions of before still work).
 */

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a backed-up png'),
]);

function runBackup(env: Record<string, string>, file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', file], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolveRun({ code, output }));
  });
}

describe('npm run backup', () => {
  it('copies the database during writes and the uploads; the restore has every row committed before it began', async () => {
    const data = tempDataDir();
    const env = { DATA_DIR: data.dir, DATABASE_URL: `sqlite:${join(data.dir, 'quizmaker.db')}` };
    const server = await startServer(env);
    let restored: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const admin = await new Client(server.url).login(ADMIN.username, ADMIN.password);
      const boundary = '----quizmaker-backup';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await fetch(`${server.url}/api/v1/media/images`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.session?.accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
      expect(uploaded.status).toBe(201);
      const image = (await uploaded.json()) as { url: string };

      // Four writers create quizzes without pause; each id is kept with when its 201 arrived.
      const committed: Array<{ quizId: string; at: number }> = [];
      let writing = true;
      const writers = Array.from({ length: 4 }, async (_, writer) => {
        for (let index = 0; writing; index += 1) {
          const created = await admin.must<{ quizId: string }>(
            'POST',
            '/api/v1/quizzes',
            { title: `Writer ${writer} quiz ${index}`, visibility: 'PUBLIC' },
            201,
          );
          committed.push({ quizId: created.quizId, at: Date.now() });
        }
      });
      while (committed.length < 40) {
        await new Promise((resolveWait) => setTimeout(resolveWait, 20));
      }

      const archive = join(data.dir, '..', `${data.dir.split('/').pop()}-backup.tar.gz`);
      // Counted, not compared by time: the 40th 201 and the backup's start can share a millisecond.
      const answeredBeforeBackup = committed.length;
      const backup = await runBackup(env, archive);
      const backupEnded = Date.now();
      writing = false;
      await Promise.all(writers);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`Backup written to ${archive}`);
      expect(backup.output).toContain('1 uploaded files');
      expect(statSync(archive).mode & 0o077).toBe(0);
      const before = committed.slice(0, answeredBeforeBackup);
      const during = committed.slice(answeredBeforeBackup).filter((row) => row.at <= backupEnded);
      expect(before.length).toBeGreaterThanOrEqual(40);
      // Writes went on while the backup ran (its own start-up takes a second or more).
      expect(during.length).toBeGreaterThan(0);

      const restoreDir = tempDataDir();
      try {
        await extract({ file: archive, cwd: restoreDir.dir });
        const copy = new BetterSqlite3(join(restoreDir.dir, 'quizmaker.db'), { readonly: true });
        const quizIds = new Set(
          (copy.prepare('select id from quizzes').all() as Array<{ id: string }>).map((row) => row.id),
        );
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        copy.close();
        const missing = before.filter((row) => !quizIds.has(row.quizId));
        expect(missing, `${missing.length} of ${before.length} committed quizzes missing`).toEqual([]);

        const restoredEnv = {
          DATA_DIR: restoreDir.dir,
          DATABASE_URL: `sqlite:${join(restoreDir.dir, 'quizmaker.db')}`,
        };
        restored = await startServer(restoredEnv);
        // The signing secret came along: the token issued by the original server is valid here.
        const sameSession = new Client(restored.url, admin.session);
        for (const row of before.slice(0, 10)) {
          expect((await sameSession.call('GET', `/api/v1/quizzes/${row.quizId}`)).status).toBe(200);
        }
        const served = await fetch(`${restored.url}${image.url}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      } finally {
        await restored?.stop();
        restoreDir.remove();
        rmSync(archive, { force: true });
      }
    } finally {
      await server.stop();
      data.remove();
    }
  });
});
