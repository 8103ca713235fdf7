import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Component and hook tests in jsdom, with MSW standing in for the server. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-support/setup.ts'],
    css: false,
    // One jsdom per worker instead of one per file: the setup file resets storage, MSW and i18n between files.
    isolate: false,
    pool: 'threads',
    testTimeout: 20_000,
  },
});
