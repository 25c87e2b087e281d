import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { docScreenshot, signIn } from './support';

// The ABC/VEN analysis (/bao-cao/phan-tich-abc-ven) on the demo hospital, as the administrator.
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });
const PATH = '/bao-cao/phan-tich-abc-ven';

const TEXT = {
  vi: {
    title: 'Phân tích ABC/VEN',
    showing: 'Đang xem: Hạng A, V - Tối cần',
    sum: 'Tổng ngưỡng hạng A, B, C phải bằng 100%',
  },
  en: {
    title: 'ABC/VEN analysis',
    showing: 'Showing: Class A, V - Vital',
    sum: 'The A, B and C thresholds must add up to 100%',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  test(`ABC/VEN: the matrix drills down to its goods, thresholds are checked (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    await signIn(page, 'admin');
    if (lang === 'en') {
      await page.getByTestId('locale-en').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    // The reports menu lists the analysis.
    await page.goto(PATH);
    await expect(page.getByTestId('page-title')).toHaveText(text.title);
    // The app bar's warehouse is analysed: the main store, whose issues to the wards the demo fills.
    await expect(page.getByTestId('param-warehouse')).toHaveValue(/.+/);
    await expect(page.getByTestId('report-params').getByRole('combobox').first()).toHaveText('Kho tổng');
    await expect(page.getByTestId('abc-ven-chart').locator('svg').first()).toBeVisible();
    const cell = page.getByTestId('abc-cell-A-V');
    await expect(cell).toBeVisible();
    const count = async () => Number((await cell.locator('p').first().innerText()).replace(/\D/g, ''));
    await expect.poll(count).toBeGreaterThan(0);
    const items = await count();
    if (lang === 'vi') {
      await docScreenshot(page, `${DIR}/abc-ven.png`, { fullPage: true });
      await docScreenshot(page, `${DIR}/abc-ven-phone.png`, {
        fullPage: true,
        size: { width: 390, height: 844 },
      });
    }

    // A cell filters the goods table to its items; clicking it again shows every item.
    await cell.click();
    await expect(page).toHaveURL(/o=A-V/);
    await expect(page.getByText(text.showing)).toBeVisible();
    await expect(page.getByTestId('report-table').locator('tbody tr:not(.summary)')).toHaveCount(items);
    await cell.click();
    await expect(page).not.toHaveURL(/o=/);

    // The workbook downloads.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: lang === 'vi' ? 'Xuất Excel' : 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^abc-ven_.*\.xlsx$/);

    // Thresholds that do not add up to 100 get the server's message.
    await page.getByTestId('threshold-A').fill('70');
    await page.getByTestId('threshold-A').press('Enter');
    await expect(page.getByTestId('report-error')).toContainText(text.sum);
  });
}
