// The API runs on Node 20, which cannot run TypeScript, and shared is TypeScript source.
// The files the API imports (shared/contracts/…, shared/fingerprint/…, shared/custom-css) are compiled (tsconfig.shared.json)
// into <build>/node_modules/shared, which Node finds before the workspace's shared when a compiled file
// imports them. Usage: node scripts/place-shared.mjs [build folder, default dist]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const packageDir = path.resolve(apiDir, process.argv[2] ?? 'dist', 'node_modules', 'shared');
const tsc = path.join(apiDir, 'node_modules', 'typescript', 'bin', 'tsc');
const compile = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.shared.json', '--outDir', packageDir], {
  cwd: apiDir,
  stdio: 'inherit',
});
if (compile.status !== 0) process.exit(compile.status ?? 1);
const manifest = {
  name: 'shared',
  private: true,
  type: 'module',
  exports: {
    './contracts/*': './contracts/*.js',
    './fingerprint/*': './fingerprint/*.js',
    './custom-css': './custom-css/custom-css.js',
  },
};
fs.writeFileSync(path.join(packageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
