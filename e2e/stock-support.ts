import ExcelJS from 'exceljs';
import { expect, type Locator, type Page } from '@playwright/test';
import { openMainStore } from './vouchers-support';

import type { Lang } from './support';

export type { Lang };

/** Texts of the stock screens in each language, so one scenario runs in Vietnamese and English. */
export const TEXT = {
  vi: {
    title: 'Tồn kho',
    warehouse: 'Kho: Kho tổng (KT)',
    export: 'Xuất Excel',
    periods: 'Khóa sổ',
    periodMonth: 'Tháng',
    balancesPending: 'Đang ghi số dư cuối tháng. Trong lúc chờ, báo cáo vẫn tính đúng tháng này từ thẻ kho.',
    opening: 'Tồn đầu kỳ',
    stockTab: 'Tồn kho',
  },
  en: {
    title: 'Stock',
    warehouse: 'Warehouse: Kho tổng (KT)',
    export: 'Export to Excel',
    periods: 'Period closing',
    periodMonth: 'Month',
    balancesPending:
      'Month-end balances are being written. Meanwhile reports compute this month from the stock ledger, with the same figures.',
    opening: 'Opening balance',
    stockTab: 'Stock',
  },
} as const;

/** Signs in on the stock page of the main store (KT) in `lang`, and waits for its rows when asked. */
export async function openStock(page: Page, lang: Lang, user = 'admin', withStock = true) {
  await openMainStore(page, lang, user);
  await expect(page.getByTestId('page-title')).toHaveText(TEXT[lang].title);
  // Named from the user's own departments list, the selectors' choice.
  await expect(page.getByTestId('stock-warehouse')).toHaveText(TEXT[lang].warehouse);
  if (withStock) await expect(rows(page).first()).toBeVisible();
}

export function rows(page: Page): Locator {
  return page.getByTestId('stock-row');
}

/** The codes of the goods rows on screen. */
export async function codes(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((elements) => elements.map((e) => e.getAttribute('data-code') ?? ''));
}

/** Waits for the list to answer for the current URL (the progress bar comes and goes). */
export async function settled(page: Page) {
  await expect(
    page.getByTestId('stock-table').or(page.getByTestId('stock-cards')).or(page.getByTestId('empty-state')),
  ).toBeVisible();
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
}

/** Clicks the export button and reads the downloaded workbook back. */
export async function exportStock(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const values: string[][] = [];
  sheet?.eachRow((row) => {
    const cells = row.values as unknown[];
    values.push(cells.slice(1).map((v) => (v === null || v === undefined ? '' : String(v as string))));
  });
  return { fileName: download.suggestedFilename(), values };
}
