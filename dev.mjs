// `pnpm dev`: the API (compiled in watch mode, restarted on change, with demo data) and the shell and every
// remote of remotes.config.json on webpack-dev-server. Open the shell (:8080): it proxies /api to the API and
// /remotes/<remote> to that remote's dev server, so a change to any of them shows on reload.
import { spawn } from 'node:child_process';
import { REMOTE_PACKAGES } from './remotes.config.mjs';

const filters = ['api', 'shell', ...REMOTE_PACKAGES].flatMap((pkg) => ['--filter', pkg]);
const dev = spawn('pnpm', ['--parallel', ...filters, 'run', 'dev'], {
  stdio: 'inherit',
  // Emailed links open where the dev session is (the API's default is 127.0.0.1, another origin).
  env: { CONSOLE_URL: 'http://localhost:8080', ...process.env },
});
dev.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
