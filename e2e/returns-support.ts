import { expect, type Page } from '@playwright/test';
import { myDepartments } from './support';
import { apiGet, createGoods, isoInDays, organisationId, uniqueCode } from './vouchers-support';

async function bearer(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access-token');
  if (!cookie) throw new Error('not signed in');
  return { Authorization: `Bearer ${decodeURIComponent(cookie.value)}` };
}

export async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1/${path}`, {
    headers: { ...(await bearer(page)), 'Idempotency-Key': crypto.randomUUID() },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function warehouseId(page: Page, org: string, name: string): Promise<string> {
  const departments = await myDepartments(page, org);
  const found = departments.flatMap((d) => d.kho_truc_thuoc).find((w) => w.ten === name);
  if (!found) throw new Error(`warehouse ${name} missing`);
  return found.id;
}

/**
 * A goods item of its own on a receipt into the main store from a supplier, made and submitted
 * through the API: awaiting approval, 30 units at 2 000.
 */
export async function submittedReceipt(page: Page, supplierText: string, expiryDays: number) {
  const org = await organisationId(page);
  const code = uniqueCode('E2ERET');
  const goodsId = await createGoods(page, code);
  const suppliers = await apiGet<{ id: string; ten: string; ma: string }[]>(
    page,
    'nha-cung-cap/combobox-nha-cung-cap',
    { to_chuc: org, tu_khoa: supplierText },
  );
  const supplier = suppliers[0];
  if (!supplier) throw new Error(`supplier ${supplierText} missing`);
  const store = await warehouseId(page, org, 'Kho tổng');
  const lot = `R${code.slice(-5)}`;
  const receipt = await post<{ id: string; phien_ban: number; so_phieu: string }>(
    page,
    'phieu-nhap-kho/tao-moi-phieu-nhap-kho',
    {
      to_chuc: org,
      kho_id: store,
      nha_cung_cap_id: supplier.id,
      chi_tiet: [
        { hang_hoa_id: goodsId, so_lo: lot, han_dung: isoInDays(expiryDays), so_luong: 30, don_gia: 2000 },
      ],
    },
  );
  const submitted = await post<{ phien_ban: number }>(
    page,
    `phieu-nhap-kho/${receipt.id}/gui-duyet-phieu-nhap-kho`,
    { to_chuc: org, phien_ban: receipt.phien_ban },
  );
  return {
    org,
    id: receipt.id,
    number: receipt.so_phieu,
    version: submitted.phien_ban,
    code,
    lot,
    supplier: supplier.ten,
  };
}

/**
 * A goods item of its own received into the main store from a supplier (a receipt made and
 * approved through the API), so a goods return has a batch it may send back to that supplier.
 */
export async function receivedFromSupplier(page: Page, supplierText: string, expiryDays: number) {
  const receipt = await submittedReceipt(page, supplierText, expiryDays);
  await post(page, `phieu-nhap-kho/${receipt.id}/duyet-phieu-nhap-kho`, {
    to_chuc: receipt.org,
    phien_ban: receipt.version,
  });
  return { code: receipt.code, lot: receipt.lot, supplier: receipt.supplier };
}
