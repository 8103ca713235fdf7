import { Pool } from 'undici';
import type { Recorder } from './stats.ts';

/**
 * The load driver's HTTP client: an undici connection pool to the server (keep-alive, no
 * pipelining). Latency is measured from the moment a call is made, so time spent queued for a free
 * connection counts as latency (no coordinated omission in the open-model scenarios).
 */
export interface CallResult<T> {
  status: number;
  json: T;
  text: string;
  ms: number;
}

export class HttpDriver {
  readonly pool: Pool;

  constructor(
    readonly origin: string,
    connections: number,
  ) {
    this.pool = new Pool(origin, {
      connections,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      headersTimeout: 120_000,
      bodyTimeout: 120_000,
    });
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = {};
    if (options.token) {
      headers.authorization = `Bearer ${options.token}`;
    }
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const started = performance.now();
    try {
      const response = await this.pool.request({
        method,
        path,
        headers,
        ...(payload === undefined ? {} : { body: payload }),
      });
      const text = await response.body.text();
      const ms = performance.now() - started;
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.statusCode, json: json as T, text, ms };
    } catch (error) {
      return {
        status: 0,
        json: undefined as T,
        text: error instanceof Error ? error.message : String(error),
        ms: performance.now() - started,
      };
    }
  }

  /** A call whose latency goes to `recorder` under `kind`; any status but `expect` counts as an error. */
  async timed<T = Record<string, unknown>>(
    recorder: Recorder,
    kind: string,
    expect: number,
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<CallResult<T> | undefined> {
    const result = await this.call<T>(method, path, options);
    if (result.status === expect) {
      recorder.ok(kind, result.ms);
      return result;
    }
    recorder.fail(
      kind,
      result.ms,
      `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} -> ${result.status} ${result.text.slice(0, 160)}`,
    );
    return undefined;
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Closed loop: `workers` loops each running `iteration` back to back until `durationMs` has passed.
 * Returns the wall time actually spent (the last iterations finish after the deadline).
 */
export async function closedLoop(
  workers: number,
  durationMs: number,
  // Resolving to false stops this worker's loop; any other value (none, true) runs the next iteration.
  iteration: (worker: number) => Promise<unknown>,
): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        if ((await iteration(worker)) === false) {
          return;
        }
      }
    }),
  );
  return performance.now() - started;
}

/**
 * Open model: launches `count` tasks at an even pace over `windowMs` (task i at i * windowMs / count),
 * without waiting for earlier tasks; resolves when all have finished.
 */
export async function openArrivals(
  count: number,
  windowMs: number,
  task: (index: number) => Promise<void>,
): Promise<{ launchLagMs: number }> {
  const started = performance.now();
  const running: Array<Promise<void>> = [];
  let worstLag = 0;
  for (let index = 0; index < count; index += 1) {
    const due = started + (index * windowMs) / count;
    const wait = due - performance.now();
    if (wait > 1) {
      await sleep(wait);
    }
    worstLag = Math.max(worstLag, performance.now() - due);
    running.push(task(index));
  }
  await Promise.all(running);
  return { launchLagMs: worstLag };
}
