import { ERROR_CODES } from '@kho/contracts';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { findWarehouseSource } from './requests.repository';
import type { PrepareContext, PreparedVoucher } from '../vouchers/voucher-kind';
import { assertGoodsKnown, assertWarehousesInOrganisation } from '../vouchers/voucher-rules';
import type { GrantedLine } from '../engine/vouchers.repository';

const rule = (key: ConstructorParameters<typeof AppError>[2], params?: Record<string, string | number>) =>
  new AppError(422, ERROR_CODES.BUSINESS_RULE, key, params);

/**
 * A cabinet or dispensary deals with its own source warehouse only (kho_nguon_id): it requisitions
 * from it and returns medicines to it.
 */
export async function assertOwnSource(
  exec: Executor,
  organisationId: string,
  warehouseId: string,
  sourceId: string,
  wrongKey: 'inventory.requisition_wrong_source' | 'inventory.return_wrong_destination',
): Promise<void> {
  const warehouse = await findWarehouseSource(exec, organisationId, warehouseId);
  if (!warehouse) throw notFound('inventory.warehouse_not_found');
  if (!warehouse.kho_nguon_id) throw rule('inventory.no_source_warehouse', { warehouse: warehouse.ten });
  if (warehouse.kho_nguon_id !== sourceId) {
    throw rule(wrongKey, { warehouse: warehouse.ten, source: warehouse.kho_nguon_ten ?? '' });
  }
}

/**
 * What every request between a cabinet (or dispensary) and its source checks first: both
 * warehouses in the organisation, the asking one tied to the other as its source, the goods known.
 * Answers the words the voucher is found by: the asking warehouse, the source, reason and notes.
 */
export async function prepareOwnSourceRequest(
  tx: Executor,
  { organisationId, actor }: PrepareContext,
  request: {
    asking: string;
    source: string;
    wrongSource: Parameters<typeof assertOwnSource>[4];
    goodsIds: string[];
    words: (string | null)[];
  },
): Promise<PreparedVoucher['searchParts']> {
  const warehouses = await assertWarehousesInOrganisation(
    tx,
    organisationId,
    [request.source, request.asking],
    actor,
  );
  await assertOwnSource(tx, organisationId, request.asking, request.source, request.wrongSource);
  await assertGoodsKnown(tx, organisationId, request.goodsIds);
  return [warehouses.get(request.asking)?.ten, warehouses.get(request.source)?.ten, ...request.words];
}

/** Lines of requisitions and returns: goods, quantity and (returns) the batch; priced when batches are taken. */
export function plainLines(
  lines: { hang_hoa_id: string; lo_hang_id?: string | null; so_luong: number; ghi_chu: string | null }[],
  tenderLineOf: (line: { lo_hang_id?: string | null }) => string | null = () => null,
): PreparedVoucher['lines'] {
  return lines.map((l) => ({
    hang_hoa_id: l.hang_hoa_id,
    lo_hang_id: l.lo_hang_id ?? null,
    so_luong: l.so_luong,
    don_gia: null,
    vat: 0,
    chiet_khau: 0,
    thanh_tien: null,
    so_lo: null,
    han_dung: null,
    ngay_san_xuat: null,
    ma_vach: null,
    goi_thau_chi_tiet_id: tenderLineOf(l),
    ghi_chu: l.ghi_chu,
  }));
}

/**
 * What the approver grants per line: lines not named in full; less than asked needs a reason; more
 * than asked, a line of another voucher, or nothing at all is refused.
 */
export function approvedQuantities(
  lines: { id: string; hang_hoa_id: string; so_luong: number }[],
  named: GrantedLine[] | undefined,
  goodsName: (goodsId: string) => string,
): GrantedLine[] {
  const byId = new Map((named ?? []).map((n) => [n.id, n]));
  const known = new Set(lines.map((l) => l.id));
  if (byId.size !== (named ?? []).length || [...byId.keys()].some((id) => !known.has(id))) {
    throw rule('inventory.approval_line_unknown');
  }
  const approved = lines.map((line) => {
    const asked = Number(line.so_luong);
    const given = byId.get(line.id);
    if (!given) return { id: line.id, so_luong_duyet: asked, ly_do_dieu_chinh: null };
    const goods = goodsName(line.hang_hoa_id);
    if (given.so_luong_duyet > asked) throw rule('inventory.approved_above_asked', { goods, asked });
    if (given.so_luong_duyet < asked && !given.ly_do_dieu_chinh) {
      throw rule('inventory.approval_reason_required', { goods });
    }
    return {
      id: line.id,
      so_luong_duyet: given.so_luong_duyet,
      ly_do_dieu_chinh: given.so_luong_duyet < asked ? given.ly_do_dieu_chinh : null,
    };
  });
  if (approved.every((l) => l.so_luong_duyet === 0)) throw rule('inventory.approved_all_zero');
  return approved;
}
