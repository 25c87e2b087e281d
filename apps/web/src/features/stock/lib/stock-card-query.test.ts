import { describe, expect, it } from 'vitest';
import { stockCardQuerySchema } from '@kho/contracts';
import {
  defaultCardRange,
  readStockCardState,
  stockCardSearch,
  toStockCardQuery,
  voucherLink,
} from './stock-card-query';

const today = new Date(2026, 4, 17); // 17 May 2026, local time
const goodsId = '0190a000-0000-7000-8000-0000000000aa';
const scope = {
  organisationId: '0190a000-0000-7000-8000-000000000001',
  warehouseId: '0190a000-0000-7000-8000-000000000002',
};

describe('stock card in the URL', () => {
  it('is closed without the_kho', () => {
    expect(readStockCardState({}, today)).toBeNull();
  });

  it('defaults to the first of the month through today', () => {
    expect(defaultCardRange(today)).toEqual({ from: '2026-05-01', to: '2026-05-17' });
    expect(readStockCardState({ the_kho: goodsId }, today)).toEqual({
      goodsId,
      batchId: '',
      from: '2026-05-01',
      to: '2026-05-17',
      page: 1,
    });
  });

  it('keeps a shared range, batch and page; ignores malformed dates', () => {
    const state = readStockCardState(
      {
        the_kho: goodsId,
        the_kho_lo: 'b1',
        the_kho_tu: '2026-01-01',
        the_kho_den: '17/05/2026',
        the_kho_trang: 2,
      },
      today,
    );
    expect(state).toMatchObject({ batchId: 'b1', from: '2026-01-01', to: '2026-05-17', page: 2 });
  });

  it('writes only what differs from the defaults, and clears every key on close', () => {
    expect(stockCardSearch({ goodsId, from: '2026-05-01', to: '2026-05-17', page: 1 }, today)).toEqual({
      the_kho: goodsId,
      the_kho_lo: undefined,
      the_kho_tu: undefined,
      the_kho_den: undefined,
      the_kho_trang: undefined,
    });
    expect(stockCardSearch(null)).toEqual({
      the_kho: undefined,
      the_kho_lo: undefined,
      the_kho_tu: undefined,
      the_kho_den: undefined,
      the_kho_trang: undefined,
    });
  });

  it('maps to the contract query', () => {
    const state = readStockCardState({ the_kho: goodsId, the_kho_tu: '2026-04-01' }, today);
    if (!state) throw new Error('state expected');
    const query = toStockCardQuery(state, scope);
    expect(query).toMatchObject({
      hang_hoa_id: goodsId,
      tu_ngay: '2026-04-01',
      den_ngay: '2026-05-17',
      page: 1,
    });
    expect(query.lo_hang_id).toBeUndefined();
    expect(stockCardQuerySchema.safeParse(query).success).toBe(true);
  });
});

describe('voucher links of the stock card', () => {
  it('opens receipts and issues on their page, transfers in their book', () => {
    expect(voucherLink('NHAP_KHO', 'v1')).toEqual({ to: '/kho-duoc/so-nhap-kho/v1' });
    expect(voucherLink('XUAT_KHO', 'v2')).toEqual({ to: '/kho-duoc/so-xuat-kho/v2' });
    expect(voucherLink('CHUYEN_KHO', 'v3')).toEqual({
      to: '/kho-duoc/so-chuyen-kho',
      search: { phieu: 'v3' },
    });
  });
});
