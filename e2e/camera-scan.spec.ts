import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
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

  // A browser of its own, whose camera is the generated video; the page is on localhost, secure.
  const video = await dataMatrixVideo(`(01)0${barcode}(17)281231(10)CAM1`);
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
    const page = await context.newPage();
    await page.goto('/kho-duoc/so-xuat-kho');
    await page.getByRole('button', { name: 'Tạo phiếu' }).click();
    await page.getByTestId('camera-scan').click();
    await expect(page.getByTestId('camera-preview')).toBeVisible();
    // One read closes the camera and goes through the scan field: the goods is on the issue.
    await expect(lines(page)).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(lines(page).first()).toContainText(code);
    await expect(page.getByTestId('scan-message')).toContainText('CAM1');
  } finally {
    await camera.close();
  }
});
