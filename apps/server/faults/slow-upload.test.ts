import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, Client, sleep, startServer, tempDataDir } from './server-process.ts';

/**
 * Hostile uploads over a real socket (issue 11, item 5): a client that sends an upload one byte
 * per second is cut off once REQUEST_TIMEOUT_SECONDS is over (408 and the connection closed), the
 * server answers others meanwhile, and the half-received file does not stay staged.
 */

describe('a slow upload (1 byte per second)', () => {
  it('is cut off after the request timeout while other requests are served, and leaves nothing staged', async () => {
    const data = tempDataDir();
    const server = await startServer({
      DATA_DIR: data.dir,
      DATABASE_URL: `sqlite:${join(data.dir, 'quizmaker.db')}`,
      REQUEST_TIMEOUT_SECONDS: '3',
    });
    try {
      const admin = await new Client(server.url).login(ADMIN.username, ADMIN.password);
      const boundary = '----quizmaker-slow';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\nContent-Type: text/plain\r\n\r\n`;
      const socket = connect(server.port, '127.0.0.1');
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
      });
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      socket.on('error', () => undefined);
      const started = Date.now();
      socket.write(
        [
          'POST /api/documents/upload HTTP/1.1',
          `Host: 127.0.0.1:${server.port}`,
          `Authorization: Bearer ${admin.session?.accessToken}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          'Content-Length: 100000',
          '',
          head,
        ].join('\r\n'),
      );
      // An object, so the loop sees the close (a local flag would stay narrowed to true).
      const socketState = { open: true };
      void closed.then(() => {
        socketState.open = false;
      });
      const trickle = (async () => {
        while (socketState.open && Date.now() - started < 30_000) {
          socket.write('a');
          await sleep(1000);
        }
      })();

      // Meanwhile the server answers other requests at once.
      await sleep(1500);
      const healthStarted = Date.now();
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(Date.now() - healthStarted).toBeLessThan(1000);

      const closedAt = await closed;
      await trickle;
      expect(closedAt - started, 'cut off after about the 3 s request timeout').toBeLessThan(10_000);
      expect(received).toMatch(/^HTTP\/1\.1 408/);

      // The partial upload was not kept.
      await sleep(500);
      const staging = join(data.dir, 'uploads');
      expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
    } finally {
      await server.stop();
      data.remove();
    }
  });
});
