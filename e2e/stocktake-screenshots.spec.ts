import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createGroupStocktake, seedGroupStock } from './stocktake-support';
import { openMainStore } from './vouchers-support';

/** Screenshots of the stocktaking screens at 1366 and 390 px, for docs/web-inventory.md. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/stocktake-${name}.png` });

test('stocktaking screens at 1366 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await openMainStore(page, 'vi');
  const seeded = await seedGroupStock(page, 'vi', 60);
  const stocktake = await createGroupStocktake(page, seeded);

  await page.goto('/kho-duoc/so-kiem-kho');
  await expect(page.getByTestId('voucher-number').first()).toBeVisible();
  await shot(page, 'book-1366');

  await page.goto('/kho-duoc/so-kiem-kho?phieu=moi');
  await expect(page.getByTestId('new-stocktake')).toBeVisible();
  await shot(page, 'new-1366');

  await page.goto(`/kho-duoc/so-kiem-kho?phieu=${stocktake.id}`);
  const rows = page.getByTestId('count-row');
  await expect(rows.first()).toBeVisible();
  const counts = ['10', '12', '10', '7', '10', '9,5'];
  await rows.nth(0).locator('input[data-field="count"]').click();
  for (const count of counts) {
    await page.keyboard.type(count);
    await page.keyboard.press('Enter');
  }
  await rows.nth(3).locator('input[data-field="damaged"]').fill('2');
  await rows.nth(3).locator('input[data-field="note"]').fill('Vỡ 2 lọ khi vận chuyển');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await rows.nth(6).locator('input[data-field="count"]').click();
  await shot(page, 'counting-1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  await shot(page, 'counting-390');
  await page.goto('/kho-duoc/so-kiem-kho');
  await expect(page.getByText(stocktake.so_phieu).first()).toBeVisible();
  await shot(page, 'book-390');
  await page.goto('/kho-duoc/so-kiem-kho?phieu=moi');
  await expect(page.getByTestId('new-stocktake')).toBeVisible();
  await shot(page, 'new-390');
});
