import { expect, test } from './fixtures';
import {
  exportAndRead,
  field,
  grid,
  openCatalogue,
  rowWithCode,
  search,
  uniqueCode,
} from './catalogue-helpers';
import { toast } from './support';

const PATH = '/quan-tri-tong/danh-muc-nha-cung-cap';

test('a supplier is created, edited, found without accents, exported and deleted (Vietnamese)', async ({
  page,
}) => {
  const code = uniqueCode('NCC');
  await openCatalogue(page, PATH);
  await expect(page.getByTestId('page-title')).toHaveText('Danh mục nhà cung cấp');

  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await expect(page.getByRole('dialog')).toContainText('Thêm nhà cung cấp');
  // The first field has the focus: typing goes straight into the code.
  await expect(field(page, 'Mã nhà cung cấp')).toBeFocused();
  await page.keyboard.type(code);
  await expect(field(page, 'Mã nhà cung cấp')).toHaveValue(code);
  await field(page, 'Tên nhà cung cấp').fill('Công ty TNHH Dược phẩm Thử Nghiệm Đà Nẵng');
  await field(page, 'Mã số thuế').fill('12345');
  await page.getByTestId('catalogue-save').click();
  // The contract's rule, in Vietnamese, beside the field.
  await expect(page.getByRole('dialog')).toContainText('Mã số thuế gồm 10 chữ số');
  await field(page, 'Mã số thuế').fill('0401234567');
  await field(page, 'Điện thoại').fill('0236 3822 245');
  // Enter submits the form.
  await field(page, 'Điện thoại').press('Enter');
  await expect(toast(page, 'Đã thêm mới')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A second supplier with the same code: the server's refusal lands on the code field.
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await field(page, 'Mã nhà cung cấp').fill(code);
  await field(page, 'Tên nhà cung cấp').fill('Bản sao');
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByRole('dialog').getByText('Mã này đã được sử dụng')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Found by an unaccented search.
  await search(page, 'thu nghiem da nang');
  await expect(rowWithCode(page, code)).toBeVisible();
  await expect(grid(page).getByRole('row')).toHaveCount(2); // header + the one supplier

  // Edit: the form shows who created it and the version.
  await rowWithCode(page, code).click();
  await expect(page.getByRole('dialog')).toContainText('Sửa nhà cung cấp');
  await expect(page.getByTestId('audit-footer')).toContainText('Phiên bản 1');
  await expect(page.getByTestId('audit-footer')).toContainText('Tạo bởi Quản trị hệ thống');
  await field(page, 'Người liên hệ').fill('Trần Thị Bích');
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Đã lưu thay đổi')).toBeVisible();
  await expect(rowWithCode(page, code)).toContainText('Trần Thị Bích');
  await rowWithCode(page, code).click();
  await expect(page.getByTestId('audit-footer')).toContainText('Phiên bản 2');
  await page.keyboard.press('Escape');

  // Export: exactly what the filter shows, with Vietnamese headers.
  const sheet = await exportAndRead(page, /Xuất Excel/);
  expect(sheet.fileName).toMatch(/\.xlsx$/);
  expect(sheet.header).toContain('Mã số thuế');
  expect(sheet.rows).toHaveLength(1);
  expect(sheet.rows[0]).toEqual(expect.arrayContaining([code, 'Công ty TNHH Dược phẩm Thử Nghiệm Đà Nẵng']));

  // Delete allowed: nothing uses the new supplier.
  await rowWithCode(page, code).click();
  await page.getByTestId('catalogue-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(toast(page, 'Đã xóa')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('Không tìm thấy kết quả phù hợp');
});

test('deleting a supplier that has a tender is refused with the reason', async ({ page }) => {
  await openCatalogue(page, PATH);
  await search(page, 'codupha');
  await rowWithCode(page, 'CODUPHA').click();
  await page.getByTestId('catalogue-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('delete-refusal')).toContainText('gói thầu');
  // The way out is offered; the demo supplier is left as it is.
  await expect(page.getByTestId('delete-deactivate')).toBeVisible();
  await page.getByRole('button', { name: 'Hủy' }).first().click();
  await expect(rowWithCode(page, 'CODUPHA')).toBeVisible();
});

test('a supplier is created, found, exported and deleted in English', async ({ page }) => {
  const code = uniqueCode('SUP');
  await openCatalogue(page, PATH, { locale: 'en' });
  await expect(page.getByTestId('page-title')).toHaveText('Suppliers');
  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page.getByRole('dialog')).toContainText('New supplier');
  await field(page, 'Supplier code').fill(code);
  await field(page, 'Supplier name').fill('Công ty Cổ phần Thiết bị Y tế Hưng Yên');
  await field(page, 'Email').fill('not-an-email');
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByRole('dialog')).toContainText('Invalid email address');
  await field(page, 'Email').fill('kinhdoanh@hungyen-med.vn');
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Created')).toBeVisible();

  await search(page, 'thiet bi y te hung yen');
  await expect(rowWithCode(page, code)).toBeVisible();

  const sheet = await exportAndRead(page, /Export to Excel/);
  expect(sheet.header).toContain('Tax code');
  expect(sheet.rows.map((r) => r[0])).toEqual([code]);

  await rowWithCode(page, code).click();
  await expect(page.getByTestId('audit-footer')).toContainText('Version 1');
  await page.getByTestId('catalogue-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('No matching records');
});

test('roles that may not edit suppliers see no "Thêm mới" and a read-only form', async ({ page }) => {
  await openCatalogue(page, PATH, { user: 'dieuduong' });
  await expect(rowWithCode(page, 'CODUPHA')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Xuất Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm mới' })).toHaveCount(0);
  await rowWithCode(page, 'CODUPHA').click();
  await expect(page.getByRole('dialog')).toContainText('Thông tin nhà cung cấp');
  await expect(field(page, 'Tên nhà cung cấp')).toBeDisabled();
  await expect(page.getByTestId('catalogue-save')).toHaveCount(0);
  await expect(page.getByTestId('catalogue-delete')).toHaveCount(0);
});
