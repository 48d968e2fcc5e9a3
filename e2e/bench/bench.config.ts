import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const servers = [base.webServer ?? []].flat();

/** `pnpm bench:editor`, `pnpm bench:scan`: the e2e servers (built product, fresh PGlite) with one benchmark. */
export default defineConfig({
  ...base,
  testDir: '.',
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
