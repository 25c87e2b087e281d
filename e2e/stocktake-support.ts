import { expect, type Page } from '@playwright/test';
import { apiGet, isoInDays, organisationId, uniqueCode } from './vouchers-support';

/** The minutes (form 11D) are an official Vietnamese document: the same texts in both languages. */
export const MINUTES_TEXT = {
  title: 'BIÊN BẢN KIỂM KÊ THUỐC',
  code: 'MS: 11D/BV-01',
  chair: 'Chủ tịch hội đồng kiểm kê',
  secretary: 'Thư ký',
} as const;

/** Texts of the stocktaking screens in each language. */
export const STOCKTAKE_TEXT = {
  vi: {
    create: 'Tạo phiếu',
    createAndSnapshot: 'Tạo phiếu và chốt sổ',
    scope: /^Phạm vi kiểm kê/,
    scopeGroup: 'Một nhóm hàng hóa',
    group: /^Nhóm hàng hóa/,
    submit: 'Gửi duyệt',
    approve: 'Duyệt',
    print: 'In phiếu',
    saved: 'Đã lưu mọi số đếm',
  },
  en: {
    create: 'New voucher',
    createAndSnapshot: 'Create and snapshot',
    scope: /^Scope/,
    scopeGroup: 'One goods group',
    group: /^Goods group/,
    submit: 'Submit',
    approve: 'Approve',
    print: 'Print',
    saved: 'All counts saved',
  },
} as const;

async function bearer(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access-token');
  if (!cookie) throw new Error('not signed in');
  return { Authorization: `Bearer ${decodeURIComponent(cookie.value)}` };
}

