// Worker bootstrap when the server runs from its TypeScript sources (tsx, vitest): teaches this thread's
// module loader TypeScript (tsx), then loads the real entry (workerData.entry). `execArgv: ['--import', 'tsx']`
// does not reach worker threads on Node 20; registering here does. The JavaScript libraries the entry needs
// (workerData.preload) are loaded first, before tsx's hooks slow every import. See worker-entry.ts.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

for (const name of workerData.preload ?? []) {
  await import(name);
}
register();
await import(workerData.entry);
