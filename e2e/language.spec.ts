import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, PASSWORD } from './support';

test('the language toggle switches to English and back, and is remembered', async ({ page }) => {
  await page.goto('/dang-nhap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByTestId('locale-en').click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Log in - Kho Dược');
  expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  // The API answers in the chosen language too.
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await page.getByLabel(/^Password/).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('.notistack-MuiContent-error')).toBeVisible();
  await expect(page.locator('.notistack-MuiContent-error')).not.toContainText('Tên đăng nhập');

  await page.getByTestId('locale-vi').click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('a locale that fails to load is logged and the language stays', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route('**/locales/en/**', (route) => route.abort());
  await page.goto('/dang-nhap');
  await page.getByTestId('locale-en').click();
  await expect.poll(() => logged.some((line) => line.includes('Failed to load locale'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('the language chosen while signed in is stored on the account and a new device starts in it', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'duocsi');
  await page.getByTestId('locale-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const me = async (p: Page) => {
    const cookie = (await p.context().cookies()).find((c) => c.name === 'access-token')!;
    const response = await p.request.get('/api/v1/tai-khoan/thong-tin-ca-nhan', {
      headers: { Authorization: `Bearer ${decodeURIComponent(cookie.value)}` },
    });
    return ((await response.json()) as { data: { ngon_ngu: string } }).data.ngon_ngu;
  };
  await expect.poll(() => me(page)).toBe('en');

  // A browser that never chose a language (no locale cookie) takes the account's at login.
  const fresh = await browser.newContext({ baseURL });
  const device = await fresh.newPage();
  try {
    await device.goto('/dang-nhap');
    await expect(device.locator('html')).toHaveAttribute('lang', 'vi');
    await login(device, 'duocsi', PASSWORD, { accountLanguage: true });
    await expect(device.locator('html')).toHaveAttribute('lang', 'en');
    expect((await fresh.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');

    // Back to Vietnamese on the new device: the account follows.
    await device.getByTestId('locale-vi').click();
    await expect(device.locator('html')).toHaveAttribute('lang', 'vi');
    await expect.poll(() => me(device)).toBe('vi');
  } finally {
    await fresh.close();
  }
});
