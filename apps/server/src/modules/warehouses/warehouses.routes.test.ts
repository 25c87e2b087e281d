import type { DepartmentRecord, WarehouseRecord } from '@kho/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa, kho, khoa, nhomHangHoa } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import { setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let f: OrganisationFixture;
let mainStore: WarehouseRecord;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  const list = await t.request<WarehouseRecord[]>('GET', '/api/v1/kho/danh-sach-kho', {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id },
  });
  mainStore = list.body.data[0]!;
});
afterAll(async () => {
  await t.close();
});

async function createDepartment(ma: string, ten: string, loai_khoa = 'LAM_SANG') {
  const result = await t.request<DepartmentRecord>('POST', '/api/v1/khoa/tao-moi-khoa', {
    token: f.admin.access_token,
    body: { to_chuc: f.organisation.id, ma, ten, loai_khoa },
  });
  expect(result.status).toBe(201);
  return result.body.data;
}

async function createWarehouse(body: Record<string, unknown>, token = f.admin.access_token) {
  return t.request<WarehouseRecord>('POST', '/api/v1/kho/tao-moi-kho', {
    token,
    body: { to_chuc: f.organisation.id, ...body },
  });
}

async function goodsOf(organisationId: string, names: string[]) {
  const groupId = newId();
  await t.context.db
    .insert(nhomHangHoa)
    .values({ id: groupId, to_chuc_id: organisationId, ma: `N${groupId.slice(-6)}`, ten: 'Tân dược' });
  const ids = names.map(() => newId());
  await t.context.db.insert(hangHoa).values(
    names.map((ten, i) => ({
      id: ids[i]!,
      to_chuc_id: organisationId,
      ma: `HH${ids[i]!.slice(-6)}`,
      ten,
      don_vi_tinh: 'Ống',
      nhom_hang_hoa_id: groupId,
    })),
  );
  return ids;
}

