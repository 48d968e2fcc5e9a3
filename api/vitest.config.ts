import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // PGlite (WASM) and argon2 (native) are happiest in child processes.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
