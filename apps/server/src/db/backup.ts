import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * A logical backup of every table of the `public` schema, taken in one REPEATABLE READ snapshot
 * while the server keeps running (the embedded server ships no pg_dump). The file is gzip'd text:
 *
 *   \kho backup {"format":1,...}
 *   \kho table {"name":"to_chuc","columns":["id",...]}
 *   <COPY text rows, one per line>
 *   ...
 *   \kho end {"tables":36,"rows":123456}
 *
 * COPY's text format escapes backslashes, so no data line can start with `\kho`. A restore reads the
 * file into an empty, migrated database in one transaction and commits only when it reached the end
 * line: a truncated file restores nothing.
 */
const FORMAT = 1;
const MARK = '\\kho ';

interface TableSection {
  name: string;
  columns: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function listTables(client: pg.Client): Promise<TableSection[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname
     order by c.relname`);
  return rows;
}

async function write(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes a backup of the database at `url` to `destination` (which it ends). */
export async function writeBackup(url: string, destination: Writable): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // a lost connection fails the statement in progress
  await client.connect();
  const gzip = createGzip();
  gzip.pipe(destination);
  const finished = once(destination, 'finish');
  let rows = 0;
  try {
    // One snapshot for every table: the backup is what the database held at one instant.
    await client.query('begin isolation level repeatable read read only');
    const [{ server_version }] = (await client.query<{ server_version: string }>('show server_version'))
      .rows as [{ server_version: string }];
    const tables = await listTables(client);
    const header = { format: FORMAT, created_at: new Date().toISOString(), server_version };
    await write(gzip, `${MARK}backup ${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await write(gzip, `${MARK}table ${JSON.stringify(table)}\n`);
      const select = `select ${table.columns.map(quote).join(', ')} from ${quote(table.name)}`;
      const stream = client.query(copyTo(`copy (${select}) to stdout`));
      for await (const chunk of stream as AsyncIterable<Buffer>) await write(gzip, chunk);
      rows += Number((stream as unknown as { rowCount?: number }).rowCount ?? 0);
    }
    await client.query('commit');
    const summary = { tables: tables.length, rows };
    await write(gzip, `${MARK}end ${JSON.stringify(summary)}\n`);
    gzip.end();
    await finished;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Restores a backup into the database at `url`, which must already hold the schema (migrations)
 * and no data. Everything is one transaction: any error, or a file without its end line, leaves the
 * database as it was.
 */
export async function restoreBackup(url: string, source: Readable): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // a lost connection fails the statement in progress
  await client.connect();
  let copy: Writable | undefined;
  try {
    await client.query('begin');
    const known = new Map((await listTables(client)).map((table) => [table.name, table]));
    const occupied = await firstTableWithRows(client, [...known.keys()]);
    if (occupied) throw new RestoreError(`the target database is not empty (table ${occupied} has rows)`);
    // Rows go in table by table: foreign keys and triggers (the ledger's) wait until all are in.
    await client.query('set local session_replication_role = replica');

    let ended: BackupSummary | undefined;
    let sawHeader = false;
    let rows = 0;
    let tables = 0;
    const finishCopy = async () => {
      if (!copy) return;
      const done = once(copy, 'finish');
      copy.end();
      await done;
      copy = undefined;
    };
    const lines = createInterface({ input: source.pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      if (ended) throw new RestoreError('data after the end of the backup');
      if (!line.startsWith(MARK)) {
        if (!copy) throw new RestoreError('rows outside a table section');
        await write(copy, `${line}\n`);
        rows += 1;
        continue;
      }
      const [kind, json] = splitMark(line);
      if (kind === 'backup') {
        const header = JSON.parse(json) as { format?: number };
        if (header.format !== FORMAT) throw new RestoreError(`unknown backup format ${header.format}`);
        sawHeader = true;
      } else if (kind === 'table') {
        if (!sawHeader) throw new RestoreError('not a backup of this application');
        await finishCopy();
        const section = JSON.parse(json) as TableSection;
        const target = known.get(section.name);
        if (!target)
          throw new RestoreError(`the backup has a table this version does not know: ${section.name}`);
        const missing = section.columns.filter((column) => !target.columns.includes(column));
        if (missing.length)
          throw new RestoreError(`unknown columns in ${section.name}: ${missing.join(', ')}`);
        const columns = section.columns.map(quote).join(', ');
        copy = client.query(copyFrom(`copy ${quote(section.name)} (${columns}) from stdin`));
        tables += 1;
      } else if (kind === 'end') {
        await finishCopy();
        ended = JSON.parse(json) as BackupSummary;
        if (ended.rows !== rows || ended.tables !== tables) {
          throw new RestoreError(`the backup is damaged: ${rows} rows read, ${ended.rows} written`);
        }
      } else {
        throw new RestoreError(`unknown section ${kind}`);
      }
    }
    if (!ended) throw new RestoreError('the backup file is incomplete (no end line); nothing was restored');
    await resetSequences(client);
    await client.query('commit');
    return { tables, rows };
  } catch (error) {
    if (copy && !copy.writableFinished) {
      // Ends the COPY with CopyFail so the connection can roll back.
      const closed = once(copy, 'close').catch(() => undefined);
      copy.destroy(new RestoreError('restore abandoned'));
      await closed;
    }
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export class RestoreError extends Error {}

function splitMark(line: string): [string, string] {
  const rest = line.slice(MARK.length);
  const space = rest.indexOf(' ');
  return space < 0 ? [rest, '{}'] : [rest.slice(0, space), rest.slice(space + 1)];
}

async function firstTableWithRows(client: pg.Client, tables: string[]): Promise<string | undefined> {
  for (const table of tables) {
    const { rowCount } = await client.query(`select 1 from ${quote(table)} limit 1`);
    if (rowCount) return table;
  }
  return undefined;
}

/** Sequences owned by restored columns continue after the largest restored value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table_name: string; column_name: string }>(`
    select s.relname as sequence, t.relname as table_name, a.attname as column_name
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_namespace n on n.oid = t.relnamespace
     where s.relkind = 'S' and n.nspname = 'public'`);
  for (const row of rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quote(row.column_name)}) from ${quote(row.table_name)}), 0) + 1, false)`,
      [quote(row.sequence)],
    );
  }
}
