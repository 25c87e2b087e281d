import { describe, expect, it } from 'vitest';
import type { Overview } from '@kho/contracts';
import {
  awaitingByKind,
  listTarget,
  prescriptionTotals,
  reportTarget,
  warehouseCounts,
} from './overview-links';

const warehouse = (id: string, ten: string) => ({
  id,
  ma: id,
  ten,
  loai_kho: 'KHO_TONG' as const,
  khoa_id: 'k',
  khoa_ten: 'Khoa Dược',
});
const figures = (kho_id: string, n: number) => ({
  kho_id,
  gia_tri_ton: n * 1000,
  so_mat_hang: n,
  duoi_toi_thieu: n,
  sap_het_han: { so_lo: n, gia_tri: 1 },
  da_het_han: { so_lo: 0, gia_tri: 0 },
});

const data: Overview = {
  ngay: '2026-03-10',
  canh_bao_han_dung_ngay: 184,
  kho: [warehouse('a', 'Kho tổng'), warehouse('b', 'Kho lẻ')],
  tong: { ...figures('x', 5), sap_het_han: { so_lo: 5, gia_tri: 2 } },
  theo_kho: [figures('a', 2), figures('b', 3)],
  cho_duyet: [
    { loai_phieu: 'XUAT_KHO', kho_id: 'a', so_phieu: 2 },
    { loai_phieu: 'NHAP_KHO', kho_id: 'a', so_phieu: 1 },
    { loai_phieu: 'XUAT_KHO', kho_id: 'b', so_phieu: 1 },
  ],
  don_thuoc: [{ kho_id: 'b', cho_cap_phat: 3, cap_phat_mot_phan: 1 }],
  theo_thang: [],
  ky_su_dung: { tu_ngay: '2026-02-09', den_ngay: '2026-03-10' },
  top_hang_hoa: [],
  theo_khoa: [],
};

describe('overview links', () => {
  it('opens the stock screen with its own filters and the books on their awaiting tab', () => {
    expect(listTarget({ kind: 'stock', figure: 'duoi_toi_thieu' }, data)).toEqual({
      path: '/kho-duoc/ton-kho',
      search: { duoi_toi_thieu: true },
    });
    expect(listTarget({ kind: 'stock', figure: 'sap_het_han' }, data)?.search).toEqual({
      het_han_trong_ngay: 184,
    });
    expect(listTarget({ kind: 'stock', figure: 'da_het_han' }, data)?.search).toEqual({ da_het_han: true });
    expect(listTarget({ kind: 'awaiting', voucherKind: 'TRA_THUOC' }, data)).toEqual({
      path: '/kho-duoc/so-tra-thuoc',
      search: { trang_thai: 'CHO_DUYET' },
    });
    expect(listTarget({ kind: 'awaiting', voucherKind: 'CAP_PHAT' }, data)).toBeNull();
    expect(listTarget({ kind: 'prescriptions', status: 'CHO_CAP_PHAT' }, data)).toEqual({
      path: '/kho-duoc/don-thuoc',
      search: { trang_thai: 'CHO_CAP_PHAT' },
    });
  });

  it('lists the warehouses behind a figure, largest first, leaving out those with nothing', () => {
    expect(
      warehouseCounts({ kind: 'stock', figure: 'sap_het_han' }, data).map((w) => [w.warehouse.id, w.count]),
    ).toEqual([
      ['b', 3],
      ['a', 2],
    ]);
    expect(warehouseCounts({ kind: 'stock', figure: 'da_het_han' }, data)).toEqual([]);
    expect(
      warehouseCounts({ kind: 'awaiting', voucherKind: 'NHAP_KHO' }, data).map((w) => w.warehouse.id),
    ).toEqual(['a']);
    expect(warehouseCounts({ kind: 'prescriptions', status: 'CAP_PHAT_MOT_PHAN' }, data)).toEqual([
      { warehouse: data.kho[1], count: 1 },
    ]);
  });

  it('sums awaiting vouchers per kind in the books order, and prescriptions', () => {
    expect(awaitingByKind(data)).toEqual([
      { kind: 'NHAP_KHO', count: 1 },
      { kind: 'XUAT_KHO', count: 3 },
    ]);
    expect(prescriptionTotals(data)).toEqual({ cho_cap_phat: 3, cap_phat_mot_phan: 1 });
  });
});

describe('report links', () => {
  it('opens the stock movement report of months, the current one up to today', () => {
    expect(reportTarget({ kind: 'movement', from: '2026-02', to: '2026-02' }, data)).toEqual({
      path: '/bao-cao/bao-cao-kho-duoc',
      search: { bao_cao: 'xuat-nhap-ton', kho_id: 'tat-ca', tu_ngay: '2026-02-01', den_ngay: '2026-02-28' },
    });
    const one = { ...data, kho: [data.kho[0]!] };
    expect(reportTarget({ kind: 'movement', from: '2025-04', to: '2026-03' }, one).search).toEqual({
      bao_cao: 'xuat-nhap-ton',
      kho_id: 'a',
      tu_ngay: '2025-04-01',
      den_ngay: '2026-03-10',
    });
  });

  it("opens a department's consumption report over the dashboard's period", () => {
    expect(reportTarget({ kind: 'department', departmentId: 'noi' }, data).search).toEqual({
      bao_cao: 'su-dung',
      kho_id: 'tat-ca',
      tu_ngay: '2026-02-09',
      den_ngay: '2026-03-10',
      khoa_id: 'noi',
    });
  });
});
