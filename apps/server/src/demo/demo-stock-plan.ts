/**
 * What the demo hospital bought and when, as pure data: lots, expiries, quantities and prices of
 * every receipt line. demo-stock.ts feeds it to the inventory engine. Deterministic: a fixed-seed
 * generator and dates counted from the organisation's today, so every first start looks alike.
 */

/** mulberry32: a tiny generator with a fixed seed, so the demo is the same on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** ISO date `days` after an ISO date (negative: before). */
export function shiftDate(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface PlanGoods {
  id: string;
  ten: string;
  gia_ban: number;
  ton_toi_thieu: number;
  ton_toi_da: number;
  ma_vach: string | null;
  hang_san_xuat: string | null;
  duong_dung: string | null;
  /** Root of its goods group: TD, DY, VT, HC. */
  nhom_goc: string;
}

export interface TenderOffer {
  goi_thau_id: string;
  nha_cung_cap_ma: string;
  don_gia_trung: number;
}

export interface PlannedLine {
  goods: PlanGoods;
  so_lo: string;
  han_dung: string;
  ngay_san_xuat: string;
  so_luong: number;
  don_gia: number;
  ma_vach: string | null;
}

/** One receipt voucher: a supplier's delivery on a day, under a tender or bought directly. */
export interface PlannedReceipt {
  date: string;
  nha_cung_cap_ma: string;
  goi_thau_id: string | null;
  lines: PlannedLine[];
}

/** Batches whose expiry shows the warnings of the default rules (canhBaoTonKhoLoHang). */
export const EXPIRY_SHOWCASE: [name: string, daysFromToday: number][] = [
  ['Vitamin K1 1mg/0,5ml', -17], // expired, waiting for destruction
  ['Kẽm gluconat 70mg', 21], // HSD_30_NGAY
  ['Nước cất pha tiêm 5ml', 27],
  ['Loratadin 10mg', 48], // HSD_3_THANG
  ['Glucose 30% 5ml', 75], // also reaches the ward cabinets, first expiry first out
  ['Bông viên 0,5g', 85],
  ['Cetirizin 10mg', 118], // HSD_6_THANG
  ['Vitamin B1 100mg/ml', 140],
  ['Prednisolon 5mg', 165],
];

/** Goods the main store received too little of: below their minimum on the stock screen. */
export const BELOW_MINIMUM = [
  'Meloxicam 7,5mg',
  'Celecoxib 200mg',
  'Fexofenadin 180mg',
  'Gabapentin 300mg',
  'Hoạt huyết dưỡng não',
  'Băng thun 10cm',
  'Khẩu trang N95',
  'Povidon iod 10% 90ml',
];

/**
 * Ordinary medicines of the medicines tender (demo-catalogues.ts) the outpatient dispensary also
 * stocks, besides its usual third of the oral medicines: the demo's dispensed prescriptions are
 * written from them, in this order, so their insurance XML has every code, TT_THAU included.
 */
export const OUTPATIENT_TENDER_GOODS = [
  'Ibuprofen 400mg',
  'Piroxicam 20mg',
  'Paracetamol 500mg',
  'Alphachymotrypsin 4200 IU',
  'Rotunda 30mg',
];

/** A supply of the supplies tender the dispensary hands to insured outpatients (XML3 on the demo). */
export const OUTPATIENT_TENDER_SUPPLY = 'Bơm tiêm insulin 1ml';

/** Suppliers by manufacturer (a maker that distributes its own goods), then by kind of goods. */
const SUPPLIER_OF_MAKER: [fragment: string, supplier: string][] = [
  ['Dược Hậu Giang', 'DHG'],
  ['Imexpharm', 'IMEXPHARM'],
  ['B. Braun', 'BBRAUN'],
  ['Danameco', 'DANAMECO'],
  ['MPV', 'MPV'],
  ['Bidiphar', 'BIDIPHAR'],
];

function directSupplier(goods: PlanGoods, index: number): string {
  const maker = SUPPLIER_OF_MAKER.find(([fragment]) => goods.hang_san_xuat?.includes(fragment));
  if (maker) return maker[1];
  if (goods.nhom_goc === 'DY') return 'PHYTOPHARMA';
  if (goods.nhom_goc === 'VT') return 'DANAMECO';
  if (goods.nhom_goc === 'HC') return 'VIMEDIMEX';
  return index % 2 === 0 ? 'CPC1' : 'VIMEDIMEX';
}

/** A delivery's quantity: 40-80% of the maximum stock, in whole packs; far less of costly goods. */
function deliveryQuantity(goods: PlanGoods, random: () => number): number {
  if (goods.gia_ban >= 500_000) return 24 + 6 * Math.floor(random() * 5);
  const pack = goods.ton_toi_da >= 1000 ? 50 : 10;
  const quantity = goods.ton_toi_da * (0.4 + random() * 0.4);
  return Math.max(pack, Math.round(quantity / pack) * pack);
}

/**
 * The receipts of the scenario: a first delivery of nearly every goods item about four months ago,
 * and a second delivery of a quarter of them (and of the cabinets' emergency items) two months ago.
 * Tender goods come from the tender's supplier at the awarded price; the rest are bought directly.
 */
export function planReceipts(input: {
  today: string;
  goods: PlanGoods[];
  tenderOf: Map<string, TenderOffer>;
  restocked: Set<string>;
  firstDelivery: string;
  secondDelivery: string;
}): PlannedReceipt[] {
  const random = seededRandom(20_240_7);
  const showcase = new Map(EXPIRY_SHOWCASE);
  const low = new Set(BELOW_MINIMUM);
  const vouchers = new Map<string, PlannedReceipt>();
  let lotSequence = 11;

  const line = (goods: PlanGoods, arrival: string, quantity: number, expiry: string, price: number) => {
    const made = shiftDate(arrival, -60 - Math.floor(random() * 180));
    lotSequence = (lotSequence % 89) + 11;
    return {
      goods,
      so_lo: `B${made.slice(2, 4)}${made.slice(5, 7)}${lotSequence}`,
      han_dung: expiry,
      ngay_san_xuat: made,
      so_luong: quantity,
      don_gia: price,
      // Some suppliers print the GTIN on the batch; the scan field finds the goods by it.
      ma_vach: lotSequence % 5 === 0 ? goods.ma_vach : null,
    };
  };
  const add = (date: string, index: number, goods: PlanGoods, planned: PlannedLine) => {
    const tender = input.tenderOf.get(goods.id);
    const supplier = tender?.nha_cung_cap_ma ?? directSupplier(goods, index);
    const key = `${date}|${supplier}|${tender?.goi_thau_id ?? ''}`;
    const voucher = vouchers.get(key) ?? {
      date,
      nha_cung_cap_ma: supplier,
      goi_thau_id: tender?.goi_thau_id ?? null,
      lines: [],
    };
    voucher.lines.push(planned);
    vouchers.set(key, voucher);
  };

  input.goods.forEach((goods, index) => {
    const special = showcase.get(goods.ten);
    // About one item in twelve was never bought: the catalogue holds more than the store stocks.
    const needed = special !== undefined || low.has(goods.ten) || input.restocked.has(goods.id);
    if (!needed && !input.tenderOf.has(goods.id) && index % 12 === 7) return;
    const price = input.tenderOf.get(goods.id)?.don_gia_trung ?? Math.round(goods.gia_ban * 0.95);
    let first = low.has(goods.ten)
      ? Math.max(1, Math.round(goods.ton_toi_thieu * 0.6))
      : deliveryQuantity(goods, random);
    // The expired lot was a small short-dated delivery; what is left waits for destruction.
    if (special !== undefined && special < 0) first = Math.max(10, Math.round(first / 200) * 10);
    const firstExpiry = shiftDate(input.today, special ?? 300 + Math.floor(random() * 700));
    add(input.firstDelivery, index, goods, line(goods, input.firstDelivery, first, firstExpiry, price));
    if (input.restocked.has(goods.id) || (index % 4 === 1 && !low.has(goods.ten))) {
      const second = Math.max(1, Math.round(first / 2));
      const expiry = shiftDate(input.today, 500 + Math.floor(random() * 600));
      add(input.secondDelivery, index, goods, line(goods, input.secondDelivery, second, expiry, price));
    }
  });
  return [...vouchers.values()].sort((a, b) =>
    a.date === b.date ? a.nha_cung_cap_ma.localeCompare(b.nha_cung_cap_ma) : a.date.localeCompare(b.date),
  );
}
