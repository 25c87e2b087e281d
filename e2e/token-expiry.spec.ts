import { expect, test } from './fixtures';
import { login, openOrganisation } from './support';

// This project's server issues access tokens that live 4 seconds.

test('an expired access token is refreshed silently and the call retried', async ({ page }) => {
  await login(page);
  await openOrganisation(page);
  const before = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  await page.waitForTimeout(5_500);

  const expired = page.waitForResponse(
    (r) => r.url().includes('/tai-khoan/thong-tin-ca-nhan') && r.status() === 401,
  );
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/xac-thuc/xac-thuc-lai') && r.status() === 200,
  );
  const retried = page.waitForResponse(
    (r) => r.url().includes('/tai-khoan/thong-tin-ca-nhan') && r.status() === 200,
  );
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-profile').click();
  // The profile call met code 41, refreshed and retried: the form fills and no error shows.
  await Promise.all([expired, refreshed, retried]);
  await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue(/@/);
  await expect(page.locator('.notistack-MuiContent-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho$/);
  const after = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});

test('a failed refresh forces the logout to the login page', async ({ page }) => {
  await login(page);
  await openOrganisation(page);
  await page.waitForTimeout(5_500);
  const url = new URL(page.url());
  await page
    .context()
    .addCookies([{ name: 'refresh-token', value: 'revoked-token', domain: url.hostname, path: '/' }]);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-profile').click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
