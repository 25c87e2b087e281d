import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { choose, openOrganisation, settleAnimations, signIn } from './support';

// Screenshots for docs/screenshots, at a common laptop size and a common phone size.
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });

for (const [name, size] of [
  ['desktop', { width: 1366, height: 768 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`screenshots ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/dang-nhap');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/login-${name}.png` });

    await signIn(page);
    await page.goto('/');
    await expect(page.getByTestId('organisation-card').first()).toBeVisible();
    await page.locator('.notistack-MuiContent').first().waitFor({ state: 'detached', timeout: 8_000 });
    await page.screenshot({ path: `${DIR}/home-${name}.png` });

    await openOrganisation(page);
    // The user's default warehouse may be elsewhere (where they worked lately).
    await choose(page, /^Khoa$/, 'Khoa Dược');
    await choose(page, /^Kho$/, 'Kho tổng');
    await page.goto('/kho-duoc/so-nhap-kho');
    await expect(page.getByTestId('page-title')).toHaveText('Sổ nhập kho');
    await page.screenshot({ path: `${DIR}/module-${name}.png` });

    if (name === 'mobile') {
      await page.getByTestId('drawer-toggle').click();
      await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
      await settleAnimations(page);
      await page.screenshot({ path: `${DIR}/drawer-${name}.png` });
      await page.keyboard.press('Escape');
    } else {
      await page.getByTestId('drawer-toggle').click();
      await settleAnimations(page);
      await page.screenshot({ path: `${DIR}/rail-${name}.png` });
    }

    await page.goto('/khong-ton-tai');
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await page.screenshot({ path: `${DIR}/not-found-${name}.png` });
  });
}
