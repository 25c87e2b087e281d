import type { ComboboxItem, Pagination, VaiTro } from '@kho/contracts';
import type { Executor } from '../../db/client';
import type { AppContext, CallerContext } from '../../platform/context';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { AppError, FieldRuleError, notFound, staleVersion } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/i18n';
import { newId } from '../../platform/ids';
import { ERROR_CODES } from '@kho/contracts';
import { insertAudit } from '../audit/audit.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import { codesOf, deleteRecord, isCodeTaken, recordExists, type CatalogueTable } from './catalogue-sql';

export interface ListQuery {
  to_chuc: string;
  page: number;
  page_size: number;
  tu_khoa?: string | undefined;
  hoat_dong?: boolean | undefined;
}

/** The SQL side of one catalogue; services stay free of queries. */
export interface CatalogueStore<Query extends ListQuery, Input, Row> {
  table: CatalogueTable;
  /** Audit log entity name, e.g. 'nha_cung_cap'. */
  entity: string;
  /** The unique index on (organisation, lower(code)). */
  codeConstraint: string;
  list(exec: Executor, query: Query): Promise<{ rows: Row[]; total: number }>;
  find(exec: Executor, organisationId: string, id: string): Promise<Row | undefined>;
  insert(exec: Executor, organisationId: string, id: string, input: Input, actorId: string): Promise<void>;
  /** Versioned update; false when the version is stale. */
  update(
    exec: Executor,
    organisationId: string,
    id: string,
    input: Input & { phien_ban: number },
    actorId: string,
  ): Promise<boolean>;
  /** Why the record may not be deleted (it is referenced), or null. */
  usage(exec: Executor, organisationId: string, id: string): Promise<MessageKey | null>;
  /** Refuses references to records of another organisation or of the wrong kind. */
  checkReferences?(exec: Executor, organisationId: string, input: Input, id?: string): Promise<void>;
}

export interface CatalogueOptions<Row> {
  /** Roles that may create, change and delete; every member may read. */
  editors: readonly VaiTro[];
  codeTakenKey: MessageKey;
  toCombobox(row: Row): ComboboxItem;
  /** Field the unique code lives in (staff: ma). */
  codeField?: 'ma';
}

/** Largest export; a catalogue bigger than this is filtered before exporting. */
export const EXPORT_LIMIT = 50_000;

/**
 * The lifecycle every catalogue shares: organisation scope and roles, unique codes, versioned
 * updates, deletion refused while in use (deactivate instead), audit entries, all in transactions.
 */
export class CatalogueService<Query extends ListQuery, Input extends { to_chuc: string; ma: string }, Row> {
  constructor(
    protected readonly ctx: AppContext,
    protected readonly organisations: OrganisationsService,
    protected readonly store: CatalogueStore<Query, Input, Row>,
    protected readonly options: CatalogueOptions<Row>,
  ) {}

  async list(userId: string, query: Query): Promise<{ items: Row[]; pagination: Pagination }> {
    await this.organisations.requireMember(query.to_chuc, userId);
    const { rows, total } = await this.store.list(this.ctx.db, query);
    return { items: rows, pagination: { page: query.page, page_size: query.page_size, count: total } };
  }

  async combobox(userId: string, query: Query): Promise<{ items: ComboboxItem[]; pagination: Pagination }> {
    const { items, pagination } = await this.list(userId, { ...query, hoat_dong: true });
    return { items: items.map((row) => this.options.toCombobox(row)), pagination };
  }

  /** Every record the filter shows (for the Excel export), up to EXPORT_LIMIT. */
  async exportRows(userId: string, query: Query): Promise<Row[]> {
    const { items } = await this.list(userId, { ...query, page: 1, page_size: EXPORT_LIMIT });
    return items;
  }

  async detail(userId: string, organisationId: string, id: string): Promise<Row> {
    await this.organisations.requireMember(organisationId, userId);
    const row = await this.store.find(this.ctx.db, organisationId, id);
    if (!row) throw notFound();
    return row;
  }

  async create(userId: string, input: Input, caller: CallerContext): Promise<Row> {
    await this.organisations.requireMember(input.to_chuc, userId, this.options.editors);
    await this.assertCodeFree(input.to_chuc, input.ma);
    await this.store.checkReferences?.(this.ctx.db, input.to_chuc, input);
    const id = newId();
    await this.write(async (tx) => {
      await this.store.insert(tx, input.to_chuc, id, input, userId);
      await this.audit(tx, 'CREATE', input.to_chuc, userId, id, caller);
    });
    return (await this.store.find(this.ctx.db, input.to_chuc, id))!;
  }

