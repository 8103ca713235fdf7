import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * The server's test files share their worker's modules (isolate: false): each builds its own app and database, and
 * none mocks a module, stubs a global or leaves fake timers behind (auth-attacks restores them after each test).
 * Isolated, each file imported the whole server again: on the 2-core CI machine server-sqlite took 382 s isolated
 * and 139 s shared, back to back.
 */
const sharedModules = { isolate: false } as const;

/** One run, every workspace: pure units, the server on both dialects, and the web components. */
export default defineConfig({
  test: {
    projects: [
      // Property tests draw hundreds of keyed (HMAC) shuffles; a loaded 2-core CI machine needs more than 5 s.
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 240_000 } },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          ...sharedModules,
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          ...sharedModules,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Real server processes, crashes and restarts: `npm run test:faults` (and .ci/run), not `npm test`.
        test: {
          name: 'faults',
          include: ['apps/server/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
