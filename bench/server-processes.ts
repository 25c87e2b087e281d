import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

/**
 * `npm start` as a separate process tree with SERVER_PROCESSES=`processes` on the given database,
 * signing tokens with `jwtSecret` so a benchmark's tokens hold; ready when /health answers.
 */
export async function startServerProcesses(options: {
  processes: number;
  databaseUrl: string;
  jwtSecret: string;
  poolSize: number;
}): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-bench-processes-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      SERVER_PROCESSES: String(options.processes),
      JWT_SECRET: options.jwtSecret,
      ACCESS_TOKEN_TTL: '2h',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      BACKUP_NIGHTLY_AT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    const status = await fetch(`${baseUrl}/api/v1/health`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (waited > 120_000 || child.exitCode !== null) throw new Error('the server processes did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Every process answers /health once the port is shared; give the slower ones a moment more.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
