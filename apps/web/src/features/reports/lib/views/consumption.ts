import type { ConsumptionReport, ConsumptionRow } from '@kho/contracts';
import type { ReportParams } from '../report-params';
import { amountColumns, amountValues, asAnyView, goodsColumns, column, type ReportT } from './view';

type DepartmentRow = ConsumptionReport['theo_khoa'][number];

/**
 * Sử dụng: what each department used in the period, as one line per department (the summary
 * inside the answer) or per department and item (paged lines: received and dispensed).
 */
export function consumptionView(params: ReportParams, t: ReportT) {
  const base = {
    path: 'bao-cao/su-dung',
    title: t('kinds.su-dung.title'),
    landscape: params.consumptionView === 'hang_hoa',
  };
  const department = (r: { khoa_ma: string; khoa_ten: string }) => `${r.khoa_ma} - ${r.khoa_ten}`;
  if (params.consumptionView === 'khoa')
    return asAnyView<ConsumptionReport, DepartmentRow>({
      ...base,
      columns: [
        column('khoa', [t('columns.khoa')], 'text', department, 30, true),
        column('gia_tri', [t('columns.gia_tri')], 'money', (r) => r.tong.gia_tri, 16),
      ],
      rows: (data) => data.theo_khoa,
      rowKey: (r) => r.khoa_id,
      after: (data) => [{ label: t('summary.total'), values: { gia_tri: data.tong_cong.tong.gia_tri } }],
      paged: false,
    });
  return asAnyView<ConsumptionReport, ConsumptionRow>({
    ...base,
    columns: [
      column('khoa', [t('columns.khoa')], 'text', department, 20),
      ...goodsColumns<ConsumptionRow>(t, (r) => r),
      ...amountColumns<ConsumptionRow>(
        'linh',
        [t('groups.received_by_department')],
        (r) => r.linh_ve_khoa,
        t,
      ),
      ...amountColumns<ConsumptionRow>(
        'cap_phat',
        [t('groups.dispensed_to_patients')],
        (r) => r.cap_phat_benh_nhan,
        t,
      ),
      ...amountColumns<ConsumptionRow>('tong', [t('groups.used_total')], (r) => r.tong, t),
    ],
    rows: (data) => data.dong,
    rowKey: (r) => `${r.khoa_id}:${r.hang_hoa_id}`,
    after: (data) => [
      {
        label: t('summary.total'),
        values: {
          ...amountValues('linh', data.tong_cong.linh_ve_khoa),
          ...amountValues('cap_phat', data.tong_cong.cap_phat_benh_nhan),
          ...amountValues('tong', data.tong_cong.tong),
        },
      },
    ],
    paged: true,
  });
}
