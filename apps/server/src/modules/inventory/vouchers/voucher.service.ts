import {
  EDITABLE_STATUSES,
  ERROR_CODES,
  type LoaiPhieu,
  type TrangThaiPhieu,
  type VaiTro,
  type Voucher,
  type VoucherDetail,
  type VoucherListMetadata,
  type voucherQuerySchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { AppError, forbidden, notFound, staleVersion } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import type { OrganisationsService } from '../../organisations/organisations.service';
import type { Executor } from '../../../db/client';
import { assertPeriodOpen, monthLabel, reverseMovements } from '../engine/stock-engine';
import { businessRule } from '../engine/stock-refusals';
import { inClosedMonth, lastClosedMonth, organisationToday } from '../engine/periods.repository';
import {
  VOUCHER_APPROVE_ROLES,
  VOUCHER_WRITE_ROLES,
  preparedLineRows,
  type VoucherKind,
  type WarehouseSide,
} from './voucher-kind';
import { findVoucherDetail, listVouchers, writeAndReadVoucher } from '../engine/voucher-read.repository';
import {
  insertVoucherWithLines,
  numberAndTotalStatement,
  listLines,
  lockVoucher,
  refreshTotals,
  replaceLines,
  voucherUpdate,
  voucherSearchKey,
  type VoucherRow,
} from '../engine/vouchers.repository';
import { newVoucherNumbering } from './voucher-numbers';

type VoucherQuery = z.output<typeof voucherQuerySchema>;
interface BaseInput {
  to_chuc: string;
  ngay_chung_tu?: string | undefined;
}
interface Action {
  to_chuc: string;
  phien_ban: number;
}
/** What a voucher's announcement needs: a row as written, or the detail read back. */
type AnnouncedVoucher = Pick<Voucher, 'id' | 'kho_id' | 'kho_nhan_id'> & {
  loai_phieu: string;
  trang_thai: string;
};

const wrongStatus = () => new AppError(409, ERROR_CODES.BUSINESS_RULE, 'inventory.wrong_status');

/**
 * The common lifecycle of warehouse vouchers: draft, submitted, completed, rejected, cancelled.
 * Each change is one transaction that starts by locking the voucher row; stock steps are the
 * kind's. Real-time subscribers of every warehouse the voucher touches hear of each change.
 */
export class VoucherService<TInput extends BaseInput, TApproval = unknown> {
  /** Who may do each step of the kind: these methods check them and the routes declare them. */
  readonly roles: { write: readonly VaiTro[]; approve: readonly VaiTro[]; cancel: readonly VaiTro[] };
  private readonly sides: { request: WarehouseSide; approve: WarehouseSide };

  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
    readonly kind: VoucherKind<TInput, TApproval>,
  ) {
    const write = kind.writeRoles ?? VOUCHER_WRITE_ROLES;
    // A draft is withdrawn by its writers; a completed voucher is reversed by the approvers.
    const cancel = [...new Set([...write, ...VOUCHER_APPROVE_ROLES])];
    this.roles = { write, approve: VOUCHER_APPROVE_ROLES, cancel };
    this.sides = kind.sides ?? { request: 'kho_id', approve: 'kho_id' };
  }

  private async requireWarehouses(
    userId: string,
    ids: string[],
    exec: Executor = this.ctx.db,
  ): Promise<void> {
    for (const id of new Set(ids)) await this.organisations.requireWarehouseAccess(userId, id, exec);
  }

  async list(userId: string, query: VoucherQuery) {
    await this.organisations.requireMember(query.to_chuc, userId);
    await this.requireWarehouses(userId, [query.kho_id]);
    const result = await listVouchers(this.ctx.db, {
      organisationId: query.to_chuc,
      kind: this.kind.kind,
      sides: this.sides,
      warehouseId: query.kho_id,
      status: query.trang_thai,
      from: query.tu_ngay,
      to: query.den_ngay,
      text: query.tu_khoa,
      page: query.page,
      pageSize: query.page_size,
    });
    const metadata: VoucherListMetadata = {
      tong_tien: result.tong_tien,
      dem_trang_thai: result.dem_trang_thai,
    };
    return {
      rows: result.rows,
      pagination: { page: query.page, page_size: query.page_size, count: result.count },
      metadata,
    };
  }

  async detail(userId: string, organisationId: string, id: string): Promise<VoucherDetail> {
    await this.organisations.requireMember(organisationId, userId);
    const voucher = await findVoucherDetail(this.ctx.db, organisationId, this.kind.kind, id);
    if (!voucher) throw notFound('inventory.voucher_not_found');
    await this.requireReadAccess(userId, voucher, this.ctx.db);
    return voucher;
  }

  /** Reading needs access to one of the voucher's warehouses (a transfer's destination may read it). */
  private async requireReadAccess(userId: string, voucher: Voucher, exec: Executor): Promise<void> {
    try {
      await this.organisations.requireWarehouseAccess(userId, voucher.kho_id, exec);
    } catch (error) {
      if (!voucher.kho_nhan_id) throw error;
      await this.organisations.requireWarehouseAccess(userId, voucher.kho_nhan_id, exec);
    }
  }

  /** The voucher date asked for (today by default): not in the future, not in a closed month. */
  async voucherDate(organisationId: string, requested: string | undefined): Promise<string> {
    const today = await organisationToday(this.ctx.db, organisationId);
    const date = requested ?? today;
    if (date > today) throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'inventory.future_date');
    // The last closed month came with the caller's membership: no statement of its own.
    if (inClosedMonth(await lastClosedMonth(this.ctx.db, organisationId), date)) {
      throw new AppError(409, ERROR_CODES.BUSINESS_RULE, 'inventory.period_closed', {
        month: monthLabel(date),
      });
    }
    return date;
  }

  async create(userId: string, input: TInput): Promise<VoucherDetail> {
    const organisationId = input.to_chuc;
    await this.organisations.requireMember(organisationId, userId, this.roles.write);
    const date = await this.voucherDate(organisationId, input.ngay_chung_tu);
    const id = newId();
    // Validation reads lock nothing, so they run before the transaction; the number is taken last
    // (numberAndTotalStatement): the year's number row is locked from then to the commit, and every
    // other voucher of the kind waits for it.
    const prepared = await this.kind.prepare(this.ctx.db, { organisationId, date, actor: userId }, input);
    await this.requireWarehouses(userId, prepared.actsIn);
    return this.ctx.db.transaction(async (tx) => {
      const voucher = {
        ...prepared.header,
        id,
        to_chuc_id: organisationId,
        loai_phieu: this.kind.kind,
        so_phieu: id,
        trang_thai: 'LUU_TAM',
        ngay_chung_tu: date,
        tu_khoa: voucherSearchKey(prepared.searchParts),
        nguoi_tao_id: userId,
        nguoi_cap_nhat_id: userId,
      };
      await insertVoucherWithLines(tx, voucher, preparedLineRows(organisationId, id, prepared.lines));
      await this.announce({ ...voucher, kho_nhan_id: voucher.kho_nhan_id ?? null });
      // Numbered and totalled by the transaction's last statement, which also reads the answer.
      const numbering = numberAndTotalStatement(
        newVoucherNumbering({ id, organisationId, kind: this.kind.kind, date }),
        prepared.searchParts,
      );
      return (await writeAndReadVoucher(tx, numbering.write, numbering.with))!;
    });
  }

  async update(userId: string, id: string, input: TInput & { phien_ban: number }): Promise<VoucherDetail> {
    const organisationId = input.to_chuc;
    await this.organisations.requireMember(organisationId, userId, this.roles.write);
    const date = await this.voucherDate(organisationId, input.ngay_chung_tu);
    return this.ctx.db.transaction(async (tx) => {
      const current = await this.lockForChange(tx, userId, organisationId, id, {
        version: input.phien_ban,
        allowed: EDITABLE_STATUSES,
        side: () => this.sides.request,
      });
      const prepared = await this.kind.prepare(tx, { organisationId, date }, input);
      await this.requireWarehouses(userId, prepared.actsIn, tx);
      await replaceLines(tx, id, preparedLineRows(organisationId, id, prepared.lines));
      await refreshTotals(tx, id);
      // The answer is read by the transaction's last statement, as a step's is.
      const updated = await writeAndReadVoucher(
        tx,
        voucherUpdate(id, {
          ...prepared.header,
          trang_thai: 'LUU_TAM',
          ngay_chung_tu: date,
          tu_khoa: voucherSearchKey([current.so_phieu, ...prepared.searchParts]),
          nguoi_cap_nhat_id: userId,
        }),
      );
      await this.announce(updated!);
      return updated!;
    });
  }

  /**
   * Locks the voucher, checks the caller may act in the warehouse of the side the step is done
   * from, then its version and its status; all in one statement, with the organisation's shared
   * period lock when the step will check its month (`lockPeriods`, see `assertPeriodOpen`).
   */
  async lockForChange(
    tx: Executor,
    userId: string,
    organisationId: string,
    id: string,
    expected: {
      version: number;
      allowed: readonly TrangThaiPhieu[];
      side: (voucher: VoucherRow) => WarehouseSide;
      lockPeriods?: boolean;
    },
  ): Promise<VoucherRow> {
    const { lockPeriods } = expected;
    const locked = await lockVoucher(tx, organisationId, this.kind.kind, id, { actor: userId, lockPeriods });
    if (!locked) throw notFound('inventory.voucher_not_found');
    const { may_act_kho, may_act_kho_nhan, ...voucher } = locked;
    const fromReceiving = expected.side(voucher) === 'kho_nhan_id' && voucher.kho_nhan_id !== null;
    if (!(fromReceiving ? may_act_kho_nhan : may_act_kho)) throw forbidden();
    if (voucher.phien_ban !== expected.version) throw staleVersion();
    if (!expected.allowed.includes(voucher.trang_thai as TrangThaiPhieu)) throw wrongStatus();
    return voucher;
  }

  /** One lifecycle step in one transaction (retried when PostgreSQL breaks a deadlock). */
  private async step(
    userId: string,
    id: string,
    action: Action,
    options: {
      roles: readonly VaiTro[];
      from: readonly TrangThaiPhieu[];
      side: (voucher: VoucherRow) => WarehouseSide;
      /**
       * The date whose month must be open for the step to commit. The shared period lock comes with
       * the voucher's lock and the month is checked by the step's last statement, its update of the
       * voucher (`voucherUpdate`): a month closed meanwhile rolls the whole step back.
       */
      openMonth?: (voucher: VoucherRow) => string;
    },
    run: (tx: Executor, voucher: VoucherRow, today: string) => Promise<Partial<VoucherRow>>,
  ): Promise<VoucherDetail> {
    const organisationId = action.to_chuc;
    await this.organisations.requireMember(organisationId, userId, options.roles);
    const today = await organisationToday(this.ctx.db, organisationId);
    return this.ctx.db.transaction(async (tx) => {
      const voucher = await this.lockForChange(tx, userId, organisationId, id, {
        version: action.phien_ban,
        allowed: options.from,
        side: options.side,
        lockPeriods: options.openMonth !== undefined,
      });
      const changes = await run(tx, voucher, today);
      const date = options.openMonth?.(voucher);
      // The step's answer is read by its last statement, as the step leaves the voucher.
      const updated = await writeAndReadVoucher(
        tx,
        voucherUpdate(
          id,
          { ...changes, nguoi_cap_nhat_id: userId },
          date ? { organisationId, date } : undefined,
        ),
      );
      if (!updated) throw businessRule('inventory.period_closed', { month: monthLabel(date!) });
      await this.announce(updated);
      return updated;
    });
  }

  submit(userId: string, id: string, action: Action): Promise<VoucherDetail> {
    return this.step(
      userId,
      id,
      action,
      // A draft dated in a month closed since it was saved may not reserve stock in that month.
      {
        roles: this.roles.write,
        from: EDITABLE_STATUSES,
        side: () => this.sides.request,
        openMonth: (voucher) => voucher.ngay_chung_tu,
      },
      async (tx, voucher, today) => {
        await this.kind.submit(tx, voucher, await listLines(tx, id), today);
        return { trang_thai: 'CHO_DUYET', ngay_gui: new Date(), nguoi_gui_id: userId };
      },
    );
  }

  approve(userId: string, id: string, action: Action & TApproval): Promise<VoucherDetail> {
    return this.step(
      userId,
      id,
      action,
      {
        roles: this.roles.approve,
        from: ['CHO_DUYET'],
        side: () => this.sides.approve,
        openMonth: (voucher) => voucher.ngay_chung_tu,
      },
      async (tx, voucher, today) => {
        await this.kind.approve(tx, { voucher, userId, date: voucher.ngay_chung_tu }, today, action);
        return { trang_thai: 'HOAN_THANH', ngay_duyet: new Date(), nguoi_duyet_id: userId };
      },
    );
  }

  reject(userId: string, id: string, action: Action & { ly_do: string }): Promise<VoucherDetail> {
    return this.step(
      userId,
      id,
      action,
      { roles: this.roles.approve, from: ['CHO_DUYET'], side: () => this.sides.approve },
      async (tx, voucher, today) => {
        await this.kind.release?.(tx, voucher, today);
        return {
          trang_thai: 'TU_CHOI',
          ngay_tu_choi: new Date(),
          nguoi_tu_choi_id: userId,
          ly_do_tu_choi: action.ly_do,
        };
      },
    );
  }

  /** A draft or pending voucher is simply withdrawn; a completed one is reversed (pharmacist). */
  async cancel(userId: string, id: string, action: Action & { ly_do: string }): Promise<VoucherDetail> {
    const role = await this.organisations.requireMember(action.to_chuc, userId, this.roles.cancel);
    const completedAllowed = this.roles.approve.includes(role);
    const from: TrangThaiPhieu[] = [
      'LUU_TAM',
      'TU_CHOI',
      'CHO_DUYET',
      ...(completedAllowed ? (['HOAN_THANH'] as const) : []),
    ];
    // Withdrawing is the requester's; reversing a completed voucher is the approver's.
    const side = (voucher: VoucherRow) =>
      voucher.trang_thai === 'HOAN_THANH' ? this.sides.approve : this.sides.request;
    return this.step(
      userId,
      id,
      action,
      { roles: this.roles.cancel, from, side },
      async (tx, voucher, today) => {
        if (voucher.trang_thai === 'CHO_DUYET') await this.kind.release?.(tx, voucher, today);
        if (voucher.trang_thai === 'HOAN_THANH') {
          await assertPeriodOpen(tx, voucher.to_chuc_id, today);
          await reverseMovements(tx, { voucher, userId, date: today }, today);
          await this.kind.afterReverse?.(tx, voucher, await listLines(tx, id));
        }
        return { trang_thai: 'HUY', ngay_huy: new Date(), nguoi_huy_id: userId, ly_do_huy: action.ly_do };
      },
    ).catch((error: unknown) => {
      // A warehouse keeper who may not reverse a completed voucher hears "forbidden", not "wrong status".
      if (!completedAllowed && error instanceof AppError && error.messageKey === 'inventory.wrong_status') {
        throw forbidden();
      }
      throw error;
    });
  }

  /**
   * Tells the voucher's warehouses (real time) that it changed. Inside a transaction the message is
   * sent with its COMMIT (transaction-edges.ts), so it is heard only if the change commits.
   */
  async announce(voucher: AnnouncedVoucher): Promise<void> {
    const event = {
      type: 'voucher.changed' as const,
      // A row's kind and status are the contract's values (the table's check constraints).
      kind: voucher.loai_phieu as LoaiPhieu,
      id: voucher.id,
      status: voucher.trang_thai as TrangThaiPhieu,
    };
    const targets = [voucher.kho_id, voucher.kho_nhan_id].filter((v): v is string => !!v);
    await Promise.all(
      targets.map((kho_id) => this.ctx.realtime.sendToWarehouse(kho_id, { ...event, kho_id })),
    );
  }
}
