import type { GoodsGroupRecord, GoodsGroupTreeNode } from '@kho/contracts';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nhomHangHoa } from '../../db/schema/index';
import { setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const BASE = '/api/v1/nhom-hang-hoa';
let t: TestApp;
let f: OrganisationFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
});
afterAll(async () => {
  await t.close();
});

const group = (
  ma: string,
  ten: string,
  nhom_cha_id: string | null = null,
  extra: Record<string, unknown> = {},
) => ({
  to_chuc: f.organisation.id,
  ma,
  ten,
  nhom_cha_id,
  ...extra,
});

async function create(body: unknown, token = f.pharmacist.access_token) {
  return t.request<GoodsGroupRecord>('POST', `${BASE}/tao-moi-nhom-hang-hoa`, { token, body });
}

async function update(id: string, body: unknown, token = f.pharmacist.access_token) {
  return t.request<GoodsGroupRecord>('PUT', `${BASE}/${id}/cap-nhat-nhom-hang-hoa`, { token, body });
}

async function rows() {
  const [row] = await t.context.db.select({ n: count() }).from(nhomHangHoa);
  return row!.n;
}

async function createGoods(groupId: string, ma: string) {
  const result = await t.request('POST', '/api/v1/hang-hoa/tao-moi-hang-hoa', {
    token: f.pharmacist.access_token,
    body: {
      to_chuc: f.organisation.id,
      ma,
      ten: `Hàng ${ma}`,
      loai_hang_hoa: 'THUOC',
      don_vi_tinh: 'Viên',
      nhom_hang_hoa_id: groupId,
    },
  });
  expect(result.status).toBe(201);
}

