import type { ProcurementPlanRow } from '@kho/contracts';
import { describe, expect, it } from 'vitest';
import { lineValue, planLines, requestLinesOf } from './plan-lines';

const tender = (code: string, left: number, price: number) => ({
  goi_thau_chi_tiet_id: code,
  goi_thau_id: code,
  goi_thau_ma: code,
  so_quyet_dinh: '1/QĐ',
  nha_cung_cap_ten: 'NCC',
  hieu_luc_den: '2027-12-31',
  don_gia_trung: price,
  con_lai: left,
});

const row = (fields: Partial<ProcurementPlanRow>) =>
  ({ hang_hoa_id: 'g', de_xuat: 100, thau: [], ...fields }) as ProcurementPlanRow;

describe('plan lines', () => {
  it('warn again as the quantity is edited and pick a tender that has enough left', () => {
    const plan = row({ thau: [tender('A', 80, 10), tender('B', 150, 12)] });
    const [suggested] = planLines([plan], new Map());
    expect(suggested).toMatchObject({ quantity: 100, edited: false, warnings: [] });
    expect(suggested!.tender?.goi_thau_ma).toBe('B');
    expect(lineValue(suggested!)).toBe(1200);

    const [more] = planLines([plan], new Map([['g', 200]]));
    expect(more).toMatchObject({ quantity: 200, edited: true, warnings: ['VUOT_THAU'] });
    expect(more!.tender?.goi_thau_ma).toBe('B');

    const [less] = planLines([plan], new Map([['g', 50]]));
    expect(less!.tender?.goi_thau_ma).toBe('A');
  });

  it('warn when no tender covers the goods, never for nothing to buy', () => {
    expect(planLines([row({})], new Map())[0]!.warnings).toEqual(['KHONG_CO_THAU']);
    expect(planLines([row({})], new Map([['g', 0]]))[0]!.warnings).toEqual([]);
  });

  it('become request lines with the edited quantity, the suggestion and the chosen tender', () => {
    const lines = planLines(
      [row({ thau: [tender('A', 80, 10)] }), row({ hang_hoa_id: 'h', de_xuat: 5 })],
      new Map([
        ['g', 60],
        ['h', 0],
      ]),
    );
    // A line edited to nothing is left out: a request holds only what is bought.
    expect(requestLinesOf(lines)).toEqual([
      { hang_hoa_id: 'g', so_luong_de_xuat: 100, so_luong: 60, don_gia: 10, goi_thau_chi_tiet_id: 'A' },
    ]);
  });
});
