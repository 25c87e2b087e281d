import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; `--project server` runs only the server tests. They run on
// an embedded PostgreSQL started for the run, or on TEST_DATABASE_URL's server (CI does both).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
