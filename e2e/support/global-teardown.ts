import { rmSync } from 'node:fs';

/** Removes the run's PGlite folder (see playwright.config.ts); a folder given by the caller is kept. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && process.env.E2E_DATA_DIR_IS_TEMPORARY) rmSync(dataDir, { recursive: true, force: true });
}