export async function apiSend<T>(
  page: Page,
  method: 'post' | 'put',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await page.request[method](`/api/v1/${path}`, { headers: await bearer(page), data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface SeededGroup {
  groupName: string;
  goodsName: string;
  goodsId: string;
  lots: [string, string, ...string[]];
  warehouseId: string;
}

/**
 * A goods group of its own with one item and two batches received into the main store (10 of
 * each), so the stocktake's scope is just these two lines whatever the demo data holds. A barcode
 * lets the scan field find the item.
 */
export async function seedGroupStock(
  page: Page,
  lang: 'vi' | 'en',
  batches = 2,
  barcode: string | null = null,
): Promise<SeededGroup> {
  const org = await organisationId(page);
  const code = uniqueCode(`KK${lang.toUpperCase()}`);
  const group = await apiSend<{ id: string; ten: string }>(
    page,
    'post',
    'nhom-hang-hoa/tao-moi-nhom-hang-hoa',
    {
      to_chuc: org,
      ma: code,
      ten: `Nhóm kiểm kê ${code}`,
    },
  );
  const goods = await apiSend<{ id: string; ten: string }>(page, 'post', 'hang-hoa/tao-moi-hang-hoa', {
    to_chuc: org,
    ma: code,
    ten: `Thuốc kiểm kê ${code}`,
    loai_hang_hoa: 'THUOC',
    don_vi_tinh: 'Viên',
    nhom_hang_hoa_id: group.id,
    ma_vach: barcode,
  });
  const warehouses = await apiGet<{ id: string; ten: string }[]>(page, 'kho/combobox-kho', { to_chuc: org });
  const warehouse = warehouses.find((w) => w.ten === 'Kho tổng');
  const suppliers = await apiGet<{ id: string }[]>(page, 'nha-cung-cap/combobox-nha-cung-cap', {
    to_chuc: org,
  });
  if (!warehouse || !suppliers[0]) throw new Error('demo warehouse or supplier missing');
  await cancelOpenStocktakes(page, org, warehouse.id);
  const lots = Array.from({ length: Math.max(2, batches) }, (_, i) =>
    i < 2 ? `${code}-${'AB'[i]}` : `${code}-${String(i).padStart(4, '0')}`,
  );
  const receipt = await apiSend<{ id: string; phien_ban: number }>(
    page,
    'post',
    'phieu-nhap-kho/tao-moi-phieu-nhap-kho',
    {
      to_chuc: org,
      kho_id: warehouse.id,
      nha_cung_cap_id: suppliers[0].id,
      chi_tiet: lots.map((so_lo) => ({
        hang_hoa_id: goods.id,
        so_lo,
        han_dung: isoInDays(400 + (lots.indexOf(so_lo) % 300)),
        so_luong: 10,
        don_gia: 1000,
      })),
    },
  );
  const submitted = await apiSend<{ phien_ban: number }>(
    page,
    'post',
    `phieu-nhap-kho/${receipt.id}/gui-duyet-phieu-nhap-kho`,
    {
      to_chuc: org,
      phien_ban: receipt.phien_ban,
    },
  );
  await apiSend(page, 'post', `phieu-nhap-kho/${receipt.id}/duyet-phieu-nhap-kho`, {
    to_chuc: org,
    phien_ban: submitted.phien_ban,
  });
  return {
    groupName: group.ten,
    goodsName: goods.ten,
    goodsId: goods.id,
    lots: lots as [string, string, ...string[]],
    warehouseId: warehouse.id,
  };
}

/** The on-hand quantity of each of the goods' batches in a warehouse, by lot. */
export async function stockByLot(
  page: Page,
  goodsId: string,
  warehouseId: string,
): Promise<Record<string, number>> {
  const org = await organisationId(page);
  const rows = await apiGet<{ so_lo: string; so_luong: number; kho_id: string }[]>(
    page,
    'ton-kho/ton-kho-hang-hoa',
    {
      to_chuc: org,
      hang_hoa_id: goodsId,
    },
  );
  return Object.fromEntries(rows.filter((r) => r.kho_id === warehouseId).map((r) => [r.so_lo, r.so_luong]));
}

/** A warehouse has one open stocktake at a time: the demo data's draft is cancelled first. */
async function cancelOpenStocktakes(page: Page, org: string, warehouseId: string) {
  for (const status of ['LUU_TAM', 'CHO_DUYET', 'TU_CHOI']) {
    const open = await apiGet<{ id: string; phien_ban: number }[]>(
      page,
      'phieu-kiem-kho/danh-sach-phieu-kiem-kho',
      {
        to_chuc: org,
        kho_id: warehouseId,
        trang_thai: status,
      },
    );
    for (const stocktake of open)
      await apiSend(page, 'post', `phieu-kiem-kho/${stocktake.id}/huy-phieu-kiem-kho`, {
        to_chuc: org,
        phien_ban: stocktake.phien_ban,
        ly_do: 'Kiểm kê lại theo kịch bản e2e',
      });
  }
}

/** A stocktake of the seeded group, created through the API (the snapshot is taken there). */
export async function createGroupStocktake(
  page: Page,
  seeded: SeededGroup,
): Promise<{ id: string; so_phieu: string }> {
  const org = await organisationId(page);
  const groups = await apiGet<{ id: string; ten: string }[]>(page, 'nhom-hang-hoa/combobox-nhom-hang-hoa', {
    to_chuc: org,
    tu_khoa: seeded.groupName,
  });
  const group = groups.find((g) => g.ten === seeded.groupName);
  if (!group) throw new Error('seeded group missing');
  return apiSend(page, 'post', 'phieu-kiem-kho/tao-moi-phieu-kiem-kho', {
    to_chuc: org,
    kho_id: seeded.warehouseId,
    pham_vi: 'NHOM_HANG_HOA',
    nhom_hang_hoa_id: group.id,
    ghi_chu: 'Kiểm kê định kỳ cuối quý',
    hoi_dong: [
      { ho_ten: 'DS. Nguyễn Thị Lan', chuc_danh: 'Trưởng khoa Dược', vai_tro: 'CHU_TICH' },
      { ho_ten: 'Lê Văn Bình', chuc_danh: 'Kế toán dược', vai_tro: 'THU_KY' },
      { ho_ten: 'Phạm Thị Hồng', chuc_danh: 'Thủ kho', vai_tro: 'UY_VIEN' },
    ],
  });
}
