import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, login, logout, openOrganisation, signIn, storageItem } from './support';
import { apiGet, organisationId } from './vouchers-support';

const department = /^(Khoa|Department)$/;
const warehouse = /^(Kho|Warehouse)$/;

/**
 * The department and warehouse the server marks as the signed-in user's default (`mac_dinh`): where
 * they created or approved the most vouchers lately, which other specs of the run change.
 */
async function defaultWarehouse(page: Page) {
  const departments = await apiGet<{ ten: string; kho_truc_thuoc: { ten: string; mac_dinh: boolean }[] }[]>(
    page,
    'to-chuc/danh-muc-khoa-kho-cua-toi',
    { to_chuc_id: await organisationId(page) },
  );
  for (const d of departments) {
    const found = d.kho_truc_thuoc.find((w) => w.mac_dinh);
    if (found) return { department: d.ten, warehouse: found.ten };
  }
  throw new Error('no default warehouse');
}

test('department and warehouse are kept per module across a reload and cleared at logout', async ({
  page,
}) => {
  // Through the login form: a stored session would carry the selection of an earlier sign-in.
  await login(page);
  await openOrganisation(page);

  // kho-duoc starts on the administrator's default warehouse and its department.
  const departmentBox = page.getByRole('combobox', { name: department });
  const warehouseBox = page.getByRole('combobox', { name: warehouse });
  const expected = await defaultWarehouse(page);
  await expect(departmentBox).toHaveText(expected.department);
  await expect(warehouseBox).toHaveText(expected.warehouse);

  // Choosing a department selects its main store, listed before its dispensary.
  await choose(page, department, 'Khoa Dược');
  await expect(warehouseBox).toHaveText('Kho tổng');
  await warehouseBox.click();
  await expect(page.getByRole('option')).toHaveText(['Kho tổng', 'Kho lẻ ngoại trú']);
  await page.keyboard.press('Escape');

  // Choosing a warehouse, then a department: the department resets the warehouses to its own.
  await choose(page, warehouse, 'Kho lẻ ngoại trú');
  await expect(warehouseBox).toHaveText('Kho lẻ ngoại trú');
  await choose(page, department, 'Khoa Nội');
  await expect(warehouseBox).toHaveText('Tủ trực Khoa Nội');
  await page.getByRole('combobox', { name: warehouse }).click();
  await expect(page.getByRole('option')).toHaveText(['Tủ trực Khoa Nội']);
  await page.keyboard.press('Escape');

  // Another module keeps its own choice.
  await page.getByRole('link', { name: 'Danh mục khoa' }).click();
  await expect(page).toHaveURL(/\/quan-tri-tong\/danh-muc-khoa$/);
  await expect(departmentBox).toHaveText(expected.department);
  await choose(page, department, 'Khoa Nhi');
  await expect(warehouseBox).toHaveText('Tủ trực Khoa Nhi');

  await page.reload();
  await expect(departmentBox).toHaveText('Khoa Nhi');
  await page.goto('/kho-duoc/so-nhap-kho');
  await expect(departmentBox).toHaveText('Khoa Nội');
  await expect(warehouseBox).toHaveText('Tủ trực Khoa Nội');
  expect(await storageItem(page, 'khoa.selected.kho-duoc')).not.toBeNull();
  expect(await storageItem(page, 'kho.selected.quan-tri-tong')).not.toBeNull();

  await logout(page);
  for (const key of [
    'khoa.selected.kho-duoc',
    'kho.selected.kho-duoc',
    'khoa.selected.quan-tri-tong',
    'org.selected',
    'user',
  ]) {
    expect(await storageItem(page, key)).toBeNull();
  }
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('access-token');

  await login(page);
  await openOrganisation(page);
  const again = await defaultWarehouse(page);
  await expect(departmentBox).toHaveText(again.department);
  await expect(warehouseBox).toHaveText(again.warehouse);
});

test('a new user of the pharmacy lands on the main store and sees its receipts', async ({ page }) => {
  // The warehouse keeper has no voucher of their own yet, nor a stored choice in this browser.
  await login(page, 'thukho');
  await openOrganisation(page);
  await expect(page.getByRole('combobox', { name: department })).toHaveText('Khoa Dược');
  await expect(page.getByRole('combobox', { name: warehouse })).toHaveText('Kho tổng');
  await page.goto('/kho-duoc/so-nhap-kho');
  await expect(page.getByRole('combobox', { name: warehouse })).toHaveText('Kho tổng');
  await expect(
    page
      .getByTestId('catalogue-grid')
      .getByRole('row')
      .filter({ hasText: /PN-\d{4}-\d+/ })
      .first(),
  ).toBeVisible();
});

test('on a phone the selectors sit under the app bar and the menu is a temporary drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('combobox', { name: department })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu chính' });
  // The phone's menu is rendered at its first opening, not with the first screen.
  await expect(page.locator('nav[aria-label="Menu chính"]')).toHaveCount(0);
  await page.getByTestId('drawer-toggle').click();
  await page.getByRole('link', { name: 'Bệnh nhân' }).click();
  await expect(page).toHaveURL(/\/kham-va-dieu-tri\/benh-nhan$/);
  await expect(menu).toBeHidden();
  // Kept once opened: it opens again, and Escape closes it.
  await page.getByTestId('drawer-toggle').click();
  await expect(menu.getByRole('link', { name: 'Tồn kho' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
