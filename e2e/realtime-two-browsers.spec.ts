import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addMedicine, MEDICINES, PTEXT, registerAndPrescribe } from './prescriptions-support';
import { openWarehouse } from './requisitions-support';
import { submittedReceipt } from './returns-support';
import { choose, login, openOrganisation, toast } from './support';
import { TEXT, type Lang } from './vouchers-support';

/**
 * Two people at two browsers (separate contexts: own cookies, own sockets). What one completes
 * appears on the other's open screens without a reload: the voucher book, the stock page and the
 * overview; and a new prescription reaches the pharmacist's book with a notice.
 */

/** A second browser signed in as `user`, in `lang`, with the demo organisation opened. */
async function secondBrowser(browser: Browser, baseURL: string | undefined, user: string, lang: Lang) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  // A browser that chose Vietnamese, as every test's own (fixtures.ts): not the account's language.
  if (baseURL) await context.addCookies([{ name: 'locale', value: 'vi', url: baseURL }]);
  const page = await context.newPage();
  await login(page, user);
  await openOrganisation(page);
  if (lang === 'en') {
    await page.getByTestId('locale-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  return page;
}

/** The figure's number as shown, digits only. */
async function figure(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(`${testId}-value`).innerText()).replace(/\D/g, ''));
}

const AWAITING = { vi: 'Chờ duyệt', en: 'Awaiting approval' } as const;

// Each scenario once, the voucher in Vietnamese and the prescription in English: both languages
// are covered, and a scenario of two browsers is the costliest kind of test there is.
for (const lang of ['vi'] as Lang[]) {
  test(`a voucher approved in one browser changes the other's book, stock and overview (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The pharmacist watches Kho tổng in three tabs of their own browser.
    const watcher = await secondBrowser(browser, baseURL, 'duocsi', lang);
    await choose(watcher, /^(Kho|Warehouse)$/, 'Kho tổng');

    // The administrator's receipt of a new goods item awaits approval.
    await openWarehouse(page, lang, 'admin', 'Khoa Dược', 'Kho tổng', null);
    const receipt = await submittedReceipt(page, 'CPC1', 200);

    const book = watcher;
    await book.goto('/kho-duoc/so-nhap-kho?trang_thai=CHO_DUYET');
    await expect(book.getByRole('tab', { selected: true })).toContainText(AWAITING[lang]);
    const awaitingRow = book.getByRole('row').filter({ hasText: receipt.number });
    await expect(awaitingRow).toHaveCount(1);

    const stock = await watcher.context().newPage();
    await stock.goto('/kho-duoc/ton-kho');
    await stock.getByTestId('catalogue-search').fill(receipt.code);
    await expect(stock.getByTestId('empty-state')).toBeVisible();

    const overview = await watcher.context().newPage();
    await overview.goto('/bao-cao/tong-quan');
    await choose(overview, /^(Khoa|Department)$/, 'Khoa Dược');
    await choose(overview, /^(Kho|Warehouse)$/, 'Kho tổng');
    await expect(overview.getByTestId('overview-covers')).toHaveText('Kho tổng');
    const valueBefore = await figure(overview, 'figure-stock-value');

    // The administrator approves it on the voucher's page.
    await page.goto(`/kho-duoc/so-nhap-kho/${receipt.id}`);
    await page.getByRole('button', { name: TEXT[lang].approve, exact: true }).click();
    await expect(page.getByTestId('voucher-summary').getByTestId('voucher-status')).toHaveText(
      TEXT[lang].status.HOAN_THANH,
    );

    // Each of the other browser's tabs follows, none reloaded.
    await expect(awaitingRow).toHaveCount(0);
    await expect(stock.getByTestId('stock-row').filter({ hasText: receipt.code })).toHaveCount(1);
    // 30 units at 2 000 more in Kho tổng.
    await expect.poll(() => figure(overview, 'figure-stock-value')).toBe(valueBefore + 60_000);
    await watcher.context().close();
  });
}

for (const lang of ['en'] as Lang[]) {
  test(`a prescription written in one browser reaches the pharmacist's book in the other (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = PTEXT[lang];
    const pharmacist = await secondBrowser(browser, baseURL, 'duocsi', lang);
    await choose(pharmacist, /^(Kho|Warehouse)$/, text.dispensary);
    await pharmacist.goto('/kho-duoc/don-thuoc?trang_thai=CHO_CAP_PHAT');
    await expect(pharmacist.getByTestId('book-scope')).toContainText(text.dispensary);

    await openWarehouse(page, lang, 'bacsi', 'Khoa Khám bệnh', 'Tủ trực Khoa Khám bệnh', null);
    const name = `${lang === 'vi' ? 'Lê Văn Thời' : 'Trần Thị Mai'} ${Date.now().toString(36).slice(-4)}`;
    await registerAndPrescribe(page, lang, name);
    await page.getByTestId('prescription-icd').fill('J02.9');
    await page
      .getByTestId('prescription-diagnosis')
      .fill(lang === 'vi' ? 'Viêm họng cấp' : 'Acute pharyngitis');
    await addMedicine(page, MEDICINES[lang].full[0], [1, 2, 3]);
    await page.getByRole('button', { name: lang === 'vi' ? 'Lưu đơn' : 'Save prescription' }).click();
    const status = page.getByTestId('prescription-screen').getByTestId('prescription-status');
    await expect(status).toHaveAttribute('data-status', 'CHO_CAP_PHAT');
    const number = /DT-\d{4}-\d+/.exec(
      (await page.getByTestId('page-title').last().textContent()) ?? '',
    )?.[0];
    expect(number).toBeTruthy();

    // The pharmacist is told and the book lists it, without a reload.
    await expect(
      toast(
        pharmacist,
        lang === 'vi' ? 'Đơn thuốc mới chờ cấp phát' : 'New prescription awaiting dispensing',
      ),
    ).toBeVisible();
    await expect(pharmacist.getByTestId('prescription-number').filter({ hasText: number! })).toBeVisible();
    await pharmacist.context().close();
  });
}
