import { describe, expect, it } from 'vitest';
import type { VoucherLine } from '@kho/contracts';
import {
  approvalBody,
  approvalDefaults,
  approvalError,
  approvalErrors,
  approvalTotals,
  approvesNothing,
  type ApprovalRow,
} from './requisition-approval';

const row = (overrides: Partial<ApprovalRow>): ApprovalRow => ({
  id: 'l1',
  asked: 20,
  approved: 20,
  reason: '',
  ...overrides,
});

describe('requisition approval', () => {
  it('starts every line approved in full', () => {
    const lines = [
      { id: 'a', so_luong: 20, so_luong_duyet: null, ly_do_dieu_chinh: null },
      { id: 'b', so_luong: 5, so_luong_duyet: 3, ly_do_dieu_chinh: 'thiếu' },
    ] as VoucherLine[];
    expect(approvalDefaults(lines)).toEqual([
      { id: 'a', asked: 20, approved: 20, reason: '' },
      { id: 'b', asked: 5, approved: 3, reason: 'thiếu' },
    ]);
  });

  it('takes 0 up to what was asked, and needs a reason for any line cut', () => {
    expect(approvalError(row({}))).toBeNull();
    expect(approvalError(row({ approved: undefined }))).toBe('quantity_required');
    expect(approvalError(row({ approved: -1 }))).toBe('quantity_negative');
    expect(approvalError(row({ approved: 21 }))).toBe('quantity_over');
    expect(approvalError(row({ approved: 12 }))).toBe('reason_required');
    expect(approvalError(row({ approved: 12, reason: '   ' }))).toBe('reason_required');
    expect(approvalError(row({ approved: 12, reason: 'Kho tổng chỉ còn 12' }))).toBeNull();
    expect(approvalError(row({ approved: 0, reason: 'Hết hàng' }))).toBeNull();
  });

  it('lists the errors by line and sends the reason only where the line was cut', () => {
    const rows = [
      row({ id: 'a', approved: 12, reason: ' Kho tổng chỉ còn 12 ' }),
      row({ id: 'b', reason: 'gõ rồi trả lại đủ' }),
      row({ id: 'c', approved: 5 }),
    ];
    expect(approvalErrors(rows)).toEqual({ c: 'reason_required' });
    expect(approvalBody(rows.slice(0, 2))).toEqual([
      { id: 'a', so_luong_duyet: 12, ly_do_dieu_chinh: 'Kho tổng chỉ còn 12' },
      { id: 'b', so_luong_duyet: 20, ly_do_dieu_chinh: null },
    ]);
    expect(approvalTotals(rows)).toEqual({ asked: 60, approved: 37, reduced: 2 });
  });

  it('refuses to grant nothing at all (that is a rejection)', () => {
    expect(approvesNothing([row({ approved: 0, reason: 'hết' }), row({ id: 'b', approved: 0 })])).toBe(true);
    expect(approvesNothing([row({ approved: 0, reason: 'hết' }), row({ id: 'b', approved: 1 })])).toBe(false);
  });
});
