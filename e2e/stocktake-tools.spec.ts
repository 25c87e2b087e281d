import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createGroupStocktake, seedGroupStock, type SeededGroup } from './stocktake-support';
import { docScreenshot, flowLanguages, toast } from './support';
import { isoInDays, openMainStore } from './vouchers-support';

/**
 * The counting screen's tools, driven as a counter would, in Vietnamese and English: the scan
 * field jumps to the scanned batch's count (scrolling the windowed list), a lot on the shelf that
 * the books lack is added through the found-batch dialog, and the count sheet goes out as .xlsx,
 * is filled in and comes back with its counts.
 */
const TEXT = {
  vi: {
    scanned: 'nhập số đếm',
    notOnSheet: 'Thêm lô phát hiện thêm?',
    added: 'Đã thêm lô',
    lotHeader: 'Số lô',
    countedHeader: 'SL thực tế',
    damagedHeader: 'SL hỏng vỡ',
    noteHeader: 'Ghi chú',
    imported: 'Đã nhập 2 số đếm; 0 dòng bị từ chối',
    close: 'Đóng',
  },
  en: {
    scanned: 'type its count',
    notOnSheet: 'Add a found batch?',
    added: 'Batch',
    lotHeader: 'Lot',
    countedHeader: 'Counted quantity',
    damagedHeader: 'Damaged quantity',
    noteHeader: 'Notes',
    imported: '2 counts imported; 0 rows refused',
    close: 'Close',
  },
} as const;

/** A 13-digit barcode no earlier run used, for the seeded goods. */
function uniqueBarcode(): string {
  return `893${String(Date.now()).slice(-10)}`;
}

/** What a keyboard-wedge scanner types for a GS1 DataMatrix, in its human-readable form. */
function gs1(barcode: string, lot: string, expiryIso: string): string {
  const [year, month, day] = expiryIso.split('-');
  return `(01)0${barcode}(17)${year!.slice(2)}${month}${day}(10)${lot}`;
}

async function openStocktake(page: Page, seeded: SeededGroup): Promise<Locator> {
  const stocktake = await createGroupStocktake(page, seeded);
  await page.goto(`/kho-duoc/so-kiem-kho?phieu=${stocktake.id}`);
  const screen = page.getByTestId('voucher-dialog');
  await expect(screen.getByTestId('count-row').first()).toBeVisible();
  return screen;
}

function rowOfLot(screen: Locator, lot: string): Locator {
  return screen.getByTestId('count-row').filter({ hasText: lot });
}

/** The `voucher.changed` notices the page hears over its socket. */
function watchVoucherEchoes(page: Page): { count: number } {
  const echoes = { count: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('voucher.changed')) echoes.count += 1;
    }),
  );
  return echoes;
}

/** Every read of the whole stocktake from now on. */
function detailReloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chi-tiet-phieu-kiem-kho')) urls.push(request.url());
  });
  return urls;
}

async function scan(page: Page, code: string) {
  const field = page.getByTestId('scan-input');
  await field.fill(code);
  await field.press('Enter');
}

