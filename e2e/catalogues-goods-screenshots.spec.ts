import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { spreadsheet, start, XLSX_MIME } from './catalogues-goods-support';
import { settleAnimations } from './support';

// Screenshots of the goods, goods group and tender screens for docs/screenshots (issue 4).
const DIR = 'docs/screenshots';
mkdirSync(DIR, { recursive: true });

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await settleAnimations(page);
};

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`goods and tender screenshots ${size}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const shot = async (name: string, fullPage = false) => {
      await settle(page);
      await page.screenshot({ path: `${DIR}/${name}-${size}.png`, fullPage });
    };
    await start(page, 'vi', '/quan-tri-tong/danh-muc-hang-hoa');
    await expect(page.getByText('Paracetamol 500mg').first()).toBeVisible();
    await shot('catalogues-goods-list');

    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByTestId('goods-form');
    await form.getByLabel(/^Mã hàng hóa/).fill('MOR10');
    await form.getByLabel(/^Tên hàng hóa/).fill('Morphin hydroclorid 10mg/ml');
    await form.getByLabel(/^Hoạt chất/).fill('Morphin');
    await form.getByRole('combobox', { name: /^Phân loại quản lý/ }).click();
    await page.getByRole('option', { name: 'Gây nghiện' }).click();
    await shot('catalogues-goods-form');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await page.getByText('Paracetamol 500mg').first().click();
    await expect(page.getByTestId('goods-info')).toBeVisible();
    await shot('catalogues-goods-detail');

    await page.goto('/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa');
    await expect(page.getByTestId('group-tree')).toBeVisible();
    await shot('catalogues-goods-groups');
    await page
      .locator('[data-testid="group-row"][data-group="TD_KS"]')
      .getByText('Kháng sinh', { exact: true })
      .click();
    await expect(page.getByTestId('group-intro')).toBeVisible();
    await shot('catalogues-goods-group-detail');

    await page.goto('/quan-tri-tong/danh-muc-hang-hoa');
    await page.getByRole('button', { name: 'Nhập Excel' }).click();
    const headers = [
      'Mã hàng hóa',
      'Tên hàng hóa',
      'Loại hàng hóa',
      'Đơn vị tính',
      'Mã nhóm hàng hóa',
      'Giá bán',
    ];
    await page.getByTestId('import-file').setInputFiles({
      name: 'hang-hoa.xlsx',
      mimeType: XLSX_MIME,
      buffer: await spreadsheet(headers, [
        {
          'Mã hàng hóa': 'CEFU500',
          'Tên hàng hóa': 'Cefuroxim 500mg',
          'Loại hàng hóa': 'THUOC',
          'Đơn vị tính': 'Viên',
          'Mã nhóm hàng hóa': 'TD_KS',
          'Giá bán': 4500,
        },
        {
          'Mã hàng hóa': 'HH0001',
          'Tên hàng hóa': 'Paracetamol trùng mã',
          'Loại hàng hóa': 'THUOC',
          'Đơn vị tính': 'Viên',
          'Mã nhóm hàng hóa': 'TD_GD',
          'Giá bán': 300,
        },
        {
          'Mã hàng hóa': 'BT5ML',
          'Tên hàng hóa': 'Bơm tiêm 5ml',
          'Loại hàng hóa': 'Vật tư y tế',
          'Đơn vị tính': '',
          'Mã nhóm hàng hóa': 'KHONG_CO',
          'Giá bán': -1,
        },
      ]),
    });
    await expect(page.getByTestId('import-summary')).toBeVisible();
    // All rows, not only the wrong ones: the picture shows valid and invalid rows side by side.
    await page.getByTestId('import-dialog').getByRole('switch').uncheck();
    await shot('catalogues-goods-import');
    await page.keyboard.press('Escape');

    await page.goto('/quan-tri-tong/danh-muc-goi-thau');
    await expect(page.getByTestId('usage-bar').first()).toBeVisible();
    await shot('catalogues-tenders-list');
    await page.getByText('GT2026_G1N1').first().click();
    await expect(page.getByTestId('tender-lines')).toBeVisible();
    await shot('catalogues-tenders-detail');
    await page.getByTestId('tender-lines').scrollIntoViewIfNeeded();
    await page.getByTestId('tender-lines').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot('catalogues-tenders-lines');

    await page.getByRole('button', { name: 'Nhập chi tiết từ Excel' }).click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'ket-qua-thau.xlsx',
      mimeType: XLSX_MIME,
      buffer: await spreadsheet(
        ['Mã hàng hóa', 'Tên hàng hóa', 'Số lượng trúng thầu', 'Đơn giá trúng thầu'],
        [
          {
            'Mã hàng hóa': 'HH0001',
            'Tên hàng hóa': 'Paracetamol 500mg',
            'Số lượng trúng thầu': 50000,
            'Đơn giá trúng thầu': 320,
          },
          {
            'Mã hàng hóa': 'HH0002',
            'Tên hàng hóa': 'Hapacol 250',
            'Số lượng trúng thầu': 8000,
            'Đơn giá trúng thầu': 1700,
          },
          {
            'Mã hàng hóa': 'KHONG_CO',
            'Tên hàng hóa': 'Mã sai',
            'Số lượng trúng thầu': 0,
            'Đơn giá trúng thầu': 1000,
          },
        ],
      ),
    });
    await expect(page.getByTestId('import-summary')).toBeVisible();
    await shot('catalogues-tenders-import');
  });
}
