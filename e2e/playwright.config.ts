import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium.mjs';
import { baseURL } from './support/ports';
import { serversFor } from './support/servers';

// Fresh PGlite databases for every run, one folder per worker under this one; the API seeds the demo data into
// each. Workers inherit the variable, so every process agrees on the folder and the global teardown removes it.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(tmpdir(), `sf-e2e-${Date.now()}`);
  process.env.E2E_DATA_DIR_IS_TEMPORARY = 'yes';
}

/** Each worker has its own product and database (support/servers.ts), so files run side by side. */
const WORKERS = 2;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Speed is measured by the benches, not here: the longest pages took 20 s of their 30 s while the suite itself
  // loaded the 2-core CI machine (load 4-5), and a busier machine has doubled such times.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    // The worker's own gateway: workers load this file too, with their TEST_PARALLEL_INDEX.
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: serversFor(WORKERS, process.env.E2E_DATA_DIR),
});
