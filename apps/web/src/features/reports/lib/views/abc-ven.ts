import { HANG_ABC, type AbcVenReport, type AbcVenRow } from '@kho/contracts';
import { inCell, VEN_COLUMNS, type AbcVenCellFilter } from '../abc-ven-params';
import type { SummaryRow } from '../../../../lib/reports/report-columns';
import { asAnyView, column, goodsColumns, type ReportT } from './view';

/**
 * The ABC/VEN analysis as a report view: the goods of the drill-down (all, a class, a VEN column or
 * one cell), then the total, the three classes and the twelve cells of the matrix as summary lines,
 * so the print and the Excel sheet carry the matrix too.
 */
export function abcVenView(t: ReportT, cell: AbcVenCellFilter | null) {
  const ven = (key: string | null) => t(`abc_ven.ven.${key ?? 'none'}`);
  // The share of the rows shown is their value over the whole, not a sum of rounded shares.
  const shownTotal = (data: AbcVenReport) => {
    const value = data.dong.filter((r) => inCell(r, cell)).reduce((sum, r) => sum + r.gia_tri, 0);
    const round2 = (n: number) => Math.round(n * 100) / 100;
    return {
      gia_tri: round2(value),
      ty_le: data.tong_gia_tri ? round2((value * 100) / data.tong_gia_tri) : 0,
    };
  };
  const cellLines = (data: AbcVenReport): SummaryRow[] => [
    ...data.theo_hang.map((c) => ({
      label: t('abc_ven.summary.class_line', { abc: c.hang_abc, count: c.so_mat_hang }),
      values: { gia_tri: c.gia_tri, ty_le: c.ty_le },
    })),
    ...HANG_ABC.flatMap((abc) =>
      VEN_COLUMNS.map((column) => {
        const c = data.ma_tran.find((m) => m.hang_abc === abc && (m.phan_loai_ven ?? 'none') === column);
        return {
          label: t('abc_ven.summary.cell_line', { abc, ven: ven(column), count: c?.so_mat_hang ?? 0 }),
          values: { gia_tri: c?.gia_tri ?? 0, ty_le: c?.ty_le ?? 0 },
        };
      }),
    ),
  ];
  return asAnyView<AbcVenReport, AbcVenRow>({
    path: 'bao-cao/abc-ven',
    title: t('abc_ven.title'),
    columns: [
      ...goodsColumns<AbcVenRow>(t, (r) => r),
      column('ven', [t('abc_ven.columns.ven')], 'text', (r) => r.phan_loai_ven ?? '', 6),
      column('so_luong', [t('columns.so_luong')], 'quantity', (r) => r.so_luong, 10),
      column('gia_tri', [t('columns.gia_tri')], 'money', (r) => r.gia_tri, 14),
      column('ty_le', [t('abc_ven.columns.ty_le')], 'percent', (r) => r.ty_le, 9),
      column('ty_le_tich_luy', [t('abc_ven.columns.ty_le_tich_luy')], 'percent', (r) => r.ty_le_tich_luy, 9),
      column('hang_abc', [t('abc_ven.columns.hang_abc')], 'text', (r) => r.hang_abc, 7),
    ],
    rows: (data) => data.dong.filter((r) => inCell(r, cell)),
    rowKey: (r) => r.hang_hoa_id,
    // First the total of the rows shown (the screen keeps only this line), then the matrix.
    after: (data) => [{ label: t('summary.total'), values: shownTotal(data) }, ...cellLines(data)],
    paged: false,
    landscape: true,
  });
}
