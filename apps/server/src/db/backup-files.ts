import { createReadStream, createWriteStream, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { restoreBackup, writeBackup, type BackupSummary } from './backup';
import { openDatabase, runMigrations } from './client';

const SUFFIX = '.khobak.gz';

/** `kho-2026-11-25T02-00-00Z.khobak.gz`: sorts by time. */
export function backupFileName(at = new Date()): string {
  return `kho-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}${SUFFIX}`;
}

/** Writes a backup file; it appears under its name only once complete (never a half file). */
export async function backupToFile(url: string, file: string): Promise<BackupSummary> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup(url, createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, file);
    return summary;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Creates the schema of this version in the (empty) database, then loads the backup into it. */
export async function restoreFromFile(url: string, file: string): Promise<BackupSummary> {
  const database = openDatabase({ url });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return restoreBackup(url, createReadStream(file));
}

/** Deletes the oldest backup files of a folder beyond the newest `keep`. */
export function pruneBackups(folder: string, keep: number): string[] {
  const files = readdirSync(folder)
    .filter((name) => name.startsWith('kho-') && name.endsWith(SUFFIX))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const name of removed) rmSync(path.join(folder, name), { force: true });
  return removed;
}
