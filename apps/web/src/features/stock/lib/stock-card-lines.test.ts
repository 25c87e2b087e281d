import { describe, expect, it } from 'vitest';
import type { StockCard, StockCardRow } from '@kho/contracts';
import { stockCardLines } from './stock-card-lines';

function row(id: string, nhap: number, xuat: number, ton: number): StockCardRow {
  return {
    id,
    ngay_chung_tu: '2026-05-02',
    thoi_gian: '2026-05-02T03:00:00Z',
    phieu_id: `p-${id}`,
    loai_phieu: nhap > 0 ? 'NHAP_KHO' : 'XUAT_KHO',
    so_phieu: `P-${id}`,
    dien_giai: null,
    la_dao_nguoc: false,
    lo_hang_id: 'b1',
    so_lo: 'L1',
    han_dung: '2027-01-01',
    nhap,
    xuat,
    ton,
    don_gia: 1000,
  };
}

const card: StockCard = {
  hang_hoa_id: 'g',
  hang_hoa_ma: 'PARA',
  hang_hoa_ten: 'Paracetamol',
  don_vi_tinh: 'Viên',
  kho_id: 'k',
  kho_ten: 'Kho tổng',
  ton_dau_ky: 100,
  tong_nhap: 50,
  tong_xuat: 30,
  ton_cuoi_ky: 120,
  dong: [row('1', 50, 0, 150), row('2', 0, 30, 120)],
};

describe('stock card lines', () => {
  it('shows the opening balance, every movement with its running balance and the closing balance', () => {
    const lines = stockCardLines(card, { page: 1, count: 2, pageSize: 25 });
    expect(lines.map((l) => l.kind)).toEqual(['opening', 'movement', 'movement', 'closing']);
    expect(lines[0]).toEqual({ kind: 'opening', balance: 100 });
    expect(lines.flatMap((l) => (l.kind === 'movement' ? [l.row.ton] : []))).toEqual([150, 120]);
    expect(lines[3]).toEqual({ kind: 'closing', received: 50, issued: 30, balance: 120 });
  });

  it('puts the opening on the first page only and the closing on the last page only', () => {
    expect(stockCardLines(card, { page: 1, count: 60, pageSize: 25 }).map((l) => l.kind)).toEqual([
      'opening',
      'movement',
      'movement',
    ]);
    expect(stockCardLines(card, { page: 2, count: 60, pageSize: 25 }).map((l) => l.kind)).toEqual([
      'movement',
      'movement',
    ]);
    expect(stockCardLines(card, { page: 3, count: 60, pageSize: 25 }).at(-1)?.kind).toBe('closing');
  });

  it('shows opening and closing with no movement at all, and both when printed whole', () => {
    expect(
      stockCardLines({ ...card, dong: [] }, { page: 1, count: 0, pageSize: 25 }).map((l) => l.kind),
    ).toEqual(['opening', 'closing']);
    expect(stockCardLines(card, null)).toHaveLength(4);
  });
});
