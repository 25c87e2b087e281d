import { describe, expect, it } from 'vitest';
import { availableActions, isEditable, standingOf } from './voucher-actions';
import { VOUCHER_KINDS } from './voucher-kinds';

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

describe('availableActions on a voucher with two sides', () => {
  const requisition = VOUCHER_KINDS.LINH_HANG;
  const voucher = { kho_id: 'source', kho_nhan_id: 'cabinet' };

  it('lets a nurse of the cabinet draft and submit a requisition, not approve it', () => {
    expect(availableActions(null, 'DIEU_DUONG', standingOf(requisition, null, 'cabinet'))).toEqual([
      'save',
      'submit',
    ]);
    const atCabinet = standingOf(requisition, voucher, 'cabinet');
    expect(atCabinet).toMatchObject({ requester: true, approver: false });
    expect(availableActions('CHO_DUYET', 'QUAN_TRI', atCabinet)).toEqual(['cancel', 'print']);
  });

  it('lets the source pharmacist approve or reject, and nothing else, from the source', () => {
    const atSource = standingOf(requisition, voucher, 'source');
    expect(availableActions('CHO_DUYET', 'DUOC_SI', atSource)).toEqual(['approve', 'reject', 'print']);
    expect(availableActions('LUU_TAM', 'DUOC_SI', atSource)).toEqual(['print']);
    expect(availableActions('HOAN_THANH', 'DUOC_SI', atSource)).toEqual(['cancel', 'print']);
  });

  it('reads a medicine return the other way round', () => {
    const returned = { kho_id: 'cabinet', kho_nhan_id: 'source' };
    const atSource = standingOf(VOUCHER_KINDS.TRA_THUOC, returned, 'source');
    expect(availableActions('CHO_DUYET', 'DUOC_SI', atSource)).toEqual(['approve', 'reject', 'print']);
    const atCabinet = standingOf(VOUCHER_KINDS.TRA_THUOC, returned, 'cabinet');
    expect(availableActions('LUU_TAM', 'DIEU_DUONG', atCabinet)).toEqual([
      'save',
      'submit',
      'cancel',
      'print',
    ]);
  });

  it("lets the warehouse taking back a patient's medicine draft, submit and approve it", () => {
    const fromPatient = { kho_id: 'dispensary', kho_nhan_id: null };
    const atDispensary = standingOf(VOUCHER_KINDS.TRA_THUOC, fromPatient, 'dispensary');
    expect(atDispensary).toMatchObject({ requester: true, approver: true });
    expect(availableActions('CHO_DUYET', 'DUOC_SI', atDispensary)).toEqual([
      'approve',
      'reject',
      'cancel',
      'print',
    ]);
    const elsewhere = standingOf(VOUCHER_KINDS.TRA_THUOC, fromPatient, 'cabinet');
    expect(availableActions('CHO_DUYET', 'DUOC_SI', elsewhere)).toEqual(['print']);
  });

  it('puts no warehouse limit on kinds done by one warehouse', () => {
    expect(standingOf(VOUCHER_KINDS.TRA_HANG, voucher, 'elsewhere')).toEqual({
      editors: VOUCHER_KINDS.TRA_HANG.editors,
    });
  });
});
