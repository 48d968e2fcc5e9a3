// The start command's build: rebuilds only the packages whose inputs changed since their last build,
// so a second `npm start` on an unchanged tree starts at once. Inputs: the package's own files,
// `shared`, the webpack factory and the lockfile. CI and `pnpm build` always build everything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../remotes.config.mjs';

const root = path.join(import.meta.dirname, '..');
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-sourcemaps',
  'dist-scan-sourcemaps',
  '.data',
  'test-results',
  'playwright-report',
]);
const PACKAGES = ['shell', ...REMOTE_PACKAGES, 'api'];
const COMMON_INPUTS = [
  'shared',
  'webpack.config.base.mjs',
  'remotes.config.json',
  'remotes.config.mjs',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
];

function filesUnder(entry) {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .filter((name) => !SKIP.has(name))
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

function inputsHash(pkg) {
  const hash = createHash('sha256');
  for (const file of [pkg, ...COMMON_INPUTS].flatMap(filesUnder).sort()) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

for (const pkg of PACKAGES) {
  // Not inside dist/: the static server would hand it out.
  const stamp = path.join(root, pkg, 'node_modules', '.cache', 'build-inputs');
  const current = inputsHash(pkg);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    console.log(`${pkg}: unchanged since its last build`);
    continue;
  }
  console.log(`${pkg}: building`);
  const result = spawnSync('pnpm', ['--filter', pkg, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, current);
}
