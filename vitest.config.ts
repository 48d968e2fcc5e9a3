import { defineConfig } from 'vitest/config';

/** Unit tests of the frontend packages; the API has its own config (api/vitest.config.ts). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,shell,mfe-*}/src/**/*.test.{ts,tsx}', '*.test.mjs'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          // Room for the 5 s waits of vitest.setup.ts on a loaded machine; speed is measured by the benches.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
