import ExcelJS from 'exceljs';
import type { GoodsStockRow, GoodsSuggestion, StockCard, StockItem, StockTotals } from '@kho/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa } from '../../../db/schema/index';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  TRANSFERS,
  type InventoryFixture,
} from '../inventory-test-helpers';

let t: TestApp;
let f: InventoryFixture;

/** Para: two lots, one expiring in 20 days; Amox: one lot, below its minimum; NaCl: expired lot. */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const [para, amox, nacl] = f.goods;
  await t.context.db
    .update(hangHoa)
    .set({ ton_toi_thieu: 50, ma_vach: '8934567890123' })
    .where(eq(hangHoa.id, amox!.id));
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(
      f,
      [
        receiptLine(para!.id, {
          so_lo: 'P-SOON',
          han_dung: hanoiDay(20),
          so_luong: 10,
          don_gia: 100,
          vat: 0,
        }),
        receiptLine(para!.id, {
          so_lo: 'P-LATER',
          han_dung: hanoiDay(400),
          so_luong: 30,
          don_gia: 200,
          vat: 0,
        }),
        receiptLine(amox!.id, { so_lo: 'A-1', han_dung: hanoiDay(300), so_luong: 40, don_gia: 1000, vat: 0 }),
        receiptLine(nacl!.id, { so_lo: 'N-OLD', han_dung: hanoiDay(-3), so_luong: 5, don_gia: 50, vat: 0 }),
      ],
      { ngay_chung_tu: hanoiDay(-1) },
    ),
  );
  await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 4 }]));
  await runVoucher(t, f, TRANSFERS, {
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    kho_nhan_id: f.dispensary,
    chi_tiet: [{ hang_hoa_id: para!.id, so_luong: 6 }],
  });
});
afterAll(() => t.close());

async function stock(query: Record<string, string | number> = {}) {
  const result = await t.request<StockItem[]>('GET', '/api/v1/ton-kho/danh-sach-ton-kho', {
    token: f.chemist.access_token,
    query: { to_chuc: f.organisation.id, kho_id: f.mainStore, ...query },
  });
  return { items: expectStatus(result, 200), totals: result.body.metadata!.tong_hop as StockTotals };
}

describe('stock screen', () => {
  it('lists each item with its batches and totals of everything matched', async () => {
    const { items, totals } = await stock();
    expect(items.map((i) => i.ma)).toEqual(['AMOX500', 'NACL09', 'PARA500']);
    const para = items.find((i) => i.ma === 'PARA500')!;
    // 10 soon + 30 later, minus 4 issued and 6 transferred, FEFO from the soonest lot.
    expect(para.lo_hang.map((b) => [b.so_lo, b.so_luong])).toEqual([['P-LATER', 30]]);
    expect(para.gia_tri).toBe(6000);
    expect(totals).toEqual({
      so_mat_hang: 3,
      so_lo: 3,
      tong_so_luong: 75,
      tong_gia_tri: 6000 + 40_000 + 250,
    });
  });

  it('filters by expiry, expired, below minimum, text and sorts', async () => {
    expect((await stock({ da_het_han: 'true' })).items.map((i) => i.ma)).toEqual(['NACL09']);
    expect((await stock({ het_han_trong_ngay: 30 })).items.map((i) => i.ma)).toEqual(['NACL09']);
    const below = await stock({ duoi_toi_thieu: 'true' });
    expect(below.items.map((i) => [i.ma, i.duoi_toi_thieu])).toEqual([['AMOX500', true]]);
    expect((await stock({ tu_khoa: 'amoxicilin' })).items).toEqual([]);
    expect((await stock({ tu_khoa: 'amoxicillin' })).items.map((i) => i.ma)).toEqual(['AMOX500']);
    expect((await stock({ sap_xep: 'gia_tri', chieu: 'desc' })).items.map((i) => i.ma)).toEqual([
      'AMOX500',
      'PARA500',
      'NACL09',
    ]);
    const dispensary = await stock({ kho_id: f.dispensary });
    expect(dispensary.items[0]!.lo_hang.map((b) => [b.so_lo, b.so_luong])).toEqual([['P-SOON', 6]]);
  });

  it('exports the filtered stock to Excel, one row per batch', async () => {
    const response = await t.raw('GET', '/api/v1/ton-kho/xuat-excel-ton-kho', {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Mã hàng');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(6).value).toBe('A-1');
  });
});

describe('stock card', () => {
  it('opens from the books before the period and runs a balance through every movement', async () => {
    const card = expectStatus(
      await t.request<StockCard>('GET', '/api/v1/ton-kho/the-kho', {
        token: f.chemist.access_token,
        query: {
          to_chuc: f.organisation.id,
          kho_id: f.mainStore,
          hang_hoa_id: f.goods[0]!.id,
          tu_ngay: hanoiDay(0),
        },
      }),
      200,
    );
    // The receipt was dated yesterday: it is the opening balance of a card starting today.
    expect(card.ton_dau_ky).toBe(40);
    expect(card.dong.map((r) => [r.loai_phieu, r.so_lo, r.xuat, r.ton])).toEqual([
      ['XUAT_KHO', 'P-SOON', 4, 36],
      ['CHUYEN_KHO', 'P-SOON', 6, 30],
    ]);
    expect(card.dong[1]!.dien_giai).toBe('Kho lẻ ngoại trú');
    expect([card.tong_nhap, card.tong_xuat, card.ton_cuoi_ky]).toEqual([0, 10, 30]);
  });

  it('refuses an end date before the start', async () => {
    const result = await t.request('GET', '/api/v1/ton-kho/the-kho', {
      token: f.chemist.access_token,
      lang: 'en',
      query: {
        to_chuc: f.organisation.id,
        kho_id: f.mainStore,
        hang_hoa_id: f.goods[0]!.id,
        tu_ngay: hanoiDay(0),
        den_ngay: hanoiDay(-5),
      },
    });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('end date must not be before the start');
  });
});

describe('goods stock and barcode lookup', () => {
  it('shows an item in every warehouse the caller may act in', async () => {
    const rows = expectStatus(
      await t.request<GoodsStockRow[]>('GET', '/api/v1/ton-kho/ton-kho-hang-hoa', {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, hang_hoa_id: f.goods[0]!.id },
      }),
      200,
    );
    expect(rows.map((r) => [r.kho_ma, r.so_lo, r.so_luong])).toEqual([
      ['KLNT', 'P-SOON', 6],
      ['KT', 'P-LATER', 30],
    ]);
    const nurse = await t.request<GoodsStockRow[]>('GET', '/api/v1/ton-kho/ton-kho-hang-hoa', {
      token: f.wardNurse.access_token,
      query: { to_chuc: f.organisation.id, hang_hoa_id: f.goods[0]!.id },
    });
    expect(expectStatus(nurse, 200)).toEqual([]);
  });

  it('finds goods by EAN-13, by the GTIN-14 around it, or by code', async () => {
    for (const code of ['8934567890123', '08934567890123', 'amox500']) {
      const found = await t.request<GoodsSuggestion | null>('GET', '/api/v1/hang-hoa/tra-cuu-ma-vach', {
        token: f.keeper.access_token,
        query: { to_chuc: f.organisation.id, ma: code },
      });
      expect(expectStatus(found, 200)?.ma).toBe('AMOX500');
    }
    const none = await t.request('GET', '/api/v1/hang-hoa/tra-cuu-ma-vach', {
      token: f.keeper.access_token,
      query: { to_chuc: f.organisation.id, ma: '0000000000000' },
    });
    expect(expectStatus(none, 200)).toBeNull();
  });
});
