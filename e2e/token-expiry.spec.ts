import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, openOrganisation } from './support';

// This project's server issues access tokens that live 4 seconds.

/**
 * The real-time socket is closed by the server when its token expires, and the app then renews
 * the token at once. The first two tests are about a token that expired while the page was idle,
 * so their socket is a stand-in the server never closes.
 */
async function withoutServerSocket(page: Page) {
  await page.routeWebSocket(/\/ws\//, () => undefined);
}

const ACCESS_TOKEN_LIFE_MS = 4_000;

/**
 * Watches the answers that issue an access token (login, refresh) in the page's context. A request
 * the slow page sends late (a lazy chunk's data, a deferred filter) can meet the expired token and
 * renew it with the real refresh cookie, so a fixed wait from the login does not prove the token the
 * next call carries has expired: `untilExpired` waits past the last token issued.
 */
function watchTokenIssues(page: Page) {
  let lastIssuedAt = Date.now();
  page.context().on('response', (response) => {
    if (/\/xac-thuc\/(dang-nhap|xac-thuc-lai)$/.test(new URL(response.url()).pathname) && response.ok())
      lastIssuedAt = Date.now();
  });
  return {
    async untilExpired() {
      for (;;) {
        const left = lastIssuedAt + ACCESS_TOKEN_LIFE_MS + 1_500 - Date.now();
        if (left <= 0) return;
        await page.waitForTimeout(left);
      }
    },
  };
}

test('an expired access token is refreshed silently and the call retried', async ({ page }) => {
  await withoutServerSocket(page);
  const tokens = watchTokenIssues(page);
  await login(page);
  await openOrganisation(page);
  const before = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  await tokens.untilExpired();

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
  await withoutServerSocket(page);
  const tokens = watchTokenIssues(page);
  await login(page);
  await openOrganisation(page);
  await tokens.untilExpired();
  // The server's HttpOnly cookie is swapped for a token it does not know.
  const url = new URL(page.url());
  await page.context().clearCookies({ name: 'refresh-token' });
  await page.context().addCookies([
    {
      name: 'refresh-token',
      value: 'revoked-token',
      domain: url.hostname,
      path: '/api/v1/xac-thuc',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  // A renewal with the real cookie just before the swap would leave a valid token.
  await tokens.untilExpired();
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-profile').click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('two tabs whose token expired together both renew it without signing each other out', async ({
  page,
  context,
}) => {
  await withoutServerSocket(page);
  const tokens = watchTokenIssues(page);
  await login(page);
  await openOrganisation(page);
  const second = await context.newPage();
  await withoutServerSocket(second);
  await second.goto('/kho-duoc/ton-kho');
  await expect(second.getByTestId('page-title')).toBeVisible();
  const before = (await context.cookies()).find((c) => c.name === 'access-token')?.value;
  await tokens.untilExpired();

  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (response.url().includes('/xac-thuc/xac-thuc-lai')) refreshes.push(response.status());
  });
  // Both tabs reload at once and meet code 41 together; they share the refresh cookie, and the
  // second waits for the first's refresh instead of spending the rotated token again.
  await Promise.all([page.reload(), second.reload()]);
  await expect.poll(() => refreshes.length).toBeGreaterThan(0);
  for (const tab of [page, second]) {
    await expect(tab.getByTestId('page-title')).toBeVisible();
    await expect(tab).toHaveURL(/\/kho-duoc\/ton-kho$/);
  }
  // Still signed in in both tabs: the second one's profile call answers with the user.
  await second.getByTestId('user-menu-button').click();
  await second.getByTestId('menu-profile').click();
  await expect(second.getByRole('dialog').getByLabel('Email')).toHaveValue(/@/);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  const after = (await context.cookies()).find((c) => c.name === 'access-token')?.value;
  expect(after).not.toBe(before);
  for (const tab of [page, second]) {
    await expect(tab.locator('.notistack-MuiContent-error')).toHaveCount(0);
  }
});

test('the real-time socket closed at token expiry renews the token and reconnects by itself', async ({
  page,
}) => {
  await login(page);
  await openOrganisation(page);
  const before = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  // No user action: the server closes the socket at expiry (4 s), the app renews and reconnects.
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/xac-thuc/xac-thuc-lai') && r.status() === 200,
    { timeout: 15_000 },
  );
  const reopened = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().includes('/ws/connect/'),
    timeout: 15_000,
  });
  await Promise.all([refreshed, reopened]);
  const after = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await expect(page).toHaveURL(/\/kho-duoc\/ton-kho$/);
  await expect(page.locator('.notistack-MuiContent-error')).toHaveCount(0);
});
