import type { FormCell, FormCellKind, FormColumn, FormRow, OfficialForm, Tt22FormKey } from '@kho/contracts';
import { signaturesOf, TT22_FORMS } from './tt22-forms.config';

export const col = (key: string, title: string, kind: FormCellKind = 'text', group: string | null = null) =>
  ({ key, title, kind, group }) satisfies FormColumn;

export const row = (cells: FormCell[], bold = false): FormRow => ({ cells, bold });

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places + 0;
export const roundMoney = (value: number) => round(value, 2);
export const roundQuantity = (value: number) => round(value, 4);

/** "Ngày 05 tháng 03 năm 2026" from yyyy-MM-dd; the blank line to fill by hand without a date. */
export function dateLine(isoDate: string | null): string {
  if (!isoDate) return 'Ngày ...... tháng ...... năm ........';
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `Ngày ${day} tháng ${month} năm ${year}`;
}

const VN_NUMBER = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
/** An amount written inside a sentence of a form, as Vietnamese write it: "56.858,5". */
export const vnNumber = (value: number) => VN_NUMBER.format(value);

/** dd/MM/yyyy from yyyy-MM-dd (empty without a date). */
export const shortDate = (isoDate: string | null) =>
  isoDate ? isoDate.slice(0, 10).split('-').reverse().join('/') : '';

/** "Tháng 03 năm 2026" from yyyy-MM. */
export const monthLine = (month: string) => `Tháng ${month.slice(5, 7)} năm ${month.slice(0, 4)}`;

/** A goods name with its strength, unless the name already carries it ("Paracetamol 500mg"). */
export const goodsName = (name: string, strength: string | null) =>
  strength && !name.includes(strength) ? `${name} ${strength}` : name;

/** The sum of one numeric column of rows (null cells count as nothing). */
export function columnSum(rows: readonly FormRow[], index: number, money = false): number {
  const total = rows.reduce((sum, r) => sum + (typeof r.cells[index] === 'number' ? r.cells[index] : 0), 0);
  return money ? roundMoney(total) : roundQuantity(total);
}

/** A form from its configured code, title and signatures plus what the data fills in. */
export function officialForm(
  key: Tt22FormKey,
  parts: Omit<OfficialForm, 'key' | 'form_code' | 'title' | 'signatures' | 'landscape'> & {
    signatureNames?: Record<string, string | null>;
    title?: string;
  },
): OfficialForm {
  const { signatureNames, title, ...rest } = parts;
  const definition = TT22_FORMS[key];
  return {
    key,
    form_code: definition.code,
    title: title ?? definition.title,
    landscape: definition.landscape,
    signatures: signaturesOf(key, signatureNames),
    ...rest,
  };
}
