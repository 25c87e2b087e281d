import { expect, test } from './fixtures';
import { choose, login, logout, openOrganisation, signIn, storageItem } from './support';

const department = /^(Khoa|Department)$/;
const warehouse = /^(Kho|Warehouse)$/;

test('department and warehouse are kept per module across a reload and cleared at logout', async ({
  page,
}) => {
  await signIn(page);

  // kho-duoc starts on the first department and its first warehouse.
  const departmentBox = page.getByRole('combobox', { name: department });
  const warehouseBox = page.getByRole('combobox', { name: warehouse });
  await expect(departmentBox).toHaveText('Khoa Dược');
  await expect(warehouseBox).toHaveText('Kho lẻ ngoại trú');

  // Choosing a warehouse, then a department: the department resets the warehouses to its own.
  await choose(page, warehouse, 'Kho tổng');
  await expect(warehouseBox).toHaveText('Kho tổng');
  await choose(page, department, 'Khoa Nội');
  await expect(warehouseBox).toHaveText('Tủ trực Khoa Nội');
  await page.getByRole('combobox', { name: warehouse }).click();
  await expect(page.getByRole('option')).toHaveText(['Tủ trực Khoa Nội']);
  await page.keyboard.press('Escape');

  // Another module keeps its own choice.
  await page.getByRole('link', { name: 'Danh mục khoa' }).click();
  await expect(page).toHaveURL(/\/quan-tri-tong\/danh-muc-khoa$/);
  await expect(departmentBox).toHaveText('Khoa Dược');
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
  await expect(departmentBox).toHaveText('Khoa Dược');
});

test('on a phone the selectors sit under the app bar and the menu is a temporary drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('combobox', { name: department })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeHidden();
  await page.getByTestId('drawer-toggle').click();
  await page.getByRole('link', { name: 'Bệnh nhân' }).click();
  await expect(page).toHaveURL(/\/kham-va-dieu-tri\/benh-nhan$/);
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeHidden();
});
