import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium.mjs';
import { baseURL, ports } from './support/ports';

const root = path.join(import.meta.dirname, '..');
// A fresh PGlite database for every run; the API seeds the demo data into it. Workers inherit the
// variable, so every process agrees on the folder and the global teardown removes it.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(tmpdir(), `sf-e2e-${Date.now()}`);
  process.env.E2E_DATA_DIR_IS_TEMPORARY = 'yes';
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Speed is measured by the benches, not here: the longest pages took 20 s of their 30 s while the suite itself
  // loaded the 2-core CI machine (load 4-5), and a busier machine has doubled such times.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node dist/server.js',
      cwd: path.join(root, 'api'),
      url: `http://127.0.0.1:${ports.api}/api/health`,
      env: {
        // Always a fresh PGlite: an inherited DATABASE_URL would point e2e at a database that outlives the run.
        DATABASE_URL: '',
        PORT: String(ports.api),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        // Behind the gateway on this machine, as `npm start`; one browser sends every request, so the general
        // limit is lifted.
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'warn',
        ACCESS_TOKEN_TTL_SECONDS: '10',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node server/gateway.mjs',
      cwd: path.join(root, 'shell'),
      url: `${baseURL}/remotes.json`,
      env: {
        PORT: String(ports.gateway),
        SCAN_PAGE_PORT: String(ports.scanPage),
        API_URL: `http://127.0.0.1:${ports.api}`,
      },
      reuseExistingServer: false,
    },
    {
      command: 'npm run serve --silent',
      cwd: path.join(root, 'mfe-projects'),
      url: `http://localhost:${ports.standaloneProjects}/mf-manifest.json`,
      env: { PORT: String(ports.standaloneProjects) },
      reuseExistingServer: false,
    },
  ],
});