for (const lang of flowLanguages('en')) {
  test(`scanning jumps to the batch's count and adds a lot the books lack (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    const echoes = watchVoucherEchoes(page);
    await openMainStore(page, lang, 'admin', null);
    const barcode = uniqueBarcode();
    // Enough batches that the one scanned is far below the rows the window draws.
    const seeded = await seedGroupStock(page, lang, 40, barcode);
    const screen = await openStocktake(page, seeded);
    const farLot = seeded.lots[35]!;
    await expect(rowOfLot(screen, farLot)).toHaveCount(0);

    // A GS1 code naming a lot on the sheet: that line's count gets the cursor, scrolled into view.
    await scan(page, gs1(barcode, farLot, isoInDays(400)));
    await expect(screen.getByTestId('scan-message')).toContainText(text.scanned);
    const farCount = rowOfLot(screen, farLot).locator('input[data-field="count"]');
    await expect(farCount).toBeFocused();
    await expect(farCount).toBeInViewport();
    const reloads = detailReloads(page);
    await page.keyboard.type('9');
    await expect(rowOfLot(screen, farLot).getByTestId('row-variance')).toContainText('-1');
    // The count is saved after a pause; its echo over the socket reloads nothing (the save's
    // answer carried the new version and totals).
    await expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'dirty');
    const echoed = echoes.count;
    await expect(screen.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    await expect.poll(() => echoes.count).toBeGreaterThan(echoed);
    await page.waitForTimeout(500);
    expect(reloads).toEqual([]);

    // A lot the books lack: the screen says so and opens the found-batch dialog prefilled.
    const newLot = `${seeded.lots[0].split('-')[0]}-NEW`;
    const expiry = isoInDays(500);
    await scan(page, gs1(barcode, newLot, expiry));
    await expect(screen.getByTestId('scan-message')).toContainText(text.notOnSheet);
    const dialog = page.getByTestId('found-dialog');
    await expect(dialog.getByTestId('found-goods')).toContainText(seeded.goodsName);
    await expect(dialog.getByTestId('found-so_lo')).toHaveValue(newLot);
    await expect(dialog.getByTestId('found-han_dung')).toHaveValue(expiry);
    await dialog.getByTestId('found-don_gia').fill('1500');
    await dialog.getByTestId('found-so_luong_thuc_te').fill('4');
    await dialog.getByTestId('found-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, `${text.added} ${newLot}`)).toBeVisible();

    // The found lot is a line of its own, counted, with its surplus; it is on the server too.
    await screen.getByTestId('line-filter').fill(newLot);
    const foundRow = rowOfLot(screen, newLot);
    await expect(foundRow.locator('input[data-field="count"]')).toHaveValue('4');
    await expect(foundRow.getByTestId('row-variance')).toContainText('+4');
    await page.reload();
    await page.getByTestId('line-filter').fill(newLot);
    await expect(
      rowOfLot(page.getByTestId('voucher-dialog'), newLot).locator('input[data-field="count"]'),
    ).toHaveValue('4');
  });

  test(`the count sheet is exported, filled in and imported (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    await openMainStore(page, lang, 'admin', null);
    const seeded = await seedGroupStock(page, lang);
    const screen = await openStocktake(page, seeded);

    await screen.getByTestId('tools-open').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-counts').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    // Filled in as the counters would on a tablet: a count per lot, one damaged with a note.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const columns = new Map<string, number>();
    sheet.getRow(1).eachCell((cell, at) => columns.set(cell.text, at));
    const column = (name: string) => {
      const at = columns.get(name);
      if (at === undefined) throw new Error(`no column ${name} in ${[...columns.keys()].join(', ')}`);
      return at;
    };
    const filled: Record<string, [number, number, string]> = {
      [seeded.lots[0]]: [11, 0, ''],
      [seeded.lots[1]]: [8, 1, 'Móp hộp'],
    };
    let rowsFilled = 0;
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const entry = filled[row.getCell(column(text.lotHeader)).text];
      if (!entry) return;
      row.getCell(column(text.countedHeader)).value = entry[0];
      if (entry[1]) row.getCell(column(text.damagedHeader)).value = entry[1];
      if (entry[2]) row.getCell(column(text.noteHeader)).value = entry[2];
      rowsFilled += 1;
    });
    expect(rowsFilled).toBe(2);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await screen.getByTestId('tools-open').click();
    await page.getByTestId('import-counts').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-file').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await expect(dialog.getByTestId('import-result')).toContainText(text.imported);
    await dialog.getByRole('button', { name: text.close, exact: true }).click();
    await expect(dialog).toBeHidden();

    const first = rowOfLot(screen, seeded.lots[0]);
    const second = rowOfLot(screen, seeded.lots[1]);
    await expect(first.locator('input[data-field="count"]')).toHaveValue('11');
    await expect(first.getByTestId('row-variance')).toContainText('+1');
    await expect(second.locator('input[data-field="count"]')).toHaveValue('8');
    await expect(second.locator('input[data-field="damaged"]')).toHaveValue('1');
    await expect(second.locator('input[data-field="note"]')).toHaveValue('Móp hộp');
    await expect(second.getByTestId('row-variance')).toContainText('-2');
  });
}

