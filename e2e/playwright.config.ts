import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser (see ../shared/docs/stack-notes.md). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser journeys against the real server: global-setup.ts builds the web app when its sources
 * changed, starts the server on a free port with a fresh SQLite database and the demo seed, and
 * passes the address to the tests through E2E_BASE_URL.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry under CI so a single timing hiccup on a loaded 2-core machine does not sink the run;
  // a test that needed it is still reported as flaky by scripts/test.mjs.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '/tmp/quizmaker-e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
