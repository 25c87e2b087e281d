import { expect, test } from './fixtures';
import { openStock, TEXT as STOCK_TEXT } from './stock-support';
import { flowLanguages } from './support';
import { openMainStore, TEXT as VOUCHER_TEXT } from './vouchers-support';

/**
 * Business dates are the hospital's (its time zone, Asia/Ho_Chi_Minh), not the browser's: a
 * workstation left on another zone must not offer the wrong month to close or date a voucher a day
 * off. The browser here is in California, where 00:30 on 1 December in Hà Nội is still the
 * morning of 30 November.
 */
test.use({ timezoneId: 'America/Los_Angeles' });
const HANOI_FIRST_OF_DECEMBER = new Date('2026-12-01T00:30:00+07:00');
const VOUCHER_DATE = { vi: 'Ngày chứng từ', en: 'Voucher date' } as const;

for (const lang of flowLanguages('vi')) {
  test(`a browser in another time zone follows the hospital's day: the last month to close and a new receipt's date (${lang})`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(HANOI_FIRST_OF_DECEMBER);
    await openStock(page, lang, 'admin', false);
    await page.getByRole('button', { name: STOCK_TEXT[lang].periods }).click();
    const dialog = page.getByTestId('period-dialog');
    // November has ended in Hà Nội (the browser's own calendar would offer October).
    await expect(dialog.getByTestId('period-month')).toHaveValue('11/2026');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openMainStore(page, lang, 'admin', '/kho-duoc/so-nhap-kho');
    await page.getByRole('button', { name: VOUCHER_TEXT[lang].create }).click();
    await expect(page).toHaveURL(/so-nhap-kho\/moi$/);
    const date = page.getByRole('group', { name: VOUCHER_DATE[lang] });
    await expect(date.getByRole('spinbutton')).toHaveText(['01', '12', '2026']);
  });
}
