import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import type { LoaiHangHoa } from '../catalogues/goods';
import { CONTROLLED_CLASSES, type PhanLoaiQuanLy } from '../constants';
import { optionalUuidParam } from './common';

/**
 * The printed forms of a khoa Dược under Thông tư 22/2011/TT-BYT (docs/regulatory.md, "TT 22/2011
 * forms"). The server builds each form as one model (header, title, table, signatures) that the web
 * prints on A4 and the Excel export writes cell by cell, so both carry the same data and headings.
 * The forms are official Vietnamese documents: their texts are Vietnamese whatever the UI language.
 * `PL_VIII` is the controlled-drug register of Thông tư 18/2026/TT-BYT (docs/regulatory.md, "TT
 * 18/2026 controlled drugs"), built and printed the same way.
 */
export const TT22_FORM_KEYS = [
  '01D',
  '01D_KS',
  '02D',
  '03D',
  '04D',
  '05D',
  '08D',
  '09D',
  '11D',
  '12D',
  '13D',
  '14D',
  '15D',
  '16D',
  'KIEM_NHAP',
  'TRA_LAI',
  'PL_VIII',
  'PL_VIII_NGAY',
  'PL_IX',
  'PL_XI',
] as const;
export const tt22FormKeySchema = z.enum(TT22_FORM_KEYS);
export type Tt22FormKey = z.infer<typeof tt22FormKeySchema>;

/** How a cell is written: text, a quantity, money (đồng) or a date (dd/MM/yyyy). */
export const formCellKindSchema = z.enum(['text', 'number', 'money', 'date']);
export type FormCellKind = z.infer<typeof formCellKindSchema>;

/** A column; adjacent columns with the same `group` share one header cell above theirs. */
export const formColumnSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: formCellKindSchema,
  group: z.string().nullable(),
});
export type FormColumn = z.infer<typeof formColumnSchema>;

export const formCellSchema = z.union([z.string(), z.number(), z.null()]);
export type FormCell = z.infer<typeof formCellSchema>;

/**
 * A table row: one cell per column; `bold` marks a total or group row. A `section` row is the
 * heading of a section of the table (one drug of the controlled-drug register): its first cell
 * spans the whole width and the other cells are empty.
 */
export const formRowSchema = z.object({
  cells: z.array(formCellSchema),
  bold: z.boolean(),
  section: z.boolean().optional(),
});
export type FormRow = z.infer<typeof formRowSchema>;

export const formSignatureSchema = z.object({ title: z.string(), name: z.string().nullable() });
export type FormSignature = z.infer<typeof formSignatureSchema>;

export const officialFormSchema = z.object({
  key: tt22FormKeySchema,
  /** "MS: 01D/BV-01"; null for a document the circular gives no code (biên bản kiểm nhập). */
  form_code: z.string().nullable(),
  title: z.string(),
  /** Lines under the title: the month, the number and date of the voucher. */
  subtitle: z.array(z.string()),
  organisation: z.string(),
  /** The department or warehouse under the organisation's name. */
  department: z.string().nullable(),
  /** Paragraphs between the title and the table (parties, committee, place). */
  intro: z.array(z.string()),
  columns: z.array(formColumnSchema),
  rows: z.array(formRowSchema),
  /** Paragraphs after the table ("Cộng khoản", conclusion). */
  closing: z.array(z.string()),
  /** The place-and-date line above the signatures ("Ngày … tháng … năm …"). */
  signed_on: z.string(),
  signatures: z.array(formSignatureSchema),
  landscape: z.boolean(),
});
export type OfficialForm = z.infer<typeof officialFormSchema>;

/**
 * The forms TT 22/2011 keeps apart by kind of goods: a medicine, a chemical and a consumable
 * supply each have their own requisition slip (01D / 02D / 03D), usage report (05D / 08D / 09D) and
 * stocktaking minutes (11D / 12D / 13D), laid out alike.
 */
export const KIND_FORMS = {
  requisition: { THUOC: '01D', HOA_CHAT: '02D', VAT_TU: '03D' },
  usage: { THUOC: '05D', HOA_CHAT: '08D', VAT_TU: '09D' },
  stocktake: { THUOC: '11D', HOA_CHAT: '12D', VAT_TU: '13D' },
} as const satisfies Record<string, Record<LoaiHangHoa, Tt22FormKey>>;
/** The kinds in the order of their forms' numbers (medicines, chemicals, supplies). */
export const KINDS_IN_FORM_ORDER = ['THUOC', 'HOA_CHAT', 'VAT_TU'] as const satisfies readonly LoaiHangHoa[];

/** The slips a requisition prints, in their order: one per kind of goods, and the controlled drugs' own. */
export const REQUISITION_SLIPS = ['01D', '01D_KS', '02D', '03D'] as const satisfies readonly Tt22FormKey[];
export type RequisitionSlipKey = (typeof REQUISITION_SLIPS)[number];

/**
 * The slip a requisition line goes on: narcotic, psychotropic and precursor drugs on their separate
 * slip (`01D_KS`), every other line on its kind's slip (01D medicines, 02D chemicals, 03D supplies).
 * The one rule that splits them (the server's forms, the web's list of them): every line is on
 * exactly one slip.
 */