describe('nhom-hang-hoa', () => {
  let tanDuoc: GoodsGroupRecord;
  let khangSinh: GoodsGroupRecord;
  let betaLactam: GoodsGroupRecord;

  it('builds a tree: a group with sub-groups, parent names and counts', async () => {
    tanDuoc = (await create(group('TD', 'Tân dược'))).body.data;
    khangSinh = (await create(group('TD.KS', 'Kháng sinh', tanDuoc.id))).body.data;
    betaLactam = (await create(group('TD.KS.BL', 'Nhóm beta-lactam', khangSinh.id))).body.data;
    await create(group('VTYT', 'Vật tư y tế'));
    expect(betaLactam).toMatchObject({
      nhom_cha_id: khangSinh.id,
      nhom_cha_ten: 'Kháng sinh',
      so_hang_hoa: 0,
      so_nhom_con: 0,
      phien_ban: 1,
      nguoi_tao_ten: 'DS. Dược Sĩ',
    });
    await createGoods(betaLactam.id, 'AMOX500');

    const children = await t.request<GoodsGroupRecord[]>('GET', `${BASE}/danh-sach-nhom-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, nhom_cha_id: tanDuoc.id },
    });
    expect(children.body.data.map((g) => [g.ma, g.so_nhom_con])).toEqual([['TD.KS', 1]]);

    const search = await t.request<GoodsGroupRecord[]>('GET', `${BASE}/danh-sach-nhom-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'khang sinh', sap_xep: 'ten' },
    });
    expect(search.body.data.map((g) => g.ma)).toEqual(['TD.KS']);

    const tree = await t.request<GoodsGroupTreeNode[]>('GET', `${BASE}/cay-nhom-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(tree.status).toBe(200);
    expect(tree.body.data).toHaveLength(4);
    expect(tree.body.data.find((n) => n.ma === 'TD.KS.BL')).toEqual({
      id: betaLactam.id,
      ma: 'TD.KS.BL',
      ten: 'Nhóm beta-lactam',
      nhom_cha_id: khangSinh.id,
      hoat_dong: true,
      so_hang_hoa: 1,
    });
    const foreignTree = await t.request('GET', `${BASE}/cay-nhom-hang-hoa`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(foreignTree.status).toBe(403);
  });

  it('refuses a parent that is the group itself or one of its descendants', async () => {
    const before = await rows();
    const self = await update(tanDuoc.id, { ...group('TD', 'Tân dược', tanDuoc.id), phien_ban: 1 });
    expect(self.status).toBe(409);
    expect(self.body.data).toEqual({
      errors: [
        { path: 'nhom_cha_id', message: 'Không thể chọn chính nhóm này hoặc nhóm con của nó làm nhóm cha' },
      ],
    });
    const grandchild = await update(
      tanDuoc.id,
      { ...group('TD', 'Tân dược', betaLactam.id), phien_ban: 1 },
      f.admin.access_token,
    );
    expect(grandchild.status).toBe(409);
    const unchanged = await t.request<GoodsGroupRecord>(
      'GET',
      `${BASE}/${tanDuoc.id}/chi-tiet-nhom-hang-hoa`,
      {
        token: f.nurse.access_token,
        query: { to_chuc: f.organisation.id },
      },
    );
    expect(unchanged.body.data).toMatchObject({ nhom_cha_id: null, phien_ban: 1 });
    // Moving a branch under another root is fine.
    const moved = await update(khangSinh.id, { ...group('TD.KS', 'Kháng sinh', null), phien_ban: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ nhom_cha_id: null, phien_ban: 2 });
    expect(await rows()).toBe(before);
  });

  it('refuses bad input, readers, a foreign parent and other organisations, writing nothing', async () => {
    const foreign = (
      await create(
        { ...group('NGOAI', 'Nhóm ngoài'), to_chuc: f.outsiderOrganisation.id },
        f.outsider.access_token,
      )
    ).body.data;
    const before = await rows();
    const cases: [string, unknown, string, number][] = [
      ['taken code', group('td', 'Khác'), f.pharmacist.access_token, 409],
      ['bad code', group('T D', 'Khác'), f.pharmacist.access_token, 400],
      ['bad parent id', group('X1', 'X', 'khong-phai-uuid'), f.pharmacist.access_token, 400],
      ['missing name', { to_chuc: f.organisation.id, ma: 'X2' }, f.pharmacist.access_token, 400],
      [
        'unknown parent',
        group('X3', 'X', '01890000-0000-7000-8000-000000000000'),
        f.pharmacist.access_token,
        409,
      ],
      ["another organisation's parent", group('X4', 'X', foreign.id), f.pharmacist.access_token, 409],
      ['nurse reads only', group('X5', 'X'), f.nurse.access_token, 403],
      ['another organisation', group('X6', 'X'), f.outsider.access_token, 403],
    ];
    for (const [name, body, token, status] of cases) {
      const result = await create(body, token);
      expect(result.status, name).toBe(status);
      expect(result.body.success, name).toBe(false);
    }
    const foreignParent = await create(group('X7', 'X', foreign.id), f.admin.access_token);
    expect(foreignParent.body.data).toEqual({
      errors: [{ path: 'nhom_cha_id', message: 'Không tìm thấy dữ liệu được chọn trong tổ chức' }],
    });
    const read = await t.request('GET', `${BASE}/${foreign.id}/chi-tiet-nhom-hang-hoa`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(read.status).toBe(404);
    const change = await update(
      foreign.id,
      { ...group('NGOAI', 'Hack'), phien_ban: 1 },
      f.admin.access_token,
    );
    expect(change.status).toBe(404);
    const remove = await t.request('DELETE', `${BASE}/${foreign.id}/xoa-nhom-hang-hoa`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(remove.status).toBe(404);
    expect(await rows()).toBe(before);
  });

  it('refuses to delete a group with sub-groups or goods, and deletes an empty one', async () => {
    const parent = (await create(group('HC', 'Hóa chất'))).body.data;
    const child = (await create(group('HC.XN', 'Hóa chất xét nghiệm', parent.id))).body.data;
    const withChild = await t.request('DELETE', `${BASE}/${parent.id}/xoa-nhom-hang-hoa`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(withChild.status).toBe(409);
    expect(withChild.body.message).toBe(
      'Nhóm đang có nhóm con hoặc hàng hóa nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    );
    const withGoods = await t.request('DELETE', `${BASE}/${betaLactam.id}/xoa-nhom-hang-hoa`, {
      token: f.pharmacist.access_token,
      lang: 'en',
      query: { to_chuc: f.organisation.id },
    });
    expect(withGoods.status).toBe(409);
    expect(withGoods.body.message).toBe(
      'The group has sub-groups or goods and cannot be deleted; deactivate it instead',
    );
    const nurse = await t.request('DELETE', `${BASE}/${child.id}/xoa-nhom-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(nurse.status).toBe(403);
    const removed = await t.request('DELETE', `${BASE}/${child.id}/xoa-nhom-hang-hoa`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(removed.status).toBe(200);
  });

  it('exports the groups with headers in the caller language', async () => {
    const response = await t.raw('GET', `${BASE}/xuat-excel-nhom-hang-hoa`, {
      token: f.nurse.access_token,
      lang: 'en',
      query: { to_chuc: f.organisation.id, tu_khoa: 'td' },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Group code',
      'Group name',
      'Parent group',
      'Goods items',
      'Sub-groups',
      'Active',
      'Lead time (days)',
      'Safety stock (days)',
    ]);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['TD', 'TD.KS', 'TD.KS.BL']);
  });
});
