// Shared steps of `npm start` and `npm test`: work on a fresh clone with only Node.js and npm.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    throw result.error;
  }
  return result.status ?? 1;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) {
    return;
  }
  console.log('Installing dependencies (first run; building the SQLite driver can take a minute or two)...');
  const useCi = existsSync(lock) && !existsSync(join(root, 'node_modules'));
  const status = run('npm', [useCi ? 'ci' : 'install', '--no-audit', '--no-fund', '--loglevel=error']);
  if (status !== 0) {
    console.error('npm install failed');
    process.exit(status);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist') {
      newest = Math.max(newest, newestMtime(join(path, entry)));
    }
  }
  return newest;
}

/** Builds the web app when its sources (or the shared packages) are newer than the last build. */
export function ensureWebBuilt() {
  const web = join(root, 'apps', 'web');
  if (!existsSync(join(web, 'index.html'))) {
    return false;
  }
  const built = join(web, 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(join(web, 'src')),
    newestMtime(join(web, 'index.html')),
    newestMtime(join(web, 'public')),
    newestMtime(join(root, 'packages')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) {
    return true;
  }
  console.log('Building the web app...');
  const status = run('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
  if (status !== 0) {
    console.error('web build failed');
    process.exit(status);
  }
  return true;
}
