import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
import { serversFor } from '../support/servers';

// One worker: a benchmark runs alone on the machine. base set E2E_DATA_DIR when it loaded.
const servers = serversFor(1, process.env.E2E_DATA_DIR!);

/** `pnpm bench:editor`, `pnpm bench:scan`: the e2e servers (built product, fresh PGlite) with one benchmark. */
export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  // Paths in the base config are relative to it; this file sits one folder down.
  globalTeardown: path.join(import.meta.dirname, '..', 'support', 'global-teardown.ts'),
  testMatch: '*-bench.spec.ts',
  timeout: 300_000,
  reporter: [['list']],
  // The benchmark calls the API with the session's token directly; keep it valid for the whole run.
  webServer: servers.map((server) =>
    server.env?.ACCESS_TOKEN_TTL_SECONDS
      ? { ...server, env: { ...server.env, ACCESS_TOKEN_TTL_SECONDS: '900' } }
      : server,
  ),
});
