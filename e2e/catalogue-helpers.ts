import ExcelJS from 'exceljs';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/** A code no earlier run used: the e2e database lives as long as one test run. */
export function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}`;
}

/** Signs in, picks the demo organisation, optionally switches to English, and opens a catalogue. */
export async function openCatalogue(
  page: Page,
  path: string,
  options: { user?: string; locale?: 'vi' | 'en' } = {},
) {
  await signIn(page, options.user ?? 'admin', path, { lang: options.locale });
  await expect(page.getByTestId('page-title')).toBeVisible();
}

export function grid(page: Page): Locator {
  return page.getByTestId('catalogue-grid');
}

/** The grid row whose code cell (DataGrid marks cells with data-field) is exactly this code. */
export function rowWithCode(page: Page, code: string): Locator {
  return grid(page)
    .locator('[role="row"]')
    .filter({ has: page.locator('[data-field="ma"]').getByText(code, { exact: true }) });
}

export async function search(page: Page, text: string) {
  await page.getByTestId('catalogue-search').fill(text);
  // The box is debounced; the URL carries the text once the list has been asked for it.
  await expect(page).toHaveURL(
    new RegExp(`tu_khoa=${encodeURIComponent(text).replace(/%20/g, '(%20|\\+)')}`),
  );
}

/** Clicks "Xuất Excel" / "Export to Excel" and reads the downloaded workbook back. */
export async function exportAndRead(page: Page, button: RegExp) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v as string))));
  });
  return { fileName: download.suggestedFilename(), header: rows[0] ?? [], rows: rows.slice(1) };
}

/** The field of an open form dialog with this label. */
export function field(page: Page, label: string | RegExp): Locator {
  return page.getByRole('dialog').getByLabel(label, { exact: typeof label === 'string' });
}
