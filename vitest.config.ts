import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the frontend packages, and the integration tests that need the print readers (Ghostscript,
 * qpdf, poppler) and Chromium; the API has its own config (api/vitest.config.ts).
 */
const INTEGRATION = '{shared,shell,mfe-*}/src/**/*.integration.test.{ts,tsx}';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,shell,mfe-*}/src/**/*.test.{ts,tsx}', '*.test.mjs'],
          exclude: [INTEGRATION, '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          // Room for the 5 s waits of vitest.setup.ts on a loaded machine; speed is measured by the benches.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: [INTEGRATION],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
