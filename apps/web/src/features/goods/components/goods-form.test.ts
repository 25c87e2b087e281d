import { goodsFieldsSchema, type GoodsRecord } from '@kho/contracts';
import { describe, expect, it } from 'vitest';
import { goodsToForm } from './goods-form';

const base = {
  ...goodsToForm(null, '0190a0a0-0000-7000-8000-000000000001'),
  ma: 'AMOX',
  ten: 'Amox',
  don_vi_tinh: 'Viên',
};
const messages = (values: Record<string, unknown>) => {
  const parsed = goodsFieldsSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the goods form: procurement planning', () => {
  it('starts empty (inherited) for a new item and shows what an item sets', () => {
    expect(base).toMatchObject({ so_ngay_cho_hang: null, so_ngay_an_toan: null, so_luong_dong_goi: null });
    const record = { so_ngay_cho_hang: 45, so_ngay_an_toan: 0, so_luong_dong_goi: 100 } as GoodsRecord;
    expect(goodsToForm(record)).toMatchObject({
      so_ngay_cho_hang: 45,
      so_ngay_an_toan: 0,
      so_luong_dong_goi: 100,
    });
  });

  it('sends an emptied field as null (inherit) and refuses days outside 0..365 or a pack below 1', () => {
    // An emptied number field hands the form undefined.
    const parsed = goodsFieldsSchema.parse({
      ...base,
      so_ngay_cho_hang: undefined,
      so_luong_dong_goi: undefined,
    });
    expect(parsed).toMatchObject({ so_ngay_cho_hang: null, so_ngay_an_toan: null, so_luong_dong_goi: null });
    expect(messages({ ...base, so_ngay_cho_hang: 0, so_ngay_an_toan: 365, so_luong_dong_goi: 1 })).toEqual(
      [],
    );
    expect(messages({ ...base, so_ngay_cho_hang: 366, so_ngay_an_toan: 1.5, so_luong_dong_goi: 0 })).toEqual([
      ['so_ngay_cho_hang', 'validation.lead_time_days'],
      ['so_ngay_an_toan', 'validation.lead_time_days'],
      ['so_luong_dong_goi', 'validation.pack_size'],
    ]);
  });
});
