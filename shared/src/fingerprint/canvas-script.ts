// Test and bench support, run by Node only: nothing in the product imports it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The tag file worker's drawing and PNG writers (`fingerprintGeometry`, `drawFingerprint`, `tagPng`,
 * `withResolution`, …) as one classic script, its functions globals of the page or Worker that runs it:
 * the integration tests and `pnpm bench:downloads` run them in a real browser's canvas without a bundler.
 */
export function fingerprintCanvasScript(): string {
  const source = ['geometry.ts', 'hub-logo.ts', 'canvas.ts', 'png.ts']
    .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
    .join('\n')
    .replace(/^import[\s\S]*?;$/gm, '');
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  return js.replace(/^export /gm, '');
}
