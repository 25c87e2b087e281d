import { describe, expect, it } from 'vitest';
import { abcVenQuery, abcVenSearch, abcVenWarehouse, inCell, readAbcVenParams } from './abc-ven-params';

const today = new Date(2026, 10, 26);

describe('ABC/VEN parameters', () => {
  it("defaults to this year, medicines and the organisation's thresholds, and writes a short URL for them", () => {
    const params = readAbcVenParams({}, today);
    expect(params).toMatchObject({
      warehouse: '',
      period: { from: '2026-01-01', to: '2026-11-26' },
      kind: 'THUOC',
      thresholds: null,
      cell: null,
    });
    expect(abcVenSearch(params, today)).toEqual({});
    // No thresholds asked: the server uses the organisation's.
    const query = abcVenQuery(params, 'org', undefined);
    expect([query.nguong_a, query.nguong_b, query.nguong_c]).toEqual([undefined, undefined, undefined]);
  });

  it('round-trips thresholds, every kind and a drill-down cell through the URL', () => {
    const search = { nguong_a: '70', nguong_b: '20', nguong_c: '10', loai_hang_hoa: 'tat-ca', o: 'B-none' };
    const params = readAbcVenParams(search, today);
    expect(params.thresholds).toEqual({ a: 70, b: 20, c: 10 });
    expect(params.cell).toEqual({ abc: 'B', ven: 'none' });
    expect(abcVenSearch(params, today)).toEqual({ ...search, nguong_a: 70, nguong_b: 20, nguong_c: 10 });
    expect(abcVenQuery(params, 'org', undefined)).toMatchObject({ loai_hang_hoa: undefined, nguong_a: 70 });
    expect(readAbcVenParams({ o: '-E' }, today).cell).toEqual({ abc: null, ven: 'E' });
    expect(readAbcVenParams({ o: 'X-Y', nguong_a: 'abc' }, today)).toMatchObject({
      cell: null,
      thresholds: null,
    });
    // A link naming only some thresholds takes 80/15/5 for the others (the server checks the sum).
    expect(readAbcVenParams({ nguong_a: '75' }, today).thresholds).toEqual({ a: 75, b: 15, c: 5 });
  });

  it('analyses the warehouse of the app bar unless another or every warehouse is chosen', () => {
    const read = (kho_id?: string) => readAbcVenParams(kho_id ? { kho_id } : {}, today);
    expect(abcVenWarehouse(read(), 'bar')).toBe('bar');
    expect(abcVenWarehouse(read(), null)).toBeUndefined();
    expect(abcVenWarehouse(read('k1'), 'bar')).toBe('k1');
    expect(abcVenWarehouse(read('tat-ca'), 'bar')).toBeUndefined();
  });

  it('keeps the rows of a cell, a class or a VEN column, unclassified ones under "none"', () => {
    const rows = [
      { hang_abc: 'A', phan_loai_ven: 'V' },
      { hang_abc: 'A', phan_loai_ven: null },
      { hang_abc: 'B', phan_loai_ven: 'V' },
    ] as const;
    const keep = (cell: Parameters<typeof inCell>[1]) => rows.filter((r) => inCell(r, cell)).length;
    expect(keep(null)).toBe(3);
    expect(keep({ abc: 'A', ven: null })).toBe(2);
    expect(keep({ abc: null, ven: 'V' })).toBe(2);
    expect(keep({ abc: 'A', ven: 'none' })).toBe(1);
  });
});
