// `npm run backup -- FILE`: the compiled backup command (apps/server/src/backup/cli.ts), built first
// when the sources are newer, like the server `npm start` runs. FILE is taken from where npm was run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureServerBuilt, root } from './lib.mjs';

ensureServerBuilt();
const backup = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'backup.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
backup.on('exit', (code) => process.exit(code ?? 1));
