import type { BatchOption } from '@kho/contracts';
import { describe, expect, it } from 'vitest';
import { batchOfLot, planLineScan } from './line-scan';

const option = (so_lo: string, chon_duoc = true): BatchOption => ({
  lo_hang_id: `id-${so_lo}`,
  so_lo,
  han_dung: '2027-01-31',
  kha_dung: 10,
  don_gia: 1000,
  chon_duoc,
  da_het_han: !chon_duoc,
  bi_khoa: false,
  de_xuat: 0,
});

describe('what a scanned pack does to outgoing lines', () => {
  it('adds a line of the goods, with the batch of the scanned lot when there is one', () => {
    expect(planLineScan([], 'g1', 'b1')).toEqual({ kind: 'add', batchId: 'b1' });
    expect(planLineScan([], 'g1', null)).toEqual({ kind: 'add', batchId: '' });
  });

  it('counts one more on the line of the same goods and batch', () => {
    const lines = [
      { hang_hoa_id: 'g1', lo_hang_id: 'b1', so_luong: 2 },
      { hang_hoa_id: 'g1', lo_hang_id: 'b2', so_luong: undefined },
    ];
    expect(planLineScan(lines, 'g1', 'b2')).toEqual({ kind: 'increment', index: 1, quantity: 1 });
    expect(planLineScan(lines, 'g1', 'b1')).toEqual({ kind: 'increment', index: 0, quantity: 3 });
    // Another lot of the same goods is a line of its own.
    expect(planLineScan(lines, 'g1', 'b3')).toEqual({ kind: 'add', batchId: 'b3' });
    // A code without a lot (EAN-13) counts on the goods' first line.
    expect(planLineScan(lines, 'g1', null)).toEqual({ kind: 'increment', index: 0, quantity: 3 });
  });

  it('names the batch only when the voucher may take it', () => {
    const options = [option('A1'), option('OLD', false)];
    expect(batchOfLot(options, 'A1')?.lo_hang_id).toBe('id-A1');
    expect(batchOfLot(options, 'OLD')).toBeNull();
    expect(batchOfLot(options, undefined)).toBeNull();
    expect(batchOfLot(options, 'ZZ')).toBeNull();
  });
});
