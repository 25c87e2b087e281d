import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { openChannel } from '../modules/realtime/realtime-test-client';
import { createSignedInUser, type SignedInUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * Faults landed at a known point: a side connection holds a table lock so the request is known to
 * be waiting inside its statement when its backend is terminated (pg_terminate_backend, what a
 * database restart or failover does to open connections).
 */
let t: TestApp;
let user: SignedInUser;
let side: pg.Client;
beforeAll(async () => {
  t = await startTestApp();
  user = await createSignedInUser(t);
  side = new pg.Client({ connectionString: t.databaseUrl });
  await side.connect();
});
afterAll(async () => {
  await side.end();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Backends of the app's database waiting for a lock, other than the side connection. */
async function waitingBackends(): Promise<number[]> {
  // Inside the side connection's transaction the activity view is a snapshot unless cleared.
  await side.query('select pg_stat_clear_snapshot()');
  const { rows } = await side.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  );
  return rows.map((row) => row.pid);
}

async function untilWaiting(except: number[] = []): Promise<number> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const pid = (await waitingBackends()).find((candidate) => !except.includes(candidate));
    if (pid) return pid;
    await sleep(20);
  }
  throw new Error('no request is waiting for the lock');
}

async function holdLock(table: string): Promise<() => Promise<void>> {
  await side.query('begin');
  await side.query(`lock table ${table} in access exclusive mode`);
  return async () => {
    await side.query('rollback');
  };
}

describe('a lost database connection', () => {
  it('makes a read answer 503 with a clear message, and the next one is served', async () => {
    const release = await holdLock('to_chuc');
    const answer = t.request('GET', '/api/v1/to-chuc/danh-sach-to-chuc-cua-toi', {
      token: user.access_token,
    });
    try {
      await side.query('select pg_terminate_backend($1)', [await untilWaiting()]);
    } finally {
      await release();
    }
    const refused = await answer;

    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body).toMatchObject({ success: false, code: 53 });
    expect(refused.body.message).toContain('không kết nối được cơ sở dữ liệu');
    const again = await t.request('GET', '/api/v1/to-chuc/danh-sach-to-chuc-cua-toi', {
      token: user.access_token,
    });
    expect(again.status).toBe(200);
    expect((await t.request('GET', '/api/v1/health')).status).toBe(200);
  });

  it('runs a transaction again when its connection died before the work was done: one record, 201', async () => {
    const code = `BV${randomBytes(4).toString('hex')}`;
    const release = await holdLock('khoa'); // the organisation's first department is written inside its transaction
    const answer = t.request('POST', '/api/v1/to-chuc/tao-moi-to-chuc', {
      token: user.access_token,
      body: { ma: code, ten: 'Bệnh viện Mất kết nối' },
    });
    try {
      const first = await untilWaiting();
      await side.query('select pg_terminate_backend($1)', [first]);
      await untilWaiting([first]); // the second attempt waits for the same lock
    } finally {
      await release();
    }

    const created = await answer;
    expect(created.status).toBe(201);
    const { rows } = await side.query<{ n: number }>('select count(*)::int as n from to_chuc where ma = $1', [
      code,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('does not crash the process when a connection dies while idle inside a transaction', async () => {
    let attempts = 0;
    const result = await t.database.db.transaction(async (tx) => {
      attempts += 1;
      const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      if (attempts === 1) {
        await side.query('select pg_terminate_backend($1)', [row!.pid]);
        await sleep(200); // the client hears of it while idle: an 'error' event with nobody else listening
      }
      await tx.execute(sql`select 1`);
      return attempts;
    });
    expect(result).toBe(2);
  });
});

describe('real-time after its connection is lost', () => {
  it('listens again by itself, tells connected clients to refresh, and delivers later events', async () => {
    const channel = await openChannel(t, user);
    const { rows } = await side.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    expect(rows).toHaveLength(1);
    await side.query('select pg_terminate_backend($1)', [rows[0]!.pid]);

    await channel.next('resync');
    expect(t.context.realtime.isListening()).toBe(true);
    const health = await t.request<{ realtime: string }>('GET', '/api/v1/health');
    expect(health.body.data.realtime).toBe('listening');
    await t.context.realtime.sendToUser(user.user.id, {
      type: 'notification',
      notification: { title: 'Phiếu lĩnh mới' },
    });
    await channel.next('notification');
    channel.socket.close();
  });
});
