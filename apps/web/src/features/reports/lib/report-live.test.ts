import { describe, expect, it } from 'vitest';
import type { WarehouseChange } from '../../../lib/live-updates/use-warehouse-changes';
import { changesReport, followedWarehouses } from './report-live';
import { ALL_WAREHOUSES, readReportParams } from './report-params';

const today = new Date(2026, 10, 22); // 22/11/2026
const TODAY = '2026-11-22';
const voucher = (status: string): WarehouseChange => ({
  type: 'voucher.changed',
  kho_id: 'w1',
  kind: 'NHAP_KHO',
  id: 'v1',
  status,
});

describe('which changes raise the "figures changed" hint', () => {
  it('a voucher completed or cancelled in a period that includes today', () => {
    const thisMonth = readReportParams({}, today);
    expect(changesReport(thisMonth, voucher('HOAN_THANH'), TODAY)).toBe(true);
    expect(changesReport(thisMonth, voucher('HUY'), TODAY)).toBe(true);
    // Saving a draft, submitting or rejecting moves no stock.
    for (const status of ['LUU_TAM', 'CHO_DUYET', 'TU_CHOI'])
      expect(changesReport(thisMonth, voucher(status), TODAY)).toBe(false);
    // A prescription event comes with the voucher of its dispensing, which is what counts.
    expect(
      changesReport(
        thisMonth,
        { type: 'prescription.changed', kho_id: 'w1', id: 'p1', status: 'DA_CAP_PHAT' },
        TODAY,
      ),
    ).toBe(false);
  });

  it('not for a period that ended before today or starts after it', () => {
    const lastMonth = readReportParams({ tu_ngay: '2026-10-01', den_ngay: '2026-10-31' }, today);
    expect(changesReport(lastMonth, voucher('HOAN_THANH'), TODAY)).toBe(false);
    const card = readReportParams(
      { bao_cao: 'the-kho', hang_hoa_id: 'g1', tu_ngay: '2026-11-22', den_ngay: '2026-11-22' },
      today,
    );
    expect(changesReport(card, voucher('HOAN_THANH'), TODAY)).toBe(true);
    expect(changesReport(card, voucher('HOAN_THANH'), '2026-11-23')).toBe(false);
  });

  it('always for the reports of the present (expiry, tender execution)', () => {
    const expiry = readReportParams(
      { bao_cao: 'han-dung', tu_ngay: '2026-01-01', den_ngay: '2026-01-31' },
      today,
    );
    expect(changesReport(expiry, voucher('HOAN_THANH'), TODAY)).toBe(true);
    const tenders = readReportParams({ bao_cao: 'thuc-hien-thau' }, today);
    expect(changesReport(tenders, voucher('HUY'), TODAY)).toBe(true);
  });
});

describe('which warehouses a report follows', () => {
  const list = [{ id: 'w1' }, { id: 'w2' }, { id: 'w3' }];

  it('its one warehouse, or every warehouse it covers', () => {
    expect(followedWarehouses(readReportParams({ kho_id: 'w2' }, today), 'w2', list)).toEqual(['w2']);
    expect(followedWarehouses(readReportParams({ kho_id: ALL_WAREHOUSES }, today), undefined, list)).toEqual([
      'w1',
      'w2',
      'w3',
    ]);
    // The tender report has no warehouse parameter: the whole organisation's receipts count.
    expect(followedWarehouses(readReportParams({ bao_cao: 'thuc-hien-thau' }, today), 'w1', list)).toEqual([
      'w1',
      'w2',
      'w3',
    ]);
  });
});
