import { expect, type Locator, type Page } from '@playwright/test';
import { ORGANISATION, signIn } from './support';

import type { Lang } from './support';

export type { Lang };

/** Texts of the voucher screens in each language, so one scenario runs in Vietnamese and English. */
export const TEXT = {
  vi: {
    create: 'Tạo phiếu',
    supplier: /^Nhà cung cấp/,
    addGoods: 'Thêm hàng hóa',
    expiry: 'Hạn dùng',
    save: 'Lưu',
    submit: 'Gửi duyệt',
    approve: 'Duyệt',
    reject: 'Từ chối',
    cancel: 'Hủy phiếu',
    keepExpired: 'Vẫn lưu',
    receivingWarehouse: /^Kho của khoa nhận/,
    destination: /^Kho nhận/,
    reason: /^Lý do/,
    status: {
      LUU_TAM: 'Lưu tạm',
      CHO_DUYET: 'Chờ duyệt',
      HOAN_THANH: 'Hoàn thành',
      TU_CHOI: 'Từ chối',
      HUY: 'Hủy',
    },
  },
  en: {
    create: 'New voucher',
    supplier: /^Supplier/,
    addGoods: 'Add goods',
    expiry: 'Expiry',
    save: 'Save',
    submit: 'Submit',
    approve: 'Approve',
    reject: 'Reject',
    cancel: 'Cancel voucher',
    keepExpired: 'Save anyway',
    receivingWarehouse: /^Department's warehouse/,
    destination: /^Destination warehouse/,
    reason: /^Reason/,
    status: {
      LUU_TAM: 'Draft',
      CHO_DUYET: 'Awaiting approval',
      HOAN_THANH: 'Completed',
      TU_CHOI: 'Rejected',
      HUY: 'Cancelled',
    },
  },
} as const;

/** The pharmacy's main store (KT), where the demo's receipts are. */
const MAIN_STORE = { module: 'kho-duoc', department: 'Khoa Dược', warehouse: 'Kho tổng' } as const;

/**
 * Signs in with the pharmacy module in the main store (whatever the user's own default is) and the
 * language chosen, on `path` (the stock page when none, no page when null: see `signIn`).
 */
export async function openMainStore(page: Page, lang: Lang, user = 'admin', path?: string | null) {
  await signIn(page, user, path, { lang, workspace: MAIN_STORE });
}

/** ISO date `days` from today (the browser and the server share the machine's clock). */
export function isoInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Types an ISO date into a MUI date field, section by section (dd/MM/yyyy). */
export async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** Adds a goods item to the voucher through the suggestion box. */
export async function addGoods(page: Page, lang: Lang, text: string) {
  await page.getByRole('combobox', { name: TEXT[lang].addGoods }).fill(text);
  await page.getByRole('option').filter({ hasText: text }).first().click();
}

export function lines(page: Page): Locator {
  return page.getByTestId('voucher-line');
}

/** The bearer token of the signed-in browser, for setting up data through the API. */
export async function token(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access-token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

export async function apiGet<T>(page: Page, path: string, query: Record<string, string>): Promise<T> {
  const response = await page.request.get(`/api/v1/${path}`, {
    params: query,
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function organisationId(page: Page): Promise<string> {
  const organisations = await apiGet<{ id: string; ten: string }[]>(
    page,
    'to-chuc/danh-sach-to-chuc-cua-toi',
    {},
  );
  const found = organisations.find((o) => o.ten === ORGANISATION);
  if (!found) throw new Error('demo organisation missing');
  return found.id;
}

/**
 * A goods item of its own for a scenario, so the batches FEFO sees are only the ones the scenario
 * receives (the demo data has stock of its own).
 */
export async function createGoods(page: Page, code: string, barcode?: string): Promise<string> {
  const org = await organisationId(page);
  const groups = await apiGet<{ id: string }[]>(page, 'nhom-hang-hoa/combobox-nhom-hang-hoa', {
    to_chuc: org,
  });
  const response = await page.request.post('/api/v1/hang-hoa/tao-moi-hang-hoa', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {
      to_chuc: org,
      ma: code,
      ten: `Thuốc thử ${code}`,
      loai_hang_hoa: 'THUOC',
      don_vi_tinh: 'Viên',
      nhom_hang_hoa_id: groups[0]?.id,
      ma_vach: barcode ?? null,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

export function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}`;
}
