import { expect, test } from './fixtures';
import { openWarehouse } from './requisitions-support';
import { docScreenshot } from './support';

/**
 * TT 26/2025 on a fresh demo: the demo's narcotic prescription carries an "N" code of the demo
 * facility, and its printed form is titled ĐƠN THUỐC "N" with the quantity also in words.
 */
test('a narcotic prescription has its N code and prints the quantity in words', async ({ page }) => {
  await page.addInitScript(() => {
    // The print dialog would wait for a person; the printed frame is checked instead.
    window.print = () => undefined;
  });
  await openWarehouse(page, 'vi', 'duocsi', 'Khoa Dược', 'Kho lẻ ngoại trú', '/kho-duoc/don-thuoc');
  await page.getByRole('row').filter({ hasText: 'Ung thư phế quản phổi' }).first().click();
  const screen = page.getByTestId('prescription-screen');
  await expect(screen.getByTestId('prescription-code')).toHaveText(/^Mã đơn thuốc: 79099\d{2}[0-9A-Z]{5}-N$/);
  await page.getByRole('button', { name: 'In đơn thuốc' }).click();
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('prescription-print');
  await expect(printed.getByTestId('print-title')).toHaveText('ĐƠN THUỐC "N"');
  await expect(printed.getByTestId('print-code')).toContainText('-N');
  await expect(printed.getByTestId('print-words')).toHaveText(
    /^ \([A-ZĐ][a-zàáâãèéêìíòóôõùúăđĩũơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹý ]+\)$/,
  );
  await expect(printed).toContainText('Số CCHN: 004567/HCM-CCHN');
  await docScreenshot(page, 'docs/screenshots/prescription-n-print.png', {
    size: { width: 559, height: 794 },
  });
});
