import { defineConfig } from 'vitest/config';

// Unit tests sit beside their code; API tests live in tests/api and run on SQLite and, when
// DATABASE_URL or the local server is reachable, on PostgreSQL too.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'db/src/**/*.test.ts',
            'seed/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'desktop/main/**/*.test.ts',
            'desktop/preload/**/*.test.ts',
            'desktop/renderer/src/**/*.test.{ts,tsx}',
            'ui/src/**/*.test.{ts,tsx}',
            'storefront/src/**/*.test.{ts,tsx}',
          ],
          // The kit's texts (the apps register them as they start: ui/src/i18n/ui-text.ts).
          setupFiles: ['ui/src/i18n/ui-catalogues.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          env: { NODE_ENV: 'test' },
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
