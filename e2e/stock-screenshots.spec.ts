import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { openStock, rows, settled } from './stock-support';
import { settleAnimations } from './support';

// Screenshots of the stock screens for docs/screenshots, at a laptop size and a phone size.
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });

for (const [name, size] of [
  ['desktop', { width: 1366, height: 768 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`stock screenshots ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await openStock(page, 'vi');
    await settled(page);
    await rows(page).first().getByTestId('stock-row-expand').click();
    await expect(page.getByTestId('batch-row').first()).toBeVisible();
    await settleAnimations(page);
    await page.screenshot({ path: `${DIR}/stock-${name}.png`, fullPage: true });

    await rows(page).first().getByTestId('stock-card-open').click();
    const card = page.getByTestId('stock-card');
    await card.getByTestId('card-from').fill(`${new Date().getFullYear() - 1}-01-01`);
    await expect(card.getByTestId('card-opening')).toBeVisible();
    await settleAnimations(page);
    await page.screenshot({ path: `${DIR}/stock-card-${name}.png` });
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();

    // The print dialog would block the page. Throwing instead keeps the print layout mounted (the
    // page removes it after window.print() returns), so the A4 layout itself can be looked at.
    await page.evaluate(() => {
      window.print = () => {
        throw new Error('print layout kept for the screenshot');
      };
    });
    await page.getByRole('button', { name: 'In', exact: true }).click();
    await expect(page.getByTestId('stock-print')).toBeAttached();
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${DIR}/stock-print-${name}.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
}
