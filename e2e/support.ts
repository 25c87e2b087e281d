import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';
export const ORGANISATION = 'Bệnh viện Đa khoa Demo';

/** Signs in through the login form and waits for the home page. */
export async function login(
  page: Page,
  username = 'admin',
  password = PASSWORD,
  options: { remember?: boolean } = {},
) {
  await page.goto('/dang-nhap');
  await page.getByRole('textbox', { name: /^(Tên đăng nhập|User name)$/ }).fill(username);
  await page.getByLabel(/^(Mật khẩu|Password)/).fill(password);
  const remember = page.getByRole('checkbox');
  if (options.remember !== undefined && (await remember.isChecked()) !== options.remember)
    await remember.click();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
}

/** Picks the demo organisation on the home page and waits for the first module page. */
export async function openOrganisation(page: Page) {
  await page.getByTestId('organisation-card').filter({ hasText: ORGANISATION }).click();
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

export async function logout(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-logout').click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
}

/** Chooses an option of a MUI select identified by its label. */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar, .notistack-MuiContent').filter({ hasText: text }).first();
}

export async function storageItem(page: Page, key: string) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}
