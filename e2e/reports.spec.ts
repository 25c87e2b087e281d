import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { choose, docScreenshot, flowLanguages } from './support';
import {
  exportReport,
  latestGrantedHalfMonth,
  openPrint,
  openReports,
  screenNumber,
  settled,
  TEXT,
} from './reports-support';
import { warehouseId } from './returns-support';
import { apiGet, organisationId } from './vouchers-support';

const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });
const year = new Date().getFullYear();

for (const lang of flowLanguages('vi')) {
  const text = TEXT[lang];

  test(`reports (${lang}): stock movement by period, Excel equal to the screen, A4 print`, async ({
    page,
  }) => {
    await openReports(page, lang);
    await settled(page);
    await page.getByTestId('preset-this_year').click();
    await expect(page).toHaveURL(new RegExp(`tu_ngay=${year}-01-01`));
    await settled(page);
    const total = page.getByTestId('report-summary').last();
    await expect(total).toContainText(text.total);
    const closingValue = screenNumber(await total.locator('[data-column="ton_cuoi.gt"]').innerText(), lang);
    expect(closingValue).toBeGreaterThan(0);

    const { fileName, rows } = await exportReport(page, lang);
    expect(fileName).toMatch(new RegExp(`^xuat-nhap-ton_${year}-01-01_`));
    expect(rows.some((row) => row.includes(text.title))).toBe(true);
    expect(rows.some((row) => row.includes(text.closing))).toBe(true);
    const totalRow = rows.findLast((row) => row[0] === text.total);
    expect(Math.round(Number(totalRow?.at(-1)))).toBe(closingValue);

    const paper = await openPrint(page, lang);
    await expect(paper).toContainText(text.title);
    await expect(paper).toContainText(text.signature);
    await expect(paper.getByTestId('report-print-table')).toBeVisible();
    if (lang === 'vi') await docScreenshot(page, `${DIR}/reports-print.png`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
}

test('reports (vi): the stock card asks for an item, then shows its opening balance', async ({ page }) => {
  await openReports(page, 'vi');
  await page.getByTestId('report-tab-the-kho').click();
  await expect(page.getByText(TEXT.vi.chooseGoods)).toBeVisible();
  await page.getByRole('combobox', { name: 'Mặt hàng' }).fill('para');
  await page.getByRole('option').first().click();
  await expect(page.getByTestId('param-goods-chip')).toBeVisible();
  await page.getByTestId('preset-this_year').click();
  await settled(page);
  await expect(page.getByTestId('report-summary').first()).toContainText(TEXT.vi.opening);
  const { rows } = await exportReport(page, 'vi');
  expect(rows.some((row) => row[0] === TEXT.vi.opening)).toBe(true);
});

// One test a report, so a report whose call is refused is named on its own.
for (const kind of ['han-dung', 'su-dung', 'thuoc-kiem-soat', 'thuc-hien-thau'] as const) {
  test(`reports (vi): ${kind} opens, changes period, exports and prints`, async ({ page }) => {
    await openReports(page, 'vi', `?bao_cao=${kind}`);
    await settled(page);
    if (kind === 'han-dung') {
      await choose(page, /Hết hạn trong/, '365 ngày');
      await expect(page).toHaveURL(/so_ngay=365/);
      await settled(page);
    }
    if (kind === 'su-dung' || kind === 'thuoc-kiem-soat') {
      await page.getByTestId('preset-this_year').click();
      await expect(page).toHaveURL(new RegExp(`tu_ngay=${year}-01-01`));
      await settled(page);
    }
    if (kind === 'su-dung') {
      // The usage forms' month (05D medicines, 09D supplies), typed as MM/yyyy whatever the
      // browser's language, is the month each asks for.
      await page.getByRole('button', { name: 'Biểu mẫu TT 22' }).click();
      const month = page.getByRole('group', { name: 'Tháng báo cáo (mẫu 05D, 08D, 09D)' });
      await month.getByRole('spinbutton').first().click();
      await page.keyboard.type(`02${year}`);
      await expect(page.getByTestId('forms-month')).toHaveValue(`02/${year}`);
      for (const [key, path] of [
        ['05D', '/bao-cao-su-dung-thuoc'],
        ['09D', '/bao-cao-su-dung-vat-tu'],
      ] as const) {
        const asked = page.waitForRequest((request) => request.url().includes(path));
        const saved = page.waitForEvent('download');
        await page.getByTestId(`official-form-excel-${key}`).click();
        expect(new URL((await asked).url()).searchParams.get('thang')).toBe(`${year}-02`);
        expect((await saved).suggestedFilename()).toMatch(
          new RegExp(`^${key}-BV-01_Tháng-02-năm-${year}\\.xlsx$`),
        );
      }
      await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).click();
    }
    await expect(page.getByTestId('report-error')).toHaveCount(0);
    const { rows } = await exportReport(page, 'vi');
    expect(rows.length).toBeGreaterThan(5);
    const paper = await openPrint(page, 'vi');
    await expect(paper.getByTestId('report-print-table')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });
}

test('reports (vi): bad parameters show the server message; a cancelled export downloads nothing', async ({
  page,
}) => {
  await openReports(page, 'vi', `?tu_ngay=${year}-05-31&den_ngay=${year}-05-01`);
  await expect(page.getByTestId('report-error')).toContainText(TEXT.vi.endBeforeStart);

  await page.getByTestId('preset-this_year').click();
  await settled(page);
  // Hold the export's page so the cancel button is pressed while it is under way.
  await page.route('**/api/v1/bao-cao/xuat-nhap-ton?*page_size=1000*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.getByRole('button', { name: TEXT.vi.export, exact: true }).click();
  await expect(page.getByTestId('report-progress')).toBeVisible();
  await page.getByTestId('report-progress-cancel').click();
  await expect(page.getByTestId('report-progress')).toBeHidden();
  await page.waitForTimeout(3500);
  expect(downloaded).toBe(false);
});

for (const [name, size] of [
  ['desktop', { width: 1366, height: 768 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`reports screenshots ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await openReports(page, 'vi', '?chi_tiet_lo=true');
    await page.getByTestId('preset-this_year').click();
    await settled(page);
    await docScreenshot(page, `${DIR}/reports-stock-movement-${name}.png`, { fullPage: name === 'mobile' });
    await page.getByTestId('report-tab-han-dung').click();
    await settled(page);
    await docScreenshot(page, `${DIR}/reports-expiry-${name}.png`, { fullPage: name === 'mobile' });
  });
}

test("reports (en): a ward's 15-day statistics (16D) print what it used each day, in Vietnamese", async ({
  page,
}) => {
  await openReports(page, 'en');
  const org = await organisationId(page);
  const store = await warehouseId(page, org, 'Kho tổng');
  const [ward] = await apiGet<{ id: string; ten: string }[]>(page, 'khoa/combobox-khoa', {
    to_chuc: org,
    tu_khoa: 'Khoa Nội',
  });
  const { month, lastDay: last, half } = await latestGrantedHalfMonth(page, org, store, 'Khoa Nội');
  await page.goto(
    `/bao-cao/bao-cao-kho-duoc?bao_cao=su-dung&kho_id=${store}&khoa_id=${ward!.id}&tu_ngay=${month}-01&den_ngay=${month}-${last}`,
  );
  await settled(page);
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'TT 22 forms' }).click();
  const list = page.getByTestId('official-forms-list');
  await expect(list).toContainText('16D — 15-day use of medicines, chemicals and supplies (01/');
  await expect(list).toContainText('16D — 15-day use of medicines, chemicals and supplies (16/');
  await page.getByTestId(`official-form-print-16D-${half}`).click();
  const paper = page.getByTestId('official-form-print');
  await page.emulateMedia({ media: 'print' });
  await expect(paper).toBeVisible();
  await expect(paper.getByTestId('official-form-title')).toHaveText(
    'THỐNG KÊ 15 NGÀY SỬ DỤNG THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
  );
  await expect(paper.getByTestId('official-form-code')).toHaveText('MS: 16D/BV-01');
  await expect(paper).toContainText('Khoa: Khoa Nội');
  const table = paper.getByTestId('official-form-table');
  await expect(table).toContainText('Ibuprofen 400mg');
  await expect(paper.getByTestId('official-form-signatures')).toContainText('Trưởng khoa lâm sàng');
  await page.emulateMedia({ media: 'screen' });
});
