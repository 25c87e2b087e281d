import { eq } from 'drizzle-orm';
import type { AbcVenReport, OrganisationSettings } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa } from '../../../db/schema/index';
import { insertGoods } from '../../../test/factories';
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
  voucherAction,
  type InventoryFixture,
} from '../../inventory/inventory-test-helpers';
import { MEDICINE_RETURNS } from '../../inventory/requisitions/requests-test-helpers';
import { report } from '../reports-test-helpers';

let t: TestApp;
let f: InventoryFixture;
const today = hanoiDay(0);
/** Code, VEN class, units issued to Khoa Nội's cabinet at 100 đ; G3 gets 2 units back. */
const GOODS = [
  ['ABC1', 'V', 60],
  ['ABC2', 'E', 20],
  ['ABC3', 'E', 12],
  ['ABC4', null, 5],
  ['ABC5', 'N', 5],
] as const;
const ids = new Map<string, string>();

/**
 * The main store's consumption (its issues to a cabinet outside the report's scope) of 10 000 đ: 6 000, 2 000, 1 000 (1 200 issued less 200 returned), 500, 500. With
 * 80/15/5 the cumulative shares are 60, 80, 90, 95, 100 %: ABC2 ends exactly on the A boundary and
 * stays A, ABC4 exactly on the B boundary and stays B (decision 0029).
 */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  for (const [ma, ven] of GOODS) {
    const goods = await insertGoods(t, f.organisation.id, {
      ma,
      ten: `Thuốc ${ma}`,
      nhom_hang_hoa_id: f.groupId,
    });
    await t.context.db.update(hangHoa).set({ phan_loai_ven: ven }).where(eq(hangHoa.id, goods.id));
    ids.set(ma, goods.id);
  }
  const id = (ma: string) => ids.get(ma)!;
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(
      f,
      GOODS.map(([ma]) => receiptLine(id(ma), { so_lo: `L${ma}`, so_luong: 100, don_gia: 100, vat: 0 })),
    ),
  );
  const issue = await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(
      f,
      GOODS.map(([ma, , units]) => ({ hang_hoa_id: id(ma), so_luong: units })),
      { loai_xuat: 'KHO_KHOA', kho_nhan_id: f.cabinet },
    ),
  );
  const batch = issue.chi_tiet.find((l) => l.hang_hoa_id === id('ABC3'))!.phan_bo[0]!.lo_hang_id;
  const giveBack = await runVoucher(
    t,
    f,
    MEDICINE_RETURNS,
    {
      to_chuc: f.organisation.id,
      kho_id: f.cabinet,
      kho_nhan_id: f.mainStore,
      ly_do: 'Thừa',
      chi_tiet: [{ hang_hoa_id: id('ABC3'), lo_hang_id: batch, so_luong: 2 }],
    },
    ['gui-duyet'],
    f.wardNurse.access_token,
  );
  expectStatus(await voucherAction(t, f, MEDICINE_RETURNS, giveBack, 'duyet'), 200);
});
afterAll(() => t.close());

type Query = Record<string, string | number | undefined>;
const abcVen = (query: Query = {}, token = f.admin.access_token, lang?: 'vi' | 'en') =>
  report<AbcVenReport>(
    t,
    'abc-ven',
    token,
    { to_chuc: f.organisation.id, kho_id: f.mainStore, tu_ngay: today, den_ngay: today, ...query },
    lang,
  );

