// Development: tsc in watch mode, and node restarting the server whenever dist/ changes.
// (Node 20 cannot run TypeScript itself.)
import { spawn, spawnSync } from 'node:child_process';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' });
const tscBin = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

if (run([tscBin, '-p', 'tsconfig.build.json']).status !== 0) process.exit(1);
run(['scripts/copy-migrations.mjs']);
// Not watched: a change to shared/fingerprint or shared/custom-css needs a restart.
if (run(['scripts/place-shared.mjs']).status !== 0) process.exit(1);

const children = [
  spawn(process.execPath, [tscBin, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
  // Development asks for the demo data and sits behind the shell's dev proxy.
  spawn(process.execPath, ['--watch-path=dist', 'dist/server.js'], {
    stdio: 'inherit',
    env: { SEED_DEMO: 'true', TRUST_PROXY: 'true', ...process.env },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
