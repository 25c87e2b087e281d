import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { createScratchDatabase, dropDatabasesNamed } from '../db/scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where test files make their databases: a server, a migrated template to copy, and the
     * prefix of this run's copies (swept at the end of the run).
     */
    testDatabase: { adminUrl: string; template: string; prefix: string };
  }
}

/**
 * Once per run and project: the PostgreSQL server the server tests use (project `server`: an
 * embedded one in a temporary folder, the engine `npm start` runs on; project `server-postgres`:
 * TEST_DATABASE_URL's) and one migrated template database that every test file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = project.name === 'server-postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let stopEmbedded = async () => {};
  if (!adminUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kho-test-pg-'));
    chmodSync(dataDir, 0o755); // run as root, the server's own account must reach its cluster
    const embedded = await startEmbeddedPostgres({ dataDir, mode: 'throwaway' });
    adminUrl = embedded.url('postgres');
    stopEmbedded = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const template = await createScratchDatabase(adminUrl, 'kho_template');
  const database = openDatabase({ url: template.url });
  await runMigrations(database);
  await database.close();
  // The template's random part names this run's copies, apart from other runs on the same server.
  const prefix = template.name.replace('kho_template', 'kho_t');
  project.provide('testDatabase', { adminUrl, template: template.name, prefix });
  return async () => {
    await dropDatabasesNamed(adminUrl, prefix);
    await template.drop();
    await stopEmbedded();
  };
}
