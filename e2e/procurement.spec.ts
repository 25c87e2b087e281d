import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { choose, docScreenshot, signIn } from './support';

// Procurement planning (/kho-duoc/du-tru-mua-sam) on the demo hospital, in both languages.
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });

const TEXT = {
  vi: {
    title: 'Dự trù mua sắm',
    risk: 'Sắp hết và cận hạn',
    lowStock: 'Hàng sắp hết trước khi hàng về',
    edited: /^Đã sửa/,
  },
  en: {
    title: 'Procurement planning',
    risk: 'Low stock and expiry risk',
    lowStock: 'Goods that run out before the next delivery',
    edited: /^Edited/,
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  test(`the pharmacist edits the plan, sees the tender warnings follow and opens the risk view (${lang})`, async ({
    page,
  }) => {
    await signIn(page, 'duocsi');
    if (lang === 'en') {
      await page.getByTestId('locale-en').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page.goto('/kho-duoc/du-tru-mua-sam');
    await expect(page.getByTestId('page-title')).toHaveText(TEXT[lang].title);
    await choose(page, lang === 'vi' ? /^Kho dự trù$/ : /^Plan for$/, 'Kho tổng');
    // Buying for half a year lists most of what Kho tổng passes on to the dispensary.
    await page.getByTestId('plan-cover-days').fill('180');
    const rows = page.getByTestId('plan-row');
    await expect(rows.first()).toBeVisible();

    // A quantity beyond what any tender has left warns, and the line says it was edited.
    const first = page.locator('[data-testid^="plan-quantity-"]').first();
    await first.fill('99999999');
    await expect(
      rows
        .first()
        .getByTestId(/plan-warning-/)
        .first(),
    ).toBeVisible();
    await expect(rows.first().getByText(TEXT[lang].edited)).toBeVisible();
    if (lang === 'vi') {
      await docScreenshot(page, `${DIR}/procurement-plan.png`);
      await docScreenshot(page, `${DIR}/procurement-plan-phone.png`, { size: { width: 390, height: 844 } });
    }

    await page.getByRole('tab', { name: TEXT[lang].risk }).click();
    await expect(page).toHaveURL(/xem=rui-ro/);
    await expect(page.getByTestId('risk-low-stock').getByText(TEXT[lang].lowStock)).toBeVisible();
    await expect(page.getByTestId('risk-expiry')).toBeVisible();
    if (lang === 'vi') {
      await docScreenshot(page, `${DIR}/procurement-risk.png`);
      await docScreenshot(page, `${DIR}/procurement-risk-phone.png`, { size: { width: 390, height: 844 } });
    }
  });
}
