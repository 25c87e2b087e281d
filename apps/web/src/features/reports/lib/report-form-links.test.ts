import { describe, expect, it } from 'vitest';
import { reportFormLinks } from './report-form-links';
import type { ReportParams } from './report-params';

const params = (fields: Partial<ReportParams>) =>
  ({
    report: 'su-dung',
    period: { from: '2026-10-01', to: '2026-10-31' },
    departmentId: '',
    goodsId: '',
    batchId: '',
    ...fields,
  }) as ReportParams;

describe('the TT 22 form behind a report', () => {
  it('consumption: 05D, 08D and 09D for the chosen month, department and warehouse', () => {
    const query = { to_chuc: 'org', thang: '2026-10', khoa_id: 'k1', kho_id: 'w1' };
    expect(reportFormLinks(params({ departmentId: 'k1' }), 'org', 'w1', '2026-10')).toEqual([
      { key: '05D', path: 'bao-cao-su-dung-thuoc', query },
      { key: '08D', path: 'bao-cao-su-dung-hoa-chat', query },
      { key: '09D', path: 'bao-cao-su-dung-vat-tu', query },
      {
        key: '16D',
        path: 'thong-ke-15-ngay',
        query: { to_chuc: 'org', khoa_id: 'k1', kho_id: 'w1', tu_ngay: '2026-10-01', den_ngay: '2026-10-15' },
        variant: { id: '1', values: { from: '01/10/2026', to: '15/10/2026' } },
      },
      {
        key: '16D',
        path: 'thong-ke-15-ngay',
        query: { to_chuc: 'org', khoa_id: 'k1', kho_id: 'w1', tu_ngay: '2026-10-16', den_ngay: '2026-10-31' },
        variant: { id: '2', values: { from: '16/10/2026', to: '31/10/2026' } },
      },
    ]);
  });

  it("consumption: 16D only for one department; February's second half ends on its last day", () => {
    expect(reportFormLinks(params({}), 'org', 'w1', '2026-10').map((l) => l.key)).toEqual([
      '05D',
      '08D',
      '09D',
    ]);
    const february = reportFormLinks(params({ departmentId: 'k1' }), 'org', undefined, '2028-02');
    expect(february.filter((l) => l.key === '16D').map((l) => [l.query.tu_ngay, l.query.den_ngay])).toEqual([
      ['2028-02-01', '2028-02-15'],
      ['2028-02-16', '2028-02-29'],
    ]);
  });

  it('stock card: 04D once an item and a warehouse are chosen; other reports: none', () => {
    const card = params({ report: 'the-kho', goodsId: 'g1', batchId: 'b1' });
    expect(reportFormLinks(card, 'org', 'w1', '2026-10')[0]).toEqual({
      key: '04D',
      path: 'the-kho',
      query: {
        to_chuc: 'org',
        kho_id: 'w1',
        hang_hoa_id: 'g1',
        lo_hang_id: 'b1',
        tu_ngay: '2026-10-01',
        den_ngay: '2026-10-31',
      },
    });
    expect(reportFormLinks(params({ report: 'the-kho' }), 'org', 'w1', '2026-10')).toEqual([]);
    expect(reportFormLinks(params({ report: 'xuat-nhap-ton' }), 'org', 'w1', '2026-10')).toEqual([]);
  });

  it('controlled drugs: Phụ lục VIII of the warehouse and period, one control class or all', () => {
    const controlled = params({ report: 'thuoc-kiem-soat', managementClass: 'HUONG_THAN' });
    expect(reportFormLinks(controlled, 'org', 'w1', '2026-10', '2026-10-15')).toEqual([
      {
        key: 'PL_VIII',
        path: 'so-thuoc-kiem-soat',
        query: {
          to_chuc: 'org',
          kho_id: 'w1',
          tu_ngay: '2026-10-01',
          den_ngay: '2026-10-31',
          phan_loai_quan_ly: 'HUONG_THAN',
        },
      },
      {
        key: 'PL_VIII_NGAY',
        path: 'so-thuoc-kiem-soat/in-ngay',
        query: { to_chuc: 'org', kho_id: 'w1', ngay: '2026-10-15', phan_loai_quan_ly: 'HUONG_THAN' },
      },
      {
        key: 'PL_IX',
        path: 'bao-cao-thuoc-kiem-soat-nam',
        query: { to_chuc: 'org', kho_id: 'w1', nam: '2026', phan_loai_quan_ly: 'HUONG_THAN' },
      },
    ]);
    const ordinary = params({ report: 'thuoc-kiem-soat', managementClass: 'THUONG' });
    const [, daily] = reportFormLinks(ordinary, 'org', 'w1', '2026-10');
    expect(daily!.query).toMatchObject({ ngay: '2026-10-31', phan_loai_quan_ly: undefined });
    expect(reportFormLinks(controlled, 'org', undefined, '2026-10')).toEqual([]);
  });
});
