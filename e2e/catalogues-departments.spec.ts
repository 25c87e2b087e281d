import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, openCatalogue, rowWithCode, search, uniqueCode } from './catalogue-helpers';
import { toast } from './support';

/** Picks a record in an autocomplete field of the open dialog by typing part of its name. */
async function pick(page: Page, label: string, typed: string, option: RegExp) {
  await field(page, label).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Adds a goods item to the open par-level editor through the goods suggestions. */
async function addGoods(page: Page, typed: string, option: RegExp) {
  await page.getByTestId('goods-picker').fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a department and a ward cabinet with par levels are created (Vietnamese)', async ({ page }) => {
  const department = uniqueCode('K');
  const cabinet = uniqueCode('TT');
  const departmentName = `Khoa Hồi sức tích cực ${department}`;

  await openCatalogue(page, '/quan-tri-tong/danh-muc-khoa');
  await expect(page.getByTestId('page-title')).toHaveText('Danh mục khoa');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await field(page, 'Mã khoa').fill(department);
  await field(page, 'Tên khoa').fill(departmentName);
  await page.getByRole('dialog').getByRole('combobox', { name: 'Loại khoa' }).click();
  await page.getByRole('option', { name: 'Lâm sàng', exact: true }).click();
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Đã thêm mới')).toBeVisible();
  await search(page, 'hoi suc tich cuc');
  await expect(rowWithCode(page, department)).toContainText('Lâm sàng');

  // A cabinet for the new department, requisitioning from the main store.
  await page.goto('/quan-tri-tong/danh-muc-tu-truc');
  await expect(page.getByTestId('page-title')).toHaveText('Danh mục tủ trực');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await field(page, 'Mã tủ trực').fill(cabinet);
  await field(page, 'Tên tủ trực').fill(`Tủ trực Hồi sức ${cabinet}`);
  await page.getByTestId('catalogue-save').click();
  // The department is required, in words a user understands.
  await expect(page.getByRole('dialog')).toContainText('Vui lòng nhập trường này');
  await pick(page, 'Khoa quản lý', 'hoi suc', new RegExp(departmentName));
  await pick(page, 'Kho nguồn', 'kho tong', /Kho tổng/);
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Đã thêm mới')).toBeVisible();

  await search(page, cabinet.toLowerCase());
  const row = rowWithCode(page, cabinet);
  await expect(row).toContainText(departmentName);
  await expect(row).toContainText('Kho tổng');
  await expect(row).toContainText('0 mặt hàng');

  // Par levels: two goods through the suggestions (unaccented), quantities edited inline.
  await row.getByTestId('par-level-button').click();
  await expect(page.getByRole('dialog')).toContainText('Tủ trực chưa có cơ số');
  await addGoods(page, 'paracetamol', /Paracetamol/);
  await addGoods(page, 'natri clorid', /Natri clorid/);
  const lines = page.getByTestId('par-level-row');
  await expect(lines).toHaveCount(2);
  await lines.nth(0).getByRole('spinbutton').fill('0');
  await page.getByTestId('par-level-save').click();
  await expect(page.getByRole('dialog')).toContainText('Giá trị phải lớn hơn 0');
  await lines.nth(0).getByRole('spinbutton').fill('100');
  await lines.nth(1).getByRole('spinbutton').fill('20');
  await page.getByTestId('par-level-save').click();
  await expect(toast(page, 'Đã lưu cơ số tủ trực')).toBeVisible();
  await expect(row).toContainText('2 mặt hàng');

  // Reopened: the saved quantities; one line removed and saved again (a new version).
  await row.getByTestId('par-level-button').click();
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Paracetamol' }).getByRole('spinbutton')).toHaveValue('100');
  await expect(lines.filter({ hasText: 'Natri clorid' }).getByRole('spinbutton')).toHaveValue('20');
  await lines.filter({ hasText: 'Natri clorid' }).getByRole('button').click();
  await page.getByTestId('par-level-save').click();
  await expect(toast(page, 'Đã lưu cơ số tủ trực')).toBeVisible();
  await expect(row).toContainText('1 mặt hàng');

  // The department now owns a warehouse: deletion is refused; it is deactivated instead.
  await page.goto('/quan-tri-tong/danh-muc-khoa');
  await search(page, 'hoi suc tich cuc');
  await rowWithCode(page, department).click();
  await page.getByTestId('catalogue-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('delete-refusal')).toContainText('ngừng hoạt động');
  await page.getByTestId('delete-deactivate').click();
  await expect(toast(page, 'Đã lưu thay đổi')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByRole('tab', { name: 'Ngừng hoạt động' }).click();
  await expect(rowWithCode(page, department)).toContainText('Ngừng hoạt động');
});

test('a department and a cabinet with a par level are created in English', async ({ page }) => {
  const department = uniqueCode('D');
  await openCatalogue(page, '/quan-tri-tong/danh-muc-khoa', { locale: 'en' });
  await expect(page.getByTestId('page-title')).toHaveText('Departments');
  await page.getByRole('button', { name: 'Add new' }).click();
  await field(page, 'Department code').fill(department);
  await field(page, 'Department name').fill(`Khoa Cấp cứu ${department}`);
  await page.getByRole('dialog').getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Clinical', exact: true }).click();
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Created')).toBeVisible();
  // The dialog's own "Kind" menu must be gone before the filter's opens (same option names).
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('combobox', { name: /^Kind/ }).click();
  await page.getByRole('option', { name: 'Clinical', exact: true }).click();
  await expect(page).toHaveURL(/loai_khoa=LAM_SANG/);
  await search(page, 'cap cuu');
  await expect(rowWithCode(page, department)).toContainText('Clinical');

  await page.goto('/quan-tri-tong/danh-muc-tu-truc');
  await expect(page.getByTestId('page-title')).toHaveText('Ward medicine cabinets');
  await page.getByRole('button', { name: 'Add new' }).click();
  const cabinet = uniqueCode('WC');
  await field(page, 'Cabinet code').fill(cabinet);
  await field(page, 'Cabinet name').fill(`Emergency cabinet ${cabinet}`);
  await pick(page, 'Owning department', 'cap cuu', new RegExp(department));
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Created')).toBeVisible();
  await search(page, cabinet.toLowerCase());
  await rowWithCode(page, cabinet).getByTestId('par-level-button').click();
  await addGoods(page, 'amoxicillin', /Amoxicillin/);
  await page.getByTestId('par-level-save').click();
  await expect(toast(page, 'Cabinet par levels saved')).toBeVisible();
  await expect(rowWithCode(page, cabinet)).toContainText('1 item');
});

test('a pharmacist edits par levels but not the cabinet itself', async ({ page }) => {
  await openCatalogue(page, '/quan-tri-tong/danh-muc-tu-truc', { user: 'duocsi' });
  await expect(page.getByRole('button', { name: 'Thêm mới' })).toHaveCount(0);
  const row = rowWithCode(page, 'TT_KNOI');
  await row.click();
  await expect(page.getByRole('dialog')).toContainText('Thông tin tủ trực');
  await expect(page.getByTestId('catalogue-save')).toHaveCount(0);
  await page.getByTestId('open-par-levels').click();
  await expect(page.getByTestId('goods-picker')).toBeVisible();
  await expect(page.getByTestId('par-level-save')).toBeVisible();
  await page.keyboard.press('Escape');
});
