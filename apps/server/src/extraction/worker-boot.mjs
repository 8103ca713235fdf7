// Worker bootstrap: teaches this thread's module loader TypeScript (tsx), then loads the real entry.
// `execArgv: ['--import', 'tsx']` does not reach worker threads on Node 20; registering here does.
// The JavaScript libraries a format needs are loaded first, before tsx's hooks slow every import.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const preload = {
  // Loading pdfjs's worker module sets globalThis.pdfjsWorker, which pdfjs then uses in this thread.
  PDF: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  DOCX: ['mammoth', 'yauzl'],
  DOC: ['word-extractor'],
  RTF: ['rtf-stream-parser'],
  TEXT: [],
};
for (const name of preload[workerData.input?.format] ?? []) {
  await import(name);
}
register();
await import(workerData.entry);
