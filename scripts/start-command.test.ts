import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt } from './lib.mjs';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'quizmaker-start-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Runs `npm start` (scripts/start.mjs) until it prints its URL; returns the process and what it printed. */
async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += String(chunk)));
  child.stderr.on('data', (chunk) => (printed += String(chunk)));
  const deadline = Date.now() + 200_000;
  while (!printed.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start did not come up:\n${printed}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { child, output: () => printed };
}

/** The command line of the server process `npm start` runs (its only child). */
function serverCommandLine(start: ChildProcess): string[] {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(start.pid)], { encoding: 'utf8' })
    .stdout.trim()
    .split(/\s+/);
  expect(children).toHaveLength(1);
  return readFileSync(`/proc/${children[0]}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => {
    child.on('exit', (code) => done(code));
    child.kill('SIGINT');
  });
}

describe('npm start', () => {
  it('serves /api/health on a new data directory, prints the demo logins once, and stops cleanly on Ctrl-C', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.output()).toContain(`Quizmaker is running at http://localhost:${port}`);
    expect(first.output()).toContain('admin    password Admin123!');
    expect(first.output()).toContain('student  password Student123!');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    // The compiled server in plain Node.js: no TypeScript loader in production.
    expect(serverCommandLine(first.child)).toEqual([process.execPath, 'apps/server/dist/main.js']);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'creator', password: 'Creator123!' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect(await stop(first.child)).toBe(0);
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');

    const second = await start(port);
    expect(second.output()).not.toContain('Demo accounts created');
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    const me = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  });

  it('refuses to start with a bad variable and names it', async () => {
    ensureServerBuilt();
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stderr.on('data', (chunk) => (printed += String(chunk)));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(printed).toContain('Invalid configuration');
    expect(printed).toContain('PORT');
  });
});
