import { describe, expect, it } from 'vitest';
import { readListState, searchUpdate, toListQuery } from './catalogue-query';

const SORTS = ['ma', 'ten', 'ngay_cap_nhat'] as const;
const ORG = '01a1ff75-e29e-7304-b573-b9db959b03d5';

describe('readListState', () => {
  it('defaults to active records, first page, no sort, no filter', () => {
    expect(readListState({}, ['loai_kho'], SORTS)).toEqual({
      status: 'active',
      search: '',
      page: 1,
      sort: null,
      filters: {},
    });
  });

  it('reads status words, text, page, sort and the known filters only', () => {
    const state = readListState(
      {
        trang_thai: 'ngung_hoat_dong',
        tu_khoa: '  tiem  ',
        trang: 3,
        sap_xep: 'ten',
        chieu: 'desc',
        loai_kho: 'TU_TRUC',
        other: 'x',
      },
      ['loai_kho', 'khoa_id'],
      SORTS,
    );
    expect(state).toEqual({
      status: 'inactive',
      search: 'tiem',
      page: 3,
      sort: { field: 'ten', direction: 'desc' },
      filters: { loai_kho: 'TU_TRUC' },
    });
    expect(readListState({ trang_thai: 'tat_ca' }, [], SORTS).status).toBe('all');
  });

  it('reads values the router parsed as numbers or booleans as text', () => {
    const state = readListState({ tu_khoa: 1800156801, trang: '2' }, [], SORTS);
    expect(state.search).toBe('1800156801');
    expect(state.page).toBe(2);
  });

  it('ignores a bad page and a sort field the server would refuse', () => {
    const state = readListState({ trang: -4, sap_xep: 'mat_khau', chieu: 'desc' }, [], SORTS);
    expect(state.page).toBe(1);
    expect(state.sort).toBeNull();
    expect(readListState({ sap_xep: 'ma', chieu: 'sideways' }, [], SORTS).sort).toEqual({
      field: 'ma',
      direction: 'asc',
    });
  });
});

describe('toListQuery', () => {
  const state = readListState(
    { tu_khoa: 'duoc', trang: 2, sap_xep: 'ma', chieu: 'desc', loai_khoa: 'DUOC' },
    ['loai_khoa'],
    SORTS,
  );

  it('maps the state to the list call, 25 a page', () => {
    expect(toListQuery(state, ORG)).toEqual({
      to_chuc: ORG,
      page: 2,
      page_size: 25,
      tu_khoa: 'duoc',
      hoat_dong: true,
      sap_xep: 'ma',
      chieu: 'desc',
      loai_khoa: 'DUOC',
    });
  });

  it('leaves the page out for the Excel export, so it has every matching row', () => {
    const query = toListQuery(state, ORG, null);
    expect(query).not.toHaveProperty('page');
    expect(query).not.toHaveProperty('page_size');
    expect(query).toMatchObject({ tu_khoa: 'duoc', hoat_dong: true, loai_khoa: 'DUOC' });
  });

  it('sends no active flag for "all" and false for inactive', () => {
    expect(toListQuery({ ...state, status: 'all' }, ORG).hoat_dong).toBeUndefined();
    expect(toListQuery({ ...state, status: 'inactive' }, ORG).hoat_dong).toBe(false);
  });
});

describe('searchUpdate', () => {
  it('goes back to page 1 when anything but the page changes', () => {
    expect(searchUpdate({ search: ' para ' })).toEqual({ trang: undefined, tu_khoa: 'para' });
    expect(searchUpdate({ filter: { key: 'loai_kho', value: 'KHO_LE' } })).toEqual({
      trang: undefined,
      loai_kho: 'KHO_LE',
    });
    expect(searchUpdate({ sort: { field: 'ten', direction: 'desc' } })).toEqual({
      trang: undefined,
      sap_xep: 'ten',
      chieu: 'desc',
    });
  });

  it('keeps defaults out of the URL', () => {
    expect(searchUpdate({ page: 1 })).toEqual({ trang: undefined });
    expect(searchUpdate({ page: 4 })).toEqual({ trang: 4 });
    expect(searchUpdate({ search: '   ' })).toEqual({ trang: undefined, tu_khoa: undefined });
    expect(searchUpdate({ sort: null })).toEqual({ trang: undefined, sap_xep: undefined, chieu: undefined });
    expect(searchUpdate({ filter: { key: 'khoa_id', value: '' } })).toEqual({
      trang: undefined,
      khoa_id: undefined,
    });
  });
});
