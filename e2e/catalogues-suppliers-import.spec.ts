import { expect, test } from './fixtures';
import { toast } from './support';
import { spreadsheet, start, uniqueSuffix, XLSX_MIME, type SheetRow } from './catalogues-goods-support';

// English headers: the import reads the template's columns in either language.
const HEADERS = ['Code', 'Supplier name', 'Tax code', 'Phone', 'Email'];

test('supplier import in English: a duplicate code is refused and named, the fixed file is imported', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const rows: SheetRow[] = [
    {
      Code: `NCC${suffix}1`,
      'Supplier name': `Công ty Dược An Khang ${suffix}`,
      'Tax code': '0312345678',
      Phone: '028 3822 1111',
      Email: 'ankhang@duoc.vn',
    },
    { Code: 'CPC1', 'Supplier name': 'Trùng mã với nhà cung cấp sẵn có', 'Tax code': '0100109385' },
  ];
  await start(page, 'en', '/quan-tri-tong/danh-muc-nha-cung-cap');
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  const dialog = page.getByTestId('import-dialog');
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'suppliers.xlsx', mimeType: XLSX_MIME, buffer: await spreadsheet(HEADERS, rows) });
  const bad = dialog.locator('[data-testid="import-preview-row"][data-invalid]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toHaveAttribute('data-row', '3');
  await expect(bad.getByTestId('import-row-error')).toContainText('already used');
  await expect(dialog.getByTestId('import-submit')).toBeDisabled();

  rows[1]!.Code = `NCC${suffix}2`;
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'suppliers-fixed.xlsx',
    mimeType: XLSX_MIME,
    buffer: await spreadsheet(HEADERS, rows),
  });
  await expect(dialog.getByTestId('import-submit')).toBeEnabled();
  await dialog.getByTestId('import-submit').click();
  await expect(toast(page, '2 rows imported')).toBeVisible();
  await page.getByTestId('catalogue-search').fill(`an khang ${suffix.toLowerCase()}`);
  await expect(page.getByRole('row').filter({ hasText: `NCC${suffix}1` })).toBeVisible();
});
