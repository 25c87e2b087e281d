import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { TENDER_NEARLY_USED_RATIO, type TenderLine } from '@kho/contracts';
import type { Executor } from '../../db/client';
import { goiThauChiTiet, hangHoa } from '../../db/schema/index';
import { newId } from '../../platform/ids';

/** One line as the form or the import names it: the goods item, awarded quantity and unit price. */
export interface TenderLineValues {
  hang_hoa_id: string;
  so_luong_trung: number;
  don_gia_trung: number;
  nhom_thau: string | null;
  ma_nha_thau: string | null;
  dam_phan_gia: boolean;
}

/** What a merge could not do because goods were already received under the line. */
export interface LineMergeConflicts {
  /** Goods whose new awarded quantity is below what was received. */
  belowReceived: string[];
  /** Goods left out of the new list although goods were received under them. */
  removedReceived: string[];
}

const line = goiThauChiTiet;

/** Remaining and share used are computed in SQL on numeric, so 0.1 + 0.2 never drifts. */
const lineColumns = {
  id: line.id,
  hang_hoa_id: line.hang_hoa_id,
  hang_hoa_ma: hangHoa.ma,
  hang_hoa_ten: hangHoa.ten,
  don_vi_tinh: hangHoa.don_vi_tinh,
  so_luong_trung: line.so_luong_trung,
  don_gia_trung: line.don_gia_trung,
  so_luong_da_nhap: line.so_luong_da_nhap,
  so_luong_con_lai: sql<number>`${line.so_luong_trung} - ${line.so_luong_da_nhap}`.mapWith(Number),
  ty_le_da_dung: sql<number>`round(${line.so_luong_da_nhap} / ${line.so_luong_trung}, 4)`.mapWith(Number),
  sap_het: sql<boolean>`${line.so_luong_da_nhap} >= ${line.so_luong_trung} * ${TENDER_NEARLY_USED_RATIO}::numeric`,
  nhom_thau: line.nhom_thau,
  ma_nha_thau: line.ma_nha_thau,
  dam_phan_gia: line.dam_phan_gia,
};

/** The lines of one tender with their goods, in goods-code order (TT_THAU is the caller's, it knows the header). */
export function selectTenderLines(
  exec: Executor,
  organisationId: string,
  tenderId: string,
): Promise<Omit<TenderLine, 'tt_thau'>[]> {
  return exec
    .select(lineColumns)
    .from(line)
    .innerJoin(hangHoa, eq(hangHoa.id, line.hang_hoa_id))
    .where(and(eq(line.goi_thau_id, tenderId), eq(line.to_chuc_id, organisationId)))
    .orderBy(asc(hangHoa.ma), asc(line.id));
}

/** Received quantity per goods item of a tender (the import preview compares against it). */
export async function receivedByGoods(
  exec: Executor,
  organisationId: string,
  tenderId: string,
): Promise<Map<string, number>> {
  const rows = await exec
    .select({ hang_hoa_id: line.hang_hoa_id, so_luong_da_nhap: line.so_luong_da_nhap })
    .from(line)
    .where(and(eq(line.goi_thau_id, tenderId), eq(line.to_chuc_id, organisationId)));
  return new Map(rows.map((r) => [r.hang_hoa_id, r.so_luong_da_nhap]));
}

/**
 * Saves the given lines of a tender, matched by goods: new goods are inserted, existing ones get
 * the new quantity and price, and with `removeMissing` lines left out are deleted. Every condition
 * that protects received goods sits in the statement itself (the row lock a receipt also takes),
 * so a receipt committing meanwhile cannot slip under it. The caller rolls back on any conflict.
 */
