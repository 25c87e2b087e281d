import { expect, test } from './fixtures';
import { REPORTS } from './reports-support';
import { docScreenshot, signIn } from './support';
import { apiGet, isoInDays, organisationId } from './vouchers-support';

const A4_LANDSCAPE = { width: 1123, height: 794 };

/**
 * TT 18/2026 from the controlled-drug report: a pharmacist signs yesterday's register for the main
 * store and prints the day (Phụ lục VIII), with the signer in the drug manager's box.
 */
test('controlled-drug register: sign a day and print it', async ({ page }) => {
  await signIn(page, 'duocsi', null);
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const org = await organisationId(page);
  const warehouses = await apiGet<{ id: string; ma: string }[]>(page, 'bao-cao/danh-sach-kho-bao-cao', {
    to_chuc: org,
  });
  const store = warehouses.find((w) => w.ma === 'KT')!.id;
  const day = isoInDays(-1);
  await page.goto(
    `${REPORTS}?bao_cao=thuoc-kiem-soat&kho_id=${store}&tu_ngay=${isoInDays(-30)}&den_ngay=${day}`,
  );
  await page.getByRole('button', { name: 'Biểu mẫu TT 22' }).click();
  const status = page.getByTestId('sign-off-status');
  await expect(status).toBeVisible();
  await docScreenshot(page, 'docs/screenshots/tt18-sign-off-1366.png');
  await docScreenshot(page, 'docs/screenshots/tt18-sign-off-390.png', { size: { width: 390, height: 844 } });
  // A server kept from an earlier run may have the day signed already: then there is no button.
  const sign = page.getByTestId('sign-off-button');
  if (await sign.isVisible()) await sign.click();
  await expect(status).toContainText('Đã ký');

  await page.getByTestId('official-form-print-PL_VIII_NGAY').click();
  const paper = page.getByTestId('official-form-print');
  await expect(paper).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(A4_LANDSCAPE);
  await expect(paper).toContainText('Phụ lục VIII');
  await expect(page.getByTestId('official-form-signatures')).toContainText('Người quản lý thuốc');
  await docScreenshot(page, 'docs/screenshots/tt18-register-day.png', { fullPage: true });
});
