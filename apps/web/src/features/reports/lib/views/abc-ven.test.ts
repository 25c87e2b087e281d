import type { AbcVenReport } from '@kho/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportWorkbook } from '../../../../lib/reports/report-workbook';
import { abcVenView } from './abc-ven';
import type { ReportT } from './view';

/** Keys with their parameters, so the lines can be read without the translations. */
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as ReportT;

const row = (
  ma: string,
  hang_abc: 'A' | 'B' | 'C',
  ven: 'V' | 'E' | 'N' | null,
  gia_tri: number,
  ty_le: number,
) => ({
  hang_hoa_id: ma,
  ma,
  ten: ma,
  ham_luong: null,
  don_vi_tinh: 'Viên',
  nhom_hang_hoa_ten: null,
  phan_loai_quan_ly: 'THUONG',
  loai_hang_hoa: 'THUOC' as const,
  phan_loai_ven: ven,
  so_luong: 1,
  gia_tri,
  ty_le,
  ty_le_tich_luy: 0,
  hang_abc,
});

const data: AbcVenReport = {
  tu_ngay: '2026-01-01',
  den_ngay: '2026-11-26',
  nguong: { a: 80, b: 15, c: 5 },
  tong_gia_tri: 1000,
  so_mat_hang: 3,
  dong: [row('X', 'A', 'V', 800, 80), row('Y', 'B', null, 150, 15), row('Z', 'C', 'V', 50, 5)],
  theo_hang: [
    { hang_abc: 'A', so_mat_hang: 1, gia_tri: 800, ty_le: 80 },
    { hang_abc: 'B', so_mat_hang: 1, gia_tri: 150, ty_le: 15 },
    { hang_abc: 'C', so_mat_hang: 1, gia_tri: 50, ty_le: 5 },
  ],
  ma_tran: [
    { hang_abc: 'A', phan_loai_ven: 'V', so_mat_hang: 1, gia_tri: 800, ty_le: 80 },
    { hang_abc: 'B', phan_loai_ven: null, so_mat_hang: 1, gia_tri: 150, ty_le: 15 },
    { hang_abc: 'C', phan_loai_ven: 'V', so_mat_hang: 1, gia_tri: 50, ty_le: 5 },
  ],
};

describe('ABC/VEN view', () => {
  it('keeps the drill-down rows and totals them; the matrix follows as 3 class and 12 cell lines', () => {
    const view = abcVenView(t, { abc: null, ven: 'V' });
    const rows = view.rows(data) as AbcVenReport['dong'];
    expect(rows.map((r) => r.ma)).toEqual(['X', 'Z']);
    const after = view.after(data);
    expect(after).toHaveLength(1 + 3 + 12);
    expect(after[0]!.values).toMatchObject({ gia_tri: 850, ty_le: 85 });
    expect(after[4]).toMatchObject({ values: { gia_tri: 800, ty_le: 80 } });
    expect(after[4]!.label).toContain('"abc":"A"');
    expect(after[8]!.label).toContain('"count":0');
  });

  it('writes the workbook with the matrix lines (a slash in the sheet name is replaced)', async () => {
    const view = abcVenView(t, null);
    const blob = await buildReportWorkbook({
      sheetName: 'Phân tích ABC/VEN',
      heading: ['BV'],
      title: view.title,
      subtitle: '',
      numberLabel: 'STT',
      columns: view.columns,
      before: [],
      rows: view.rows(data),
      after: view.after(data),
    });
    expect(blob.size).toBeGreaterThan(1000);
  });
});
