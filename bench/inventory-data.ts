/**
 * Large, consistent inventory data for benchmarks (issue 5): an organisation with goods groups,
 * goods, suppliers, warehouses, batches (lo_hang), completed vouchers (phieu_kho), their ledger
 * rows (the_kho) and the stock rows (ton_kho) that sum them.
 *
 * Everything past the few hundred catalogue rows is written set-based (generate_series into
 * temporary tables, then one INSERT ... SELECT per table) inside one transaction, so it runs at the
 * same speed on every PostgreSQL and on a pool (temporary tables live on one connection).
 *
 * Shape of the data:
 * - batch i belongs to goods i mod G and to warehouse i mod W; it is received on a day spread
 *   evenly over the last `years` years and expires 1 to 3 years after;
 * - its ledger is one receipt row, then issues dated between the receipt and the earlier of today
 *   and the day before expiry; the first 1 % of the goods move ten times as often (the "busy"
 *   items a stock card is asked for);
 * - batches that expired were mostly issued to zero, live ones partly, in proportion to their age;
 * - ledger rows are grouped into completed vouchers: per warehouse, kind and day, at most
 *   `linesPerVoucher` rows each, numbered PN-/PX-YYYY-nnnnn as the app numbers them (the counter
 *   `so_phieu_tu_tang` continues after them). Voucher lines and allocations are not generated:
 *   no read measured here uses them;
 * - ton_kho is the ledger's sum per warehouse and batch, by construction, and checked afterwards.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@kho/contracts';
import { queryRows, type Db } from '../apps/server/src/db/client';
import {
  hangHoa,
  khoa,
  kho,
  nguoiDung,
  nhaCungCap,
  nhanVien,
  nhanVienKhoa,
  nhomHangHoa,
  thanhVienToChuc,
  toChuc,
} from '../apps/server/src/db/schema/index';
import { goodsSearchKey } from '../apps/server/src/modules/goods/goods.repository';
import {
  ledgerMismatches,
  monthTotalMismatches,
  summaryMismatches,
} from '../apps/server/src/modules/inventory/stock/ledger-check.repository';
import { newId } from '../apps/server/src/platform/ids';
import { generateStock } from './inventory-stock-data';

export interface InventoryDataOptions {
  goods: number;
  /** 0 for catalogues only (no stock). */
  batches: number;
  /** Ledger rows; at least one per batch (its receipt). */
  ledger: number;
  years?: number;
  warehouses?: number;
  linesPerVoucher?: number;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

export interface InventoryData {
  organisationId: string;
  /** An administrator of the organisation (acts in every warehouse). */
  userId: string;
  warehouseIds: string[];
  supplierIds: string[];
  goodsIds: string[];
  /** The goods item with the most ledger rows in the first warehouse (for the stock card). */
  busyGoodsId: string | undefined;
  counts: { goods: number; batches: number; ledger: number; vouchers: number; stockRows: number };
  /** Rows where ton_kho differs from the ledger's sum (or from reservations): 0 when consistent. */
  mismatches: number;
  seconds: number;
}

const INGREDIENTS = [
  ['Paracetamol', '500 mg', 'Viên nén'],
  ['Amoxicillin', '500 mg', 'Viên nang'],
  ['Amoxicillin + Acid clavulanic', '875 mg/125 mg', 'Viên nén'],
  ['Ceftriaxone', '1 g', 'Lọ bột pha tiêm'],
  ['Cefuroxim', '500 mg', 'Viên nén'],
  ['Natri clorid', '0,9% 500 ml', 'Chai dịch truyền'],
  ['Glucose', '5% 500 ml', 'Chai dịch truyền'],
  ['Omeprazol', '20 mg', 'Viên nang'],
  ['Esomeprazol', '40 mg', 'Lọ bột pha tiêm'],
  ['Metformin', '850 mg', 'Viên nén'],
  ['Insulin người', '100 IU/ml 10 ml', 'Lọ tiêm'],
  ['Morphin hydroclorid', '10 mg/ml', 'Ống tiêm'],
  ['Diazepam', '5 mg', 'Viên nén'],
  ['Amlodipin', '5 mg', 'Viên nén'],
  ['Losartan', '50 mg', 'Viên nén'],
  ['Atorvastatin', '20 mg', 'Viên nén'],
  ['Salbutamol', '5 mg/2,5 ml', 'Ống khí dung'],
  ['Vitamin B1', '100 mg/ml', 'Ống tiêm'],
  ['Kali clorid', '500 mg', 'Viên nén'],
  ['Adrenalin', '1 mg/ml', 'Ống tiêm'],
] as const;
const SUPPLIES = [
  'Bơm tiêm 5 ml',
  'Kim luồn 22G',
  'Gạc phẫu thuật 10x10',
  'Găng tay khám cỡ M',
  'Dây truyền dịch',
];
const MAKERS = [
  'Dược Hậu Giang',
  'Imexpharm',
  'Pymepharco',
  'Stellapharm',
  'Domesco',
  'Traphaco',
  'Sanofi',
  'GSK',
];
const GROUPS = [
  'Kháng sinh',
  'Giảm đau hạ sốt',
  'Tim mạch',
  'Tiêu hóa',
  'Nội tiết',
  'Dịch truyền',
  'Vật tư y tế',
];

