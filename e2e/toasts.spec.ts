import { expect, test } from './fixtures';
import { login, toast } from './support';
import { openWarehouse, RTEXT, voucherDialog } from './requisitions-support';

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

const CLOSE = { vi: 'Ẩn thông báo', en: 'Dismiss' } as const;

for (const [lang, width] of [
  ['vi', 1350],
  ['en', 390],
] as const) {
  test(`a toast leaves a voucher's actions free and closes with its button (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // A ward's new requisition filled from its par levels: the fill says so in a toast, and the
    // next thing the nurse reaches for is Submit, in the same corner.
    await openWarehouse(
      page,
      lang,
      'dieuduong',
      'Khoa Nhi',
      'Tủ trực Khoa Nhi',
      '/kho-duoc/so-linh-hang-hoa',
    );
    await page.getByRole('button', { name: RTEXT[lang].create }).click();
    const dialog = voucherDialog(page);
    await expect(dialog.getByTestId('requesting-warehouse')).toHaveValue('Tủ trực Khoa Nhi');
    await dialog.getByTestId('par-fill').click();
    const shown = page.locator('.notistack-MuiContent').first();
    await expect(shown).toBeVisible({ timeout: 30_000 });
    // The pointer rests on it, as a user's might, which holds it open however slow the checks are.
    await shown.hover();

    // The nurse scrolls back up to the actions, if the fill's button had taken her down: the point
    // a click on Submit lands on is the button, wherever the toast's slide has reached.
    const submit = dialog.getByRole('button', { name: RTEXT[lang].submit });
    await dialog.locator('.MuiDialog-paper').evaluate((paper) => paper.scrollTo(0, 0));
    await expect
      .poll(() =>
        submit.evaluate((element) => {
          const { left, top, width: w, height: h } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(left + w / 2, top + h / 2));
        }),
      )
      .toBe(true);
    await expect(shown).toBeVisible();

    // Dismissed at once with its own button (a toast under a resting pointer would otherwise stay).
    // Found by its role: the open dialog hides the page from assistive technology, not the toasts.
    await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
    await shown.getByRole('button', { name: CLOSE[lang] }).click();
    await expect(page.locator('.notistack-MuiContent')).toHaveCount(0);
  });
}
