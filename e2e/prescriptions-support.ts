import { expect, type Page } from '@playwright/test';
import { field } from './catalogue-helpers';
import { choose } from './support';
import { typeDate } from './vouchers-support';

import type { Lang } from './support';

export type { Lang };

/** One run's medicines: two dispensed in full, one prescribed above what the dispensary has. */
export interface Medicines {
  full: [string, string];
  /** Code of the first full one, whose stock card shows the dispensing. */
  fullCode: string;
  /** Prescribed 1 × 2 × 30 = 60, above what is available: the warning, then a partial dispensing. */
  short: { code: string; name: string };
}

/** Each language its own goods, so the English pass finds the dispensary's stock untouched. */
export const MEDICINES: Record<Lang, Medicines> = {
  vi: {
    full: ['Paracetamol 500mg', 'Amoxicillin 500mg'],
    fullCode: 'HH0001',
    short: { code: 'HH0049', name: 'Azithromycin 500mg' },
  },
  en: {
    full: ['Cefalexin 500mg', 'Loratadin 10mg'],
    fullCode: 'HH0035',
    short: { code: 'HH0082', name: 'Amiodaron 200mg' },
  },
};

export const PTEXT = {
  vi: {
    create: 'Kê đơn',
    warehouse: /^Kho cấp phát/,
    dispensary: 'Kho lẻ ngoại trú',
    awaiting: 'Chờ cấp phát',
    partly: 'Cấp phát một phần',
    dispense: 'Cấp phát',
    over: 'kho chỉ còn',
    slip: 'PHIẾU CẤP PHÁT THUỐC',
    prescription: 'ĐƠN THUỐC',
    dispensingKind: 'Cấp phát theo đơn',
    register: 'Đăng ký bệnh nhân',
    fullName: /^Họ và tên/,
    birth: 'Ngày sinh',
    sex: /^Giới tính/,
    female: 'Nữ',
    received: 'Thuốc đã cấp',
    xmlByDate: 'XML BHYT theo ngày',
  },
  en: {
    create: 'Prescribe',
    warehouse: /^Dispensing warehouse/,
    dispensary: 'Kho lẻ ngoại trú',
    awaiting: 'Awaiting dispensing',
    partly: 'Partly dispensed',
    dispense: 'Dispense',
    over: 'only',
    slip: 'DISPENSING SLIP',
    prescription: 'PRESCRIPTION',
    dispensingKind: 'Prescription dispensing',
    register: 'Register patient',
    fullName: /^Full name/,
    birth: 'Date of birth',
    sex: /^Sex/,
    female: 'Female',
    received: 'Medicine received',
    xmlByDate: 'Insurance XML by date',
  },
} as const;

/**
 * The doctor registers an outpatient on the patients screen and prescribes from the patient's
 * detail (Kê đơn), which opens the prescription form with the patient chosen. Answers the code.
 */
export async function registerAndPrescribe(page: Page, lang: Lang, name: string) {
  const text = PTEXT[lang];
  await page.goto('/kham-va-dieu-tri/benh-nhan');
  await page.getByRole('button', { name: text.register, exact: true }).click();
  await expect(field(page, text.fullName)).toBeFocused();
  await page.keyboard.type(name);
  await typeDate(page, page.getByRole('dialog').getByRole('group', { name: text.birth }), '1985-04-12');
  await choose(page, text.sex, text.female);
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByTestId('patient-detail-name')).toHaveText(name);
  const code = /BN\d{8}/.exec((await page.getByRole('dialog').textContent()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');
  await page.getByTestId('patient-prescribe').click();
  await expect(page).toHaveURL(/\/kho-duoc\/don-thuoc\?.*don=moi/);
  await expect(page.getByTestId('patient-summary')).toContainText(name);
  return code;
}

/** Adds a medicine through the search and types its dose with the keyboard (Enter moves on). */
export async function addMedicine(page: Page, name: string, dose: [number, number, number]) {
  const picker = page.getByTestId('prescription-goods-picker');
  await picker.fill(name.split(' ')[0]!);
  const option = page.getByTestId('goods-option').filter({ hasText: name }).first();
  const lines = page.getByTestId('prescription-line');
  const before = await lines.count();
  // A click that lands while the search's answer replaces the options adds nothing: click again,
  // as a user would, until the line is there (never twice: the list closes once a line is added).
  await expect(async () => {
    if ((await lines.count()) === before) await option.click({ timeout: 3_000 });
    await expect(lines).toHaveCount(before + 1, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const line = lines.last();
  await expect(line.getByTestId('line-goods-name')).toContainText(name);
  // The new line's dose has the cursor; Enter goes to times a day, then days.
  await expect(line.getByTestId('line-dose')).toBeFocused();
  for (const value of dose) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(value));
    await page.keyboard.press('Enter');
  }
  await expect(line.getByTestId('line-quantity')).toHaveValue(String(dose[0] * dose[1] * dose[2]));
  return line;
}
