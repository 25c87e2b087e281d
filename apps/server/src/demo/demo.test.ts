import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coSoTuTruc,
  goiThau,
  goiThauChiTiet,
  hangHoa,
  kho,
  nhaCungCap,
  nhanVien,
  nhomHangHoa,
  phieuDuTru,
} from '../db/schema/index';
import type { DepartmentWithWarehouses } from '@kho/contracts';
import { signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './demo';

let t: TestApp;
let organisationId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ organisationId } = await seedDemo(t.context.db));
});
afterAll(async () => {
  await t.close();
});

async function rows(
  table: typeof hangHoa | typeof nhaCungCap | typeof goiThau | typeof goiThauChiTiet | typeof nhanVien,
) {
  const [row] = await t.context.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('demo data', () => {
  it('is loaded once and holds the catalogues the README promises', async () => {
    expect(await isDatabaseEmpty(t.context.db)).toBe(false);
    expect(await rows(hangHoa)).toBeGreaterThanOrEqual(200);
    expect(await rows(nhaCungCap)).toBe(10);
    expect(await rows(goiThau)).toBe(2);
    expect(await rows(goiThauChiTiet)).toBe(45);
    expect(await rows(nhanVien)).toBe(6);
    const roots = await t.context.db
      .select({ ma: nhomHangHoa.ma })
      .from(nhomHangHoa)
      .where(isNull(nhomHangHoa.nhom_cha_id));
    expect(roots.map((r) => r.ma).sort()).toEqual(['DY', 'HC', 'TD', 'VT']);
    // The main store's quarter is saved as procurement requests: one approved, one a draft.
    const requests = await t.context.db.select({ trang_thai: phieuDuTru.trang_thai }).from(phieuDuTru);
    expect(requests.map((r) => r.trang_thai).sort()).toEqual(['HOAN_THANH', 'LUU_TAM']);
  });

  it('gives every ward cabinet its par levels and marks controlled drugs', async () => {
    const cabinets = await t.context.db.select({ id: kho.id }).from(kho).where(eq(kho.loai_kho, 'TU_TRUC'));
    expect(cabinets).toHaveLength(4);
    for (const cabinet of cabinets) {
      const [levels] = await t.context.db
        .select({ n: count() })
        .from(coSoTuTruc)
        .where(eq(coSoTuTruc.kho_id, cabinet.id));
      expect(levels!.n).toBe(14);
    }
    const morphine = await t.context.db.select().from(hangHoa).where(eq(hangHoa.ten, 'Morphin 10mg/ml'));
    expect(morphine[0]).toMatchObject({ phan_loai_quan_ly: 'GAY_NGHIEN', don_vi_tinh: 'Ống' });
    expect(morphine[0]!.ma_vach).toMatch(/^893\d{10}$/);
  });

  it('has a warehouse keeper in the pharmacy and a manager who reads every department', async () => {
    const departmentsOf = async (username: string) => {
      const user = await signIn(t, username, DEMO_PASSWORD);
      const answer = await t.request<DepartmentWithWarehouses[]>(
        'GET',
        '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi',
        { token: user.access_token, query: { to_chuc_id: organisationId } },
      );
      expect(answer.status).toBe(200);
      return { user, departments: answer.body.data };
    };
    const keeper = await departmentsOf('thukho');
    expect(keeper.user.user.ten_dang_nhap).toBe('thukho');
    expect(keeper.departments.map((d) => d.ma)).toEqual(['KD']);
    expect(keeper.departments[0]!.kho_truc_thuoc.map((w) => w.ma).sort()).toEqual(['KLNT', 'KT']);
    const manager = await departmentsOf('quanly');
    expect(manager.departments).toHaveLength(5);
    // Read-only: a manager may not draft a receipt.
    const receipt = await t.request('POST', '/api/v1/phieu-nhap-kho/tao-moi-phieu-nhap-kho', {
      token: manager.user.access_token,
      body: { to_chuc: organisationId },
    });
    expect(receipt.status).toBe(403);
  });
});