/** Random per run, so that a second generation into the same database makes other ids. */

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The large organisation the report and planning benches share: 5 000 goods, 200 000 batches and
 * 5 000 000 ledger rows over 3 years in 4 warehouses (BENCH_GOODS, BENCH_BATCHES, BENCH_LEDGER,
 * BENCH_WAREHOUSES scale it down), with its progress and sizes logged.
 */
export async function generateLargeOrganisation(db: Db): Promise<InventoryData> {
  const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const data = await generateInventory(db, {
    goods: env('BENCH_GOODS', 5000),
    batches: env('BENCH_BATCHES', 200_000),
    ledger: env('BENCH_LEDGER', 5_000_000),
    years: 3,
    warehouses: env('BENCH_WAREHOUSES', 4),
    // The generator numbers vouchers with 5 digits a kind and year: 50 lines each keeps 5 M rows under that.
    linesPerVoucher: 50,
    log: (line) => console.log(line),
  });
  const c = data.counts;
  console.log(
    `Generated in ${data.seconds.toFixed(0)} s: ${c.goods} goods, ${c.batches} batches, ${c.ledger} ledger rows, ${data.warehouseIds.length} warehouses`,
  );
  return data;
}

/**
 * A large organisation a kept database (BENCH_KEEP_DATABASE) already holds, if `ready` (a condition
 * on the organisation `o`) says the bench finished preparing it: its id, a member, and its
 * warehouses other than ward cabinets, the main store first.
 */
export async function findGeneratedOrganisation(
  db: Db,
  ready: SQL,
): Promise<{ organisationId: string; userId: string; warehouseIds: string[] } | undefined> {
  const [found] = await queryRows<{ organisationId: string; userId: string; warehouseIds: string[] }>(
    db,
    sql`select o.id as "organisationId",
               (select m.nguoi_dung_id from thanh_vien_to_chuc m where m.to_chuc_id = o.id limit 1) as "userId",
               array(select k.id::text from kho k where k.to_chuc_id = o.id and k.loai_kho <> 'TU_TRUC'
                     order by k.loai_kho <> 'KHO_TONG', k.ma) as "warehouseIds"
        from to_chuc o
        where o.ma like 'BENCH%' and ${ready}
        limit 1`,
  );
  if (found) console.log(`Reusing the data of the kept database (organisation ${found.organisationId})`);
  return found;
}

