import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config.ts';

/**
 * `npm run screens`: the screenshot pass (screens.spec.ts) against the same real server as the
 * journeys, on demand only. It lives outside e2e/tests, so `npm test` never runs it: it takes
 * minutes and asserts little, it is there for people to look at the pictures.
 */
export default defineConfig({
  ...journeys,
  testDir: '.',
  globalSetup: '../global-setup.ts',
  timeout: 600_000,
  retries: 0,
});
