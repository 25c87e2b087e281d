import { expect, test } from './fixtures';
import { flowLanguages, toast } from './support';
import { spreadsheet, start, TEXT, uniqueSuffix, XLSX_MIME, type SheetRow } from './catalogues-goods-support';

const GOODS = '/quan-tri-tong/danh-muc-hang-hoa';

for (const lang of flowLanguages('vi')) {
  test(`goods: create, edit and find without accents (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    const code = `E2E${lang.toUpperCase()}${uniqueSuffix()}`;
    const name = `Diazepam Ốc Đảo ${code}`;
    await start(page, lang, GOODS);

    await page.getByRole('button', { name: text.create }).click();
    const form = page.getByTestId('goods-form');
    await form.getByLabel(text.code).fill(code);
    await form.getByLabel(text.name).fill(name);
    await form.getByLabel(text.ingredient).fill('Diazepam');
    await form.getByRole('combobox', { name: text.unit }).fill('Viên');
    await form.getByRole('combobox', { name: text.group }).fill('Kháng');
    await page.getByRole('option', { name: text.groupOption }).first().click();
    await form.getByRole('combobox', { name: text.className }).click();
    await page.getByRole('option', { name: text.psychotropic }).click();
    // A controlled class is marked as soon as it is chosen.
    await expect(form.getByTestId('controlled-warning')).toBeVisible();
    await form.getByTestId('catalogue-save').click();
    await expect(toast(page, text.created)).toBeVisible();
    await expect(form).toBeHidden();

    // "oc dao" finds "Ốc Đảo": the search ignores accents and case.
    await page.getByTestId('catalogue-search').fill(`oc dao ${code.toLowerCase()}`);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.getByTestId('management-class-chip')).toHaveText(text.psychotropic);

    await row.click();
    await expect(page).toHaveURL(/\/quan-tri-tong\/danh-muc-hang-hoa\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('page-title')).toHaveText(name);
    await page.getByRole('button', { name: text.edit, exact: true }).click();
    await form.getByLabel(text.price).fill('12345');
    await form.getByTestId('catalogue-save').click();
    await expect(toast(page, text.updated)).toBeVisible();
    await expect(page.getByTestId('goods-info')).toContainText(/12[.,]345/);
    await expect(page.getByTestId('goods-info').getByTestId('audit-footer')).toContainText(
      lang === 'vi' ? 'Phiên bản 2' : 'ersion 2',
    );
  });
}

const HEADERS = [
  'Mã hàng hóa',
  'Tên hàng hóa',
  'Loại hàng hóa',
  'Đơn vị tính',
  'Mã nhóm hàng hóa',
  'Phân loại quản lý',
  'Giá bán',
];

test('goods import: a bad row is refused and named, the fixed file is imported', async ({ page }) => {
  const suffix = uniqueSuffix();
  const rows: SheetRow[] = [
    {
      'Mã hàng hóa': `IMP${suffix}1`,
      'Tên hàng hóa': `Cefuroxim 500mg ${suffix}`,
      'Loại hàng hóa': 'THUOC',
      'Đơn vị tính': 'Viên',
      'Mã nhóm hàng hóa': 'TD_KS',
      'Phân loại quản lý': 'Thường',
      'Giá bán': 4500,
    },
    {
      'Mã hàng hóa': `IMP${suffix}2`,
      'Tên hàng hóa': `Bơm tiêm 5ml ${suffix}`,
      'Loại hàng hóa': 'Vật tư y tế',
      'Đơn vị tính': 'Cái',
      'Mã nhóm hàng hóa': 'NHOM_KHONG_CO',
      'Giá bán': 1200,
    },
    {
      'Mã hàng hóa': `IMP${suffix}3`,
      'Tên hàng hóa': `Morphin 10mg/ml ${suffix}`,
      'Loại hàng hóa': 'THUOC',
      'Đơn vị tính': 'Ống',
      'Mã nhóm hàng hóa': 'TD_GM',
      'Phân loại quản lý': 'GAY_NGHIEN',
      'Giá bán': 9000,
    },
  ];
  await start(page, 'vi', '/quan-tri-tong/danh-muc-hang-hoa');
  await page.getByRole('button', { name: 'Nhập Excel' }).click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog.getByTestId('import-template')).toBeVisible();

  await dialog.getByTestId('import-file').setInputFiles({
    name: 'hang-hoa-loi.xlsx',
    mimeType: XLSX_MIME,
    buffer: await spreadsheet(HEADERS, rows),
  });
  await expect(dialog.getByTestId('import-summary')).toContainText('1 lỗi');
  // The wrong row is named as Excel numbers it (header = row 1), with its field and reason.
  const bad = dialog.locator('[data-testid="import-preview-row"][data-invalid]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toHaveAttribute('data-row', '3');
  await expect(bad.getByTestId('import-row-error')).toContainText('Mã nhóm hàng hóa');
  await expect(dialog.getByTestId('import-submit')).toBeDisabled();

  rows[1]!['Mã nhóm hàng hóa'] = 'VT_TIEM';
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'hang-hoa-da-sua.xlsx',
    mimeType: XLSX_MIME,
    buffer: await spreadsheet(HEADERS, rows),
  });
  await expect(dialog.getByTestId('import-summary')).toContainText('3 hợp lệ');
  await expect(dialog.getByTestId('import-submit')).toBeEnabled();
  await dialog.getByTestId('import-submit').click();
  await expect(toast(page, 'Đã nhập 3 dòng')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('catalogue-search').fill(`imp${suffix.toLowerCase()}3`);
  const row = page.getByRole('row').filter({ hasText: `IMP${suffix}3` });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('management-class-chip')).toHaveText('Gây nghiện');
});

test('goods groups: the tree, a group page with its goods, a group in use is not deleted', async ({
  page,
}) => {
  await start(page, 'vi', '/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa');
  const antibiotics = page.locator('[data-testid="group-row"][data-group="TD_KS"]');
  await expect(antibiotics).toBeVisible();
  await expect(antibiotics.getByTestId('group-count')).toContainText('hàng hóa');
  const medicines = page.locator('[data-testid="group-row"][data-group="TD"]');
  await medicines.getByTestId('group-toggle').click();
  await expect(antibiotics).toBeHidden();
  await medicines.getByTestId('group-toggle').click();

  await antibiotics.getByTestId('group-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('delete-refusal')).toBeVisible();
  await page.getByRole('button', { name: 'Hủy' }).click();

  await antibiotics.getByText('Kháng sinh', { exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Kháng sinh');
  await expect(page.getByTestId('group-intro')).toContainText('TD_KS');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});
