import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import { phanLoaiQuanLySchema } from '../catalogues/goods';
import { loaiKhoSchema } from '../enums';

/** Reports page up to 1 000 rows so that the web can export a long report page by page. */
export const REPORT_MAX_PAGE_SIZE = 1000;
/** The longest period one report covers (in years); longer asks are refused with a message. */
export const REPORT_MAX_YEARS = 5;

const isoDate = z.iso.date({ error: 'validation.date' });
export const optionalUuidParam = z.uuid({ error: 'validation.uuid' }).optional();
export const booleanParam = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const reportPageSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(100),
});

/**
 * Parameters every warehouse report shares: the organisation, one warehouse or (left out) every
 * warehouse the caller may see, a goods group (with its subgroups) and a management class.
 */
export const reportScopeSchema = reportPageSchema.extend({
  to_chuc: requiredUuid,
  kho_id: optionalUuidParam,
  nhom_hang_hoa_id: optionalUuidParam,
  phan_loai_quan_ly: phanLoaiQuanLySchema.optional(),
});

/** A period: both ends included (add with `.extend(periodShape).refine(...periodRule)`). */
export const periodShape = { tu_ngay: isoDate, den_ngay: isoDate };
export const periodRule: [
  (q: { tu_ngay: string; den_ngay: string }) => boolean,
  { error: string; path: string[] },
] = [(q) => q.den_ngay >= q.tu_ngay, { error: 'validation.end_before_start', path: ['den_ngay'] }];

/** A quantity and its value (quantity x the batch's unit cost). */
export const reportAmountSchema = z.object({ so_luong: z.number(), gia_tri: z.number() });
export type ReportAmount = z.infer<typeof reportAmountSchema>;

/** The goods columns of a report row. */
export const reportGoodsSchema = z.object({
  hang_hoa_id: z.string(),
  ma: z.string(),
  ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  nhom_hang_hoa_ten: z.string().nullable(),
  phan_loai_quan_ly: z.string(),
});
export type ReportGoods = z.infer<typeof reportGoodsSchema>;

/** A warehouse the caller may run reports on (the report parameter list). */
export const reportWarehouseSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  loai_kho: loaiKhoSchema,
  khoa_id: z.string(),
  khoa_ten: z.string(),
});
export type ReportWarehouse = z.infer<typeof reportWarehouseSchema>;

export const reportWarehousesQuerySchema = z.object({ to_chuc: requiredUuid });
export type ReportWarehousesQuery = z.input<typeof reportWarehousesQuerySchema>;
