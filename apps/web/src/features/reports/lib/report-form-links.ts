import { KIND_FORMS, KINDS_IN_FORM_ORDER, type LoaiHangHoa } from '@kho/contracts';
import { endOfMonth } from 'date-fns';
import { formatDate, isoDay, toDate } from '../../../lib/i18n/dates';
import type { FormLink } from '../../../lib/api/official-forms';
import { controlledClassOf, type ReportParams } from './report-params';

const USAGE_PATHS: Record<LoaiHangHoa, string> = {
  THUOC: 'bao-cao-su-dung-thuoc',
  HOA_CHAT: 'bao-cao-su-dung-hoa-chat',
  VAT_TU: 'bao-cao-su-dung-vat-tu',
};

/**
 * 16D (TT 23/2011's 15-day statistics) of one department for each half of `month`: days 1-15 and
 * 16 to the month's end.
 */
function halfMonthLinks(
  organisationId: string,
  departmentId: string,
  warehouseId: string | undefined,
  month: string,
): FormLink[] {
  const halves = [
    ['1', `${month}-01`, `${month}-15`],
    ['2', `${month}-16`, isoDay(endOfMonth(toDate(`${month}-01`)!))],
  ] as const;
  return halves.map(([id, from, to]) => {
    return {
      key: '16D',
      path: 'thong-ke-15-ngay',
      query: {
        to_chuc: organisationId,
        khoa_id: departmentId,
        kho_id: warehouseId,
        tu_ngay: from,
        den_ngay: to,
      },
      variant: { id, values: { from: formatDate(from), to: formatDate(to) } },
    };
  });
}

/**
 * The TT 22/2011 form behind a report (docs/regulatory.md): the stock card report prints as 04D
 * over its period; the consumption report as 05D, 08D and 09D (medicines, chemicals, supplies) for
 * a month (`month`, yyyy-MM), for its department or the whole hospital, over its warehouse or all,
 * and with a department as its 16D for each half of that month; the controlled-drug report as the TT 18/2026
 * Phụ lục VIII register of its warehouse and period (one control class when the report has one)
 * the daily print of one day (`day`) and the annual report (Phụ lục IX) of the period's last year.
 * Other reports have no official form.
 */
export function reportFormLinks(
  params: ReportParams,
  organisationId: string,
  warehouseId: string | undefined,
  month: string,
  /** The day of the register's daily print (yyyy-MM-dd); the period's last day by default. */
  day: string = params.period.to,
): FormLink[] {
  if (params.report === 'the-kho' && warehouseId && params.goodsId)
    return [
      {
        key: '04D',
        path: 'the-kho',
        query: {
          to_chuc: organisationId,
          kho_id: warehouseId,
          hang_hoa_id: params.goodsId,
          lo_hang_id: params.batchId || undefined,
          tu_ngay: params.period.from,
          den_ngay: params.period.to,
        },
      },
    ];
  if (params.report === 'su-dung') {
    const query = {
      to_chuc: organisationId,
      thang: month,
      khoa_id: params.departmentId || undefined,
      kho_id: warehouseId,
    };
    const usage: FormLink[] = KINDS_IN_FORM_ORDER.map((kind) => ({
      key: KIND_FORMS.usage[kind],
      path: USAGE_PATHS[kind],
      query,
    }));
    return params.departmentId
      ? [...usage, ...halfMonthLinks(organisationId, params.departmentId, warehouseId, month)]
      : usage;
  }
  if (params.report === 'thuoc-kiem-soat' && warehouseId) {
    const controlClass = controlledClassOf(params);
    return [
      {
        key: 'PL_VIII',
        path: 'so-thuoc-kiem-soat',
        query: {
          to_chuc: organisationId,
          kho_id: warehouseId,
          tu_ngay: params.period.from,
          den_ngay: params.period.to,
          phan_loai_quan_ly: controlClass,
        },
      },
      {
        key: 'PL_VIII_NGAY',
        path: 'so-thuoc-kiem-soat/in-ngay',
        query: { to_chuc: organisationId, kho_id: warehouseId, ngay: day, phan_loai_quan_ly: controlClass },
      },
      {
        key: 'PL_IX',
        path: 'bao-cao-thuoc-kiem-soat-nam',
        query: {
          to_chuc: organisationId,
          kho_id: warehouseId,
          nam: params.period.to.slice(0, 4),
          phan_loai_quan_ly: controlClass,
        },
      },
    ];
  }
  return [];
}
