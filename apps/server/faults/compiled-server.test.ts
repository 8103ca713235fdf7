import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../src/extraction/testing/build-files.ts';
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
  let server: ServerProcess;
  let data: ReturnType<typeof tempDataDir>;

  beforeAll(async () => {
    data = tempDataDir();
    server = await startServer({ DATA_DIR: data.dir, DATABASE_URL: `sqlite:${join(data.dir, 'quizmaker.db')}` });
  });

  afterAll(async () => {
    await server?.stop();
    data?.remove();
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
      workerData: { file: join(data.dir, 'quizmaker.db'), intervalMs: 60_000 },
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
