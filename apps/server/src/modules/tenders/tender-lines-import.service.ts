import {
  tenderLineImportRowSchema,
  type FieldError,
  type ImportPreviewRow,
  type Locale,
  type TenderLinesImportPreview,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { goiThau } from '../../db/schema/index';
import type { AppContext, CallerContext } from '../../platform/context';
import { conflict, notFound, staleVersion } from '../../platform/errors';
import { translate, translateIssue, type MessageKey } from '../../platform/i18n/i18n';
import { insertAudit } from '../audit/audit.repository';
import {
  buildImportTemplate,
  coerceImportRow,
  readImportSheet,
  type ImportCell,
  type ImportColumn,
} from '../catalogues/catalogue-import';
import { updateIfVersion } from '../catalogues/catalogue-sql';
import type { OrganisationsService } from '../organisations/organisations.service';
import { TENDER_EDITORS } from './tender.rules';
import { mergeTenderLines, selectTenderLines, type TenderLineValues } from './tender-lines.repository';
import { goodsIdsByCode, tenderVersion } from './tenders.repository';

type Mode = 'gop' | 'thay_the';
type Sheet = Awaited<ReturnType<typeof readImportSheet>>;

/** The goods name is there for the person filling the sheet; the code alone names the goods. */
const COLUMNS: ImportColumn[] = [
  {
    key: 'hang_hoa_ma',
    header: { vi: 'Mã hàng hóa', en: 'Goods code' },
    kind: 'text',
    required: true,
    example: 'PARA500',
    width: 16,
  },
  {
    key: 'hang_hoa_ten',
    header: { vi: 'Tên hàng hóa', en: 'Goods name' },
    kind: 'text',
    example: 'Paracetamol 500 mg',
    width: 36,
  },
  {
    key: 'so_luong_trung',
    header: { vi: 'Số lượng trúng thầu', en: 'Awarded quantity' },
    kind: 'number',
    required: true,
    example: 10000,
    width: 18,
  },
  {
    key: 'don_gia_trung',
    header: { vi: 'Đơn giá trúng thầu', en: 'Awarded unit price' },
    kind: 'number',
    required: true,
    example: 350,
    width: 18,
  },
  {
    key: 'nhom_thau',
    header: { vi: 'Nhóm thầu của dòng (N#)', en: 'Line tender group (N#)' },
    kind: 'text',
    example: 'N4',
    width: 14,
  },
  {
    key: 'ma_nha_thau',
    header: { vi: 'Thứ tự nhà thầu (Gi.YY)', en: 'Bidder order (Gi.YY)' },
    kind: 'text',
    example: 'G1.01',
    width: 16,
  },
  {
    key: 'dam_phan_gia',
    header: { vi: 'Thuốc đàm phán giá', en: 'Price-negotiated' },
    kind: 'boolean',
    example: false,
    width: 14,
  },
];

export const TENDER_LINES_TEMPLATE_NAME: Record<Locale, string> = {
  vi: 'Mẫu nhập chi tiết gói thầu',
  en: 'Tender lines import template',
};

export type TenderLinesImportOutcome =
  { written: true; count: number; phien_ban: number } | { written: false; preview: TenderLinesImportPreview };

/**
 * Tender results arrive as a spreadsheet: rows name goods by code with the awarded quantity and
 * price. The preview says what each row would do and what is wrong; the import re-checks inside
 * its transaction, under a lock on the tender and against the version the user saw, and writes
 * every line or none, by the same rules as the form (received goods are never undercut).
 */
export class TenderLinesImporter {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  template(locale: Locale): Promise<Buffer> {
    return buildImportTemplate(TENDER_LINES_TEMPLATE_NAME[locale], COLUMNS, locale);
  }

  async preview(
    userId: string,
    tenderId: string,
    query: ImportQuery,
    file: Buffer,
    locale: Locale,
  ): Promise<TenderLinesImportPreview> {
    await this.organisations.requireMember(query.to_chuc, userId, TENDER_EDITORS);
    const sheet = await readImportSheet(file, COLUMNS);
    assertVersion(await tenderVersion(this.ctx.db, query.to_chuc, tenderId), query.phien_ban);
    return (await checkRows(this.ctx.db, query.to_chuc, tenderId, query.che_do, sheet, locale)).preview;
  }

  async import(
    userId: string,
    tenderId: string,
    query: ImportQuery,
    file: Buffer,
    locale: Locale,
    caller: CallerContext,
  ): Promise<TenderLinesImportOutcome> {
    await this.organisations.requireMember(query.to_chuc, userId, TENDER_EDITORS);
    // The file is read before the transaction: no lock is held while a large sheet is parsed.
    const sheet = await readImportSheet(file, COLUMNS);
    return this.ctx.db.transaction(async (tx): Promise<TenderLinesImportOutcome> => {
      assertVersion(await tenderVersion(tx, query.to_chuc, tenderId, true), query.phien_ban);
      const { preview, lines } = await checkRows(tx, query.to_chuc, tenderId, query.che_do, sheet, locale);
      if (preview.so_dong_loi > 0 || preview.loi_chung.length > 0) return { written: false, preview };
      if (!(await updateIfVersion(tx, goiThau, query.to_chuc, tenderId, query.phien_ban, userId, {})))
        throw staleVersion();
      const conflicts = await mergeTenderLines(
        tx,
        query.to_chuc,
        tenderId,
        lines,
        query.che_do === 'thay_the',
      );
      // Only a receipt committed since the check can land here; the whole import rolls back.
      if (conflicts.belowReceived.length > 0) throw conflict('catalogue.line_below_received');
      if (conflicts.removedReceived.length > 0) throw conflict('catalogue.line_removed_received');
      const phienBan = query.phien_ban + 1;
      await insertAudit(tx, {
        hanh_dong: 'GOI_THAU_UPDATE',
        to_chuc_id: query.to_chuc,
        nguoi_dung_id: userId,
        doi_tuong: 'goi_thau',
        doi_tuong_id: tenderId,
        dia_chi_ip: caller.ip,
        du_lieu: { nguon: 'NHAP_EXCEL', che_do: query.che_do, so_dong: lines.length, phien_ban: phienBan },
      });
      return { written: true, count: lines.length, phien_ban: phienBan };
    });
  }
}

export interface ImportQuery {
  to_chuc: string;
  phien_ban: number;
  che_do: Mode;
}

function assertVersion(current: number | undefined, seen: number): void {
  if (current === undefined) throw notFound();
  if (current !== seen) throw staleVersion();
}

/** Every row checked against its schema, the file, the organisation's goods and what was received. */
async function checkRows(
  exec: Executor,
  organisationId: string,
  tenderId: string,
  mode: Mode,
  sheet: Sheet,
  locale: Locale,
) {
  const codeOf = (values: Record<string, ImportCell>) =>
    String(values.hang_hoa_ma ?? '')
      .trim()
      .toLowerCase();
  const [goodsByCode, existing] = await Promise.all([
    goodsIdsByCode(exec, organisationId, [
      ...new Set(sheet.rows.map((r) => codeOf(r.values)).filter(Boolean)),
    ]),
    selectTenderLines(exec, organisationId, tenderId),
  ]);
  const existingByGoods = new Map(existing.map((l) => [l.hang_hoa_id, l]));
  const firstRowOfGoods = new Map<string, number>();
  const lines: TenderLineValues[] = [];
  let added = 0;
  const rows: ImportPreviewRow[] = sheet.rows.map(({ rowNumber, values }) => {
    const errors: FieldError[] = [];
    const say = (path: string, key: MessageKey, params?: Record<string, string | number>) =>
      errors.push({ path, message: translate(locale, key, params) });
    const parsed = tenderLineImportRowSchema.safeParse(coerceImportRow(COLUMNS, values), {
      reportInput: true,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ path: issue.path.map(String).join('.'), message: translateIssue(locale, issue) });
    }
    const goodsId = goodsByCode.get(codeOf(values));
    if (codeOf(values) && !goodsId) say('hang_hoa_ma', 'import.goods_code_not_found');
    if (goodsId) {
      const first = firstRowOfGoods.get(goodsId);
      if (first === undefined) firstRowOfGoods.set(goodsId, rowNumber);
      else say('hang_hoa_ma', 'import.duplicate_goods_in_file', { row: first });
    }
    const current = goodsId ? existingByGoods.get(goodsId) : undefined;
    // A preview hint only: the conditional upsert in SQL is what finally protects received goods.
    if (parsed.success && current && parsed.data.so_luong_trung < current.so_luong_da_nhap)
      say('so_luong_trung', 'catalogue.line_below_received');
    if (parsed.success && goodsId && errors.length === 0) {
      lines.push(lineOf(goodsId, parsed.data));
      if (!current) added += 1;
    }
    return { dong: rowNumber, gia_tri: values, loi: errors };
  });
  const leftOut = mode === 'thay_the' ? existing.filter((l) => !firstRowOfGoods.has(l.hang_hoa_id)) : [];
  const invalid = rows.filter((r) => r.loi.length > 0).length;
  const preview: TenderLinesImportPreview = {
    so_dong: rows.length,
    so_dong_hop_le: rows.length - invalid,
    so_dong_loi: invalid,
    cot_khong_ro: sheet.unknownHeaders,
    dong: rows,
    so_dong_them_moi: added,
    so_dong_cap_nhat: lines.length - added,
    dong_bi_xoa: leftOut.map((l) => ({
      hang_hoa_ma: l.hang_hoa_ma,
      hang_hoa_ten: l.hang_hoa_ten,
      so_luong_da_nhap: l.so_luong_da_nhap,
    })),
    loi_chung: leftOut
      .filter((l) => l.so_luong_da_nhap > 0)
      .map((l) => ({
        path: 'chi_tiet',
        message: translate(locale, 'import.line_removed_received', { code: l.hang_hoa_ma }),
      })),
  };
  return { preview, lines };
}

function lineOf(goodsId: string, row: z.output<typeof tenderLineImportRowSchema>): TenderLineValues {
  return {
    hang_hoa_id: goodsId,
    so_luong_trung: row.so_luong_trung,
    don_gia_trung: row.don_gia_trung,
    nhom_thau: row.nhom_thau,
    ma_nha_thau: row.ma_nha_thau,
    dam_phan_gia: row.dam_phan_gia,
  };
}
