// `npm start`: install what is missing, build the web app, then run the server (API + web on one port).
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', FEATURE_FLAGS: 'advancedAnalytics', ...process.env },
});

// The server shuts down cleanly on SIGINT/SIGTERM; pass ours on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
