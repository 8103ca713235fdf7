// Shared steps of `npm start` and `npm test`: work on a fresh clone with only Node.js and npm.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * What `npm start` and `npm test` need from node_modules, by the workspace that declares it: the
 * build tools are devDependencies, which npm leaves out under NODE_ENV=production unless told.
 */
export const REQUIRED_TOOLS = [
  { workspace: 'apps/web', name: 'vite' },
  { workspace: 'apps/server', name: 'esbuild' },
  { workspace: '.', name: 'typescript' },
  { workspace: '.', name: 'vitest' },
];

const INSTALL_RECORD = '.quizmaker-install.json';

function lockDigest(projectRoot) {
  const lock = join(projectRoot, 'package-lock.json');
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no lock file';
}

function resolves(projectRoot, { workspace, name }) {
  try {
    createRequire(join(projectRoot, workspace, 'package.json')).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why node_modules cannot be used as it is, or null when it can. npm's own record
 * (node_modules/.package-lock.json) is written even by an install that left out devDependencies or
 * failed part-way, so only our record, written after an install finished with every build tool in
 * place, counts; and the tools are looked up again, as something may have pruned them since.
 */
export function installProblem(projectRoot = root, tools = REQUIRED_TOOLS) {
  if (!existsSync(join(projectRoot, 'node_modules'))) {
    return 'node_modules is missing';
  }
  const recordFile = join(projectRoot, 'node_modules', INSTALL_RECORD);
  if (!existsSync(recordFile)) {
    return 'no complete install is recorded';
  }
  const record = JSON.parse(readFileSync(recordFile, 'utf8'));
  if (record.lockDigest !== lockDigest(projectRoot)) {
    return 'package-lock.json changed since the last install';
  }
  const missing = tools.find((tool) => !resolves(projectRoot, tool));
  if (missing) {
    return `${missing.name} is missing`;
  }
  if (record.nodeModuleVersion !== process.versions.modules) {
    return `native modules were built for another Node.js (ABI ${record.nodeModuleVersion})`;
  }
  return null;
}

/** Records that node_modules holds a complete install for this lock file and this Node.js. */
export function recordCompleteInstall(projectRoot = root) {
  const record = {
    lockDigest: lockDigest(projectRoot),
    nodeModuleVersion: process.versions.modules,
    node: process.version,
  };
  writeFileSync(join(projectRoot, 'node_modules', INSTALL_RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * Installs (or repairs) dependencies unless a complete install is recorded: devDependencies
 * included whatever NODE_ENV says, since the web and server builds need them. A Node.js with
 * another ABI only needs the native modules rebuilt.
 */
export function ensureInstalled(projectRoot = root, tools = REQUIRED_TOOLS) {
  const problem = installProblem(projectRoot, tools);
  if (problem === null) {
    return;
  }
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  let status;
  if (problem.startsWith('native modules')) {
    console.log(`Rebuilding native modules (${problem})...`);
    status = run('npm', ['rebuild', ...quiet], { cwd: projectRoot });
  } else {
    console.log(`Installing dependencies (${problem}; building the SQLite driver can take a minute or two)...`);
    const fresh = existsSync(join(projectRoot, 'package-lock.json')) && !existsSync(join(projectRoot, 'node_modules'));
    status = run('npm', [fresh ? 'ci' : 'install', '--include=dev', ...quiet], { cwd: projectRoot });
  }
  const missing = tools.filter((tool) => !resolves(projectRoot, tool)).map((tool) => tool.name);
  if (status !== 0 || missing.length > 0) {
    console.error(status !== 0 ? 'npm install failed' : `npm install finished without ${missing.join(', ')}`);
    process.exit(status || 1);
  }
  recordCompleteInstall(projectRoot);
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

/**
 * Compiles the server into apps/server/dist (apps/server/build.mjs) when its sources, or the
 * workspace packages it bundles, are newer than the last build. Throws when the build fails.
 */
export function ensureServerBuilt() {
  const server = join(root, 'apps', 'server');
  const built = join(server, 'dist', 'main.js');
  const sources = Math.max(
    newestMtime(join(server, 'src')),
    newestMtime(join(server, 'build.mjs')),
    newestMtime(join(root, 'packages')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) {
    return;
  }
  console.log('Compiling the server...');
  if (run(process.execPath, [join(server, 'build.mjs')]) !== 0) {
    throw new Error('server build failed');
  }
}
