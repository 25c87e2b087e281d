import { expect, type Page } from '@playwright/test';
import { search } from './catalogue-helpers';
import { logout, signIn } from './support';
import type { Lang } from './vouchers-support';

export type { Lang } from './vouchers-support';

const WAREHOUSE = /^(Kho|Warehouse)$/;
const BACK = /^(Về sổ|Back to book)$/;

/** Texts of the requisition and return screens in each language. */
export const RTEXT = {
  vi: {
    create: 'Tạo phiếu',
    submit: 'Gửi duyệt',
    approve: 'Duyệt',
    parFill: 'Lấy theo cơ số',
    source: /^Kho cấp hàng/,
    returnTo: /^Trả về kho/,
    returnReason: /^Lý do trả/,
    supplier: /^Nhà cung cấp/,
    category: /^Lý do trả hàng/,
    addGoods: 'Thêm hàng hóa',
    reasonRequired: 'Nhập lý do duyệt bớt',
    stockTitle: 'Tồn kho',
    status: { CHO_DUYET: 'Chờ duyệt', HOAN_THANH: 'Hoàn thành' },
    nearExpiry: 'Cận hạn dùng',
  },
  en: {
    create: 'New voucher',
    submit: 'Submit',
    approve: 'Approve',
    parFill: 'Fill from par levels',
    source: /^Supplying warehouse/,
    returnTo: /^Return to warehouse/,
    returnReason: /^Reason for return/,
    supplier: /^Supplier/,
    category: /^Return reason/,
    addGoods: 'Add goods',
    reasonRequired: 'Enter why less is approved',
    stockTitle: 'Stock',
    status: { CHO_DUYET: 'Awaiting approval', HOAN_THANH: 'Completed' },
    nearExpiry: 'Near expiry',
  },
} as const;

/**
 * Signs in as `user` with the pharmacy module in a department's warehouse, in `lang`, on `path`
 * (the stock page when none, no page when null: see `signIn`).
 */
export async function openWarehouse(
  page: Page,
  lang: Lang,
  user: string,
  department: string,
  warehouse: string,
  path?: string | null,
) {
  await signIn(page, user, path, { lang, workspace: { module: 'kho-duoc', department, warehouse } });
  if (path === undefined) await expect(page.getByRole('combobox', { name: WAREHOUSE })).toHaveText(warehouse);
}

/**
 * Logs the current user out and another in, in the language and warehouse given; the caller opens
 * the next screen (the login page stays until then).
 */
export async function switchUser(
  page: Page,
  lang: Lang,
  user: string,
  department: string,
  warehouse: string,
) {
  // Out of any voucher dialog first: the user menu sits under it. A click that lands while the
  // screen is still replacing its address (a new voucher taking its id) is clicked again, as a
  // user would.
  const dialog = voucherDialog(page);
  await expect(async () => {
    if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: BACK }).click();
    await expect(dialog).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await logout(page);
  await openWarehouse(page, lang, user, department, warehouse, null);
}

/** The voucher dialog of a book, opened at `?phieu=`. */
export function voucherDialog(page: Page) {
  return page.getByTestId('voucher-dialog');
}

/** The number of the voucher the dialog shows (PL-2026-00001...). */
export async function voucherNumber(page: Page, prefix: string): Promise<string> {
  const title = voucherDialog(page).getByTestId('page-title');
  await expect(title).toContainText(new RegExp(`${prefix}-\\d{4}-\\d+`));
  return (await title.textContent())?.match(new RegExp(`${prefix}-\\d{4}-\\d+`))?.[0] ?? '';
}

/** Opens a voucher from its book by number, on the "awaiting approval" tab. */
export async function openFromBook(page: Page, lang: Lang, path: string, number: string) {
  await page.goto(path);
  await page.getByRole('tab', { name: new RegExp(`^${RTEXT[lang].status.CHO_DUYET} \\(\\d+\\)$`) }).click();
  await expect(page).toHaveURL(/trang_thai=CHO_DUYET/);
  // Clicked before the debounced search has redrawn the list, the row could be replaced between
  // the press and the release, and the click lost.
  await search(page, number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(voucherDialog(page).getByTestId('page-title')).toContainText(number);
}

/** Picks the first batch the line may take (the select lists lot, expiry and what is available). */
export async function pickFirstBatch(page: Page, lineIndex: number) {
  const line = page.getByTestId('voucher-line').nth(lineIndex);
  await line.locator('.MuiSelect-select').click();
  const option = page
    .getByRole('option')
    .filter({ hasNotText: /^(Chọn lô|Choose a batch)$/ })
    .first();
  await expect(option).toBeVisible();
  await option.click();
}
