import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installProblem, recordCompleteInstall } from './lib.mjs';

const libUrl = new URL('./lib.mjs', import.meta.url).href;
const projects: string[] = [];

afterEach(() => {
  for (const project of projects.splice(0)) {
    rmSync(project, { recursive: true, force: true });
  }
});

/**
 * A small npm project: `app` needs the build tool `builder`, a devDependency (a local package, so
 * npm installs it without a registry), as the web build needs vite.
 */
function buildProject(): { root: string; tools: Array<{ workspace: string; name: string }> } {
  const root = mkdtempSync(join(tmpdir(), 'quizmaker-install-'));
  projects.push(root);
  mkdirSync(join(root, 'builder'));
  writeFileSync(
    join(root, 'builder', 'package.json'),
    JSON.stringify({ name: 'builder', version: '1.0.0', main: 'index.js' }),
  );
  writeFileSync(join(root, 'builder', 'index.js'), 'module.exports = "built";\n');
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'app', version: '1.0.0', private: true, devDependencies: { builder: 'file:./builder' } }),
  );
  return { root, tools: [{ workspace: '.', name: 'builder' }] };
}

/** Writes node_modules as `npm install --omit=dev` leaves it: npm's own record fresh, the build tool absent. */
function installWithoutDevDependencies(root: string) {
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  writeFileSync(join(root, 'package-lock.json'), JSON.stringify({ name: 'app', lockfileVersion: 3, packages: {} }));
  writeFileSync(
    join(root, 'node_modules', '.package-lock.json'),
    JSON.stringify({ name: 'app', lockfileVersion: 3, packages: {} }),
  );
}

/** A complete install of `root`, as `npm install` leaves it: the build tool present and the install recorded. */
function recordInstallWithBuilder(root: string) {
  installWithoutDevDependencies(root);
  mkdirSync(join(root, 'node_modules', 'builder'));
  writeFileSync(
    join(root, 'node_modules', 'builder', 'package.json'),
    JSON.stringify({ name: 'builder', version: '1.0.0' }),
  );
  recordCompleteInstall(root);
}

/** Runs ensureInstalled for `root` in a process of its own with NODE_ENV=production, as `NODE_ENV=production npm start` does. */
function ensureInstalledInProduction(root: string, tools: Array<{ workspace: string; name: string }>) {
  const script = `const { ensureInstalled } = await import(${JSON.stringify(libUrl)}); ensureInstalled(${JSON.stringify(root)}, ${JSON.stringify(tools)});`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_ENV: 'production', npm_config_offline: 'true' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('installProblem (what npm start and npm test repair before anything else)', () => {
  it('names a missing node_modules', () => {
    const { root, tools } = buildProject();
    expect(installProblem(root, tools)).toBe('node_modules is missing');
  });

  it('does not trust an install it did not see finish, however fresh npm’s own record looks', () => {
    const { root, tools } = buildProject();
    installWithoutDevDependencies(root);
    expect(installProblem(root, tools)).toBe('no complete install is recorded');
  });

  it('names a lock file changed since the recorded install', () => {
    const { root, tools } = buildProject();
    recordInstallWithBuilder(root);
    expect(installProblem(root, tools)).toBeNull();
    writeFileSync(
      join(root, 'package-lock.json'),
      JSON.stringify({ name: 'app', lockfileVersion: 3, packages: { '': {} } }),
    );
    expect(installProblem(root, tools)).toBe('package-lock.json changed since the last install');
  });

  it('names a build tool removed after the recorded install (npm prune --omit=dev)', () => {
    const { root, tools } = buildProject();
    recordInstallWithBuilder(root);
    rmSync(join(root, 'node_modules', 'builder'), { recursive: true });
    expect(installProblem(root, tools)).toBe('builder is missing');
  });

  it('names native modules built for another Node.js', () => {
    const { root, tools } = buildProject();
    recordInstallWithBuilder(root);
    const marker = join(root, 'node_modules', '.quizmaker-install.json');
    const recorded = JSON.parse(readFileSync(marker, 'utf8')) as Record<string, unknown>;
    writeFileSync(marker, JSON.stringify({ ...recorded, nodeModuleVersion: '115' }));
    expect(installProblem(root, tools)).toBe(
      process.versions.modules === '115' ? null : 'native modules were built for another Node.js (ABI 115)',
    );
  });
});

describe('ensureInstalled with NODE_ENV=production', () => {
  it('installs the build tools (devDependencies), and repairs an install that left them out on the next run', () => {
    const { root, tools } = buildProject();
    installWithoutDevDependencies(root);

    const first = ensureInstalledInProduction(root, tools);
    expect(first.output).toContain('Installing dependencies (no complete install is recorded;');
    expect(first.status).toBe(0);
    expect(installProblem(root, tools)).toBeNull();
    expect(createRequire(join(root, 'package.json'))('builder')).toBe('built');

    rmSync(join(root, 'node_modules', 'builder'), { recursive: true });
    const second = ensureInstalledInProduction(root, tools);
    expect(second.output).toContain('Installing dependencies (builder is missing;');
    expect(second.status).toBe(0);
    expect(installProblem(root, tools)).toBeNull();

    const third = ensureInstalledInProduction(root, tools);
    expect(third.output).toBe('');
    expect(third.status).toBe(0);
  });
});
