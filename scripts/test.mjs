// `npm test`: install what is missing, run every suite, end with one line "N passed, N failed[, N skipped]".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const postgresUrl = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const totals = { passed: 0, failed: 0, skipped: 0 };
const reports = mkdtempSync(join(tmpdir(), 'quizmaker-test-'));

async function postgresReachable() {
  const require = createRequire(join(root, 'apps', 'server', 'package.json'));
  const pg = require('pg');
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const projects = ['unit', 'scripts', 'server-sqlite', 'server-postgres', 'web'];
const withPostgres = await postgresReachable();
if (!withPostgres) {
  if (isCi) {
    console.error(`PostgreSQL is not reachable at ${postgresUrl}; CI requires the PostgreSQL suite.`);
    totals.failed += 1;
  } else {
    console.warn(`PostgreSQL is not reachable at ${postgresUrl}: skipping the server-postgres project.`);
  }
}
const vitestConfig = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
const selected = projects.filter(
  (name) =>
    (name !== 'server-postgres' || withPostgres) &&
    (name !== 'web' || vitestConfig.includes('apps/web/vitest.config.ts')),
);

// The production server runs JavaScript compiled without a type check (apps/server/build.mjs): tsc checks it here.
console.log('Type-checking (npm run typecheck)...');
if (run('npm', ['run', 'typecheck', '--silent']) !== 0) {
  console.error('typecheck failed: the errors are listed above');
  totals.failed += 1;
}

const vitestReport = join(reports, 'vitest.json');
run('npx', [
  'vitest',
  'run',
  ...selected.flatMap((name) => ['--project', name]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load counts as a failure even though none of its tests ran.
  totals.failed += report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} else {
  console.error('vitest produced no report');
  totals.failed += 1;
}

const playwrightConfig = join(root, 'e2e', 'playwright.config.ts');
if (existsSync(playwrightConfig)) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`Chromium is missing at ${chromium}: the browser tests cannot run (.ci/run installs it).`);
    if (isCi) {
      totals.failed += 1;
    } else {
      totals.skipped += 1;
    }
  } else {
    const playwrightReport = join(reports, 'playwright.json');
    run('npx', ['playwright', 'test', '--config', playwrightConfig, '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    });
    if (existsSync(playwrightReport)) {
      const stats = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats;
      totals.passed += stats.expected + stats.flaky;
      if (stats.flaky > 0) {
        console.log(
          `\n${stats.flaky} browser test(s) passed only on retry (marked flaky in the list above): fix them.`,
        );
      }
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      if (stats.unexpected === 0 && (JSON.parse(readFileSync(playwrightReport, 'utf8')).errors ?? []).length > 0) {
        totals.failed += 1;
      }
    } else {
      console.error('playwright produced no report');
      totals.failed += 1;
    }
  }
}

rmSync(reports, { recursive: true, force: true });
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
