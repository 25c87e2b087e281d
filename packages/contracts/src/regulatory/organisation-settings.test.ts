import { describe, expect, it } from 'vitest';
import { organisationSettingsFieldsSchema, updateOrganisationSettingsSchema } from './organisation-settings';

const identity = { ten: 'Bệnh viện Đa khoa Demo', dia_chi: '', so_dien_thoai: '', ma_cskcb: '79048' };
const rules = {
  so_ngay_ke_toi_da: 30,
  so_ngay_ke_man_tinh: 90,
  so_ngay_gay_nghien: 7,
  so_ngay_huong_than: 10,
  so_ngay_kiem_soat_man_tinh: 30,
  so_ngay_cho_hang: 30,
  so_ngay_an_toan: 15,
};

describe('organisation settings', () => {
  it('let a request leave the rules out (they keep their stored values)', () => {
    const parsed = updateOrganisationSettingsSchema.parse({
      ...identity,
      to_chuc: '01a21ecb-cad9-7145-86f9-dacbeea2eca4',
      phien_ban: 3,
    });
    expect(parsed.so_ngay_ke_toi_da).toBeUndefined();
    expect(parsed.ma_icd_man_tinh).toBeUndefined();
    expect(parsed.so_ngay_cho_hang).toBeUndefined();
  });

  it("refuse an emptied rule in the form, with the rule's own message", () => {
    expect(organisationSettingsFieldsSchema.safeParse({ ...identity, ...rules }).success).toBe(true);
    const emptied = organisationSettingsFieldsSchema.safeParse({
      ...identity,
      ...rules,
      so_ngay_gay_nghien: undefined,
      so_ngay_an_toan: undefined,
    });
    expect(emptied.success).toBe(false);
    expect(emptied.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['so_ngay_gay_nghien', 'validation.days_limit'],
      ['so_ngay_an_toan', 'validation.lead_time_days'],
    ]);
  });
});
