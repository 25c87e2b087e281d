import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { StockItem } from '@kho/contracts';
import * as numbers from '../../../lib/i18n/numbers';
import { StockCards } from './stock-cards';
import { StockTable } from './stock-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function item(index: number): StockItem {
  return {
    hang_hoa_id: `h${index}`,
    ma: `HH000${index}`,
    ten: `Thuốc ${index}`,
    ham_luong: '500mg',
    don_vi_tinh: 'Viên',
    nhom_hang_hoa_ten: 'Giảm đau',
    phan_loai_quan_ly: 'THUONG',
    ton_toi_thieu: 0,
    so_luong: 100,
    so_luong_giu: 0,
    kha_dung: 100,
    gia_tri: 1000 * index,
    han_dung_gan_nhat: '2030-01-01',
    duoi_toi_thieu: false,
    lo_hang: [
      {
        lo_hang_id: `l${index}`,
        so_lo: `L${index}`,
        han_dung: '2030-01-01',
        ngay_san_xuat: null,
        so_luong: 100,
        so_luong_giu: 0,
        kha_dung: 100,
        don_gia: 10,
        gia_tri: 1000 * index,
        bi_khoa: false,
        ly_do_khoa: null,
        da_het_han: false,
        nha_cung_cap_ten: null,
      },
    ],
  };
}

const items = [1, 2, 3, 4, 5].map(item);
const props = {
  items,
  rules: [],
  sort: null,
  onSort: () => {},
  onCard: () => {},
  batchActions: { onCard: () => {} },
};

// Each row or card formats its value once (formatMoney), and an opened one's batch twice more
// (unit price and value): how many were drawn shows in how often it is called.
describe.each([
  ['table', () => render(<StockTable {...props} />)],
  ['cards', () => render(<StockCards {...props} />)],
])('the stock %s', (_, draw) => {
  it('draws only the opened item again when one is opened', () => {
    const formatMoney = vi.spyOn(numbers, 'formatMoney');
    draw();
    expect(formatMoney).toHaveBeenCalledTimes(items.length);

    formatMoney.mockClear();
    fireEvent.click(screen.getAllByTestId('stock-row-expand')[2]!);
    expect(screen.getAllByTestId('batch-row')).toHaveLength(1);
    expect(formatMoney).toHaveBeenCalledTimes(1 + 2);
  });
});
