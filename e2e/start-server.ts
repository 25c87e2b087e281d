/**
 * Starts one end-to-end test server (`npx tsx e2e/start-server.ts`, DATA_DIR and E2E_TEMPLATE_DIR
 * set) on a data folder of its own, copied from a template that the first server of the run makes:
 * the embedded cluster, its migrations and the demo hospital are made once per run, not once per
 * server. The copy is a stopped cluster, so each server then starts its own PostgreSQL on it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = path.resolve(process.env.DATA_DIR ?? '');
const template = path.resolve(process.env.E2E_TEMPLATE_DIR ?? '');
const lock = `${template}.lock`;
const ready = path.join(template, '.ready');

/** One server at a time makes the template (mkdir is atomic: the lock is the folder). */
async function holdingTemplateLock(work: () => void): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

await holdingTemplateLock(() => {
  if (existsSync(ready)) return;
  rmSync(template, { recursive: true, force: true });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed.ts'], {
    env: { ...process.env, DATA_DIR: template },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`making the test data template failed (${seeded.status})`);
  writeFileSync(ready, '');
});
// Every start is a fresh copy: a run given the stamp of an earlier one (E2E_STAMP) must not find
// that run's changes to the demo data. `cp -a` keeps the owner of the cluster's files (the
// PostgreSQL account when run as root).
rmSync(dataDir, { recursive: true, force: true });
execFileSync('cp', ['-a', template, dataDir]);
process.env.DATA_DIR = dataDir;
await import(pathToFileURL(path.resolve('apps/server/src/main.ts')).href);
