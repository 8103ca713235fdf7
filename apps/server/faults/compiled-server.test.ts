import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_DRIVER_PACKAGE } from '../src/db/sqlite-driver.ts';
import { buildPdf } from '../src/extraction/test-support/build-files.ts';
import {
  ADMIN,
  Client,
  COMPILED_SERVER,
  sleep,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './server-process.ts';

/**
 * What `npm start` runs in production: apps/server/dist, JavaScript compiled from the sources by
 * apps/server/build.mjs, in plain Node.js. startServer builds it when the sources are newer, so
 * every fault suite runs this same code.
 */
const distDir = join(import.meta.dirname, '..', 'dist');

describe('the compiled server', () => {
  const data = tempDataDir();
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: data.dir, DATABASE_URL: `sqlite:${join(data.dir, 'quizmaker.db')}` });
  });

  afterAll(async () => {
    // Only a server that started is there to stop (a failed start has already ended its process).
    if (server as ServerProcess | undefined) {
      await server.stop();
    }
    data.remove();
  });

  it('runs dist/main.js in plain Node.js, and nothing in dist loads a TypeScript loader', () => {
    const commandLine = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(commandLine).toEqual([process.execPath, COMPILED_SERVER]);
    const files = readdirSync(distDir).filter((name) => /\.m?js$/.test(name));
    expect(files).toEqual(expect.arrayContaining(['main.js', 'extract-worker.js', 'wal-checkpoint-worker.mjs']));
    for (const name of files) {
      expect(readFileSync(join(distDir, name), 'utf8'), name).not.toMatch(/["']tsx(\/[\w/]*)?["']/);
    }
  });

  it('loads the SQLite driver build chosen for this Node.js from node_modules, not from the bundle', () => {
    const driverBinaries = new Set(
      readFileSync(`/proc/${server.child.pid}/maps`, 'utf8')
        .split('\n')
        .map((line) => line.slice(line.indexOf('/')))
        .filter((path) => path.includes('/node_modules/better-sqlite3') && path.endsWith('.node')),
    );
    const nodeModules = join(import.meta.dirname, '..', '..', '..', 'node_modules');
    expect([...driverBinaries]).toEqual([
      SQLITE_DRIVER_PACKAGE === 'better-sqlite3-node22'
        ? join(nodeModules, 'better-sqlite3-node22', 'prebuilds', 'linux-x64.node')
        : join(nodeModules, 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
    ]);
  });

  it('reads an uploaded PDF in its extraction worker thread (the bundle beside the server’s)', async () => {
    const admin = await new Client(server.url).login(ADMIN.username, ADMIN.password);
    const form = new FormData();
    const pdf = await buildPdf([
      ['Glaciers cover about eleven percent of Iceland.', 'Vatnajokull is the largest of them.'],
    ]);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'iceland.pdf');
    const uploaded = await fetch(`${server.url}/api/documents/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin.session?.accessToken}` },
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    let document: { status: string; processingError: string | null } | undefined;
    for (let polls = 0; polls < 300; polls += 1) {
      document = await admin.must<{ status: string; processingError: string | null }>(
        'GET',
        `/api/documents/${id}`,
        undefined,
        200,
      );
      if (document.status === 'PROCESSED' || document.status === 'FAILED') {
        break;
      }
      await sleep(100);
    }
    expect(document).toMatchObject({ status: 'PROCESSED', processingError: null });
    const chunks = await admin.must<Array<{ content: string }>>('GET', `/api/documents/${id}/chunks`, undefined, 200);
    expect(chunks.map((chunk) => chunk.content).join(' ')).toContain('Glaciers cover about eleven percent of Iceland.');
  });

  it('serves the images the repository ships (apps/server/assets) from the bundle', async () => {
    const response = await fetch(`${server.url}/api/v1/media/assets/solar-system.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(
      readFileSync(join(import.meta.dirname, '..', 'assets', 'solar-system.svg'), 'utf8'),
    );
  });

  it('checkpoints the SQLite log with the compiled checkpoint worker', async () => {
    const worker = new Worker(join(distDir, 'wal-checkpoint-worker.mjs'), {
      workerData: { file: join(data.dir, 'quizmaker.db'), intervalMs: 60_000, driverPackage: SQLITE_DRIVER_PACKAGE },
    });
    const report = await new Promise<{ kind: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage('checkpoint');
    });
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(report.kind).toBe('checkpointed');
  });
});