export const requisitionSlipOf = (line: {
  phan_loai_quan_ly: string;
  loai_hang_hoa: LoaiHangHoa;
}): RequisitionSlipKey =>
  CONTROLLED_CLASSES.includes(line.phan_loai_quan_ly as PhanLoaiQuanLy)
    ? '01D_KS'
    : KIND_FORMS.requisition[line.loai_hang_hoa];

/** Forms printed from one voucher (01D-03D, 11D-13D, 14D, 15D, biên bản kiểm nhập, phiếu trả lại). */
export const voucherFormQuerySchema = z.object({ to_chuc: requiredUuid });
export type VoucherFormQuery = z.input<typeof voucherFormQuerySchema>;

const isoDate = z.iso.date({ error: 'validation.date' });

/** 04D thẻ kho: one goods item in one warehouse over a period (as the stock card report). */
export const stockCardFormQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    kho_id: requiredUuid,
    hang_hoa_id: requiredUuid,
    lo_hang_id: optionalUuidParam,
    tu_ngay: isoDate,
    den_ngay: isoDate,
  })
  .refine((q) => q.den_ngay >= q.tu_ngay, { error: 'validation.end_before_start', path: ['den_ngay'] });
export type StockCardFormQuery = z.input<typeof stockCardFormQuerySchema>;

/** Money unit of 05D: đồng (default, equals the ledger) or thousands of đồng as some hospitals print. */
export const USAGE_MONEY_UNITS = ['1', '1000'] as const;

/** 05D báo cáo sử dụng thuốc: one month (yyyy-MM), one department or the whole hospital. */
export const usageFormQuerySchema = z.object({
  to_chuc: requiredUuid,
  thang: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.month' }),
  khoa_id: optionalUuidParam,
  kho_id: optionalUuidParam,
  don_vi_tien: z.enum(USAGE_MONEY_UNITS).default('1'),
});
export type UsageFormQuery = z.input<typeof usageFormQuerySchema>;

/** The longest period of form 16D: the second half of a 31-day month. */
export const FIFTEEN_DAY_FORM_MAX_DAYS = 16;

/**
 * 16D thống kê 15 ngày sử dụng thuốc, hóa chất, vật tư y tế tiêu hao (TT 23/2011): one clinical
 * department, a half month (at most 16 days), over one warehouse or every warehouse the user sees.
 */
export const fifteenDayFormQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    khoa_id: requiredUuid,
    kho_id: optionalUuidParam,
    tu_ngay: isoDate,
    den_ngay: isoDate,
  })
  .refine((q) => q.den_ngay >= q.tu_ngay, { error: 'validation.end_before_start', path: ['den_ngay'] })
  .refine(
    (q) =>
      q.den_ngay < q.tu_ngay ||
      (Date.parse(q.den_ngay) - Date.parse(q.tu_ngay)) / 86_400_000 < FIFTEEN_DAY_FORM_MAX_DAYS,
    { error: 'validation.fifteen_days', path: ['den_ngay'] },
  );
export type FifteenDayFormQuery = z.input<typeof fifteenDayFormQuerySchema>;

/**
 * Phụ lục VIII TT 18/2026 (sổ theo dõi xuất, nhập, tồn kho thuốc kiểm soát đặc biệt): one warehouse,
 * one period, one section per drug; optionally one control class (a separate book per class).
 */
export const controlledRegisterFormQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    kho_id: requiredUuid,
    tu_ngay: isoDate,
    den_ngay: isoDate,
    phan_loai_quan_ly: z.enum(['GAY_NGHIEN', 'HUONG_THAN', 'TIEN_CHAT']).optional(),
  })
  .refine((q) => q.den_ngay >= q.tu_ngay, { error: 'validation.end_before_start', path: ['den_ngay'] });
export type ControlledRegisterFormQuery = z.input<typeof controlledRegisterFormQuerySchema>;

/** The daily print of the register (`PL_VIII_NGAY`): one warehouse, one day. */
export const controlledDayFormQuerySchema = z.object({
  to_chuc: requiredUuid,
  kho_id: requiredUuid,
  ngay: isoDate,
  phan_loai_quan_ly: z.enum(['GAY_NGHIEN', 'HUONG_THAN', 'TIEN_CHAT']).optional(),
});
export type ControlledDayFormQuery = z.input<typeof controlledDayFormQuerySchema>;

/**
 * Phụ lục IX TT 18/2026, the annual report of controlled drugs (sent before 15 January): one
 * warehouse (the khoa Dược's store), one calendar year.
 */
export const controlledAnnualFormQuerySchema = z.object({
  to_chuc: requiredUuid,
  kho_id: requiredUuid,
  nam: z.coerce
    .number({ error: 'validation.year' })
    .int({ error: 'validation.year' })
    .min(2000, { error: 'validation.year' })
    .max(2100, { error: 'validation.year' }),
  phan_loai_quan_ly: z.enum(['GAY_NGHIEN', 'HUONG_THAN', 'TIEN_CHAT']).optional(),
});
export type ControlledAnnualFormQuery = z.input<typeof controlledAnnualFormQuerySchema>;
