import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from '../scripts/lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps', 'web');
const distIndex = join(webDir, 'dist', 'index.html');

/** Newest modification time under `path`, test files excluded (they are not part of the build). */
function newest(path: string): number {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  }
  return readdirSync(path).reduce(
    (latest, name) =>
      name === 'node_modules' || name === 'dist' ? latest : Math.max(latest, newest(join(path, name))),
    0,
  );
}

/** Builds apps/web when dist is missing or older than its sources (or the contracts it bundles). */
function buildWebIfNeeded() {
  const sources = Math.max(
    newest(join(webDir, 'src')),
    newest(join(webDir, 'public')),
    newest(join(webDir, 'index.html')),
    newest(join(webDir, 'vite.config.ts')),
    newest(join(root, 'packages', 'contracts', 'src')),
  );
  if (existsSync(distIndex) && statSync(distIndex).mtimeMs >= sources) {
    return;
  }
  console.log('[e2e] building the web app (npm run build -w apps/web)...');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess, logFile: string) {
  // Start-up seeds the demo (argon2 hashes): slow on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`[e2e] the server exited with code ${server.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`[e2e] the server did not become healthy within 180 s:\n${readFileSync(logFile, 'utf8')}`);
}

/**
 * Starts the real server (compiled as in production; SQLite in a fresh temporary DATA_DIR, demo seed,
 * built-in local checkout, outbox mail, the advancedAnalytics feature flag on) and returns the teardown.
 * Tests read E2E_BASE_URL and, for the mail outbox, E2E_DB_FILE.
 */
export default async function globalSetup() {
  buildWebIfNeeded();
  ensureServerBuilt();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'quizmaker-e2e-'));
  const logFile = join(dataDir, 'server.log');
  // The server gets this environment without the settings that would point it elsewhere than the test's own.
  const cleared = new Set([
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'ADMIN_USERNAME',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'FEATURE_FLAGS',
    'FEATURE_ADVANCED_ANALYTICS',
  ]);
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !cleared.has(name)));
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    WEB_DIST_DIR: join(webDir, 'dist'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    LOGIN_MAX_FAILURES: '1000',
    REGISTRATIONS_PER_HOUR_PER_IP: '100000',
    PASSWORD_RESETS_PER_HOUR_PER_ADDRESS: '100000',
    PASSWORD_RESETS_PER_HOUR_PER_IP: '100000',
    // support.ts latestMail() reads reset links from the outbox, as a developer without SMTP does.
    MAIL_OUTBOX_KEEP_LINKS: 'true',
    BILLING_ENABLED: 'true',
    // What `npm start` switches on (README "Configuration"): the owner's analytics panel is served for real.
    FEATURE_FLAGS: 'advancedAnalytics',
  });
  const log = createWriteStream(logFile);
  // The compiled server, as `npm start` runs it in production.
  const server = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  await waitForHealth(baseURL, server, logFile);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DB_FILE = join(dataDir, 'quizmaker.db');

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
