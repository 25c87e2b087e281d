import { describe, expect, it } from 'vitest';
import type { VoucherDetail } from '@kho/contracts';
import type { TFunction } from 'i18next';
import { printParties } from './print-parties';

const t = ((key: string) => key.replace('vouchers:print.', '')) as unknown as TFunction;

function medicineReturn(fields: Partial<VoucherDetail>): VoucherDetail {
  return {
    loai_phieu: 'TRA_THUOC',
    kho_ten: 'Kho lẻ ngoại trú',
    kho_nhan_ten: null,
    benh_nhan_id: null,
    benh_nhan_ten: null,
    ly_do: 'Thừa thuốc',
    ghi_chu: null,
    ...fields,
  } as VoucherDetail;
}

describe('printParties of a medicine return', () => {
  it("names the patient and the warehouse taking it back on a patient's return", () => {
    const parties = printParties(medicineReturn({ benh_nhan_id: 'p1', benh_nhan_ten: 'Nguyễn Văn A' }), t);
    expect(parties.slice(0, 2)).toEqual([
      ['patient', 'Nguyễn Văn A'],
      ['returned_to', 'Kho lẻ ngoại trú'],
    ]);
  });

  it("names both warehouses on a ward's return", () => {
    const parties = printParties(
      medicineReturn({ kho_ten: 'Tủ trực Khoa Nội', kho_nhan_ten: 'Kho tổng' }),
      t,
    );
    expect(parties.slice(0, 2)).toEqual([
      ['returned_from', 'Tủ trực Khoa Nội'],
      ['returned_to', 'Kho tổng'],
    ]);
  });
});
