import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';
import { signIn } from './support';

/** Texts of the goods screens in each language, so one scenario runs in Vietnamese and English. */
export const TEXT = {
  vi: {
    create: 'Thêm mới',
    code: /^Mã hàng hóa/,
    name: /^Tên hàng hóa/,
    ingredient: /^Hoạt chất/,
    unit: /^Đơn vị tính/,
    group: /^Nhóm hàng hóa/,
    groupOption: /Kháng sinh/,
    className: /^Phân loại quản lý/,
    psychotropic: 'Hướng thần',
    price: /^Giá bán/,
    edit: 'Sửa',
    created: 'Đã thêm mới',
    updated: 'Đã lưu thay đổi',
    currency: 'đ',
  },
  en: {
    create: 'Add new',
    code: /^Goods code/,
    name: /^Goods name/,
    ingredient: /^Active ingredient/,
    unit: /^Unit/,
    group: /^Goods group/,
    groupOption: /Kháng sinh/,
    className: /^Management class/,
    psychotropic: 'Psychotropic',
    price: /^Sale price/,
    edit: 'Edit',
    created: 'Created',
    updated: 'Changes saved',
    currency: 'VND',
  },
} as const;

export type Lang = keyof typeof TEXT;

/** Signs in as the administrator, opens the demo organisation, switches language if asked. */
export async function start(page: Page, lang: Lang, path: string) {
  await signIn(page, 'admin', path, { lang });
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** A unique suffix per run: the e2e database lives as long as the run, specs may repeat. */
export function uniqueSuffix() {
  return Date.now().toString(36).slice(-5).toUpperCase();
}

export type SheetRow = Record<string, string | number>;

/** An .xlsx with Vietnamese headers (the import reads either language), built in memory. */
export async function spreadsheet(headers: readonly string[], rows: readonly SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hàng hóa');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
