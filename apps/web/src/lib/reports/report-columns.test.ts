import { describe, expect, it } from 'vitest';
import { headerRows } from './report-columns';

describe('headerRows', () => {
  it('merges shared groups and lets short paths reach the last row', () => {
    const rows = headerRows([
      { header: ['Tên hàng'] },
      { header: ['Tồn đầu', 'SL'] },
      { header: ['Tồn đầu', 'GT'] },
      { header: ['Xuất', 'Khoa', 'SL'] },
      { header: ['Xuất', 'Khoa', 'GT'] },
      { header: ['Xuất', 'Cấp phát', 'SL'] },
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      { label: 'Tên hàng', colSpan: 1, rowSpan: 3, column: 0, group: false },
      { label: 'Tồn đầu', colSpan: 2, rowSpan: 1, column: 1, group: true },
      { label: 'Xuất', colSpan: 3, rowSpan: 1, column: 3, group: true },
    ]);
    expect(rows[1]?.map((c) => [c.label, c.colSpan, c.rowSpan])).toEqual([
      ['SL', 1, 2],
      ['GT', 1, 2],
      ['Khoa', 2, 1],
      ['Cấp phát', 1, 1],
    ]);
    expect(rows[2]?.map((c) => [c.label, c.column])).toEqual([
      ['SL', 3],
      ['GT', 4],
      ['SL', 5],
    ]);
  });

  it('does not merge equal labels of different groups', () => {
    const rows = headerRows([{ header: ['A', 'SL'] }, { header: ['B', 'SL'] }]);
    expect(rows[0]?.map((c) => c.colSpan)).toEqual([1, 1]);
  });

  it('is one row for flat columns', () => {
    expect(headerRows([{ header: ['Mã'] }, { header: ['Tên'] }])).toHaveLength(1);
  });
});
