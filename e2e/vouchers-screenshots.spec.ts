import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  addGoods,
  createGoods,
  isoInDays,
  lines,
  openMainStore,
  TEXT,
  typeDate,
  uniqueCode,
} from './vouchers-support';
import { settleAnimations } from './support';

// Screenshots of the voucher screens for docs/screenshots, at a laptop size and a phone size.
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });
const text = TEXT.vi;

for (const [name, size] of [
  ['desktop', { width: 1366, height: 768 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`voucher screenshots ${name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await openMainStore(page, 'vi');
    const code = uniqueCode('SHOT');
    await createGoods(page, code);
    await page.setViewportSize(size);

    await page.goto('/kho-duoc/so-nhap-kho/moi');
    await page.getByRole('combobox', { name: text.supplier }).fill('CPC1');
    await page.getByRole('option').first().click();
    for (const [lot, days] of [
      ['A1', 20],
      ['B2', 400],
    ] as const) {
      await addGoods(page, 'vi', code);
      const line = lines(page).last();
      await line.getByTestId('line-lot').fill(lot);
      await typeDate(page, line.getByRole('group', { name: text.expiry }), isoInDays(days));
      await line.getByTestId('line-quantity').fill('40');
      await line.getByTestId('line-price').fill('1500');
      await line.getByTestId('line-vat').fill('5');
    }
    await settleAnimations(page);
    await page.screenshot({ path: `${DIR}/vouchers-receipt-form-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/so-nhap-kho\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: text.approve, exact: true }).click();
    await expect(page.getByTestId('voucher-summary').getByTestId('voucher-status')).toHaveText(
      text.status.HOAN_THANH,
    );
    await settleAnimations(page);
    await page.screenshot({ path: `${DIR}/vouchers-receipt-done-${name}.png`, fullPage: true });

    // The A4 paper form, as the printer sees it.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.emulateMedia({ media: 'print' });
    // The paper form is drawn once the screen has settled (usePrintReady).
    await page.getByTestId('print-sheet').first().waitFor();
    await page.screenshot({ path: `${DIR}/vouchers-receipt-print-${name}.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/kho-duoc/so-xuat-kho/moi');
    await page.getByRole('combobox', { name: text.receivingWarehouse }).fill('Tủ trực Khoa Nhi');
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: text.reason }).fill('Cấp phát cho khoa Nhi');
    await addGoods(page, 'vi', code);
    await lines(page).first().getByTestId('line-quantity').fill('50');
    await expect(page.getByTestId('fefo-proposal')).toBeVisible();
    await page.screenshot({ path: `${DIR}/vouchers-issue-form-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('allocation')).toHaveCount(2);
    await page.screenshot({ path: `${DIR}/vouchers-issue-submitted-${name}.png`, fullPage: true });

    await page.goto('/kho-duoc/so-xuat-kho');
    await expect(page.getByTestId('book-totals')).toBeVisible();
    await page.screenshot({ path: `${DIR}/vouchers-issue-book-${name}.png`, fullPage: true });

    await page.goto('/kho-duoc/so-chuyen-kho?phieu=moi');
    await expect(page.getByTestId('voucher-dialog')).toBeVisible();
    await page.screenshot({ path: `${DIR}/vouchers-transfer-dialog-${name}.png` });
  });
}