describe('ABC/VEN analysis (abc-ven)', () => {
  it('classes by cumulative share, the boundary item staying in the upper class, net of returns', async () => {
    const data = expectStatus(await abcVen(), 200);
    expect(data.nguong).toEqual({ a: 80, b: 15, c: 5 });
    expect(data.tong_gia_tri).toBe(10_000);
    expect(
      data.dong.map((r) => [r.ma, r.so_luong, r.gia_tri, r.ty_le_tich_luy, r.hang_abc, r.phan_loai_ven]),
    ).toEqual([
      ['ABC1', 60, 6000, 60, 'A', 'V'],
      ['ABC2', 20, 2000, 80, 'A', 'E'],
      ['ABC3', 10, 1000, 90, 'B', 'E'],
      ['ABC4', 5, 500, 95, 'B', null],
      ['ABC5', 5, 500, 100, 'C', 'N'],
    ]);
  });

  it('answers the matrix and the class totals, which add up to the rows', async () => {
    const data = expectStatus(await abcVen(), 200);
    expect(data.ma_tran).toHaveLength(12);
    const cell = (abc: string, ven: string | null) =>
      data.ma_tran.find((c) => c.hang_abc === abc && c.phan_loai_ven === ven)!;
    expect(cell('A', 'V')).toMatchObject({ so_mat_hang: 1, gia_tri: 6000, ty_le: 60 });
    expect(cell('A', 'E')).toMatchObject({ so_mat_hang: 1, gia_tri: 2000 });
    expect(cell('B', null)).toMatchObject({ so_mat_hang: 1, gia_tri: 500 });
    expect(cell('C', 'V')).toMatchObject({ so_mat_hang: 0, gia_tri: 0 });
    const sum = (cells: { so_mat_hang: number; gia_tri: number }[]) =>
      cells.reduce((s, c) => [s[0]! + c.so_mat_hang, s[1]! + c.gia_tri], [0, 0]);
    expect(sum(data.ma_tran)).toEqual([data.dong.length, data.tong_gia_tri]);
    expect(sum(data.theo_hang)).toEqual([data.so_mat_hang, data.tong_gia_tri]);
    expect(data.theo_hang.map((c) => [c.hang_abc, c.so_mat_hang, c.gia_tri])).toEqual([
      ['A', 2, 8000],
      ['B', 2, 1500],
      ['C', 1, 500],
    ]);
  });

  it('takes thresholds per request: with 60/30/10 the 80 % item falls to B', async () => {
    const data = expectStatus(await abcVen({ nguong_a: 60, nguong_b: 30, nguong_c: 10 }), 200);
    expect(data.dong.map((r) => r.hang_abc)).toEqual(['A', 'B', 'B', 'C', 'C']);
  });

  it('refuses thresholds that do not add up to 100 or are not positive, in vi and en', async () => {
    const sum = await abcVen({ nguong_a: 70, nguong_b: 20, nguong_c: 5 }, undefined, 'vi');
    expect(sum.status).toBe(400);
    expect(JSON.stringify(sum.body)).toContain('Tổng ngưỡng hạng A, B, C phải bằng 100%');
    const negative = await abcVen({ nguong_a: 105, nguong_b: 0, nguong_c: -5 }, undefined, 'en');
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toContain('The A, B and C thresholds are numbers above 0');
  });

  it("uses the organisation's thresholds when a run names none, and refuses a run naming only some", async () => {
    const settingsUrl = '/api/v1/to-chuc/cap-nhat-thiet-lap-to-chuc';
    const readSettings = async () =>
      (
        await t.request<OrganisationSettings>('GET', '/api/v1/to-chuc/thiet-lap-to-chuc', {
          token: f.admin.access_token,
          query: { to_chuc: f.organisation.id },
        })
      ).body.data;
    const setThresholds = async (a: number, b: number, c: number, lang?: 'vi' | 'en') => {
      const { id: _id, ma: _ma, ...current } = await readSettings();
      return t.request<OrganisationSettings & { errors: { path: string; message: string }[] }>(
        'PUT',
        settingsUrl,
        {
          token: f.admin.access_token,
          lang,
          body: { ...current, to_chuc: f.organisation.id, nguong_abc_a: a, nguong_abc_b: b, nguong_abc_c: c },
        },
      );
    };
    expect(await readSettings()).toMatchObject({ nguong_abc_a: 80, nguong_abc_b: 15, nguong_abc_c: 5 });

    // The administrator's thresholds must add up to 100 too; a refusal writes nothing.
    const refused = await setThresholds(70, 20, 5, 'vi');
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { path: 'nguong_abc_c', message: 'Tổng ngưỡng hạng A, B, C phải bằng 100%' },
    ]);
    expect(await readSettings()).toMatchObject({ nguong_abc_a: 80, nguong_abc_b: 15, nguong_abc_c: 5 });

    // With the organisation at 70/20/10, a run without thresholds classes by them (cumulative
    // 60, 80, 90, 95, 100 %), and says so; a run's own thresholds still win.
    expect((await setThresholds(70, 20, 10)).status).toBe(200);
    const byOrganisation = expectStatus(await abcVen(), 200);
    expect(byOrganisation.nguong).toEqual({ a: 70, b: 20, c: 10 });
    expect(byOrganisation.dong.map((r) => r.hang_abc)).toEqual(['A', 'B', 'B', 'C', 'C']);
    const ownRun = expectStatus(await abcVen({ nguong_a: 80, nguong_b: 15, nguong_c: 5 }), 200);
    expect(ownRun.dong.map((r) => r.hang_abc)).toEqual(['A', 'A', 'B', 'B', 'C']);

    // An app built before the thresholds existed saves the other settings without them: they stay.
    // One naming only some is refused.
    const {
      id: _id,
      ma: _ma,
      nguong_abc_a: _a,
      nguong_abc_b: _b,
      nguong_abc_c: _c,
      ...older
    } = await readSettings();
    const put = (body: Record<string, unknown>) =>
      t.request('PUT', settingsUrl, {
        token: f.admin.access_token,
        body: { ...older, to_chuc: f.organisation.id, ...body },
      });
    expect((await put({ dia_chi: '1 Đường Mới' })).status).toBe(200);
    expect(await readSettings()).toMatchObject({ nguong_abc_a: 70, nguong_abc_b: 20, nguong_abc_c: 10 });
    const { phien_ban } = await readSettings();
    const partialSettings = await put({ phien_ban, nguong_abc_a: 75 });
    expect(partialSettings.status).toBe(400);
    expect(JSON.stringify(partialSettings.body)).toContain('Nhập đủ cả ba ngưỡng hạng A, B, C');

    for (const [lang, text] of [
      ['vi', 'Nhập đủ cả ba ngưỡng hạng A, B, C'],
      ['en', 'Give all three A, B and C thresholds'],
    ] as const) {
      const partial = await abcVen({ nguong_a: 80 }, undefined, lang);
      expect(partial.status).toBe(400);
      expect(JSON.stringify(partial.body)).toContain(text);
    }
    expect((await setThresholds(80, 15, 5)).status).toBe(200);
  });

  it('narrows to one warehouse and a kind of goods', async () => {
    // Over the whole organisation the cabinet is in scope: stocking it is a move, not consumption.
    expect(expectStatus(await abcVen({ kho_id: undefined }), 200).dong).toEqual([]);
    const cabinetOnly = expectStatus(await abcVen({ kho_id: f.cabinet }), 200);
    expect(cabinetOnly.dong).toEqual([]);
    expect(cabinetOnly.ma_tran.every((c) => c.so_mat_hang === 0)).toBe(true);
    const supplies = expectStatus(await abcVen({ loai_hang_hoa: 'VAT_TU' }), 200);
    expect(supplies.so_mat_hang).toBe(0);
  });

  it("refuses another department's warehouse (403) and non-members (403)", async () => {
    expect((await abcVen({ kho_id: f.mainStore }, f.wardNurse.access_token)).status).toBe(403);
    expect((await abcVen({ kho_id: undefined }, f.outsider.access_token)).status).toBe(403);
    const own = expectStatus(await abcVen({ kho_id: undefined }, f.wardNurse.access_token), 200);
    expect(own.dong).toEqual([]);
  });
});
