// `npm run dev`: the server with reload on :8080 and the Vite dev server (proxying /api to it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
];
if (existsSync(join(root, 'apps', 'web', 'vite.config.ts'))) {
  children.push(spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }));
}
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
children.forEach((child) => child.on('exit', (code) => (process.exitCode ??= code ?? 0)));
