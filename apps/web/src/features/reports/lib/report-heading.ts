import type { Organisation, ReportWarehouse } from '@kho/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { REPORT_PARAMETERS, type ReportParams } from './report-params';

type T = TFunction<['reports', 'goods']>;

/**
 * The heading of a printed or exported report: the organisation, its address, the department and
 * the warehouse (or "every warehouse") the report covers.
 */
export function reportHeading(
  t: T,
  organisation: Organisation | undefined,
  warehouse: ReportWarehouse | undefined,
  departmentName: string | undefined,
): string[] {
  const department = warehouse?.khoa_ten ?? departmentName;
  return [
    organisation?.ten ?? '',
    organisation?.dia_chi ? t('print.address', { address: organisation.dia_chi }) : '',
    department ? t('print.department', { name: department }) : '',
    warehouse ? t('print.warehouse', { name: warehouse.ten }) : t('print.all_warehouses'),
  ].filter(Boolean);
}

/** The line under the title: the period (or report date) and every filter that narrows the report. */
export function reportSubtitle(
  t: T,
  params: ReportParams,
  names: { group?: string; department?: string; tender?: string; goods?: string | null; batch?: string },
  today: Date,
): string {
  const parts: string[] = [];
  switch (params.report) {
    case 'xuat-nhap-ton':
    case 'the-kho':
    case 'su-dung':
    case 'thuoc-kiem-soat':
      parts.push(
        t('print.period', { from: formatDate(params.period.from), to: formatDate(params.period.to) }),
      );
      break;
    case 'han-dung':
      parts.push(
        t(params.includeExpired ? 'print.expiry_with_expired' : 'print.expiry', {
          date: formatDate(today),
          count: params.horizonDays,
        }),
      );
      break;
    case 'thuc-hien-thau':
      if (names.tender) parts.push(t('print.tender', { name: names.tender }));
      if (params.tenderYear) parts.push(t('print.year', { year: params.tenderYear }));
      if (params.tenderState) parts.push(t(`params.tender_states.${params.tenderState}`));
      break;
    default:
      parts.push(
        t('print.period', { from: formatDate(params.period.from), to: formatDate(params.period.to) }),
      );
  }
  const uses = REPORT_PARAMETERS[params.report];
  if (names.goods && uses.has('goods')) parts.push(t('print.goods', { name: names.goods }));
  if (names.batch && params.report === 'the-kho' && params.batchId)
    parts.push(t('print.batch', { name: names.batch }));
  if (names.group && uses.has('group')) parts.push(t('print.group', { name: names.group }));
  if (params.managementClass && (uses.has('class') || uses.has('controlledClass')))
    parts.push(t('print.class', { name: t(`goods:phan_loai_quan_ly.${params.managementClass}`) }));
  if (names.department && uses.has('department'))
    parts.push(t('print.department_filter', { name: names.department }));
  return parts.join(' · ');
}
