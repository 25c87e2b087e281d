import { describe, expect, it } from 'vitest';
import type { Voucher } from '@kho/contracts';
import type { TFunction } from 'i18next';
import { stocktakeCard, stocktakeColumns } from './stocktake-columns';

// Keys with their parameters, so the test reads what each text is built from.
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction;

function stocktake(fields: Partial<Voucher>): Voucher {
  return {
    so_phieu: 'KK-2026-00001',
    ngay_chung_tu: '2026-11-20',
    kho_ten: 'Kho chính',
    ghi_chu: null,
    trang_thai: 'LUU_TAM',
    so_dong: 40,
    tong_tien: 0,
    chu_tich_hoi_dong: 'DS. Trần Thị Dược',
    so_dong_da_dem: 12,
    so_dong_kiem_ke: 40,
    ...fields,
  } as Voucher;
}

describe('the stocktake book', () => {
  it('has a column for the committee chair and one for the batches counted of those on the sheet', () => {
    const fields = stocktakeColumns(t).map((column) => column.field);
    expect(fields).toEqual(
      expect.arrayContaining(['chu_tich_hoi_dong', 'so_dong_da_dem', 'tong_tien', 'trang_thai']),
    );
  });

  it('shows the chair and "counted / batches" on the phone card', () => {
    const card = stocktakeCard(stocktake({}), t);
    expect(card.lines).toEqual([
      'stocktake:book.card_chair {"name":"DS. Trần Thị Dược"}',
      'stocktake:book.card_line {"counted":"12 / 40","value":"0"}',
    ]);
    const noChair = stocktakeCard(stocktake({ chu_tich_hoi_dong: null, so_dong_da_dem: 0 }), t);
    expect(noChair.lines).toEqual(['stocktake:book.card_line {"counted":"0 / 40","value":"0"}']);
  });
});
