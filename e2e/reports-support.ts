import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { signIn } from './support';
import { apiGet } from './vouchers-support';

import type { Lang } from './support';

export type { Lang };

/** Texts of the reports screen in each language, so one scenario runs in Vietnamese and English. */
export const TEXT = {
  vi: {
    export: 'Xuất Excel',
    print: 'In',
    title: 'BÁO CÁO XUẤT NHẬP TỒN',
    closing: 'Tồn cuối kỳ',
    total: 'Tổng cộng',
    opening: 'Tồn đầu kỳ',
    endBeforeStart: 'Ngày kết thúc phải sau ngày bắt đầu',
    chooseGoods: 'Chọn mặt hàng',
    signature: 'Trưởng khoa Dược',
  },
  en: {
    export: 'Export to Excel',
    print: 'Print',
    title: 'STOCK MOVEMENT REPORT',
    closing: 'Closing stock',
    total: 'Total',
    opening: 'Opening balance',
    endBeforeStart: 'The end date must not be before the start date',
    chooseGoods: 'Choose an item',
    signature: 'Head of pharmacy',
  },
} as const;

export const REPORTS = '/bao-cao/bao-cao-kho-duoc';

/** Signs in as admin, switches language if asked and opens the reports screen (with a query). */
export async function openReports(page: Page, lang: Lang, query = '') {
  await signIn(page, 'admin', `${REPORTS}${query}`, { lang });
  await expect(page.getByTestId('report-params')).toBeVisible();
}

/** Waits until the report on screen is the one asked (no fetch running, table or message shown). */
export async function settled(page: Page) {
  await expect(
    page
      .getByTestId('report-table')
      .or(page.getByTestId('report-error'))
      .or(page.getByText(/Không có số liệu|No figures/)),
  ).toBeVisible();
  await expect(page.locator('[data-testid="report-params"] ~ * .MuiLinearProgress-root')).toHaveCount(0);
}

/** A number as the screen formats it ("1.234.567" in Vietnamese, "1,234,567" in English). */
export function screenNumber(text: string, lang: Lang): number {
  const plain = lang === 'vi' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  return Number(plain);
}

/** Clicks the export button and reads the downloaded workbook back (each row's cells as values). */
export async function exportReport(page: Page, lang: Lang) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: TEXT[lang].export, exact: true }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { fileName: download.suggestedFilename(), rows };
}

/**
 * Prints with window.print() replaced, so the A4 layout stays mounted (the page removes it after
 * print returns) and can be read and photographed in print media.
 */
export async function openPrint(page: Page, lang: Lang) {
  await page.evaluate(() => {
    window.print = () => {
      throw new Error('print layout kept for the test');
    };
  });
  await page.getByRole('button', { name: TEXT[lang].print, exact: true }).click();
  const paper = page.getByTestId('stock-print');
  await expect(paper).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(paper).toBeVisible();
  return paper;
}

/**
 * The half month (16D's `1` or `2`, with its month) holding the day of the latest requisition the
 * store granted to the named ward's cabinet: in the demo, Khoa Nội's morphine and ibuprofen, which
 * the ward used on that day as seen from the main store.
 */
export async function latestGrantedHalfMonth(page: Page, org: string, store: string, ward: string) {
  const granted = (
    await apiGet<{ ngay_chung_tu: string; kho_nhan_ten: string | null; trang_thai: string }[]>(
      page,
      'phieu-linh-hang-hoa/danh-sach-phieu-linh-hang-hoa',
      { to_chuc: org, kho_id: store, page_size: '100' },
    )
  )
    .filter((v) => v.trang_thai === 'HOAN_THANH' && v.kho_nhan_ten?.includes(ward))
    .map((v) => v.ngay_chung_tu)
    .sort()
    .at(-1)!;
  const month = granted.slice(0, 7);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { month, lastDay, half: Number(granted.slice(8, 10)) <= 15 ? '1' : '2' };
}
