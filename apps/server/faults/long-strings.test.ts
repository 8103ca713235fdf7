import { accountMessages } from '@quizmaker/contracts';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startServer, tempDataDir, type ServerProcess } from './server-process.ts';

/**
 * Issue 15 H-2 over a real socket: "a@" followed by 300,000 dots sent to forgot-password held the
 * whole process for 55.9 s, and a health check sent meanwhile waited as long. The address must be
 * refused within a second, and a health check sent while it is in the server answered at once.
 */

const HEALTH_MS = 500;
const REQUEST_MS = 1_000;

let server: ServerProcess;
let data: ReturnType<typeof tempDataDir>;
beforeAll(async () => {
  data = tempDataDir();
  server = await startServer({ DATA_DIR: data.dir, DATABASE_URL: `sqlite:${join(data.dir, 'quizmaker.db')}` });
});
afterAll(async () => {
  await server.stop();
  data.remove();
});

async function timedFetch(path: string, init?: RequestInit): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, init);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

describe('a forgot-password request with a huge address', () => {
  for (const [name, dots] of [
    ['300,000 dots', 300_000],
    ['near the 1 MB body limit', 1_040_000],
  ] as const) {
    it(`is refused within a second while health answers at once (${name})`, async () => {
      const request = timedFetch('/api/v1/auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `a@${'.'.repeat(dots)}@` }),
      });
      // Sent while the address is being read (before the fix: while the pattern backtracked).
      await sleep(20);
      const health = await timedFetch('/api/health');
      const refused = await request;
      expect(refused.status, refused.body).toBe(400);
      expect(JSON.parse(refused.body).fieldErrors).toEqual([{ field: 'email', message: accountMessages.emailInvalid }]);
      expect(refused.ms).toBeLessThan(REQUEST_MS);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(HEALTH_MS);
    });
  }
});
