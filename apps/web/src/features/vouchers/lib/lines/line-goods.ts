import type { GoodsSuggestion, VoucherDetail } from '@kho/contracts';

/** What a line shows of its goods besides the inputs. */
export interface LineGoods {
  ma: string;
  ten: string;
  ham_luong: string | null;
  don_vi_tinh: string;
}

/** The goods of the saved lines, by goods id (a receipt may hold one item on several lines). */
export function lineGoodsOf(detail: VoucherDetail | null): Record<string, LineGoods> {
  const goods: Record<string, LineGoods> = {};
  for (const line of detail?.chi_tiet ?? []) {
    goods[line.hang_hoa_id] = {
      ma: line.hang_hoa_ma,
      ten: line.hang_hoa_ten,
      ham_luong: line.ham_luong,
      don_vi_tinh: line.don_vi_tinh,
    };
  }
  return goods;
}

export function lineGoodsOfSuggestion(goods: GoodsSuggestion): LineGoods {
  return { ma: goods.ma, ten: goods.ten, ham_luong: goods.ham_luong, don_vi_tinh: goods.don_vi_tinh };
}

export function goodsLabel(goods: LineGoods | undefined, fallback: string): string {
  return goods ? `${goods.ma} - ${goods.ten}` : fallback;
}
