import { describe, expect, it } from 'vitest';
import { stockQuerySchema } from '@kho/contracts';
import { activeFilterCount, readStockState, stockSearchUpdate, toStockQuery } from './stock-query';

const scope = {
  organisationId: '0190a000-0000-7000-8000-000000000001',
  warehouseId: '0190a000-0000-7000-8000-000000000002',
};

describe('stock list state in the URL', () => {
  it('reads defaults from an empty URL', () => {
    const state = readStockState({});
    expect(state).toMatchObject({ search: '', page: 1, sort: null, expiredOnly: false, belowMinimum: false });
    expect(state.expiringWithinDays).toBeNull();
    expect(activeFilterCount(state)).toBe(0);
  });

  it('reads values the router parsed as numbers and booleans', () => {
    const state = readStockState({
      tu_khoa: ' para ',
      het_han_trong_ngay: 90,
      da_het_han: true,
      duoi_toi_thieu: 'true',
      trang: 3,
      sap_xep: 'gia_tri',
      chieu: 'desc',
    });
    expect(state).toMatchObject({
      search: 'para',
      expiringWithinDays: 90,
      expiredOnly: true,
      belowMinimum: true,
      page: 3,
      sort: { field: 'gia_tri', direction: 'desc' },
    });
    expect(activeFilterCount(state)).toBe(3);
  });

  it('ignores an unknown sort, a bad page and an out-of-range window', () => {
    const state = readStockState({ sap_xep: 'gia_ban', trang: -2, het_han_trong_ngay: 99999 });
    expect(state.sort).toBeNull();
    expect(state.page).toBe(1);
    expect(state.expiringWithinDays).toBeNull();
  });

  it('goes back to page 1 on a filter change and drops default values from the URL', () => {
    expect(stockSearchUpdate({ filters: { expiredOnly: false, groupId: 'g1', search: '  ' } })).toEqual({
      trang: undefined,
      da_het_han: undefined,
      nhom_hang_hoa_id: 'g1',
      tu_khoa: undefined,
    });
    expect(stockSearchUpdate({ page: 4 })).toEqual({ trang: 4 });
    expect(stockSearchUpdate({ sort: null })).toEqual({
      trang: undefined,
      sap_xep: undefined,
      chieu: undefined,
    });
  });
});

describe('stock API query', () => {
  it('maps every filter to the contract and passes its schema', () => {
    const state = readStockState({
      tu_khoa: 'amox',
      nhom_hang_hoa_id: '0190a000-0000-7000-8000-000000000003',
      het_han_trong_ngay: '30',
      da_het_han: 'true',
      duoi_toi_thieu: 'true',
      phan_loai_quan_ly: 'GAY_NGHIEN',
      sap_xep: 'han_dung_gan_nhat',
      trang: '2',
    });
    const query = toStockQuery(state, scope);
    expect(query).toEqual({
      to_chuc: scope.organisationId,
      kho_id: scope.warehouseId,
      page: 2,
      page_size: 25,
      tu_khoa: 'amox',
      nhom_hang_hoa_id: '0190a000-0000-7000-8000-000000000003',
      het_han_trong_ngay: 30,
      da_het_han: 'true',
      duoi_toi_thieu: 'true',
      phan_loai_quan_ly: 'GAY_NGHIEN',
      sap_xep: 'han_dung_gan_nhat',
      chieu: 'asc',
    });
    const parsed = stockQuerySchema.parse(query);
    expect(parsed).toMatchObject({ da_het_han: true, duoi_toi_thieu: true, het_han_trong_ngay: 30 });
  });

  it('leaves out the page for the export and the print, and unset filters entirely', () => {
    const query = toStockQuery(readStockState({ trang: 5 }), scope, null);
    expect(query).not.toHaveProperty('page');
    expect(query.da_het_han).toBeUndefined();
    expect(query.tu_khoa).toBeUndefined();
    expect(stockQuerySchema.safeParse(query).success).toBe(true);
  });
});
