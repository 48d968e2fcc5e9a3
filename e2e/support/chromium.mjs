import { existsSync } from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own browser).
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate) => candidate && existsSync(candidate));
}

/** Flags that work on a machine without network or GPU (see ../shared/STACK.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebGL (the analytics map) runs on SwiftShader here; Chromium is retiring its automatic fallback to it.
  '--enable-unsafe-swiftshader',
];
