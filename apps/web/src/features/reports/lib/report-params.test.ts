import { describe, expect, it } from 'vitest';
import {
  ALL_WAREHOUSES,
  missingParameter,
  readReportParams,
  reportQuery,
  reportSearch,
  reportWarehouse,
} from './report-params';
import { matchingPreset, presetPeriod } from './report-period';

const today = new Date(2026, 10, 22); // 22/11/2026

describe('report periods', () => {
  it('counts presets from today, a running period ending today', () => {
    expect(presetPeriod('this_month', today)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(presetPeriod('last_month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('this_quarter', today)).toEqual({ from: '2026-10-01', to: '2026-11-22' });
    expect(presetPeriod('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(matchingPreset({ from: '2026-10-01', to: '2026-10-31' }, today)).toBe('last_month');
    expect(matchingPreset({ from: '2026-10-02', to: '2026-10-31' }, today)).toBeNull();
  });
});

describe('report parameters in the URL', () => {
  it('defaults to the stock movement report of this month and the app bar warehouse', () => {
    const params = readReportParams({}, today);
    expect(params.report).toBe('xuat-nhap-ton');
    expect(params.period).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(reportWarehouse(params, 'w1')).toBe('w1');
    expect(reportSearch(params, today)).toEqual({ bao_cao: 'xuat-nhap-ton' });
  });

  it('reads what a link carries and writes it back', () => {
    const search = {
      bao_cao: 'han-dung',
      kho_id: ALL_WAREHOUSES,
      so_ngay: 30,
      gom_het_han: 'false',
      nhom_hang_hoa_id: 'g1',
      phan_loai_quan_ly: 'GAY_NGHIEN',
      trang: '3',
    };
    const params = readReportParams(search, today);
    expect(params).toMatchObject({
      horizonDays: 30,
      includeExpired: false,
      page: 3,
      managementClass: 'GAY_NGHIEN',
    });
    expect(reportWarehouse(params, 'w1')).toBeUndefined();
    expect(reportSearch(params, today)).toEqual({ ...search, trang: 3 });
    expect(reportQuery(params, 'org', undefined)).toEqual({
      to_chuc: 'org',
      kho_id: undefined,
      nhom_hang_hoa_id: 'g1',
      phan_loai_quan_ly: 'GAY_NGHIEN',
      so_ngay: 30,
      gom_het_han: 'false',
    });
  });

  it('keeps dates the wrong way round for the server to explain, and drops invalid ones', () => {
    const params = readReportParams({ tu_ngay: '2026-05-31', den_ngay: '2026-05-01' }, today);
    expect(params.period).toEqual({ from: '2026-05-31', to: '2026-05-01' });
    expect(readReportParams({ tu_ngay: '2026-02-30' }, today).period.from).toBe('2026-11-01');
  });

  it('asks a stock card for one warehouse and an item', () => {
    const card = readReportParams({ bao_cao: 'the-kho', kho_id: ALL_WAREHOUSES }, today);
    expect(reportWarehouse(card, 'w1')).toBe('w1');
    expect(missingParameter(card, 'w1')).toBe('goods');
    expect(missingParameter(card, undefined)).toBe('warehouse');
    expect(missingParameter({ ...card, goodsId: 'h1' }, 'w1')).toBeNull();
  });

  it('sends the register only a controlled class', () => {
    const register = readReportParams({ bao_cao: 'thuoc-kiem-soat', phan_loai_quan_ly: 'DOC' }, today);
    expect(reportQuery(register, 'org', 'w1').phan_loai_quan_ly).toBeUndefined();
  });
});
