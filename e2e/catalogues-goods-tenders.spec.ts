import { expect, test } from './fixtures';
import { flowLanguages, toast } from './support';
import { start, type Lang } from './catalogues-goods-support';

const TEXT = {
  vi: { add: 'Thêm hàng hóa', saved: 'Đã lưu gói thầu', save: 'Lưu gói thầu', expiring: 'Sắp hết hạn' },
  en: { add: 'Add goods', saved: 'Tender package saved', save: 'Save tender', expiring: 'Expiring soon' },
} as const;

for (const [lang, goods] of [
  ['vi', 'paracetamol'],
  ['en', 'omeprazol'],
] as [Lang, string][]) {
  if (!flowLanguages('en').includes(lang)) continue;
  test(`tender: open it, see its progress, add a line (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    await start(page, lang, '/quan-tri-tong/danh-muc-goi-thau');
    const row = page.getByRole('row').filter({ hasText: 'GT2026_G2N4' });
    await expect(row.getByTestId('usage-bar')).toBeVisible();
    await expect(row.getByTestId('tender-expiring')).toHaveText(text.expiring);
    await row.click();

    await expect(page).toHaveURL(/\/quan-tri-tong\/danh-muc-goi-thau\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('tender-summary').getByTestId('usage-bar')).toBeVisible();
    const lines = page.getByTestId('tender-line');
    const before = await lines.count();
    expect(before).toBeGreaterThan(0);
    await expect(lines.first().getByTestId('usage-bar')).toBeVisible();

    await page.getByRole('combobox', { name: text.add }).fill(goods);
    await page
      .getByRole('option')
      .filter({ hasNot: page.locator('[aria-disabled="true"]') })
      .first()
      .click();
    await expect(lines).toHaveCount(before + 1);
    const added = lines.last();
    // The quantity of the new line has the focus: typing goes straight in.
    await expect(added.getByTestId('line-quantity')).toBeFocused();
    await added.getByTestId('line-quantity').fill('500');
    await added.getByTestId('line-price').fill('1250');
    await page.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('tender-line')).toHaveCount(before + 1);
  });
}
