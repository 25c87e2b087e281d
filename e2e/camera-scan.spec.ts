import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createGroupStocktake, seedGroupStock } from './stocktake-support';
import { docScreenshot } from './support';
import { createGoods, lines, openMainStore, uniqueCode } from './vouchers-support';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video Chromium's fake camera plays in a loop (YUV4MPEG2, 4:2:0): a GS1 DataMatrix drawn black
 * on white in the middle of the picture, as a pack held in front of a phone.
 */
async function dataMatrixVideo(text: string): Promise<string> {
  const [symbol] = bwipjs.raw('gs1datamatrix', text, {}) as { pixs: number[]; pixx: number; pixy: number }[];
  if (!symbol) throw new Error('no symbol');
  const module = Math.floor(280 / symbol.pixx);
  const left = Math.floor((WIDTH - symbol.pixx * module) / 2);
  const top = Math.floor((HEIGHT - symbol.pixy * module) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < symbol.pixy * module; y += 1) {
    for (let x = 0; x < symbol.pixx * module; x += 1) {
      const dark = symbol.pixs[Math.floor(y / module) * symbol.pixx + Math.floor(x / module)] === 1;
      if (dark) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(os.tmpdir(), `kho-camera-${process.pid}-${Date.now()}.y4m`);
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
  return file;
}

/** An EAN-13 with its check digit: the GS1 symbol refuses a GTIN whose check digit is wrong. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** A browser of its own whose camera plays `video`, signed in as `session`; the page is on localhost, secure. */
async function withFakeCamera(
  baseURL: string | undefined,
  session: Awaited<ReturnType<BrowserContext['storageState']>>,
  video: string,
  use: (page: Page) => Promise<void>,
) {
  const camera = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL,
      storageState: session,
      permissions: ['camera'],
      reducedMotion: 'reduce',
    });
    await use(await context.newPage());
  } finally {
    await camera.close();
  }
}

test('the camera button of an issue reads a GS1 DataMatrix and adds its goods (fake camera)', async ({
  browser,
  baseURL,
}) => {
  // A unique goods whose barcode the symbol's GTIN carries (14 digits, a leading 0).
  const setup = await browser.newPage();
  await openMainStore(setup, 'vi');
  const code = uniqueCode('E2ECAM');
  const barcode = ean13(`89${Date.now().toString().slice(-10)}`);
  await createGoods(setup, code, barcode);
  const session = await setup.context().storageState();
  await setup.close();

  const video = await dataMatrixVideo(`(01)0${barcode}(17)281231(10)CAM1`);
  await withFakeCamera(baseURL, session, video, async (page) => {
    await page.goto('/kho-duoc/so-xuat-kho');
    await page.getByRole('button', { name: 'Tạo phiếu' }).click();
    await page.getByTestId('camera-scan').click();
    await expect(page.getByTestId('camera-preview')).toBeVisible();
    // One read closes the camera and goes through the scan field: the goods is on the issue.
    await expect(lines(page)).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(lines(page).first()).toContainText(code);
    await expect(page.getByTestId('scan-message')).toContainText('CAM1');
  });
});

test('the stocktake camera keeps a lot the sheet lacks under the scan field, added once it is closed (fake camera)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A goods group of its own (one item, two lots) counted by a stocktake of that group.
  const setup = await browser.newPage();
  await openMainStore(setup, 'vi');
  const barcode = ean13(`893${Date.now().toString().slice(-9)}`);
  const seeded = await seedGroupStock(setup, 'vi', 2, barcode);
  const stocktake = await createGroupStocktake(setup, seeded);
  const session = await setup.context().storageState();
  await setup.close();

  // The box in front of the camera is a lot the stocktake does not hold.
  const lot = `${seeded.lots[0].split('-')[0]}-CAM`;
  const video = await dataMatrixVideo(`(01)0${barcode}(17)281231(10)${lot}`);
  await withFakeCamera(baseURL, session, video, async (page) => {
    await page.goto(`/kho-duoc/so-kiem-kho?phieu=${stocktake.id}`);
    const screen = page.getByTestId('voucher-dialog');
    await expect(screen.getByTestId('count-row')).toHaveCount(2);
    await screen.getByTestId('camera-scan').click();
    // The camera stays open, says the lot is not on the sheet and keeps it for later.
    await expect(page.getByTestId('camera-last')).toContainText(lot, { timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('camera-preview')).toHaveCount(0);
    const kept = screen.getByTestId('scan-missing-lot');
    await expect(kept).toHaveCount(1);
    await expect(kept).toHaveText(`Thêm lô ${lot} của ${seeded.goodsName}`);
    await docScreenshot(page, 'docs/screenshots/stocktake-camera-missing-lot.png');
    await docScreenshot(page, 'docs/screenshots/stocktake-camera-missing-lot-phone.png', {
      size: { width: 390, height: 844 },
    });

    // Its button opens the found batch, filled in from the scan; once added, the lot is a line.
    await kept.click();
    const dialog = page.getByTestId('found-dialog');
    await expect(dialog.getByTestId('found-so_lo')).toHaveValue(lot);
    await expect(dialog.getByTestId('found-han_dung')).toHaveValue('2028-12-31');
    await dialog.getByTestId('found-don_gia').fill('1500');
    await dialog.getByTestId('found-so_luong_thuc_te').fill('1');
    await dialog.getByTestId('found-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(screen.getByTestId('count-row').filter({ hasText: lot })).toHaveCount(1);
    await expect(screen.getByTestId('scan-missing-lot')).toHaveCount(0);
  });
});
