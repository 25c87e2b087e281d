import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { receivedFromSupplier } from './returns-support';
import { choose, docScreenshot, signIn } from './support';

// The overview dashboard (/bao-cao/tong-quan) on the demo hospital, as the administrator.
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });

/** Signs in and opens the overview of Kho tổng (Khoa Dược), the warehouse the demo fills. */
async function openOverview(page: Page) {
  await signIn(page, 'admin', '/bao-cao/tong-quan');
  await choose(page, /^Khoa$/, 'Khoa Dược');
  await choose(page, /^Kho$/, 'Kho tổng');
  await expect(page.getByTestId('overview-covers')).toHaveText('Kho tổng');
}

/** The figure's number as shown, digits only ("8 mặt hàng" -> 8, "12.345.678" -> 12345678). */
async function figure(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(`${testId}-value`).innerText();
  return Number(text.replace(/\D/g, ''));
}

test('the figures show and each opens its list, filtered', async ({ page }) => {
  await openOverview(page);
  expect(await figure(page, 'figure-stock-value')).toBeGreaterThan(0);
  const below = await figure(page, 'figure-below-minimum');
  expect(below).toBeGreaterThan(0);
  expect(await figure(page, 'figure-expired')).toBeGreaterThan(0);
  await expect(page.getByTestId('chart-months').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('top-items').getByRole('button').first()).toBeVisible();

  // Below minimum opens the stock screen of Kho tổng with that filter, the same number of items.
  await page.getByTestId('figure-below-minimum').click();
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho\?duoi_toi_thieu=true/);
  await expect(page.getByTestId('page-title')).toHaveText('Tồn kho');
  await expect(page.getByTestId('stock-total-items')).toContainText(String(below));

  // A kind awaiting approval opens its book on the awaiting tab.
  await page.goBack();
  const awaiting = page.getByTestId('figure-awaiting');
  await awaiting.getByRole('button', { name: /^Xuất kho: \d+$/ }).click();
  await expect(page).toHaveURL(/\/kho-duoc\/so-xuat-kho\?trang_thai=CHO_DUYET/);
  await expect(page.getByRole('tab', { selected: true })).toContainText('Chờ duyệt');
});

test('the whole organisation covers every warehouse and changes the figures', async ({ page }) => {
  await openOverview(page);
  const mainStore = await figure(page, 'figure-stock-value');
  await page.getByRole('tab', { name: 'Toàn tổ chức' }).click();
  await expect(page).toHaveURL(/pham_vi=to_chuc/);
  await expect(page.getByTestId('overview-covers')).toHaveText(/^\d+ kho$/);
  await expect.poll(() => figure(page, 'figure-stock-value')).toBeGreaterThan(mainStore);
  // Consumption by department appears only when wards are outside the scope... or patients got medicine.
  await expect(page.getByTestId('chart-departments')).toBeVisible();

  // The consumption period: the last 7 days instead of 30.
  const periodHint = page.getByTestId('chart-top-items').getByText(/^Theo giá trị/);
  const thirtyDays = await periodHint.innerText();
  await choose(page, /^Kỳ sử dụng$/, '7 ngày qua');
  await expect(page).toHaveURL(/so_ngay=7/);
  await expect(periodHint).not.toHaveText(thirtyDays);

  // A figure of several warehouses asks which one's list to open.
  await page.getByTestId('figure-expiring').click();
  const dialog = page.getByTestId('warehouse-choice');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Kho tổng/ }).click();
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho\?het_han_trong_ngay=\d+/);
});

test('the charts open the reports screen with their parameters', async ({ page }) => {
  await openOverview(page);
  await page.getByTestId('chart-months').getByRole('button', { name: 'Báo cáo xuất nhập tồn' }).click();
  await expect(page).toHaveURL(/\/bao-cao\/bao-cao-kho-duoc\?.*bao_cao=xuat-nhap-ton/);
  await expect(page).toHaveURL(/kho_id=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/tu_ngay=\d{4}-\d{2}-01/);
  await expect(page.getByTestId('page-title')).toHaveText('Báo cáo kho dược');
});

test('a receipt completed elsewhere refreshes the figures without a reload', async ({ page }) => {
  await openOverview(page);
  const value = await figure(page, 'figure-stock-value');
  const expiring = await figure(page, 'figure-expiring');
  // 30 units at 2 000 into Kho tổng, expiring in 40 days: within the demo's 6-month warning window.
  await receivedFromSupplier(page, 'CPC1', 40);
  await expect.poll(() => figure(page, 'figure-stock-value')).toBeGreaterThan(value);
  await expect.poll(() => figure(page, 'figure-expiring')).toBe(expiring + 1);
});

test('English, and screenshots at desktop and phone sizes', async ({ page }) => {
  await openOverview(page);
  await page.getByTestId('locale-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('page-title')).toHaveText('Overview');
  await expect(page.getByText('Stock value', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Whole organisation' })).toBeVisible();
  await expect(page.getByText('Receipts and issues by month (last 12 months)')).toBeVisible();
  await docScreenshot(page, `${DIR}/overview-desktop-en.png`, { fullPage: true });

  await page.getByTestId('locale-vi').click();
  await expect(page.getByTestId('page-title')).toHaveText('Tổng quan');
  await page.getByRole('tab', { name: 'Toàn tổ chức' }).click();
  await expect(page.getByTestId('overview-covers')).toHaveText(/^\d+ kho$/);
  await docScreenshot(page, `${DIR}/overview-desktop.png`, { fullPage: true });
  await docScreenshot(page, `${DIR}/overview-phone.png`, {
    fullPage: true,
    size: { width: 390, height: 844 },
  });
});
