import { expect, test } from './fixtures';
import { docScreenshot, flowLanguages, toast } from './support';
import { RTEXT, voucherDialog, voucherNumber } from './requisitions-support';
import { receivedFromSupplier } from './returns-support';
import { openMainStore } from './vouchers-support';

const DIR = 'docs/screenshots';

for (const lang of flowLanguages('en')) {
  test(`goods return: a near-expiry batch goes back to its supplier, submitted and approved (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const text = RTEXT[lang];
    await openMainStore(page, lang, 'admin', null);
    const { code, lot, supplier } = await receivedFromSupplier(page, 'CPC1', 40);

    await page.goto('/kho-duoc/so-tra-hang-hoa');
    await page.getByRole('button', { name: text.create }).click();
    const dialog = voucherDialog(page);
    await dialog.getByRole('combobox', { name: text.supplier }).fill('CPC1');
    await page.getByRole('option').filter({ hasText: supplier }).first().click();
    await dialog.getByRole('combobox', { name: text.category }).click();
    await page.getByRole('option', { name: text.nearExpiry }).click();
    await dialog.getByRole('combobox', { name: text.addGoods }).fill(code);
    await page.getByRole('option').filter({ hasText: code }).first().click();
    const line = dialog.getByTestId('voucher-line').first();
    await line.locator('.MuiSelect-select').click();
    await page.getByRole('option').filter({ hasText: lot }).click();
    await line.getByTestId('line-quantity').fill('12');
    await expect(dialog.getByTestId('batch-info').first()).toBeVisible();
    if (lang === 'vi') await docScreenshot(page, `${DIR}/goods-return-form-desktop.png`, { fullPage: true });

    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByTestId('voucher-status')).toHaveText(text.status.CHO_DUYET);
    const number = await voucherNumber(page, 'PTH');
    await expect(dialog.getByTestId('allocation').first()).toHaveAttribute('data-lot', lot);
    await dialog.getByRole('button', { name: text.approve, exact: true }).click();
    await expect(dialog.getByTestId('voucher-status')).toHaveText(text.status.HOAN_THANH);
    await expect(toast(page, number)).toBeVisible();
  });
}
