import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { z } from 'zod';
import { ensureServerBuilt } from '../../../scripts/lib.mjs';
import { POSTGRES_TEST_URL } from '../src/test-support/test-database.ts';

/**
 * Real server processes for the fault suites (`npm run test:faults`): the compiled server that
 * `npm start` runs (`node apps/server/dist/main.js`, rebuilt here when the sources are newer) with
 * its own port, DATA_DIR and database, killed with SIGKILL or stopped with SIGTERM. Requests go
 * over real sockets with fetch.
 */

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** The server as production runs it, from the repository root (apps/server/build.mjs writes it). */
export const COMPILED_SERVER = 'apps/server/dist/main.js';

export const ADMIN = { username: 'faultadmin', email: 'faultadmin@example.com', password: 'Adm1n-Passw0rd!' };
export const JWT_SECRET = 'faults-secret-faults-secret-faults-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for failure messages. */
  output: string[];
  /** SIGKILL: no shutdown hooks, no flush — a crash. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the clean exit. */
  stop(): Promise<void>;
}

/**
 * Runs `script` (JavaScript as it is, TypeScript through tsx) on `port` with exactly `env` (plus PATH, HOME, NODE_ENV,
 * HOST and PORT), and waits until GET `readyPath` answers 200: the process behind every server the
 * fault suites and the benchmarks start.
 */
export async function spawnUntilReady(options: {
  script: string;
  port: number;
  env: Record<string, string>;
  readyPath: string;
  timeoutMs: number;
}): Promise<ServerProcess> {
  const { script, port, readyPath, timeoutMs } = options;
  const output: string[] = [];
  const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [script], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${script} exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      const ready = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (ready.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not become ready:\n${output.join('')}`);
    }
    await sleep(100);
  }
  return {
    url,
    port,
    child,
    output,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Starts a server process and waits until /api/ready answers 200. */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  ensureServerBuilt();
  return spawnUntilReady({
    script: COMPILED_SERVER,
    port,
    readyPath: '/api/ready',
    timeoutMs: 90_000,
    env: {
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '1000000',
      LOGIN_MAX_FAILURES: '1000',
      REGISTRATIONS_PER_HOUR_PER_IP: '1000000',
      WEB_DIST_DIR: join(tmpdir(), 'quizmaker-no-web'),
      ...env,
    },
  });
}

export const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/**
 * Real prose (two of the generation fixtures) as numbered chapters, one paragraph each: text the offline
 * generator makes questions of, where a sentence repeated with other numbers is refused as no new fact.
 */
export function chaptersOfFixtureText(): string {
  const fixtures = join(import.meta.dirname, '..', 'test', 'fixtures', 'generation');
  const paragraphs = ['erie-canal-history.txt', 'usgs-earthquakes.txt']
    .flatMap((name) => readFileSync(join(fixtures, name), 'utf8').split('\n\n'))
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length >= 200);
  return paragraphs.map((paragraph, index) => `Chapter ${index + 1}: Part ${index + 1}\n\n${paragraph}`).join('\n\n');
}

/** A fresh data directory (removed by the returned function). */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'quizmaker-faults-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether the test PostgreSQL answers within 3 s: a suite that needs it is skipped locally without it. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether the Redis at `url` answers a PING within 2 s. */
export async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether to skip a suite because a service it needs did not answer: locally yes; under CI, which installs
 * PostgreSQL and Redis, never, so that the suite fails instead.
 */
export function skipWithout(...servicesReachable: boolean[]): boolean {
  const inCi = process.env.CI === 'true' || process.env.CI === '1';
  return !inCi && !servicesReachable.every(Boolean);
}

/** A fresh PostgreSQL database on the test server (dropped by the returned function). */
export async function tempPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_TEST_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Session {
  accessToken: string;
  refreshToken: string;
}

/**
 * A small JSON client over fetch. `call` hands back the body as `unknown`: the caller checks the status
 * and then parses the body it expects (a schema below, or its own).
 */
export class Client {
  constructor(
    public base: string,
    public session?: Session,
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown; text: string }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.session ? { authorization: `Bearer ${this.session.accessToken}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  }

  async must<T = Record<string, unknown>>(method: string, path: string, body: unknown, status: number): Promise<T> {
    const response = await this.call(method, path, body);
    if (response.status !== status) {
      throw new Error(`${method} ${path}: expected ${status}, got ${response.status} ${response.text.slice(0, 300)}`);
    }
    return response.json as T;
  }

  async login(username: string, password: string): Promise<this> {
    this.session = await new Client(this.base).must<Session>('POST', '/api/v1/auth/login', { username, password }, 200);
    return this;
  }
}

/** What the token ledger reconciliation (an administrator's call) finds wrong: nothing when the ledger adds up. */
export async function ledgerMismatches(admin: Client): Promise<unknown[]> {
  return (await admin.must<{ mismatches: unknown[] }>('GET', '/api/v1/admin/billing/reconciliation', undefined, 200))
    .mismatches;
}

/** Registers a user and signs them in. */
export async function registerUser(
  base: string,
  username: string,
): Promise<{ client: Client; id: string; username: string; password: string }> {
  const password = 'Passw0rd!';
  const anonymous = new Client(base);
  const user = await anonymous.must<{ id: string }>(
    'POST',
    '/api/v1/auth/register',
    { username, email: `${username}@example.com`, password },
    201,
  );
  const client = await new Client(base).login(username, password);
  return { client, id: user.id, username, password };
}

/** A published quiz of TRUE_FALSE questions (answer: true) by `author`. */
export async function createQuiz(
  author: Client,
  options: { questions: number; settings?: Record<string, unknown> },
): Promise<{ quizId: string; questionIds: string[] }> {
  const { quizId } = await author.must<{ quizId: string }>(
    'POST',
    '/api/v1/quizzes',
    {
      title: `Fault quiz ${randomBytes(3).toString('hex')}`,
      visibility: 'PUBLIC',
      isRepetitionEnabled: true,
      ...options.settings,
    },
    201,
  );
  const questionIds: string[] = [];
  for (let index = 0; index < options.questions; index += 1) {
    const { questionId } = await author.must<{ questionId: string }>(
      'POST',
      '/api/v1/questions',
      {
        type: 'TRUE_FALSE',
        questionText: `Fault statement ${index + 1} is true.`,
        content: { answer: true },
        quizIds: [quizId],
      },
      201,
    );
    questionIds.push(questionId);
  }
  await author.must('PATCH', `/api/v1/quizzes/${quizId}/status`, { status: 'PUBLISHED' }, 200);
  return { quizId, questionIds };
}

/** GET /quizzes/generation-status/{jobId}: the fields these tests read (the rest is kept as it came). */
export const GenerationJobBody = z.looseObject({
  jobId: z.string(),
  status: z.string(),
  billingState: z.string(),
  generatedQuizId: z.string().nullable(),
  errorMessage: z.string().nullable(),
});

/** Polls a generation job until it is final (or one of `until`). */
export async function waitForJob(
  client: Client,
  jobId: string,
  until: readonly string[] = ['COMPLETED', 'FAILED', 'CANCELLED'],
  timeoutMs = 120_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.call('GET', `/api/v1/quizzes/generation-status/${jobId}`);
    const job = GenerationJobBody.safeParse(response.json).data;
    if (response.status === 200 && job && until.includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${String(job?.status)}`);
    await sleep(250);
  }
}
