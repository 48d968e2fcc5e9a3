import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PGlite (WASM) and argon2 (native) are happiest in child processes.
    pool: 'forks',
    globalSetup: ['test/support/global-setup.ts'],
    // Vitest uses cores - 1 by default, i.e. one worker on the 2-core machines we run on.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
