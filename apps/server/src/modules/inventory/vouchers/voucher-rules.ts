import { ERROR_CODES } from '@kho/contracts';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { rememberForRequest, warehouseAccessKey } from '../../../platform/request-memo';
import { findActiveGoods, findBatches, findWarehouses } from '../engine/lookups.repository';

/**
 * Every warehouse named must be an active one of the organisation (another's is "not found").
 * With `actor`, the same statement reads whether that user may act in each, and the request
 * remembers it for the access check that follows (`requireWarehouseAccess`): one statement for both.
 */
export async function assertWarehousesInOrganisation(
  exec: Executor,
  organisationId: string,
  ids: string[],
  actor?: string,
): Promise<Map<string, { ten: string; loai_kho: string }>> {
  const unique = [...new Set(ids)];
  const rows = await findWarehouses(exec, organisationId, unique, actor);
  if (rows.length !== unique.length || rows.some((r) => !r.hoat_dong)) {
    throw notFound('inventory.warehouse_not_found');
  }
  if (actor) for (const r of rows) if (r.may_act) rememberForRequest(warehouseAccessKey(actor, r.id), true);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every goods item named must be active in the organisation; answers "code - name" per id. */
export async function assertGoodsKnown(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const rows = await findActiveGoods(exec, organisationId, unique);
  if (rows.length !== unique.length) {
    const known = new Set(rows.map((r) => r.id));
    const missing = unique.filter((id) => !known.has(id));
    throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'inventory.goods_not_found', {
      codes: missing.join(', '),
    });
  }
  return new Map(rows.map((r) => [r.id, `${r.ma} - ${r.ten}`]));
}

/** A batch a line names must be of the organisation and of that line's goods. */
export async function assertBatchesOfGoods(
  exec: Executor,
  organisationId: string,
  lines: { hang_hoa_id: string; lo_hang_id: string | null }[],
): Promise<void> {
  const named = lines.filter((l) => l.lo_hang_id);
  if (named.length === 0) return;
  const batches = await findBatches(
    exec,
    organisationId,
    named.map((l) => l.lo_hang_id!),
  );
  const goodsOf = new Map(batches.map((b) => [b.id, b.hang_hoa_id]));
  if (named.some((l) => goodsOf.get(l.lo_hang_id!) !== l.hang_hoa_id)) {
    throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'inventory.batch_not_found');
  }
}
