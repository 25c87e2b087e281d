import { describe, expect, it } from 'vitest';
import { availableActions, isEditable } from './voucher-actions';

describe('availableActions', () => {
  it('offers saving (and submitting) a new voucher to those who may create one', () => {
    expect(availableActions(null, 'THU_KHO')).toEqual(['save', 'submit']);
    expect(availableActions(null, 'DIEU_DUONG')).toEqual([]);
  });

  it('lets editors save, submit and cancel a draft or a rejected voucher', () => {
    expect(availableActions('LUU_TAM', 'THU_KHO')).toEqual(['save', 'submit', 'cancel', 'print']);
    expect(availableActions('TU_CHOI', 'DUOC_SI')).toEqual(['save', 'submit', 'cancel', 'print']);
    expect(availableActions('LUU_TAM', 'BAC_SI')).toEqual(['print']);
  });

  it('lets pharmacists and administrators approve or reject a submitted voucher', () => {
    expect(availableActions('CHO_DUYET', 'DUOC_SI')).toEqual(['approve', 'reject', 'cancel', 'print']);
    expect(availableActions('CHO_DUYET', 'THU_KHO')).toEqual(['cancel', 'print']);
    expect(availableActions('CHO_DUYET', 'QUAN_LY')).toEqual(['print']);
  });

  it('cancels a completed voucher only for approvers, and nothing after cancellation', () => {
    expect(availableActions('HOAN_THANH', 'QUAN_TRI')).toEqual(['cancel', 'print']);
    expect(availableActions('HOAN_THANH', 'THU_KHO')).toEqual(['print']);
    expect(availableActions('HUY', 'QUAN_TRI')).toEqual(['print']);
  });

  it('knows which statuses are edited in the form', () => {
    expect(isEditable(null)).toBe(true);
    expect(isEditable('TU_CHOI')).toBe(true);
    expect(isEditable('CHO_DUYET')).toBe(false);
  });
});
