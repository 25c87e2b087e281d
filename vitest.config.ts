import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers';

// One Vitest run covers every package. The server tests run on an embedded PostgreSQL started for
// the run and, when TEST_DATABASE_URL names a PostgreSQL server, a second time on that server
// (project `server-postgres`) in the same run, sharing its workers. `--project 'server*'` runs only
// the server tests.
// Server tests that never use the run's database (the embedded engine's own supervisor, `npm start`,
// pure rules), and the spreadsheet imports' limits, which refuse a file while reading it, before any
// rule reaches the database: the same on either server, so they run in project `server` only.
const ONE_DATABASE_ENOUGH = [
  'apps/server/src/main.test.ts',
  'apps/server/src/server-processes.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/db/embedded-postgres.test.ts',
  'apps/server/src/platform/auth/tokens.test.ts',
  'apps/server/src/platform/request-memo.test.ts',
  'apps/server/src/modules/catalogues/xlsx-reader.test.ts',
  'apps/server/src/modules/catalogues/import-limits.test.ts',
  'apps/server/src/modules/reports/report-period.test.ts',
  'apps/server/src/modules/inventory/engine/fefo.test.ts',
  'apps/server/src/modules/inventory/requisitions/requisition-push.test.ts',
  'apps/server/src/modules/prescriptions/prescription-warnings.test.ts',
  'apps/server/src/modules/prescriptions/prescription-regulations.test.ts',
  'apps/server/src/modules/prescriptions/dispensing/dispensed-status.test.ts',
];

function serverProject(name: string, exclude: string[] = []): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include: ['apps/server/src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      // Each file makes its own database and app, so the files of a worker can share loaded
      // modules: importing the server once per worker rather than once per file.
      isolate: false,
      restoreMocks: true,
      globalSetup: ['apps/server/src/test/global-setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', ONE_DATABASE_ENOUGH)] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
