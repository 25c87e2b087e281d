import { expect, test } from './fixtures';
import { login, toast } from './support';

test('success and error toasts sit at the top right and clear when the URL changes', async ({ page }) => {
  // A user name that is taken: the server's refusal is an error toast.
  await page.goto('/dang-ky-tai-khoan');
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
  await page.getByLabel('Họ và tên').fill('Người Kiểm Thử');
  await page.getByLabel('Email').fill(`toast.${Date.now()}@benhvien.vn`);
  await page.getByLabel(/^Mật khẩu/).fill('matkhau123');
  await page.getByLabel(/^Nhập lại mật khẩu/).fill('matkhau123');
  await page.getByTestId('register-submit').click();
  const error = page.locator('.notistack-MuiContent-error').first();
  await expect(error).toBeVisible();
  const box = await error.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width - 60 && box.y < 100).toBe(true);

  await page.getByRole('link', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);

  await login(page);
  const success = toast(page, 'Đăng nhập thành công');
  await expect(success).toBeVisible();
  // Below the app bar: the account menu's button stays free while the toast shows.
  const bar = await page.locator('header').first().boundingBox();
  const shown = await success.boundingBox();
  expect(bar && shown && shown.y >= bar.y + bar.height).toBe(true);
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('organisation-card').first().click();
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho$/);
  await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);
});

test('a toast closes by itself after 5 seconds', async ({ page }) => {
  await login(page);
  const success = toast(page, 'Đăng nhập thành công');
  await expect(success).toBeVisible();
  await expect(success).toBeHidden({ timeout: 7_000 });
});
