// From sources (tsx, vitest) a worker boots tsx first (worker-boot.mjs), then loads its TypeScript entry.
// Compiled (apps/server/build.mjs), this module is part of dist/main.js and each worker's own bundle sits
// beside it, named as build.mjs names its entry point.
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * Where the worker thread whose TypeScript entry is `source` starts (`bundle`: its entry point's name in
 * build.mjs). Its workerData carries `entry`, and `preload` (packages worth loading before tsx), for
 * worker-boot.mjs; the compiled bundle ignores both.
 */
export function workerStart(source: URL, bundle: string): { url: URL; entry: string } {
  return {
    url: FROM_SOURCES ? new URL('./worker-boot.mjs', import.meta.url) : new URL(`./${bundle}.js`, import.meta.url),
    entry: source.href,
  };
}
