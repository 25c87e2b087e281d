import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoucherDetail } from '@kho/contracts';
import { queryRows, type Executor } from './client';
import { driverError } from './errors';
import {
  receiptBody,
  receiptLine,
  RECEIPTS,
  runVoucher,
  setupInventory,
  type InventoryFixture,
} from '../modules/inventory/inventory-test-helpers';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * What the tables a stock movement writes by the thousand hold to: the ledger and the allocations
 * name their warehouse with its organisation, and the ledger its batch with its goods item, each
 * pair as one reference (migration 0035); stock rows are changed in place (migration 0034).
 */
let t: TestApp;
let f: InventoryFixture;
let receipt: VoucherDetail;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  receipt = await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(f.goods[0]!.id), receiptLine(f.goods[1]!.id)]),
    ['gui-duyet', 'duyet'],
    f.chemist.access_token,
  );
});
afterAll(async () => {
  await t.close();
});

/** Runs `work` in a transaction that is rolled back, whatever it did. */
async function rolledBack(work: (tx: Executor) => Promise<void>): Promise<void> {
  const undone = new Error('rolled back');
  await t.context.db
    .transaction(async (tx) => {
      await work(tx);
      throw undone;
    })
    .catch((error: unknown) => {
      if (error !== undone) throw error;
    });
}

/** The constraint PostgreSQL named refusing the statement, with its SQLSTATE. */
async function refusal(statement: SQL): Promise<string> {
  let refused: unknown;
  await rolledBack(async (tx) => {
    await tx.execute(statement).catch((error: unknown) => {
      refused = error;
    });
  });
  if (!refused) throw new Error('the row was written');
  const { code, constraint } = driverError(refused) ?? {};
  return `${code} ${constraint}`;
}

/** A copy of one of the receipt's ledger rows with a new id, naming another organisation or goods item. */
function ledgerCopy({ organisation, goods }: { organisation?: string; goods?: string }): SQL {
  return sql`insert into the_kho (id, to_chuc_id, kho_id, lo_hang_id, hang_hoa_id, ngay_chung_tu, so_luong,
                                  don_gia, loai_phieu, phieu_id, la_dao_nguoc, nguoi_thuc_hien_id, nhom)
             select gen_random_uuid(), coalesce(${organisation ?? null}::uuid, to_chuc_id), kho_id, lo_hang_id,
                    coalesce(${goods ?? null}::uuid, hang_hoa_id), ngay_chung_tu, so_luong, don_gia, loai_phieu,
                    phieu_id, la_dao_nguoc, nguoi_thuc_hien_id, nhom
             from the_kho where phieu_id = ${receipt.id} and hang_hoa_id = ${f.goods[0]!.id}`;
}

describe('references of the rows a stock movement writes', () => {
  it('refuse a ledger row naming a batch of another goods item', async () => {
    expect(await refusal(ledgerCopy({ goods: f.goods[1]!.id }))).toBe('23503 the_kho_lo_hang_fk');
  });

  it("refuse a ledger row or an allocation naming another organisation's warehouse", async () => {
    const other = f.outsiderOrganisation.id;
    expect(await refusal(ledgerCopy({ organisation: other }))).toBe('23503 the_kho_kho_to_chuc_fk');
    const line = receipt.chi_tiet[0]!;
    expect(
      await refusal(sql`insert into phieu_kho_phan_bo (id, to_chuc_id, phieu_id, chi_tiet_id, kho_id, lo_hang_id, so_luong)
                        select (md5(random()::text))::uuid, ${other}::uuid, ${receipt.id}::uuid, ${line.id}::uuid,
                               ${f.mainStore}::uuid, lo_hang_id, 1
                        from the_kho where phieu_id = ${receipt.id} and hang_hoa_id = ${line.hang_hoa_id}`),
    ).toBe('23503 phieu_kho_phan_bo_kho_to_chuc_fk');
  });
});

describe('stock rows', () => {
  it('are changed in place, touching no index, even on pages filled by arrivals', async () => {
    await rolledBack(async (tx) => {
      // 400 batches arriving in one warehouse fill several pages of stock rows.
      const [goods] = f.goods;
      await tx.execute(sql`
        insert into lo_hang (id, to_chuc_id, hang_hoa_id, so_lo, han_dung, don_gia)
        select (md5('lot' || n)::uuid), ${f.organisation.id}, ${goods!.id}, 'HOT' || n, date '2030-01-01', 100
        from generate_series(1, 400) n`);
      await tx.execute(sql`
        insert into ton_kho (kho_id, lo_hang_id, to_chuc_id, hang_hoa_id, so_luong, so_luong_giu, han_dung, don_gia)
        select ${f.dispensary}, id, to_chuc_id, hang_hoa_id, 10, 0, han_dung, don_gia
        from lo_hang where so_lo like 'HOT%'`);
      const [pages] = await queryRows<{ pages: number }>(
        tx,
        sql`select count(distinct (ctid::text::point)[0])::int as pages from ton_kho where kho_id = ${f.dispensary}`,
      );
      expect(pages!.pages).toBeGreaterThan(3);
      // A movement changes some of the warehouse's rows: here every other one, on every page.
      await tx.execute(sql`update ton_kho t set so_luong = so_luong - 1 from lo_hang b
                           where t.kho_id = ${f.dispensary} and b.id = t.lo_hang_id
                             and substr(b.so_lo, 4)::int % 2 = 0`);
      const [counts] = await queryRows<{ updated: number; hot: number }>(
        tx,
        sql`select pg_stat_get_xact_tuples_updated('ton_kho'::regclass)::int as updated,
                   pg_stat_get_xact_tuples_hot_updated('ton_kho'::regclass)::int as hot`,
      );
      expect(counts).toEqual({ updated: 200, hot: 200 });
    });
  });
});