describe('khoa (departments)', () => {
  it('creates, lists with counts and filters by kind', async () => {
    const department = await createDepartment('KHSTC', 'Khoa Hồi sức tích cực');
    expect(department).toMatchObject({
      loai_khoa: 'LAM_SANG',
      so_kho: 0,
      so_nhan_vien: 0,
      nguoi_tao_ten: 'Quản Trị Viên',
    });
    const clinical = await t.request<DepartmentRecord[]>('GET', '/api/v1/khoa/danh-sach-khoa', {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, loai_khoa: 'LAM_SANG', tu_khoa: 'hoi suc' },
    });
    expect(clinical.body.data.map((d) => d.ma)).toEqual(['KHSTC']);
    const pharmacy = await t.request<DepartmentRecord[]>('GET', '/api/v1/khoa/danh-sach-khoa', {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, loai_khoa: 'DUOC' },
    });
    expect(pharmacy.body.data[0]).toMatchObject({ so_kho: 1, so_nhan_vien: 1 });
  });

  it('refuses to delete a department with warehouses; deletes an empty one; only administrators edit', async () => {
    const pharmacy = mainStore.khoa_id;
    const refused = await t.request('DELETE', `/api/v1/khoa/${pharmacy}/xoa-khoa`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('ngừng hoạt động');
    const empty = await createDepartment('KTAM', 'Khoa tạm');
    const byPharmacist = await t.request('DELETE', `/api/v1/khoa/${empty.id}/xoa-khoa`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(byPharmacist.status).toBe(403);
    const removed = await t.request('DELETE', `/api/v1/khoa/${empty.id}/xoa-khoa`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(removed.status).toBe(200);
  });

  it('rejects bad input and taken codes without writing', async () => {
    const [before] = await t.context.db.select({ n: count() }).from(khoa);
    for (const body of [
      { ma: 'KD', ten: 'Trùng mã', loai_khoa: 'DUOC' },
      { ma: 'K1', ten: 'X', loai_khoa: 'KHONG_CO' },
      { ma: 'K2', ten: '', loai_khoa: 'DUOC' },
      { ma: 'K 3', ten: 'X', loai_khoa: 'DUOC' },
    ]) {
      const result = await t.request('POST', '/api/v1/khoa/tao-moi-khoa', {
        token: f.admin.access_token,
        body: { to_chuc: f.organisation.id, ...body },
      });
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
    }
    const [after] = await t.context.db.select({ n: count() }).from(khoa);
    expect(after!.n).toBe(before!.n);
  });
});

describe('kho (warehouses and ward cabinets)', () => {
  it('creates a ward cabinet supplied by the main store', async () => {
    const ward = await createDepartment('KNOI2', 'Khoa Nội 2');
    const cabinet = await createWarehouse({
      ma: 'TT_NOI2',
      ten: 'Tủ trực Khoa Nội 2',
      loai_kho: 'TU_TRUC',
      khoa_id: ward.id,
      kho_nguon_id: mainStore.id,
    });
    expect(cabinet.status).toBe(201);
    expect(cabinet.body.data).toMatchObject({
      khoa_ten: 'Khoa Nội 2',
      kho_nguon_ten: mainStore.ten,
      loai_kho: 'TU_TRUC',
      so_mat_hang_co_so: 0,
    });
    const cabinets = await t.request<WarehouseRecord[]>('GET', '/api/v1/kho/danh-sach-kho', {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, loai_kho: 'TU_TRUC' },
    });
    expect(cabinets.body.data.map((w) => w.ma)).toEqual(['TT_NOI2']);
  });

  it('refuses a source that is a cabinet, itself or its own supplier, and foreign departments', async () => {
    const ward = await createDepartment('KNGOAI2', 'Khoa Ngoại 2');
    const cabinet = (
      await createWarehouse({
        ma: 'TT_NG2',
        ten: 'Tủ trực Ngoại 2',
        loai_kho: 'TU_TRUC',
        khoa_id: ward.id,
        kho_nguon_id: mainStore.id,
      })
    ).body.data;
    const fromCabinet = await createWarehouse({
      ma: 'X1',
      ten: 'X',
      loai_kho: 'TU_TRUC',
      khoa_id: ward.id,
      kho_nguon_id: cabinet.id,
    });
    expect(fromCabinet.status).toBe(409);
    expect(fromCabinet.body.message).toContain('Kho nguồn');
    const dispensary = (
      await createWarehouse({
        ma: 'KL2',
        ten: 'Kho lẻ 2',
        loai_kho: 'KHO_LE',
        khoa_id: mainStore.khoa_id,
        kho_nguon_id: mainStore.id,
      })
    ).body.data;
    const cycle = await t.request('PUT', `/api/v1/kho/${mainStore.id}/cap-nhat-kho`, {
      token: f.admin.access_token,
      body: {
        to_chuc: f.organisation.id,
        ma: mainStore.ma,
        ten: mainStore.ten,
        loai_kho: 'KHO_TONG',
        khoa_id: mainStore.khoa_id,
        kho_nguon_id: dispensary.id,
        phien_ban: mainStore.phien_ban,
      },
    });
    expect(cycle.status).toBe(409);
    const foreignDepartment = (
      await t.request<DepartmentRecord[]>('GET', '/api/v1/khoa/danh-sach-khoa', {
        token: f.outsider.access_token,
        query: { to_chuc: f.outsiderOrganisation.id },
      })
    ).body.data[0]!;
    const foreign = await createWarehouse({
      ma: 'X2',
      ten: 'X',
      loai_kho: 'KHO_LE',
      khoa_id: foreignDepartment.id,
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body.message).toBe('Không tìm thấy dữ liệu được chọn trong tổ chức');
    expect(
      (
        await createWarehouse(
          { ma: 'X3', ten: 'X', loai_kho: 'KHO_LE', khoa_id: ward.id },
          f.pharmacist.access_token,
        )
      ).status,
    ).toBe(403);
  });

  it('keeps par levels of a cabinet, versioned, for pharmacists; refuses them on other warehouses', async () => {
    const ward = await createDepartment('KNHI2', 'Khoa Nhi 2');
    const cabinet = (
      await createWarehouse({
        ma: 'TT_NHI2',
        ten: 'Tủ trực Nhi 2',
        loai_kho: 'TU_TRUC',
        khoa_id: ward.id,
        kho_nguon_id: mainStore.id,
      })
    ).body.data;
    const [adrenalin, atropin] = await goodsOf(f.organisation.id, [
      'Adrenalin 1 mg/ml',
      'Atropin sulfat 0,25 mg/ml',
    ]);
    const url = `/api/v1/kho/${cabinet.id}/cap-nhat-co-so-tu-truc`;
    const saved = await t.request<{ phien_ban: number; co_so: { hang_hoa_ten: string; so_luong: number }[] }>(
      'PUT',
      url,
      {
        token: f.pharmacist.access_token,
        body: {
          to_chuc: f.organisation.id,
          phien_ban: cabinet.phien_ban,
          co_so: [
            { hang_hoa_id: adrenalin, so_luong: 10 },
            { hang_hoa_id: atropin, so_luong: 5.5 },
          ],
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.co_so.map((l) => [l.hang_hoa_ten, l.so_luong])).toEqual([
      ['Adrenalin 1 mg/ml', 10],
      ['Atropin sulfat 0,25 mg/ml', 5.5],
    ]);
    const stale = await t.request('PUT', url, {
      token: f.pharmacist.access_token,
      body: { to_chuc: f.organisation.id, phien_ban: cabinet.phien_ban, co_so: [] },
    });
    expect(stale.status).toBe(409);
    const read = await t.request<{ co_so: unknown[] }>('GET', `/api/v1/kho/${cabinet.id}/co-so-tu-truc`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(read.body.data.co_so).toHaveLength(2);
    const byNurse = await t.request('PUT', url, {
      token: f.nurse.access_token,
      body: { to_chuc: f.organisation.id, phien_ban: saved.body.data.phien_ban, co_so: [] },
    });
    expect(byNurse.status).toBe(403);
    const bad = [
      { co_so: [{ hang_hoa_id: adrenalin, so_luong: 0 }] },
      {
        co_so: [
          { hang_hoa_id: adrenalin, so_luong: 1 },
          { hang_hoa_id: adrenalin, so_luong: 2 },
        ],
      },
      { co_so: [{ hang_hoa_id: 'not-a-uuid', so_luong: 1 }] },
    ];
    for (const body of bad) {
      const result = await t.request('PUT', url, {
        token: f.pharmacist.access_token,
        body: { to_chuc: f.organisation.id, phien_ban: saved.body.data.phien_ban, ...body },
      });
      expect(result.status).toBe(400);
    }
    const [foreignGoods] = await goodsOf(f.outsiderOrganisation.id, ['Thuốc ngoài']);
    const foreign = await t.request('PUT', url, {
      token: f.pharmacist.access_token,
      body: {
        to_chuc: f.organisation.id,
        phien_ban: saved.body.data.phien_ban,
        co_so: [{ hang_hoa_id: foreignGoods, so_luong: 1 }],
      },
    });
    expect(foreign.status).toBe(409);
    const onMainStore = await t.request('PUT', `/api/v1/kho/${mainStore.id}/cap-nhat-co-so-tu-truc`, {
      token: f.pharmacist.access_token,
      body: { to_chuc: f.organisation.id, phien_ban: mainStore.phien_ban, co_so: [] },
    });
    expect(onMainStore.status).toBe(422);
    const inUse = await t.request('DELETE', `/api/v1/kho/${cabinet.id}/xoa-kho`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(inUse.status).toBe(409);
    const [rows] = await t.context.db.select({ n: count() }).from(kho);
    expect(rows!.n).toBeGreaterThan(0);
  });
});