/**
 * A count typed just before the counter leaves the screen (back to the book, another page) is saved
 * on the way out, without waiting for the autosave's pause, and the screen opened again shows it
 * at once.
 */
const BACK_TO_BOOK = { vi: 'Về sổ', en: 'Back to book' } as const;
for (const lang of flowLanguages('vi')) {
  test(`a count typed just before leaving the screen is saved on the way out (${lang})`, async ({ page }) => {
    await openMainStore(page, lang, 'admin', null);
    const seeded = await seedGroupStock(page, lang);
    const screen = await openStocktake(page, seeded);
    const count = rowOfLot(screen, seeded.lots[0]).locator('input[data-field="count"]');
    await count.fill('9');
    const savedOnLeaving = page.waitForResponse(
      (response) => response.url().includes('/luu-so-dem-') && response.request().method() === 'POST',
    );
    await screen.getByRole('button', { name: BACK_TO_BOOK[lang] }).click();
    await expect(screen).toBeHidden();
    expect((await savedOnLeaving).ok()).toBe(true);
    await page.goBack();
    await expect(count).toHaveValue('9');
    await page.reload();
    await expect(count).toHaveValue('9');
  });
}

/**
 * A count whose save fails on the way out (the tablet lost the network) is not dropped: the screen
 * stays open and asks. Staying keeps the count and saves it once the network is back; leaving
 * anyway discards only what could not be saved.
 */
const LEAVE_TEXT = {
  vi: { stay: 'Ở lại phiếu', discard: 'Bỏ số đếm chưa lưu và rời đi' },
  en: { stay: 'Stay on the stocktake', discard: 'Discard the unsaved counts and leave' },
} as const;
for (const lang of flowLanguages('en')) {
  test(`a count whose save fails on the way out keeps the screen open and asks first (${lang})`, async ({
    page,
  }) => {
    await openMainStore(page, lang, 'admin', null);
    const seeded = await seedGroupStock(page, lang);
    const screen = await openStocktake(page, seeded);
    const stocktakeUrl = page.url();
    const back = screen.getByRole('button', { name: BACK_TO_BOOK[lang] });
    const first = rowOfLot(screen, seeded.lots[0]).locator('input[data-field="count"]');
    const second = rowOfLot(screen, seeded.lots[1]).locator('input[data-field="count"]');
    const saves = '**/*luu-so-dem-*';
    const question = page.getByTestId('confirm-dialog');

    // The save fails after a moment, and Về sổ is clicked again meanwhile: one save, one question.
    await page.route(saves, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.abort('connectionfailed');
    });
    await first.fill('9');
    await back.click();
    await back.click();
    await expect(question).toBeVisible();
    await expect(question).toHaveCount(1);
    await expect(question.getByTestId('confirm-reason')).not.toBeEmpty();
    await docScreenshot(page, `.ci-out/stocktake-leave-unsaved-${lang}.png`);
    await question.getByRole('button', { name: LEAVE_TEXT[lang].stay }).click();
    await expect(question).toBeHidden();
    await expect(screen).toBeVisible();
    await expect(first).toHaveValue('9');

    // The network is back: leaving saves the count on the way out.
    await page.unroute(saves);
    await back.click();
    await expect(screen).toBeHidden();
    await page.goBack();
    await expect(first).toHaveValue('9');

    // Lost again, and the counter chooses to leave: only the count that could not be saved is gone.
    await page.route(saves, (route) => route.abort('connectionfailed'));
    await second.fill('4');
    await back.click();
    await question.getByRole('button', { name: LEAVE_TEXT[lang].discard }).click();
    await expect(screen).toBeHidden();
    await page.unroute(saves);
    await page.goto(stocktakeUrl);
    await expect(first).toHaveValue('9');
    await expect(second).not.toHaveValue('4');
  });
}