/** Creates the organisation and its data; answers ids, counts and the ledger = stock check. */
export async function generateInventory(db: Db, options: InventoryDataOptions): Promise<InventoryData> {
  const log = options.log ?? (() => undefined);
  const years = options.years ?? 3;
  const warehouses = options.warehouses ?? 1;
  const perVoucher = options.linesPerVoucher ?? 20;
  const { goods: goodsCount, batches, ledger } = options;
  if (goodsCount < 1 || warehouses < 1) throw new Error('at least one goods item and one warehouse');
  if (batches > 0 && ledger < batches)
    throw new Error('--ledger must be at least --batches (one receipt each)');
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');

  const organisationId = newId();
  const userId = newId();
  await db.insert(nguoiDung).values({
    id: userId,
    ten_dang_nhap: `bench.${tag}`,
    ho_ten: 'Bench Quản Trị',
    email: `bench.${tag}@benhvien.vn`,
    mat_khau_hash: 'x',
  });
  await db.insert(toChuc).values({ id: organisationId, ma: `BENCH${tag}`, ten: `Bệnh viện Bench ${tag}` });
  await db
    .insert(thanhVienToChuc)
    .values({ id: newId(), to_chuc_id: organisationId, nguoi_dung_id: userId, vai_tro: 'QUAN_TRI' });
  const departmentId = newId();
  await db.insert(khoa).values({
    id: departmentId,
    to_chuc_id: organisationId,
    ma: 'KD',
    ten: 'Khoa Dược',
    loai_khoa: 'DUOC',
    tu_khoa: 'kd khoa duoc',
  });
  // The user works in the department, so the header offers its warehouses and the books list.
  const staffId = newId();
  await db.insert(nhanVien).values({
    id: staffId,
    to_chuc_id: organisationId,
    ma: 'NV-BENCH',
    ho_ten: 'Bench Quản Trị',
    nguoi_dung_id: userId,
    tu_khoa: 'nv-bench bench quan tri',
  });
  await db
    .insert(nhanVienKhoa)
    .values({ id: newId(), to_chuc_id: organisationId, nhan_vien_id: staffId, khoa_id: departmentId });
  const warehouseIds = Array.from({ length: warehouses }, () => newId());
  await db.insert(kho).values(
    warehouseIds.map((id, i) => ({
      id,
      to_chuc_id: organisationId,
      khoa_id: departmentId,
      ma: i === 0 ? 'KT' : `KL${i}`,
      ten: i === 0 ? 'Kho tổng' : `Kho lẻ ${i}`,
      loai_kho: i === 0 ? 'KHO_TONG' : 'KHO_LE',
      kho_nguon_id: i === 0 ? null : warehouseIds[0]!,
      tu_khoa: normalizeSearchText(i === 0 ? 'KT Kho tổng' : `KL${i} Kho lẻ ${i}`),
    })),
  );
  const groupIds = GROUPS.map(() => newId());
  await db.insert(nhomHangHoa).values(
    GROUPS.map((ten, i) => ({
      id: groupIds[i]!,
      to_chuc_id: organisationId,
      ma: `N${String(i + 1).padStart(2, '0')}`,
      ten,
      tu_khoa: normalizeSearchText(`N${i + 1} ${ten}`),
    })),
  );
  const supplierIds = Array.from({ length: 20 }, () => newId());
  await db.insert(nhaCungCap).values(
    supplierIds.map((id, i) => ({
      id,
      to_chuc_id: organisationId,
      ma: `NCC${String(i + 1).padStart(3, '0')}`,
      ten: `Công ty Dược phẩm ${MAKERS[i % MAKERS.length]} ${i + 1}`,
      tu_khoa: normalizeSearchText(`NCC${i + 1} cong ty duoc pham ${MAKERS[i % MAKERS.length]}`),
    })),
  );

  const goodsIds: string[] = [];
  const goodsRows = Array.from({ length: goodsCount }, (_, i) => {
    const id = newId();
    goodsIds.push(id);
    const isSupply = i % 10 === 9;
    const [ingredient, strength, form] = INGREDIENTS[i % INGREDIENTS.length]!;
    const maker = MAKERS[Math.floor(i / INGREDIENTS.length) % MAKERS.length]!;
    const fields = {
      ma: `${isSupply ? 'VT' : 'TD'}${String(i).padStart(5, '0')}`,
      ten: isSupply
        ? `${SUPPLIES[Math.floor(i / 10) % SUPPLIES.length]} ${maker}`
        : `${ingredient.split(' ')[0]} ${strength} ${form.toLowerCase()} ${maker}`,
      hoat_chat: isSupply ? null : ingredient,
      ma_vach: `893${String(i).padStart(10, '0')}`,
      so_dang_ky: isSupply ? null : `VD-${10000 + i}-${20 + (i % 6)}`,
    };
    return {
      id,
      to_chuc_id: organisationId,
      ...fields,
      loai_hang_hoa: isSupply ? 'VAT_TU' : 'THUOC',
      ham_luong: isSupply ? null : strength,
      dang_bao_che: isSupply ? null : form,
      don_vi_tinh: isSupply ? 'Cái' : 'Viên',
      hang_san_xuat: maker,
      nhom_hang_hoa_id: isSupply ? groupIds.at(-1)! : groupIds[i % (groupIds.length - 1)]!,
      phan_loai_quan_ly: ingredient.startsWith('Morphin')
        ? 'GAY_NGHIEN'
        : ingredient.startsWith('Diazepam')
          ? 'HUONG_THAN'
          : 'THUONG',
      gia_ban: 500 + (i % 400) * 250,
      ton_toi_thieu: (i % 7) * 50,
      tu_khoa: goodsSearchKey(fields),
    };
  });
  await insertChunked(goodsRows, 1000, (chunk) => db.insert(hangHoa).values(chunk));
  log(`catalogues: ${goodsCount} goods, ${supplierIds.length} suppliers, ${warehouses} warehouses`);

  let counts = { goods: goodsCount, batches: 0, ledger: 0, vouchers: 0, stockRows: 0 };
  let busyGoodsId: string | undefined;
  if (batches > 0) {
    counts = await db.transaction(async (tx) => {
      const result = await generateStock(tx, {
        organisationId,
        userId,
        warehouseIds,
        supplierIds,
        goodsIds,
        batches,
        ledger,
        years,
        perVoucher,
        log,
      });
      return { goods: goodsCount, ...result };
    });
    const [busy] = await queryRows<{ hang_hoa_id: string }>(
      db,
      sql`select hang_hoa_id from the_kho where kho_id = ${warehouseIds[0]!}
          group by hang_hoa_id order by count(*) desc, hang_hoa_id limit 1`,
    );
    busyGoodsId = busy?.hang_hoa_id;
  }
  for (const table of ['hang_hoa', 'lo_hang', 'ton_kho', 'the_kho', 'phieu_kho']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }

  let mismatches = 0;
  for (const warehouseId of warehouseIds) {
    mismatches +=
      (await ledgerMismatches(db, warehouseId)).length +
      (await summaryMismatches(db, warehouseId)).length +
      (await monthTotalMismatches(db, warehouseId)).length;
  }
  return {
    organisationId,
    userId,
    warehouseIds,
    supplierIds,
    goodsIds,
    busyGoodsId,
    counts,
    mismatches,
    seconds: (performance.now() - started) / 1000,
  };
}
