import { expect, test } from './fixtures';
import { MINUTES_TEXT, STOCKTAKE_TEXT, seedGroupStock, stockByLot } from './stocktake-support';
import { docScreenshot, flowLanguages } from './support';
import { openMainStore } from './vouchers-support';

/**
 * Stocktaking end to end, in Vietnamese and English: a stocktake of one goods group, counted with
 * the keyboard (one surplus, one shortage), submitted and approved, adjusts the stock, and its
 * minutes (form 11D) print the batches, totals and the committee's signatures.
 */
for (const lang of flowLanguages('vi')) {
  test(`stocktake with a surplus and a shortage adjusts the stock and prints its minutes (${lang})`, async ({
    page,
  }) => {
    const text = STOCKTAKE_TEXT[lang];
    await openMainStore(page, lang, 'admin', null);
    const seeded = await seedGroupStock(page, lang);

    await page.goto('/kho-duoc/so-kiem-kho');
    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByTestId('new-stocktake');
    await dialog.getByRole('combobox', { name: text.scope }).click();
    await page.getByRole('option', { name: text.scopeGroup }).click();
    await dialog.getByRole('combobox', { name: text.group }).fill(seeded.groupName);
    await page.getByRole('option').filter({ hasText: seeded.groupName }).first().click();
    await dialog.getByTestId('member-name').fill('Nguyễn Văn Ánh');
    await dialog.getByTestId('member-title').fill('Trưởng khoa Dược');
    await dialog.getByTestId('member-add').click();
    await dialog.getByTestId('member-name').nth(1).fill('Trần Thị Bích Ngọc');
    await dialog.getByTestId('member-role').nth(1).selectOption('THU_KY');
    await dialog.getByRole('button', { name: text.createAndSnapshot }).click();

    const screen = page.getByTestId('voucher-dialog');
    const rows = screen.getByTestId('count-row');
    await expect(rows).toHaveCount(2);
    await expect(screen.getByTestId('total-counted')).toContainText('0');

    // Keyboard counting: Enter moves to the next line's count.
    const firstCount = rows.nth(0).locator('input[data-field="count"]');
    await firstCount.click();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(rows.nth(1).locator('input[data-field="count"]')).toBeFocused();
    await page.keyboard.type('7');
    await expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'dirty');
    await expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    await expect(screen.getByTestId('save-status')).toContainText(text.saved);
    await expect(rows.nth(0).getByTestId('row-variance')).toContainText('+2');
    await expect(rows.nth(1).getByTestId('row-variance')).toContainText('-3');
    await expect(screen.getByTestId('total-surplus')).toContainText(/2[.,]000/);
    await expect(screen.getByTestId('total-shortage')).toContainText(/3[.,]000/);

    // The counts are on the server: a reload shows them.
    await page.reload();
    await expect(page.getByTestId('count-row').nth(0).locator('input[data-field="count"]')).toHaveValue('12');

    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('button', { name: text.approve })).toBeVisible();
    await page.getByRole('button', { name: text.approve }).click();
    await expect(page.getByTestId('voucher-summary')).toContainText(
      lang === 'vi' ? 'Hoàn thành' : 'Completed',
    );

    // The minutes: form 11D in Vietnamese whatever the UI language, with the batches, the
    // committee and the signature boxes. The browser's print dialog is not opened in a test.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: text.print }).click();
    const minutes = page.getByTestId('official-form-print');
    await page.emulateMedia({ media: 'print' });
    await expect(minutes).toBeVisible();
    await expect(minutes.getByTestId('official-form-title')).toHaveText(MINUTES_TEXT.title);
    await expect(minutes.getByTestId('official-form-code')).toHaveText(MINUTES_TEXT.code);
    await expect(minutes.getByTestId('official-form-table')).toContainText(seeded.lots[0]);
    await expect(minutes.getByTestId('official-form-table')).toContainText(seeded.lots[1]);
    await expect(minutes).toContainText('Nguyễn Văn Ánh');
    await expect(minutes.getByTestId('official-form-signatures')).toContainText(MINUTES_TEXT.chair);
    await expect(minutes.getByTestId('official-form-signatures')).toContainText(MINUTES_TEXT.secretary);
    await expect(minutes.getByTestId('official-form-signatures')).toContainText('Trần Thị Bích Ngọc');
    await expect(minutes).toContainText(/2[.,]000/);
    await docScreenshot(page, `.ci-out/stocktake-print-${lang}.png`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // The stock moved by the variances: 10 -> 12 and 10 -> 7, on the stock screen too.
    expect(await stockByLot(page, seeded.goodsId, seeded.warehouseId)).toEqual({
      [seeded.lots[0]]: 12,
      [seeded.lots[1]]: 7,
    });
    await page.goto('/kho-duoc/ton-kho');
    await page.getByTestId('catalogue-search').fill(seeded.goodsName.split(' ').at(-1) ?? '');
    await expect(page.getByRole('row').filter({ hasText: seeded.goodsName })).toContainText('19');
  });
}
