// Checkpoints the SQLite write-ahead log from a thread of its own (see wal-checkpointer.ts).
// Plain JavaScript: it runs without the TypeScript loader.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// The SQLite driver build the server chose for this Node.js (sqlite-driver.ts), passed by name.
const BetterSqlite3 = createRequire(import.meta.url)(workerData.driverPackage);
const database = new BetterSqlite3(workerData.file);
database.pragma('busy_timeout = 0');

const checkpoint = () => {
  try {
    // PASSIVE copies what it can without waiting for readers or blocking the writer.
    const [result] = database.pragma('wal_checkpoint(PASSIVE)');
    return { kind: 'checkpointed', ...result };
  } catch (error) {
    // SQLITE_BUSY or LOCKED: another checkpoint or a schema change holds it; the next tick retries.
    return { kind: 'skipped', reason: String(error?.code ?? error) };
  }
};

const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') {
    parentPort.postMessage(checkpoint());
  } else if (message === 'stop') {
    clearInterval(timer);
    database.close();
    parentPort.close();
  }
});