export async function mergeTenderLines(
  exec: Executor,
  organisationId: string,
  tenderId: string,
  lines: TenderLineValues[],
  removeMissing: boolean,
): Promise<LineMergeConflicts> {
  const conflicts: LineMergeConflicts = { belowReceived: [], removedReceived: [] };
  const goodsIds = lines.map((l) => l.hang_hoa_id);
  if (removeMissing) {
    const ofTender = and(
      eq(line.goi_thau_id, tenderId),
      eq(line.to_chuc_id, organisationId),
      notInArray(line.hang_hoa_id, goodsIds),
    );
    await exec.delete(line).where(and(ofTender, eq(line.so_luong_da_nhap, 0)));
    const kept = await exec.select({ hang_hoa_id: line.hang_hoa_id }).from(line).where(ofTender);
    conflicts.removedReceived = kept.map((r) => r.hang_hoa_id);
  }
  if (lines.length === 0) return conflicts;
  const saved = await exec
    .insert(line)
    .values(lines.map((l) => ({ id: newId(), to_chuc_id: organisationId, goi_thau_id: tenderId, ...l })))
    .onConflictDoUpdate({
      target: [line.goi_thau_id, line.hang_hoa_id],
      set: {
        so_luong_trung: sql`excluded.so_luong_trung`,
        don_gia_trung: sql`excluded.don_gia_trung`,
        nhom_thau: sql`excluded.nhom_thau`,
        ma_nha_thau: sql`excluded.ma_nha_thau`,
        dam_phan_gia: sql`excluded.dam_phan_gia`,
      },
      setWhere: sql`${line.so_luong_da_nhap} <= excluded.so_luong_trung`,
    })
    .returning({ hang_hoa_id: line.hang_hoa_id });
  const savedIds = new Set(saved.map((r) => r.hang_hoa_id));
  conflicts.belowReceived = goodsIds.filter((id) => !savedIds.has(id));
  return conflicts;
}

/** Whether any line of the tender has received goods (then the tender is kept, not deleted). */
export async function hasReceivedLines(
  exec: Executor,
  organisationId: string,
  tenderId: string,
): Promise<boolean> {
  const rows = await exec
    .select({ id: line.id })
    .from(line)
    .where(
      and(
        eq(line.goi_thau_id, tenderId),
        eq(line.to_chuc_id, organisationId),
        sql`${line.so_luong_da_nhap} > 0`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A line's quantities after a change, as the receipt that caused it needs them. */
export interface TenderLineBalance {
  id: string;
  goi_thau_id: string;
  hang_hoa_id: string;
  so_luong_trung: number;
  so_luong_da_nhap: number;
  so_luong_con_lai: number;
}

const balanceColumns = {
  id: line.id,
  goi_thau_id: line.goi_thau_id,
  hang_hoa_id: line.hang_hoa_id,
  so_luong_trung: line.so_luong_trung,
  so_luong_da_nhap: line.so_luong_da_nhap,
  so_luong_con_lai: sql<number>`${line.so_luong_trung} - ${line.so_luong_da_nhap}`.mapWith(Number),
};

/** The quantity travels as text and is cast in SQL, so the arithmetic is numeric, not float. */
const asNumeric = (quantity: number) => sql`${String(quantity)}::numeric`;

/**
 * Adds a received quantity in one conditional UPDATE: under PostgreSQL's row lock a concurrent
 * receipt re-checks the condition against the committed total, so two receipts racing for the
 * last units cannot both pass. Undefined when the line is missing or the quantity does not fit.
 */
export async function addReceived(
  exec: Executor,
  organisationId: string,
  lineId: string,
  quantity: number,
  allowOverrun: boolean,
): Promise<TenderLineBalance | undefined> {
  const fits = allowOverrun
    ? undefined
    : sql`${line.so_luong_da_nhap} + ${asNumeric(quantity)} <= ${line.so_luong_trung}`;
  const [row] = await exec
    .update(line)
    .set({ so_luong_da_nhap: sql`${line.so_luong_da_nhap} + ${asNumeric(quantity)}` })
    .where(and(eq(line.id, lineId), eq(line.to_chuc_id, organisationId), fits))
    .returning(balanceColumns);
  return row;
}

/** Takes back a received quantity (goods returned to the supplier); never below zero. */
export async function subtractReceived(
  exec: Executor,
  organisationId: string,
  lineId: string,
  quantity: number,
): Promise<TenderLineBalance | undefined> {
  const [row] = await exec
    .update(line)
    .set({ so_luong_da_nhap: sql`${line.so_luong_da_nhap} - ${asNumeric(quantity)}` })
    .where(
      and(
        eq(line.id, lineId),
        eq(line.to_chuc_id, organisationId),
        sql`${line.so_luong_da_nhap} >= ${asNumeric(quantity)}`,
      ),
    )
    .returning(balanceColumns);
  return row;
}

export async function findLineBalance(
  exec: Executor,
  organisationId: string,
  lineId: string,
): Promise<TenderLineBalance | undefined> {
  const [row] = await exec
    .select(balanceColumns)
    .from(line)
    .where(and(eq(line.id, lineId), eq(line.to_chuc_id, organisationId)));
  return row;
}
