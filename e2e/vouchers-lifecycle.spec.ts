import { expect, test } from './fixtures';
import { docScreenshot, flowLanguages, logout, openAccountMenu, toast } from './support';
import { addGoods, createGoods, lines, openMainStore, TEXT, uniqueCode } from './vouchers-support';
import { search } from './catalogue-helpers';

/** A GS1 expiry (YYMMDD) some days ago, and the matching dd/MM/yyyy. */
function pastExpiry(days: number) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const iso = date.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-') as [string, string, string];
  return { gs1: `${y.slice(2)}${m}${d}`, shown: `${d}/${m}/${y}` };
}

/** The question asked before unsaved edits are left behind. */
const LEAVE = {
  vi: { title: 'Bỏ các thay đổi chưa lưu?', stay: 'Quay lại' },
  en: { title: 'Discard unsaved changes?', stay: 'Go back' },
} as const;

for (const lang of flowLanguages('vi')) {
  test(`receipt: GS1 scan, expired-lot confirmation, submit, reject, book tabs (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openMainStore(page, lang, 'admin', null);
    const code = uniqueCode('E2ESCAN');
    // A unique 13-digit barcode; the GS1 symbol carries it as the 14-digit GTIN with a leading 0.
    const barcode = `89${Date.now().toString().slice(-11)}`;
    await createGoods(page, code, barcode);
    const expiry = pastExpiry(3);

    await page.goto('/kho-duoc/so-nhap-kho');
    await page.getByRole('button', { name: text.create }).click();
    await page.getByRole('combobox', { name: text.supplier }).fill('CPC1');
    await page.getByRole('option').first().click();

    // A keyboard-wedge scanner types the symbol and presses Enter.
    const scan = page.getByTestId('scan-input');
    await scan.fill(`(01)0${barcode}(17)${expiry.gs1}(10)LOT${code.slice(-4)}`);
    await scan.press('Enter');
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId('scan-message')).toContainText(code);
    await expect(scan).toBeFocused();
    const line = lines(page).first();
    await expect(line.getByTestId('line-lot')).toHaveValue(`LOT${code.slice(-4)}`);
    await expect(line.getByTestId('line-expiry')).toHaveValue(expiry.shown);
    await expect(line.getByTestId('line-quantity')).toHaveValue('1');
    await expect(line.getByTestId('expiry-hint')).toHaveAttribute('data-expired', 'true');
    // The same lot scanned again counts one more.
    await scan.fill(`(01)0${barcode}(17)${expiry.gs1}(10)LOT${code.slice(-4)}`);
    await scan.press('Enter');
    await expect(line.getByTestId('line-quantity')).toHaveValue('2');
    await line.getByTestId('line-price').fill('2500');
    await expect(line.getByTestId('line-total')).toContainText(lang === 'vi' ? '5.000' : '5,000');

    // Saving an expired lot asks first.
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByTestId('confirm-yes').click();
    await expect(page).toHaveURL(/\/kho-duoc\/so-nhap-kho\/[0-9a-f-]{36}$/);
    const status = page.getByTestId('voucher-summary').getByTestId('voucher-status');
    await expect(status).toHaveText(text.status.LUU_TAM);
    const number = (await page.getByTestId('page-title').textContent())?.match(/PN-\d{4}-\d+/)?.[0] ?? '';
    expect(number).not.toBe('');

    await page.getByRole('button', { name: text.submit }).click();
    await expect(status).toHaveText(text.status.CHO_DUYET);
    await page.getByRole('button', { name: text.reject, exact: true }).click();
    await page.getByTestId('reason-confirm').click();
    // The reason is required.
    await expect(page.getByTestId('reason-dialog')).toContainText(
      lang === 'vi' ? 'Vui lòng nhập lý do' : 'Please enter a reason',
    );
    await page.getByTestId('reason-input').fill('Sai số lượng hóa đơn');
    await page.getByTestId('reason-confirm').click();
    await expect(status).toHaveText(text.status.TU_CHOI);
    await expect(page.getByTestId('history-rejected')).toContainText('Sai số lượng hóa đơn');
    // A rejected voucher is editable again.
    await expect(lines(page).first().getByTestId('line-lot')).toBeEditable();

    // The book: the rejected tab counts it, and the row opens the voucher.
    await page.goto('/kho-duoc/so-nhap-kho');
    await page.getByRole('tab', { name: new RegExp(`^${text.status.TU_CHOI} \\(\\d+\\)$`) }).click();
    await expect(page).toHaveURL(/trang_thai=TU_CHOI/);
    await search(page, number);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('book-totals')).toBeVisible();
    await row.click();
    await expect(page.getByTestId('page-title')).toContainText(number);

    // Signing out with an unsaved edit asks before the session ends: staying keeps the edit and the
    // session (the voucher still saves); agreeing signs out.
    const lot = lines(page).first().getByTestId('line-lot');
    await lot.fill(`LOT${code.slice(-4)}B`);
    await openAccountMenu(page);
    await page.getByTestId('menu-logout').press('Enter');
    const leave = page.getByTestId('confirm-dialog');
    await expect(leave).toContainText(LEAVE[lang].title);
    await leave.getByRole('button', { name: LEAVE[lang].stay }).click();
    await expect(leave).toBeHidden();
    // Still on the voucher (the book's search may ride along in the address).
    await expect(page).toHaveURL(/\/kho-duoc\/so-nhap-kho\/[0-9a-f-]{36}(\?|$)/);
    await expect(lot).toHaveValue(`LOT${code.slice(-4)}B`);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByTestId('confirm-yes').click(); // the lot is still expired
    await expect(toast(page, number)).toBeVisible();
    await lot.fill(`LOT${code.slice(-4)}C`);
    await logout(page, { discardUnsaved: true });
  });

  test(`transfer: opens in a dialog of its book, saved as a draft (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    await openMainStore(page, lang, 'admin', '/kho-duoc/so-chuyen-kho');
    await page.getByRole('button', { name: text.create }).click();
    await expect(page).toHaveURL(/phieu=moi/);
    const dialog = page.getByTestId('voucher-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: text.destination }).click();
    await page.getByRole('option', { name: /Kho lẻ ngoại trú/ }).click();
    await addGoods(page, lang, 'HH0001');
    const quantity = lines(page).first().getByTestId('line-quantity');
    await quantity.fill('5');
    await expect(lines(page).first().getByTestId('line-batch')).toBeAttached();

    // Closing with unsaved edits asks first; going back keeps them.
    const leave = page.getByTestId('confirm-dialog');
    await page.keyboard.press('Escape');
    await expect(leave).toContainText(LEAVE[lang].title);
    if (lang === 'vi') {
      await docScreenshot(page, 'docs/screenshots/voucher-leave-unsaved.png');
      await docScreenshot(page, 'docs/screenshots/voucher-leave-unsaved-phone.png', {
        size: { width: 390, height: 844 },
      });
    }
    await leave.getByRole('button', { name: LEAVE[lang].stay }).click();
    await expect(leave).toBeHidden();
    await expect(quantity).toHaveValue('5');

    // Saved, the new voucher moves to its own address without asking.
    await dialog.getByRole('button', { name: text.save, exact: true }).click();
    const saved = toast(page, /PC-\d{4}-\d+/);
    await expect(saved).toBeVisible();
    const number = (await saved.textContent())!.match(/PC-\d{4}-\d+/)![0];
    await expect(page).toHaveURL(/phieu=[0-9a-f-]{36}/);
    await expect(dialog.getByTestId('voucher-status')).toHaveText(text.status.LUU_TAM);
    await expect(leave).toBeHidden();
    // Both warehouses, as the book names them.
    await expect(dialog.getByTestId('voucher-summary')).toContainText('→ Kho lẻ ngoại trú');

    // The browser's Back asks too; an edit thrown away on leaving is not saved.
    await quantity.fill('7');
    await page.goBack();
    await leave.getByTestId('confirm-yes').click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('catalogue-grid').getByRole('row').filter({ hasText: number });
    await row.click();
    await expect(quantity).toHaveValue('5');
    // Nothing changed: it closes without asking.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(leave).toBeHidden();
  });
}
