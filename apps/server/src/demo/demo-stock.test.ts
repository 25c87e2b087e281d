import {
  TRANG_THAI_PHIEU,
  type LedgerCheck,
  type OfficialForm,
  type StockItem,
  type TenderCheck,
  type StocktakeDetail,
  type Voucher,
  type VoucherListMetadata,
} from '@kho/contracts';
import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { coSoTuTruc, goiThauChiTiet, kho } from '../db/schema/index';
import { DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
let organisationId: string;
let admin: SignedInUser;
let pharmacist: SignedInUser;
let warehouses: { id: string; ma: string }[];

beforeAll(async () => {
  t = await startTestApp();
  organisationId = (await seedDemo(t.context.db)).organisationId;
  admin = await signIn(t, 'admin', DEMO_PASSWORD);
  pharmacist = await signIn(t, 'duocsi', DEMO_PASSWORD);
  warehouses = await t.context.db.select({ id: kho.id, ma: kho.ma }).from(kho);
});
afterAll(async () => {
  await t.close();
});

const idOf = (ma: string) => warehouses.find((w) => w.ma === ma)!.id;

async function stock(
  kho_id: string,
  query: Record<string, string | number> = {},
  token = admin.access_token,
) {
  const result = await t.request<StockItem[]>('GET', '/api/v1/ton-kho/danh-sach-ton-kho', {
    token,
    query: { to_chuc: organisationId, kho_id, page_size: 100, ...query },
  });
  expect(result.status).toBe(200);
  return { items: result.body.data, metadata: result.body.metadata! };
}

describe('demo stock', () => {
  it('puts stock in every demo warehouse, and the ledger agrees with it everywhere', async () => {
    expect(warehouses.map((w) => w.ma).sort()).toEqual([
      'KLNT',
      'KT',
      'TT_KKB',
      'TT_KNGOAI',
      'TT_KNHI',
      'TT_KNOI',
    ]);
    for (const warehouse of warehouses) {
      const { items } = await stock(warehouse.id);
      expect(items.length, warehouse.ma).toBeGreaterThan(0);
      const check = await t.request<LedgerCheck>('GET', `/api/v1/ton-kho/${warehouse.id}/doi-soat-ton-kho`, {
        token: admin.access_token,
        query: { to_chuc: organisationId },
      });
      expect(check.status).toBe(200);
      expect(check.body.data.sai_lech, warehouse.ma).toEqual([]);
      expect(check.body.data.khop).toBe(true);
    }
  });

  it("keeps every tender line's received quantity equal to its receipts less its goods returns", async () => {
    const check = await t.request<TenderCheck>('GET', '/api/v1/goi-thau/doi-soat-goi-thau', {
      token: admin.access_token,
      query: { to_chuc: organisationId },
    });
    expect(check.status).toBe(200);
    expect(check.body.data.sai_lech).toEqual([]);
    expect(check.body.data.khop).toBe(true);
    expect(check.body.data.so_dong_kiem_tra).toBeGreaterThan(40);
  });

  it('shows the pharmacist most goods in the main store, with totals', async () => {
    const { items, metadata } = await stock(idOf('KT'), {}, pharmacist.access_token);
    expect(items).toHaveLength(100);
    const totals = metadata.tong_hop as { so_mat_hang: number; tong_gia_tri: number };
    expect(totals.so_mat_hang).toBeGreaterThan(180);
    expect(totals.tong_gia_tri).toBeGreaterThan(0);
  });

  it('has an expired batch and batches within the expiry warning windows', async () => {
    const expired = await stock(idOf('KT'), { da_het_han: 'true' });
    const expiredBatches = expired.items.flatMap((i) => i.lo_hang.filter((b) => b.da_het_han));
    expect(expiredBatches.length).toBeGreaterThanOrEqual(1);
    let soon = 0;
    for (const warehouse of warehouses) {
      const { items } = await stock(warehouse.id, { het_han_trong_ngay: 90 });
      soon += items.flatMap((i) => i.lo_hang.filter((b) => !b.da_het_han)).length;
    }
    expect(soon).toBeGreaterThanOrEqual(3);
  });

  it('leaves goods below their minimum in the main store and cabinet items below par', async () => {
    const low = await stock(idOf('KT'), { duoi_toi_thieu: 'true' });
    expect(low.items.length).toBeGreaterThanOrEqual(5);
    expect(low.items.every((i) => i.kha_dung < i.ton_toi_thieu)).toBe(true);

    const levels = await t.context.db.select().from(coSoTuTruc);
    let belowPar = 0;
    for (const cabinet of warehouses.filter((w) => w.ma.startsWith('TT_'))) {
      const { items } = await stock(cabinet.id);
      for (const level of levels.filter((l) => l.kho_id === cabinet.id)) {
        const held = items.find((i) => i.hang_hoa_id === level.hang_hoa_id)?.so_luong ?? 0;
        expect(held).toBeLessThanOrEqual(level.so_luong);
        if (held < level.so_luong) belowPar += 1;
      }
    }
    expect(belowPar).toBeGreaterThanOrEqual(4);
  });

  it("shows every voucher status in the main store's issue book", async () => {
    const book = await t.request<Voucher[]>('GET', '/api/v1/phieu-xuat-kho/danh-sach-phieu-xuat-kho', {
      token: pharmacist.access_token,
      query: { to_chuc: organisationId, kho_id: idOf('KT'), page_size: 100 },
    });
    expect(book.status).toBe(200);
    const counts = (book.body.metadata as VoucherListMetadata).dem_trang_thai;
    for (const status of TRANG_THAI_PHIEU) expect(counts[status], status).toBeGreaterThan(0);
    const kinds = new Set(book.body.data.map((v) => v.loai_xuat));
    expect([...kinds].sort()).toEqual(['CO_SO_KHAC', 'HUY', 'KHO_KHOA', 'KIEM_NGHIEM']);
  });

  it('received under the demo tenders within their awarded quantities', async () => {
    const consumed = await t.context.db
      .select()
      .from(goiThauChiTiet)
      .where(gt(goiThauChiTiet.so_luong_da_nhap, 0));
    expect(consumed.length).toBe(45);
    for (const line of consumed) expect(line.so_luong_da_nhap).toBeLessThanOrEqual(line.so_luong_trung);
    const receipts = await t.request<Voucher[]>('GET', '/api/v1/phieu-nhap-kho/danh-sach-phieu-nhap-kho', {
      token: pharmacist.access_token,
      query: { to_chuc: organisationId, kho_id: idOf('KT'), page_size: 100 },
    });
    expect(receipts.body.data.filter((v) => v.goi_thau_id).length).toBeGreaterThanOrEqual(4);
  });

  it('has requisitions and returns in their books: granted in part, refused, awaiting approval, drafts', async () => {
    const book = async (resource: string, warehouse: string, token = admin.access_token) => {
      const result = await t.request<Voucher[]>('GET', `/api/v1/${resource}/danh-sach-${resource}`, {
        token,
        query: { to_chuc: organisationId, kho_id: idOf(warehouse), page_size: 100 },
      });
      expect(result.status).toBe(200);
      return { rows: result.body.data, counts: (result.body.metadata as VoucherListMetadata).dem_trang_thai };
    };
    const ward = await book('phieu-linh-hang-hoa', 'TT_KNOI');
    expect(ward.counts.HOAN_THANH).toBeGreaterThanOrEqual(1);
    // The morphine requisition prints its controlled line on the separate slip; the cabinet's
    // top-up to its par levels asks for supplies too, which print on their own slip (03D), not
    // on the medicines' 01D.
    const printed = async (path: string) => {
      const done = ward.rows.filter((v) => v.trang_thai === 'HOAN_THANH');
      const answers = await Promise.all(
        done.map((v) =>
          t.request<OfficialForm>('GET', `/api/v1/bieu-mau-tt22/${path}/${v.id}`, {
            token: admin.access_token,
            query: { to_chuc: organisationId },
          }),
        ),
      );
      return answers.flatMap((r, i) => (r.status === 200 ? [{ id: done[i]!.id, form: r.body.data }] : []));
    };
    const controlled = await printed('phieu-linh-thuoc-kiem-soat');
    expect(controlled.some((s) => JSON.stringify(s.form.rows).includes('Morphin 10mg/ml'))).toBe(true);
    const supplies = await printed('phieu-linh-vat-tu');
    expect(supplies.length).toBeGreaterThanOrEqual(1);
    const namesOf = (form: OfficialForm) => form.rows.filter((r) => !r.bold).map((r) => r.cells[2]);
    const medicines = (await printed('phieu-linh-thuoc')).find((s) => s.id === supplies[0]!.id)!;
    expect(supplies[0]!.form.form_code).toBe('MS: 03D/BV-01');
    expect(namesOf(supplies[0]!.form)).toContain('Bơm tiêm 5ml');
    expect(namesOf(medicines.form)).not.toContain('Bơm tiêm 5ml');
    expect(medicines.form.closing.join(' ')).toContain('lĩnh trên phiếu lĩnh vật tư y tế tiêu hao 03D');
    // The morphine requisition's alcohol prints on the chemicals' slip (02D).
    const chemicals = await printed('phieu-linh-hoa-chat');
    expect(chemicals.map((s) => s.id)).toEqual(
      controlled.filter((s) => JSON.stringify(s.form.rows).includes('Morphin 10mg/ml')).map((s) => s.id),
    );
    expect(namesOf(chemicals[0]!.form)).toEqual([expect.stringContaining('Cồn 70 độ 500ml')]);
    expect(ward.counts.CHO_DUYET).toBe(1);
    const store = await book('phieu-linh-hang-hoa', 'KT', pharmacist.access_token);
    // The store sees what was submitted to it, never the wards' drafts.
    expect(store.counts.CHO_DUYET).toBeGreaterThanOrEqual(1);
    expect(store.counts.TU_CHOI).toBe(1);
    expect(store.counts.LUU_TAM).toBe(0);
    expect((await book('phieu-linh-hang-hoa', 'TT_KNHI')).counts.LUU_TAM).toBe(1);
    expect((await book('phieu-tra-thuoc', 'TT_KNOI')).counts.HOAN_THANH).toBe(1);
    const returns = await book('phieu-tra-hang-hoa', 'KT');
    expect(returns.counts.HOAN_THANH).toBe(1);
    expect(returns.counts.CHO_DUYET).toBe(1);
  });

  it('has a dispensary stocktake approved with a shortage and a surplus, and a cabinet count under way', async () => {
    const book = async (warehouse: string) =>
      (
        await t.request<Voucher[]>('GET', '/api/v1/phieu-kiem-kho/danh-sach-phieu-kiem-kho', {
          token: admin.access_token,
          query: { to_chuc: organisationId, kho_id: idOf(warehouse) },
        })
      ).body.data;
    const [done] = await book('KLNT');
    expect(done?.trang_thai).toBe('HOAN_THANH');
    const detail = await t.request<StocktakeDetail>(
      'GET',
      `/api/v1/phieu-kiem-kho/${done!.id}/chi-tiet-phieu-kiem-kho`,
      {
        token: pharmacist.access_token,
        query: { to_chuc: organisationId },
      },
    );
    const variances = detail.body.data.dong.map((l) => (l.so_luong_thuc_te ?? 0) - l.so_luong_so_sach);
    expect(variances.filter((v) => v < 0)).toEqual([-3]);
    expect(variances.filter((v) => v > 0)).toEqual([2]);
    const [open] = await book('TT_KNGOAI');
    expect(open?.trang_thai).toBe('LUU_TAM');
  });
});
