import {
  EDITABLE_STATUSES,
  ERROR_CODES,
  type addFoundBatchSchema,
  type CommitteeMemberInput,
  type createStocktakeSchema,
  type saveCountsSchema,
  type SaveCountsResult,
  type SnapshotDrift,
  type StocktakeDetail,
  type TrangThaiPhieu,
  type updateStocktakeSchema,
  type Voucher,
  type VoucherAction,
} from '@kho/contracts';
import type { z } from 'zod';
import { readTogether, type Executor } from '../../../db/client';
import type { AppContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import type { OrganisationsService } from '../../organisations/organisations.service';
import {
  findBatchFacts,
  findLineOf,
  insertFoundLine,
  onHandIn,
  refreshBookQuantities,
  snapshotScope,
} from './stocktake-stock.repository';
import {
  findGroupName,
  findOpenStocktake,
  findSnapshotDrift,
  findStocktakeHeader,
  insertStocktakeHeader,
  knownStaffIds,
  listCommittee,
  listStocktakeLines,
  markSnapshotTaken,
  refreshStocktakeTotals,
  replaceCommittee,
  stocktakeTotals,
  writeCounts,
  type StocktakeScope,
} from './stocktake.repository';
import type { StocktakeBase } from './stocktake.kind';
import { assertGoodsKnown, assertWarehousesInOrganisation } from '../vouchers/voucher-rules';
import type { VoucherService } from '../vouchers/voucher.service';
import { takeVoucherNumber } from '../vouchers/voucher-numbers';
import { findVoucher } from '../engine/voucher-read.repository';
import {
  insertVoucher,
  updateVoucher,
  voucherSearchKey,
  type VoucherInsert,
  type VoucherRow,
} from '../engine/vouchers.repository';

type CreateInput = z.output<typeof createStocktakeSchema>;
type UpdateInput = z.output<typeof updateStocktakeSchema>;
type CountsInput = z.output<typeof saveCountsSchema>;
type FoundInput = z.output<typeof addFoundBatchSchema>;
type Committee = (CommitteeMemberInput & { nhan_vien_id: string | null; chuc_danh: string | null })[];

const rule = (
  status: number,
  key: ConstructorParameters<typeof AppError>[2],
  params?: Record<string, string | number>,
) => new AppError(status, ERROR_CODES.BUSINESS_RULE, key, params);

/** A refresh may also run while awaiting approval: it is how an approver answers "stock moved". */
const REFRESHABLE: readonly TrangThaiPhieu[] = [...EDITABLE_STATUSES, 'CHO_DUYET'];

/**
 * Stocktakes (docs/inventory.md, "Stocktaking"): a `phieu_kho` of kind KIEM_KE for the book,
 * number and lifecycle (the generic VoucherService with `stocktakeKind`), with its scope,
 * snapshot lines and committee in tables of its own, which this service writes.
 */
export class StocktakeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
    readonly vouchers: VoucherService<StocktakeBase>,
  ) {}

  async detail(userId: string, organisationId: string, id: string): Promise<StocktakeDetail> {
    return this.read(await this.readable(userId, organisationId, id));
  }

  /** Lines whose book quantity no longer matches the stock (approval is refused while there are any). */
  async drift(userId: string, organisationId: string, id: string): Promise<SnapshotDrift[]> {
    const voucher = await this.readable(userId, organisationId, id);
    return findSnapshotDrift(this.ctx.db, id, voucher.kho_id);
  }

  /** The voucher, once the caller proved membership and access to its warehouse. */
  async readable(userId: string, organisationId: string, id: string): Promise<Voucher> {
    await this.organisations.requireMember(organisationId, userId);
    const voucher = await findVoucher(this.ctx.db, organisationId, 'KIEM_KE', id);
    if (!voucher) throw notFound('inventory.voucher_not_found');
    await this.organisations.requireWarehouseAccess(userId, voucher.kho_id);
    return voucher;
  }

  /**
   * Checks, without locking, what a change will check again under its lock: write role, the
   * stocktake in the organisation, access to its warehouse. For work done before the
   * transaction (reading an uploaded file) that must not be done for a caller who may not write.
   */
  async requireWriter(userId: string, organisationId: string, id: string): Promise<void> {
    await this.organisations.requireMember(organisationId, userId, this.vouchers.roles.write);
    const voucher = await findVoucher(this.ctx.db, organisationId, 'KIEM_KE', id);
    if (!voucher) throw notFound('inventory.voucher_not_found');
    await this.organisations.requireWarehouseAccess(userId, voucher.kho_id);
  }

  private async read(voucher: Voucher): Promise<StocktakeDetail> {
    const exec = this.ctx.db;
    const [header, hoi_dong, dong, tong] = await readTogether(exec, [
      () => findStocktakeHeader(exec, voucher.id),
      () => listCommittee(exec, voucher.id),
      () => listStocktakeLines(exec, voucher.id),
      () => stocktakeTotals(exec, voucher.id),
    ]);
    if (!header) throw notFound('inventory.voucher_not_found');
    return { ...voucher, ...header, hoi_dong, dong, tong };
  }

  /**
   * The stocktake after a change, read after the commit. The change announced itself to its
   * warehouse inside its transaction (sent with the COMMIT: heard if and only if it commits).
   */
  private async answer(organisationId: string, id: string): Promise<StocktakeDetail> {
    const voucher = await findVoucher(this.ctx.db, organisationId, 'KIEM_KE', id);
    if (!voucher) throw notFound('inventory.voucher_not_found');
    return this.read(voucher);
  }

  async create(userId: string, input: CreateInput): Promise<StocktakeDetail> {
    const organisationId = input.to_chuc;
    await this.organisations.requireMember(organisationId, userId, this.vouchers.roles.write);
    const date = await this.vouchers.voucherDate(organisationId, input.ngay_chung_tu);
    await assertWarehousesInOrganisation(this.ctx.db, organisationId, [input.kho_id], userId);
    await this.organisations.requireWarehouseAccess(userId, input.kho_id);
    const scope: StocktakeScope = {
      pham_vi: input.pham_vi,
      nhom_hang_hoa_id: input.pham_vi === 'NHOM_HANG_HOA' ? input.nhom_hang_hoa_id : null,
      han_dung_truoc: input.pham_vi === 'HET_HAN_TRUOC' ? input.han_dung_truoc : null,
    };
    const groupName = scope.nhom_hang_hoa_id
      ? await this.groupName(organisationId, scope.nhom_hang_hoa_id)
      : null;
    await this.checkCommittee(organisationId, input.hoi_dong);
    const id = newId();
    await this.ctx.db.transaction(async (tx) => {
      const soPhieu = await takeVoucherNumber(tx, organisationId, 'KIEM_KE', date);
      // Read under the number lock: two stocktakes of one organisation cannot both find none open.
      const open = await findOpenStocktake(tx, organisationId, input.kho_id);
      if (open) throw rule(409, 'stocktake.open_exists', { number: open.so_phieu });
      const inserted = await insertVoucher(tx, {
        id,
        to_chuc_id: organisationId,
        loai_phieu: 'KIEM_KE',
        so_phieu: soPhieu,
        ngay_chung_tu: date,
        kho_id: input.kho_id,
        ghi_chu: input.ghi_chu,
        tu_khoa: searchKey(soPhieu, input.ghi_chu, input.hoi_dong, groupName),
        nguoi_tao_id: userId,
        nguoi_cap_nhat_id: userId,
      });
      await insertStocktakeHeader(tx, { ...scope, phieu_id: id, to_chuc_id: organisationId });
      await replaceCommittee(tx, organisationId, id, input.hoi_dong);
      if ((await snapshotScope(tx, { voucherId: id, warehouseId: input.kho_id, scope })) === 0) {
        throw rule(422, 'stocktake.empty_scope');
      }
      await refreshStocktakeTotals(tx, id);
      await this.vouchers.announce(inserted);
    });
    return this.answer(organisationId, id);
  }

  /**
   * One change of a stocktake in one transaction: write roles, the voucher locked, access to its
   * warehouse, its version and status checked; `run` answers the header changes, or null when it
   * wrote nothing (the version stays). A change while rejected brings it back to draft. A change
   * is announced to the stocktake's warehouse with its COMMIT.
   */
  async change(
    userId: string,
    organisationId: string,
    id: string,
    version: number,
    run: (tx: Executor, voucher: VoucherRow) => Promise<Partial<VoucherInsert> | null>,
    allowed: readonly TrangThaiPhieu[] = EDITABLE_STATUSES,
  ): Promise<VoucherRow | undefined> {
    await this.organisations.requireMember(organisationId, userId, this.vouchers.roles.write);
    return this.ctx.db.transaction(async (tx) => {
      const voucher = await this.vouchers.lockForChange(tx, userId, organisationId, id, {
        version,
        allowed,
        side: () => 'kho_id',
      });
      const changes = await run(tx, voucher);
      if (!changes) return undefined;
      const status = voucher.trang_thai === 'TU_CHOI' ? { trang_thai: 'LUU_TAM' } : {};
      const updated = await updateVoucher(tx, id, { ...status, ...changes, nguoi_cap_nhat_id: userId });
      await this.vouchers.announce(updated);
      return updated;
    });
  }

  async update(userId: string, id: string, input: UpdateInput): Promise<StocktakeDetail> {
    const organisationId = input.to_chuc;
    await this.organisations.requireMember(organisationId, userId, this.vouchers.roles.write);
    // No date sent keeps the stocktake's date.
    const date = input.ngay_chung_tu
      ? await this.vouchers.voucherDate(organisationId, input.ngay_chung_tu)
      : undefined;
    await this.checkCommittee(organisationId, input.hoi_dong);
    await this.change(userId, organisationId, id, input.phien_ban, async (tx, voucher) => {
      const header = await findStocktakeHeader(tx, id);
      const groupName = header?.nhom_hang_hoa_ten ?? null;
      await replaceCommittee(tx, organisationId, id, input.hoi_dong);
      return {
        ...(date ? { ngay_chung_tu: date } : {}),
        ghi_chu: input.ghi_chu,
        tu_khoa: searchKey(voucher.so_phieu, input.ghi_chu, input.hoi_dong, groupName),
      };
    });
    return this.answer(organisationId, id);
  }

  /** Counts of the lines sent, in one statement; a line of another stocktake refuses the whole batch. */
  async saveCounts(userId: string, id: string, input: CountsInput): Promise<SaveCountsResult> {
    const organisationId = input.to_chuc;
    // The last entry of a line sent twice wins.
    const counts = [...new Map(input.dong.map((c) => [c.id, c])).values()];
    const saved = await this.change(userId, organisationId, id, input.phien_ban, async (tx) => {
      const written = await writeCounts(tx, id, counts);
      if (written !== counts.length) {
        throw rule(422, 'stocktake.line_not_found', { count: counts.length - written });
      }
      await refreshStocktakeTotals(tx, id);
      return {};
    });
    return {
      phien_ban: saved!.phien_ban,
      cap_nhat: counts.length,
      tong: await stocktakeTotals(this.ctx.db, id),
    };
  }

  /**
   * A batch found on the shelf that the snapshot does not list: an existing batch of the
   * organisation (its book quantity is what the warehouse holds of it, usually 0), or a new lot
   * (a lot, expiry and cost the books already have is that batch), created on approval.
   */
  async addFoundBatch(userId: string, id: string, input: FoundInput): Promise<StocktakeDetail> {
    const organisationId = input.to_chuc;
    await this.change(userId, organisationId, id, input.phien_ban, async (tx, voucher) => {
      const goods = await assertGoodsKnown(tx, organisationId, [input.hang_hoa_id]);
      const batch = input.lo_hang_id
        ? await findBatchFacts(tx, organisationId, { id: input.lo_hang_id })
        : await findBatchFacts(tx, organisationId, {
            hang_hoa_id: input.hang_hoa_id,
            so_lo: input.so_lo!,
            han_dung: input.han_dung!,
            don_gia: roundCost(input.don_gia!),
          });
      if (input.lo_hang_id && batch?.hang_hoa_id !== input.hang_hoa_id) {
        throw rule(422, 'inventory.batch_not_found');
      }
      const line = {
        hang_hoa_id: input.hang_hoa_id,
        lo_hang_id: batch?.id ?? null,
        so_lo: batch?.so_lo ?? input.so_lo!,
        han_dung: batch?.han_dung ?? input.han_dung!,
        don_gia: batch?.don_gia ?? roundCost(input.don_gia!),
      };
      if (await findLineOf(tx, id, line)) {
        throw rule(409, 'stocktake.batch_in_stocktake', {
          lot: line.so_lo,
          goods: goods.get(input.hang_hoa_id) ?? '',
        });
      }
      await insertFoundLine(tx, {
        ...line,
        id: newId(),
        to_chuc_id: organisationId,
        phieu_id: id,
        so_luong_so_sach: line.lo_hang_id ? await onHandIn(tx, voucher.kho_id, line.lo_hang_id) : 0,
        so_luong_thuc_te: input.so_luong_thuc_te,
        ghi_chu: input.ghi_chu,
      });
      await refreshStocktakeTotals(tx, id);
      return {};
    });
    return this.answer(organisationId, id);
  }

  /**
   * Re-reads the book quantity of every line (counts kept), adds the batches that entered the
   * scope since, and dates the snapshot now. Also while awaiting approval, whose status it keeps.
   */
  async refresh(userId: string, id: string, action: VoucherAction): Promise<StocktakeDetail> {
    const organisationId = action.to_chuc;
    await this.change(
      userId,
      organisationId,
      id,
      action.phien_ban,
      async (tx, voucher) => {
        const header = await findStocktakeHeader(tx, id);
        if (!header) throw notFound('inventory.voucher_not_found');
        await refreshBookQuantities(tx, id, voucher.kho_id);
        await snapshotScope(tx, { voucherId: id, warehouseId: voucher.kho_id, scope: header });
        await markSnapshotTaken(tx, id);
        await refreshStocktakeTotals(tx, id);
        return {};
      },
      REFRESHABLE,
    );
    return this.answer(organisationId, id);
  }

  private async groupName(organisationId: string, groupId: string): Promise<string> {
    const name = await findGroupName(this.ctx.db, organisationId, groupId);
    if (name === undefined) throw notFound('stocktake.group_not_found');
    return name;
  }

  /** Members named as staff must be staff of the organisation. */
  private async checkCommittee(organisationId: string, members: Committee): Promise<void> {
    const staff = [...new Set(members.flatMap((m) => (m.nhan_vien_id ? [m.nhan_vien_id] : [])))];
    const known = await knownStaffIds(this.ctx.db, organisationId, staff);
    if (known.size !== staff.length) throw notFound('catalogue.reference_not_found');
  }
}

/** Unit costs are kept to 4 places (numeric(18,4)). */
const roundCost = (cost: number) => Math.round(cost * 10_000) / 10_000;

function searchKey(number: string, notes: string | null, committee: Committee, group: string | null) {
  return voucherSearchKey([number, group, notes, ...committee.map((m) => m.ho_ten)]);
}