  async update(
    userId: string,
    id: string,
    input: Input & { phien_ban: number },
    caller: CallerContext,
  ): Promise<Row> {
    await this.organisations.requireMember(input.to_chuc, userId, this.options.editors);
    if (!(await recordExists(this.ctx.db, this.store.table, input.to_chuc, id))) throw notFound();
    await this.assertCodeFree(input.to_chuc, input.ma, id);
    await this.store.checkReferences?.(this.ctx.db, input.to_chuc, input, id);
    await this.write(async (tx) => {
      if (!(await this.store.update(tx, input.to_chuc, id, input, userId))) throw staleVersion();
      await this.audit(tx, 'UPDATE', input.to_chuc, userId, id, caller, { phien_ban: input.phien_ban + 1 });
    });
    return (await this.store.find(this.ctx.db, input.to_chuc, id))!;
  }

  /** Deletes a record nobody refers to; one in use is refused with the reason. */
  async remove(userId: string, organisationId: string, id: string, caller: CallerContext): Promise<void> {
    await this.organisations.requireMember(organisationId, userId, this.options.editors);
    if (!(await recordExists(this.ctx.db, this.store.table, organisationId, id))) throw notFound();
    await this.write(async (tx) => {
      const reason = await this.store.usage(tx, organisationId, id);
      if (reason) throw new AppError(409, ERROR_CODES.CONFLICT, reason);
      await deleteRecord(tx, this.store.table, organisationId, id);
      await this.audit(tx, 'DELETE', organisationId, userId, id, caller);
    });
  }

  /** The roles that may write the catalogue (its routes declare them). */
  get editors(): readonly VaiTro[] {
    return this.options.editors;
  }

  /** Every member may read; only the catalogue's editors may write. */
  requireEditor(organisationId: string, userId: string): Promise<VaiTro> {
    return this.organisations.requireMember(organisationId, userId, this.options.editors);
  }

  /** Codes the organisation already uses, lower-cased (an import checks a whole file against them at once). */
  takenCodes(organisationId: string): Promise<Set<string>> {
    return codesOf(this.ctx.db, this.store.table, organisationId);
  }

  /**
   * Creates records the caller has already checked (a spreadsheet import) in one transaction, each
   * with its audit entry: all of them are written or none.
   */
  async createAll(
    userId: string,
    organisationId: string,
    inputs: Input[],
    caller: CallerContext,
    auditData?: Record<string, unknown>,
  ): Promise<number> {
    await this.requireEditor(organisationId, userId);
    await this.write(async (tx) => {
      for (const input of inputs) {
        const id = newId();
        await this.store.insert(tx, organisationId, id, input, userId);
        await this.audit(tx, 'CREATE', organisationId, userId, id, caller, auditData);
      }
    });
    return inputs.length;
  }

  protected async assertCodeFree(organisationId: string, code: string, exceptId?: string): Promise<void> {
    if (await isCodeTaken(this.ctx.db, this.store.table, organisationId, code, exceptId)) {
      throw new FieldRuleError([{ path: 'ma', messageKey: this.options.codeTakenKey }]);
    }
  }

  /** Runs a write in a transaction; a unique index that still objects means the code was taken meanwhile. */
  protected async write(work: (tx: Executor) => Promise<void>): Promise<void> {
    try {
      await this.ctx.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, this.store.codeConstraint)) {
        throw new FieldRuleError([{ path: 'ma', messageKey: this.options.codeTakenKey }]);
      }
      if (isForeignKeyViolation(error)) throw new AppError(409, ERROR_CODES.CONFLICT, 'catalogue.in_use');
      throw error;
    }
  }

  protected audit(
    exec: Executor,
    action: 'CREATE' | 'UPDATE' | 'DELETE',
    organisationId: string,
    userId: string,
    id: string,
    caller: CallerContext,
    data?: Record<string, unknown>,
  ) {
    return insertAudit(exec, {
      hanh_dong: `${this.store.entity.toUpperCase()}_${action}`,
      to_chuc_id: organisationId,
      nguoi_dung_id: userId,
      doi_tuong: this.store.entity,
      doi_tuong_id: id,
      dia_chi_ip: caller.ip,
      du_lieu: data ?? null,
    });
  }
}
