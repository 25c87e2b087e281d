import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { grid, openCatalogue } from './catalogue-helpers';
import { settleAnimations } from './support';

// Screenshots of the catalogue screens for docs/screenshots, at a laptop and a phone size. The
// "0" in the file name makes it run before the other catalogue specs (one worker, files in name
// order), so the pictures show the demo data rather than the records those specs create.
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });

const SCREENS = [
  ['suppliers', '/quan-tri-tong/danh-muc-nha-cung-cap'],
  ['departments', '/quan-tri-tong/danh-muc-khoa'],
  ['warehouses', '/quan-tri-tong/danh-muc-kho-truc-thuoc'],
  ['cabinets', '/quan-tri-tong/danh-muc-tu-truc'],
  ['staff', '/quan-tri-tong/danh-muc-nhan-vien'],
] as const;

async function settle(page: Page) {
  // Toasts from the login and the transitions of dialogs would blur the picture.
  await page.locator('.notistack-MuiContent').first().waitFor({ state: 'detached', timeout: 8_000 });
  await settleAnimations(page);
}

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`catalogue screenshots ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openCatalogue(page, SCREENS[0][1]);
    for (const [name, path] of SCREENS) {
      await page.goto(path);
      const list =
        size === 'desktop' ? grid(page).getByRole('row').nth(1) : page.getByTestId('catalogue-card').first();
      await expect(list).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${DIR}/catalogues-${name}-${size}.png` });
    }

    // A form dialog (a supplier) and the par-level editor of a cabinet.
    await page.goto(SCREENS[0][1]);
    const firstSupplier =
      size === 'desktop' ? grid(page).getByRole('row').nth(1) : page.getByTestId('catalogue-card').first();
    await firstSupplier.click();
    await expect(page.getByTestId('audit-footer')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${DIR}/catalogues-supplier-form-${size}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/quan-tri-tong/danh-muc-tu-truc');
    if (size === 'desktop') await page.getByTestId('par-level-button').first().click();
    else {
      await page.getByTestId('catalogue-card').first().click();
      await page.getByTestId('open-par-levels').click();
    }
    await expect(page.getByTestId('par-level-row').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${DIR}/catalogues-par-levels-${size}.png` });
  });
}
