import { Worker } from 'node:worker_threads';
import { SQLITE_DRIVER_PACKAGE } from './sqlite-driver.ts';

const WORKER_URL = new URL('./wal-checkpoint-worker.mjs', import.meta.url);

/** How often the background thread checkpoints; a busy server writes a few hundred WAL pages in this time. */
export const WAL_CHECKPOINT_INTERVAL_MS = 250;

/**
 * The automatic checkpoint's threshold on the server's own connection once a background thread
 * checkpoints: a backstop (about 40 MB of log) that only matters if that thread stopped.
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 10_000;

export interface CheckpointReport {
  kind: 'checkpointed' | 'skipped';
  busy?: number;
  log?: number;
  checkpointed?: number;
  reason?: string;
}

export interface WalCheckpointer {
  /** Asks for a checkpoint now and resolves with its report (tests, diagnostics). */
  checkpointNow(): Promise<CheckpointReport>;
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the connection that commits the
 * transaction crossing 1,000 WAL pages copies the log into the database file and syncs it, on the
 * thread serving requests: 5–60 ms stalls every second or so under an exam surge (its p99). A
 * second connection in a worker thread checkpoints every quarter second in PASSIVE mode instead,
 * which never blocks the writer or the readers.
 */
export function startWalCheckpointer(file: string, intervalMs = WAL_CHECKPOINT_INTERVAL_MS): WalCheckpointer {
  const worker = new Worker(WORKER_URL, { workerData: { file, intervalMs, driverPackage: SQLITE_DRIVER_PACKAGE } });
  worker.unref();
  const waiting: Array<(report: CheckpointReport) => void> = [];
  worker.on('message', (report: CheckpointReport) => waiting.shift()?.(report));
  // A failing checkpointer must not take the server down: the connection's backstop checkpoints instead.
  worker.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    checkpointNow() {
      return new Promise((resolve) => {
        waiting.push(resolve);
        worker.postMessage('checkpoint');
      });
    },
    async stop() {
      // Held referenced while it winds down: otherwise a process with nothing else to do exits mid-await.
      worker.ref();
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
