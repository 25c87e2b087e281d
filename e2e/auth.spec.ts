import { expect, test } from './fixtures';
import { VALIDATION_MESSAGES } from '../packages/contracts/src/validation-messages';
import { login, logout, openAccountMenu, PASSWORD, toast } from './support';

test('logs in in Vietnamese and shows the success toast', async ({ page }) => {
  await page.goto('/dang-nhap');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page).toHaveTitle('Đăng nhập - Kho Dược');
  await login(page);
  await expect(toast(page, 'Đăng nhập thành công')).toContainText('Đã đăng nhập vào hệ thống');
  await expect(page).toHaveTitle('Chọn tổ chức - Kho Dược');
  // The app started after the first screen knows who signed in.
  await expect(page.getByRole('heading', { name: /^Xin chào, \S/ })).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('logs in in English', async ({ page }) => {
  await page.goto('/dang-nhap');
  await page.getByTestId('locale-en').click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await login(page);
  await expect(toast(page, 'Logged in')).toContainText('You are now logged in to the system');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
});

test('the refresh token is an HttpOnly cookie that no page script can read, cleared at logout', async ({
  page,
}) => {
  await login(page, 'duocsi');
  const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh-token');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/xac-thuc' });
  // Spec §3: 30 days.
  expect(refresh!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).toContain('access-token=');
  expect(readable).not.toContain('refresh-token');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(refresh!.value);
  // Not even a page under the cookie's own path sees it.
  await page.goto('/api/v1/xac-thuc/khong-co');
  expect(await page.evaluate(() => document.cookie)).not.toContain('refresh-token');

  await page.goto('/');
  await logout(page);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('refresh-token');
});

test('a wrong password shows the server message and stays on the login page', async ({ page, request }) => {
  const answer = await request.post('/api/v1/xac-thuc/dang-nhap', {
    data: { ten_dang_nhap: 'admin', mat_khau: 'sai-mat-khau-1' },
    headers: { 'Accept-Language': 'vi' },
  });
  const { message } = (await answer.json()) as { message: string };
  expect(message.length).toBeGreaterThan(0);

  await page.goto('/dang-nhap');
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill('admin');
  await page.getByLabel(/^Mật khẩu/).fill('sai-mat-khau-1');
  await page.getByTestId('login-submit').click();
  // The API client's error toast, as for every failed call (spec §4), on the page drawn before the app.
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the login page checks the fields as the contract does, in both languages', async ({ page }) => {
  await page.goto('/dang-nhap');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(VALIDATION_MESSAGES.vi['validation.required'])).toHaveCount(2);
  await expect(page.getByLabel('Tên đăng nhập', { exact: true })).toBeFocused();
  await page.getByTestId('locale-en').click();
  await expect(page.getByText(VALIDATION_MESSAGES.en['validation.required'])).toHaveCount(2);
  await page.getByLabel('User name', { exact: true }).fill('admin');
  await expect(page.getByText(VALIDATION_MESSAGES.en['validation.required'])).toHaveCount(1);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});

test('the first screen opens registration without a reload, and login after a logout works in the app', async ({
  page,
}) => {
  await page.goto('/dang-nhap');
  await page.evaluate(() => ((window as unknown as { firstLoad: boolean }).firstLoad = true));
  await page.getByRole('link', { name: 'Đăng ký ngay' }).click();
  await expect(page).toHaveURL(/\/dang-ky-tai-khoan$/);
  await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản' })).toBeVisible();
  await page.getByRole('link', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstLoad?: boolean }).firstLoad)).toBe(true);

  // Signed in from the first screen, out through the menu, and in again on the same page.
  await login(page, 'duocsi');
  await logout(page);
  await page.evaluate(() => ((window as unknown as { firstLoad: boolean }).firstLoad = true));
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill('duocsi');
  await page.getByLabel(/^Mật khẩu/).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Đăng nhập thành công')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstLoad?: boolean }).firstLoad)).toBe(true);
  await logout(page);
});

test('registration rejects bad input with the shared validation messages, then accepts good input', async ({
  page,
}) => {
  const vi = VALIDATION_MESSAGES.vi;
  await page.goto('/dang-ky-tai-khoan');
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill('Ab');
  await page.getByLabel('Email').fill('khong-phai-email');
  await page.getByLabel('Số điện thoại (không bắt buộc)').fill('abc');
  await page.getByLabel(/^Mật khẩu/).fill('ngan');
  await page.getByLabel(/^Nhập lại mật khẩu/).fill('khac');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(vi['validation.username_format'])).toBeVisible();
  await expect(page.getByText(vi['validation.email'])).toBeVisible();
  await expect(page.getByText(vi['validation.phone'])).toBeVisible();
  await expect(page.getByText(vi['validation.password_rule'])).toBeVisible();
  await expect(page.getByText(vi['validation.password_confirm'])).toBeVisible();
  await expect(page.getByText(vi['validation.full_name'])).toBeVisible();
  await expect(page).toHaveURL(/\/dang-ky-tai-khoan$/);

  const username = `e2e.${Date.now()}`;
  await page.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
  await page.getByLabel('Họ và tên').fill('Người Kiểm Thử');
  await page.getByLabel('Email').fill(`${username}@benhvien.vn`);
  await page.getByLabel('Số điện thoại (không bắt buộc)').fill('');
  await page.getByLabel(/^Mật khẩu/).fill('matkhau123');
  await page.getByLabel(/^Nhập lại mật khẩu/).fill('matkhau123');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/dang-nhap/);
  await expect(toast(page, 'Đăng ký tài khoản thành công')).toBeVisible();
  await expect(page.getByLabel('Tên đăng nhập', { exact: true })).toHaveValue(username);
  await login(page, username, 'matkhau123');
  await expect(page.getByText('Bạn chưa tham gia tổ chức nào')).toBeVisible();
});

test('remember-me keeps the user name only when ticked; logout shows its toast', async ({ page }) => {
  await login(page, 'duocsi', PASSWORD, { remember: true });
  await logout(page);
  await expect(toast(page, 'Đăng xuất thành công')).toContainText('Đã đăng xuất khỏi hệ thống');
  await expect(page.getByLabel('Tên đăng nhập', { exact: true })).toHaveValue('duocsi');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('remember-me'))) ?? 'null')).toEqual({
    ten_dang_nhap: 'duocsi',
  });

  await login(page, 'duocsi', PASSWORD, { remember: false });
  await logout(page);
  await expect(page.getByLabel('Tên đăng nhập', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('remember-me'))).toBeNull();
});

test('the profile form updates the user and confirms with a toast', async ({ page }) => {
  await login(page, 'dieuduong');
  await openAccountMenu(page);
  await page.getByTestId('menu-profile').press('Enter');
  const dialog = page.getByRole('dialog');
  const name = dialog.getByLabel('Họ và tên');
  await expect(name).not.toHaveValue('');
  const newName = `Điều dưỡng ${Date.now() % 1000}`;
  await name.fill(newName);
  await dialog.getByTestId('profile-submit').click();
  await expect(toast(page, 'Cập nhật thông tin cá nhân thành công')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Xin chào, ${newName}` })).toBeVisible();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
    ho_ten: string;
    so_to_chuc_tham_gia: number;
  };
  expect(stored.ho_ten).toBe(newName);
  expect(stored.so_to_chuc_tham_gia).toBeGreaterThan(0);
});
