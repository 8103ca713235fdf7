// Compiles the server for production (`npm start`): plain JavaScript in dist/, run without a TypeScript
// loader. One bundle per thread entry (the server, the extraction and offline-generator workers) holds the server's own code and
// the workspace packages (@quizmaker/contracts and question-types publish TypeScript sources); every other
// package stays an import resolved from node_modules at run time, the SQLite driver too: db/sqlite-driver.ts
// requires one of its two builds (better-sqlite3 12 or 13) by name for the Node.js it runs on, which no bundle
// could decide ahead. Types are checked by tsc in `npm test`.
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const dist = fileURLToPath(new URL('dist', import.meta.url));
// Written beside dist and swapped in at the end, so a server starting from dist never reads half a build.
const outdir = `${dist}-${process.pid}/`;

/** Bundles the workspace packages, leaves every other bare import (node_modules, node:*) as it is. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@quizmaker/') ? undefined : { path: args.path, external: true },
    );
  },
};

try {
  await build({
    absWorkingDir: serverDir,
    // Flat: dist/main.js sits one level below apps/server as src/main.ts does. Modules that find a file
    // relative to themselves (a worker's entry, the shipped assets) say where it is once bundled here.
    entryPoints: {
      main: 'src/main.ts',
      'extract-worker': 'src/extraction/extract-worker.ts',
      'offline-generator-worker': 'src/ai/offline-generator-worker.ts',
      backup: 'src/backup/cli.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  // The checkpoint worker is written in JavaScript: it runs as it is, beside the bundle that starts it.
  copyFileSync(`${serverDir}src/db/wal-checkpoint-worker.mjs`, `${outdir}wal-checkpoint-worker.mjs`);
  rmSync(dist, { recursive: true, force: true });
  renameSync(outdir, dist);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
