import { expect, test } from './fixtures';
import { flowLanguages, signIn } from './support';

const TEXT = {
  vi: { banner: 'Mất kết nối mạng', title: 'Tồn kho' },
  en: { banner: 'You are offline', title: 'Stock' },
} as const;

// The service worker is the subject here (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

for (const lang of flowLanguages('en')) {
  test(`offline (${lang}): a reload shows the app with the offline banner, and the data comes back with the network`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page);
    if (lang === 'en') await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
    // The worker installs after the first load and takes the page over once the build is cached.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    await page.reload();
    const rows = page.getByTestId('stock-row');
    await expect(rows.first()).toBeVisible();

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText(TEXT[lang].banner);
    await expect(page.getByTestId('page-title')).toContainText(TEXT[lang].title);
    await expect(rows).toHaveCount(0);

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(rows.first()).toBeVisible();
  });
}
