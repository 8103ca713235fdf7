// `npm start`: install what is missing, build the web app and compile the server, then run it (API + web on one port).
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
ensureServerBuilt();

// The compiled server in plain Node.js: no TypeScript loader in production (`npm run dev` runs the sources).
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', FEATURE_FLAGS: 'advancedAnalytics', ...process.env },
});

// The server shuts down cleanly on SIGINT/SIGTERM; pass ours on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
