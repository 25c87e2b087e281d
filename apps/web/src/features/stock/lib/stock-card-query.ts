import { startOfMonth } from 'date-fns';
import { DEFAULT_PAGE_SIZE, type LoaiPhieu, type StockCardQuery } from '@kho/contracts';
import type { QueryParams } from '../../../lib/api/api-client';
import { isoDay } from '../../../lib/i18n/dates';

/**
 * The stock card (thẻ kho) opened over the stock screen, kept in the URL so the card of an item
 * can be shared: `the_kho` = goods item id, `the_kho_lo` = batch, `the_kho_tu` / `the_kho_den` =
 * date range (yyyy-MM-dd), `the_kho_trang` = page. Pure, so it is unit-tested.
 */
export interface StockCardState {
  goodsId: string;
  batchId: string;
  from: string;
  to: string;
  page: number;
}

export const STOCK_CARD_KEYS = [
  'the_kho',
  'the_kho_lo',
  'the_kho_tu',
  'the_kho_den',
  'the_kho_trang',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Search = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The default range: from the first day of the current month to today. */
export function defaultCardRange(today: Date): { from: string; to: string } {
  return { from: isoDay(startOfMonth(today)), to: isoDay(today) };
}

/** The card the URL asks for, or null when none is open. */
export function readStockCardState(search: Search, today: Date): StockCardState | null {
  const goodsId = text(search.the_kho);
  if (!goodsId) return null;
  const range = defaultCardRange(today);
  const from = text(search.the_kho_tu);
  const to = text(search.the_kho_den);
  const page = Number.parseInt(text(search.the_kho_trang), 10);
  return {
    goodsId,
    batchId: text(search.the_kho_lo),
    from: ISO_DATE.test(from) ? from : range.from,
    to: ISO_DATE.test(to) ? to : range.to,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** URL keys that open a card, or close it (null). Defaults stay out of the URL. */
export function stockCardSearch(state: Partial<StockCardState> & { goodsId: string }, today: Date): Search;
export function stockCardSearch(state: null): Search;
export function stockCardSearch(
  state: (Partial<StockCardState> & { goodsId: string }) | null,
  today?: Date,
): Search {
  if (!state) return Object.fromEntries(STOCK_CARD_KEYS.map((key) => [key, undefined]));
  // The overloads ask for today with a card to open.
  const range = defaultCardRange(today!);
  return {
    the_kho: state.goodsId,
    the_kho_lo: state.batchId || undefined,
    the_kho_tu: state.from && state.from !== range.from ? state.from : undefined,
    the_kho_den: state.to && state.to !== range.to ? state.to : undefined,
    the_kho_trang: state.page && state.page > 1 ? state.page : undefined,
  };
}

export function toStockCardQuery(
  state: StockCardState,
  scope: { organisationId: string; warehouseId: string },
  paged = true,
): QueryParams & StockCardQuery {
  return {
    to_chuc: scope.organisationId,
    kho_id: scope.warehouseId,
    hang_hoa_id: state.goodsId,
    lo_hang_id: state.batchId || undefined,
    tu_ngay: state.from,
    den_ngay: state.to,
    ...(paged ? { page: state.page, page_size: DEFAULT_PAGE_SIZE } : { page: 1, page_size: 100 }),
  };
}

/**
 * Where a movement's voucher opens: its detail page, or its book on that voucher. A dispensing
 * opens the prescriptions screen, which looks the voucher up and shows its prescription.
 */
export function voucherLink(kind: LoaiPhieu, id: string): { to: string; search?: Record<string, string> } {
  switch (kind) {
    case 'NHAP_KHO':
      return { to: `/kho-duoc/so-nhap-kho/${id}` };
    case 'XUAT_KHO':
      return { to: `/kho-duoc/so-xuat-kho/${id}` };
    case 'CHUYEN_KHO':
      return { to: '/kho-duoc/so-chuyen-kho', search: { phieu: id } };
    case 'LINH_HANG':
      return { to: '/kho-duoc/so-linh-hang-hoa', search: { phieu: id } };
    case 'TRA_THUOC':
      return { to: '/kho-duoc/so-tra-thuoc', search: { phieu: id } };
    case 'TRA_HANG':
      return { to: '/kho-duoc/so-tra-hang-hoa', search: { phieu: id } };
    case 'KIEM_KE':
      return { to: '/kho-duoc/so-kiem-kho', search: { phieu: id } };
    case 'CAP_PHAT':
      return { to: '/kho-duoc/don-thuoc', search: { phieu: id } };
  }
}
