import type { CommitteeMember, StocktakeLine } from '@kho/contracts';
import { VAI_TRO_HOI_DONG } from '@kho/contracts';
import { roundMoney, type CountValue } from './variance';
import { goodsName } from '../../../lib/catalogues/goods-name';

/** One row of the printed minutes (form 11D): a batch with book, actual and damaged figures. */
export interface MinutesRow {
  key: string;
  stt: number;
  name: string;
  unit: string;
  price: number;
  lot: string;
  country: string;
  expiry: string;
  bookQty: number;
  bookValue: number;
  actualQty: number | null;
  actualValue: number | null;
  damaged: number;
  note: string;
}

export function minutesRows(
  lines: readonly StocktakeLine[],
  countOf: (id: string) => CountValue | undefined,
): MinutesRow[] {
  return lines.map((line) => {
    const count = countOf(line.id);
    const actual = count?.so_luong_thuc_te ?? null;
    return {
      key: line.id,
      stt: line.stt,
      name: goodsName(line.hang_hoa_ten, line.ham_luong),
      unit: line.don_vi_tinh,
      price: line.don_gia,
      lot: line.so_lo,
      country: line.nuoc_san_xuat ?? '',
      expiry: line.han_dung,
      bookQty: line.so_luong_so_sach,
      bookValue: roundMoney(line.so_luong_so_sach * line.don_gia),
      actualQty: actual,
      actualValue: actual === null ? null : roundMoney(actual * line.don_gia),
      damaged: count?.so_luong_hong ?? 0,
      note: count?.ghi_chu ?? '',
    };
  });
}

/** The committee in signing order: chair, secretary, members (each in the order entered). */
export function signingOrder(members: readonly CommitteeMember[]): CommitteeMember[] {
  const rank = (m: CommitteeMember) => VAI_TRO_HOI_DONG.indexOf(m.vai_tro);
  return [...members].sort((a, b) => rank(a) - rank(b) || a.stt - b.stt);
}
