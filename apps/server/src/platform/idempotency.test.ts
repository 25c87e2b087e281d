import { randomUUID } from 'node:crypto';
import type { VoucherDetail } from '@kho/contracts';
import { and, count, eq, sql, StringChunk, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { khoaIdempotency, phieuKho } from '../db/schema/index';
import {
  RECEIPTS,
  receiptBody,
  receiptLine,
  setupInventory,
  type InventoryFixture,
} from '../modules/inventory/inventory-test-helpers';
import { startTestApp, type TestApp } from '../test/harness';
import { purgeIdempotencyKeys } from './idempotency';

let t: TestApp;
let f: InventoryFixture;
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const CREATE = `${RECEIPTS}/tao-moi-phieu-nhap-kho`;

function create(key: string, body: unknown) {
  return t.request<VoucherDetail>('POST', CREATE, {
    token: f.chemist.access_token,
    headers: { 'idempotency-key': key },
    body,
  });
}

async function vouchersWithNote(note: string): Promise<number> {
  const [row] = await t.context.db.select({ n: count() }).from(phieuKho).where(eq(phieuKho.ghi_chu, note));
  return row!.n;
}

describe('Idempotency-Key', () => {
  it('never runs a committed create twice when its answer was lost after the commit', async () => {
    const note = `read-back-${randomUUID()}`;
    const body = receiptBody(f, [receiptLine(f.goods[0]!.id, { so_lo: 'IDEM-1' })], { ghi_chu: note });
    // Storing the answer after the commit fails as when the connection drops right then (the
    // voucher's detail is read by the transaction's last statement; this is what is left after it).
    const execute = t.context.db.execute.bind(t.context.db);
    const storesAnswer = (query: unknown) =>
      (query as SQL).queryChunks.some(
        (chunk) => chunk instanceof StringChunk && chunk.value.join('').includes('set trang_thai_http'),
      );
    let failed = false;
    vi.spyOn(t.context.db, 'execute').mockImplementation(((query: SQL) => {
      if (!failed && storesAnswer(query)) {
        failed = true;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return execute(query);
    }) as typeof t.context.db.execute);
    const key = `key-${randomUUID()}`;

    const first = await create(key, body);
    expect(first.status).toBe(503);
    expect(failed).toBe(true);
    const retry = await create(key, body);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toMatch(/đã được thực hiện ở lần gửi trước/);
    expect(await vouchersWithNote(note)).toBe(1);
  });

  it('releases the key when nothing was committed, so the retry does the work once', async () => {
    const note = `refused-${randomUUID()}`;
    const key = `key-${randomUUID()}`;
    const refused = await create(key, receiptBody(f, [], { ghi_chu: note }));
    expect(refused.status).toBe(400);
    const body = receiptBody(f, [receiptLine(f.goods[0]!.id, { so_lo: 'IDEM-2' })], { ghi_chu: note });
    const other = await create(`key-${randomUUID()}`, body);
    expect(other.status).toBe(201);
    const first = await create(key, body);
    expect(first.status).toBe(201);
    const replay = await create(key, body);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect(await vouchersWithNote(note)).toBe(2);
  });

  it('lets a claim left pending by a crashed request expire, but not a fresh one', async () => {
    const body = receiptBody(f, [receiptLine(f.goods[1]!.id, { so_lo: 'IDEM-3' })]);
    // The fingerprint the server keeps for this request, taken from a first call.
    const first = `key-${randomUUID()}`;
    expect((await create(first, body)).status).toBe(201);
    const [{ hash }] = (await t.context.db
      .select({ hash: khoaIdempotency.ma_bam })
      .from(khoaIdempotency)
      .where(eq(khoaIdempotency.khoa, first))) as [{ hash: string }];
    const claim = (key: string, secondsAgo: number) =>
      t.context.db.insert(khoaIdempotency).values({
        nguoi_dung_id: f.chemist.user.id,
        khoa: key,
        yeu_cau: `POST ${CREATE}`,
        ma_bam: hash,
        ngay_tao: sql`now() - make_interval(secs => ${secondsAgo})`,
      });
    const stale = `key-${randomUUID()}`;
    await claim(stale, 600);
    expect((await create(stale, body)).status).toBe(201);

    const fresh = `key-${randomUUID()}`;
    await claim(fresh, 5);
    const waiting = await create(fresh, body);
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).not.toMatch(/đã được thực hiện/);
  });

  it('purges keys older than the retention and keeps the rest', async () => {
    const old = `key-${randomUUID()}`;
    const recent = `key-${randomUUID()}`;
    for (const [key, days] of [
      [old, 8],
      [recent, 1],
    ] as const) {
      await t.context.db.insert(khoaIdempotency).values({
        nguoi_dung_id: f.chemist.user.id,
        khoa: key,
        yeu_cau: 'POST /x',
        ma_bam: 'x',
        trang_thai_http: 201,
        ngay_tao: sql`now() - make_interval(days => ${days})`,
      });
    }
    expect(await purgeIdempotencyKeys(t.context.db)).toBeGreaterThanOrEqual(1);
    const left = await t.context.db
      .select({ khoa: khoaIdempotency.khoa })
      .from(khoaIdempotency)
      .where(
        and(
          eq(khoaIdempotency.nguoi_dung_id, f.chemist.user.id),
          sql`${khoaIdempotency.khoa} in (${old}, ${recent})`,
        ),
      );
    expect(left.map((row) => row.khoa)).toEqual([recent]);
  });
});
