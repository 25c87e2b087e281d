import { expect, test } from './fixtures';
import { login, openOrganisation, signIn } from './support';

test('a signed-out visitor of a private page has stored credentials cleared and lands on login', async ({
  page,
}) => {
  await page.goto('/dang-nhap');
  // A user record and organisation without tokens is not a session: it must be wiped.
  await page.evaluate(() => {
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 'x',
        ten_dang_nhap: 'x',
        ho_ten: 'X',
        email: 'x@x.vn',
        so_dien_thoai: null,
        so_to_chuc_tham_gia: 1,
      }),
    );
    localStorage.setItem('org.selected', 'some-org');
    localStorage.setItem('khoa.selected.kho-duoc', 'some-department');
  });
  for (const path of ['/', '/kho-duoc/ton-kho', '/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa/123']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dang-nhap$/);
  }
  expect(
    await page.evaluate(() => [
      localStorage.getItem('user'),
      localStorage.getItem('org.selected'),
      localStorage.getItem('khoa.selected.kho-duoc'),
    ]),
  ).toEqual([null, null, null]);
});

test('a signed-in user opening login or registration is sent to "/"', async ({ page }) => {
  await signIn(page, 'admin', null);
  await page.goto('/dang-nhap');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dang-ky-tai-khoan');
  await expect(page).toHaveURL(/\/$/);
});

test('a module page without a chosen organisation sends the user to pick one', async ({ page }) => {
  await login(page);
  await page.goto('/bao-cao/tong-quan');
  await expect(page).toHaveURL(/\/$/);
  await openOrganisation(page);
  await page.goto('/bao-cao/tong-quan');
  await expect(page).toHaveURL(/\/bao-cao\/tong-quan$/);
  await expect(page).toHaveTitle('Tổng quan - Báo cáo');
});

test('an unknown page shows the 404 error page, unguarded, with a Back button', async ({ page }) => {
  await page.goto('/dang-nhap');
  await page.goto('/trang-khong-ton-tai');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByTestId('error-message')).toHaveText('Trang bạn tìm kiếm không tồn tại');
  await expect(page).toHaveURL(/\/trang-khong-ton-tai$/);
  // Signed out: empty layout, no menu.
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);

  await signIn(page, 'admin', '/kho-duoc/khong-co');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  // Signed in: the default layout with its menu.
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
});

test("a book's status tab is kept in the URL and survives a reload", async ({ page }) => {
  await signIn(page, 'admin', '/kho-duoc/don-thuoc');
  await expect(page.getByTestId('page-title')).toHaveText('Đơn thuốc');
  await page.getByRole('tab', { name: 'Chờ cấp phát' }).click();
  await expect(page).toHaveURL(/trang_thai=CHO_CAP_PHAT/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Chờ cấp phát' })).toHaveAttribute('aria-selected', 'true');
});
