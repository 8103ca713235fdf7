import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN, Client, sleep, startServer, tempDataDir } from './server-process.ts';

/**
 * Graceful shutdown (issue 18 item 6), on a real process: SIGTERM while a slow request is in flight.
 * The process stops taking connections at once, answers the request in flight (its write is
 * committed), answers a request that arrives on that open connection meanwhile with 503, and exits
 * with 0 well within SHUTDOWN_TIMEOUT_SECONDS.
 */

const DEADLINE_SECONDS = 15;

/** Resolves true when a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('SIGTERM while a slow request is in flight', () => {
  it('finishes the request, refuses new connections, answers 503 on the open one and exits with 0 within the deadline', async () => {
    const data = tempDataDir();
    const env = {
      DATA_DIR: data.dir,
      DATABASE_URL: `sqlite:${join(data.dir, 'quizmaker.db')}`,
      SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_SECONDS),
      LOG_LEVEL: 'info',
    };
    const server = await startServer(env);
    let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const admin = await new Client(server.url).login(ADMIN.username, ADMIN.password);
      const body = JSON.stringify({ title: 'Created while the server shut down', visibility: 'PUBLIC' });
      const socket: Socket = connect(server.port, '127.0.0.1');
      await once(socket, 'connect');
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
      });
      socket.on('error', () => undefined);
      const socketClosed = once(socket, 'close');
      // The request's head and half its body: the server is waiting for the rest.
      socket.write(
        [
          'POST /api/v1/quizzes HTTP/1.1',
          `Host: 127.0.0.1:${server.port}`,
          `Authorization: Bearer ${admin.session?.accessToken}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          '',
          body.slice(0, 20),
        ].join('\r\n'),
      );
      await sleep(300);

      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
      );
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');

      // New connections are refused while the request is still in flight.
      let refusedAfterMs = -1;
      while (Date.now() - signalledAt < 5000) {
        if (await refused(server.port)) {
          refusedAfterMs = Date.now() - signalledAt;
          break;
        }
        await sleep(50);
      }
      expect(refusedAfterMs, server.output.join('')).toBeGreaterThanOrEqual(0);
      expect(received).toBe('');
      expect(server.child.exitCode).toBeNull();

      // The rest of the body, and a readiness probe sent on the same connection behind it.
      await sleep(700);
      socket.write(body.slice(20));
      socket.write(`GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
      await socketClosed;

      const responses = received.split(/(?=HTTP\/1\.1 )/);
      expect(responses[0], received).toMatch(/^HTTP\/1\.1 201 /);
      const quizId = /"quizId":"([^"]+)"/.exec(responses[0] ?? '')?.[1];
      expect(quizId).toEqual(expect.any(String));
      expect(responses[1], received).toMatch(/^HTTP\/1\.1 503 /);

      const exit = await exited;
      expect(exit.code, server.output.join('')).toBe(0);
      expect(exit.at - signalledAt).toBeLessThan(DEADLINE_SECONDS * 1000);
      expect(server.output.join('')).toContain('shut down cleanly');

      // The request answered during the shutdown was committed.
      restarted = await startServer(env);
      const again = await new Client(restarted.url).login(ADMIN.username, ADMIN.password);
      const quiz = await again.call('GET', `/api/v1/quizzes/${quizId}`);
      expect(quiz.status).toBe(200);
      expect(z.object({ title: z.string() }).parse(quiz.json).title).toBe('Created while the server shut down');
    } finally {
      await restarted?.stop();
      await server.stop();
      data.remove();
    }
  });

  it('exits with 1 at the deadline when a request never ends', async () => {
    const data = tempDataDir();
    const server = await startServer({
      DATA_DIR: data.dir,
      DATABASE_URL: `sqlite:${join(data.dir, 'quizmaker.db')}`,
      SHUTDOWN_TIMEOUT_SECONDS: '2',
      LOG_LEVEL: 'info',
    });
    try {
      const socket = connect(server.port, '127.0.0.1');
      await once(socket, 'connect');
      socket.on('error', () => undefined);
      // A body that never comes: the request stays in flight (REQUEST_TIMEOUT_SECONDS is 300).
      socket.write(
        `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      await sleep(300);
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
      );
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await exited;
      expect(exit.code).toBe(1);
      expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1900);
      expect(exit.at - signalledAt).toBeLessThan(5000);
      expect(server.output.join('')).toContain('shutdown deadline passed');
      socket.destroy();
    } finally {
      await server.stop();
      data.remove();
    }
  });
});
