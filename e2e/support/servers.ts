import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { portsOf } from './ports';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const root = path.join(import.meta.dirname, '..', '..');
// Seeding the demo data and starting the servers took over a minute on the 2-core machine while other work loaded it.
const STARTUP_TIMEOUT_MS = 180_000;

/** The API with a fresh PGlite in `dataDir`, seeded with the demo data, and the gateway in front of it. */
function productOf(parallelIndex: number, dataDir: string): WebServer[] {
  const ports = portsOf(parallelIndex);
  return [
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
      timeout: STARTUP_TIMEOUT_MS,
    },
    {
      command: 'node server/gateway.mjs',
      cwd: path.join(root, 'shell'),
      url: `http://localhost:${ports.gateway}/remotes.json`,
      env: {
        PORT: String(ports.gateway),
        SCAN_PAGE_PORT: String(ports.scanPage),
        API_URL: `http://127.0.0.1:${ports.api}`,
      },
      reuseExistingServer: false,
      timeout: STARTUP_TIMEOUT_MS,
    },
  ];
}

/**
 * The servers of a run of `workers` workers: a product per worker (its database in `dataRoot`/worker-N, so a
 * test that changes users or settings changes them for its own worker only) and one standalone mfe-projects.
 */
export function serversFor(workers: number, dataRoot: string): WebServer[] {
  return [
    ...Array.from({ length: workers }, (_, index) => productOf(index, path.join(dataRoot, `worker-${index}`))).flat(),
    {
      command: 'npm run serve --silent',
      cwd: path.join(root, 'mfe-projects'),
      url: `http://localhost:${portsOf(0).standaloneProjects}/mf-manifest.json`,
      env: { PORT: String(portsOf(0).standaloneProjects) },
      reuseExistingServer: false,
      timeout: STARTUP_TIMEOUT_MS,
    },
  ];
}
