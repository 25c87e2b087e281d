import { and, asc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  normalizeSearchText,
  type GoodsRecord,
  type GoodsSuggestion,
  type LoaiHangHoa,
  type PhanLoaiQuanLy,
  type PhanLoaiVen,
  type goodsQuerySchema,
  type GoodsInput,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { coSoTuTruc, goiThauChiTiet, hangHoa, nhomHangHoa } from '../../db/schema/index';
import { FieldRuleError } from '../../platform/errors';
import type { CatalogueStore } from '../catalogues/catalogue.service';
import {
  auditSelection,
  countReferences,
  escapeLike,
  recordExists,
  toRecordAudit,
} from '../catalogues/catalogue-sql';
import { defineCatalogueStore } from '../catalogues/catalogue-store';
import { groupSubtree } from '../goods-groups/goods-groups.repository';

type Query = z.output<typeof goodsQuerySchema>;

const audit = auditSelection(hangHoa);
const columns = {
  id: hangHoa.id,
  ma: hangHoa.ma,
  ten: hangHoa.ten,
  loai_hang_hoa: hangHoa.loai_hang_hoa,
  hoat_chat: hangHoa.hoat_chat,
  ma_hoat_chat: hangHoa.ma_hoat_chat,
  ham_luong: hangHoa.ham_luong,
  duong_dung: hangHoa.duong_dung,
  ma_duong_dung: hangHoa.ma_duong_dung,
  dang_bao_che: hangHoa.dang_bao_che,
  don_vi_tinh: hangHoa.don_vi_tinh,
  quy_cach_dong_goi: hangHoa.quy_cach_dong_goi,
  so_dang_ky: hangHoa.so_dang_ky,
  ma_vat_tu: hangHoa.ma_vat_tu,
  hang_san_xuat: hangHoa.hang_san_xuat,
  nuoc_san_xuat: hangHoa.nuoc_san_xuat,
  nhom_hang_hoa_id: hangHoa.nhom_hang_hoa_id,
  nhom_ma: nhomHangHoa.ma,
  nhom_ten: nhomHangHoa.ten,
  phan_loai_quan_ly: hangHoa.phan_loai_quan_ly,
  ma_vach: hangHoa.ma_vach,
  gia_ban: hangHoa.gia_ban,
  gia_bhyt: hangHoa.gia_bhyt,
  ty_le_thanh_toan_bhyt: hangHoa.ty_le_thanh_toan_bhyt,
  pham_vi_bhyt: hangHoa.pham_vi_bhyt,
  ma_nhom_bhyt: hangHoa.ma_nhom_bhyt,
  vat: hangHoa.vat,
  ton_toi_thieu: hangHoa.ton_toi_thieu,
  ton_toi_da: hangHoa.ton_toi_da,
  hoat_dong: hangHoa.hoat_dong,
  phan_loai_ven: hangHoa.phan_loai_ven,
  so_ngay_cho_hang: hangHoa.so_ngay_cho_hang,
  so_ngay_an_toan: hangHoa.so_ngay_an_toan,
  so_luong_dong_goi: hangHoa.so_luong_dong_goi,
  ...audit.columns,
};

function selectGoods(exec: Executor) {
  return exec
    .select(columns)
    .from(hangHoa)
    .innerJoin(nhomHangHoa, eq(nhomHangHoa.id, hangHoa.nhom_hang_hoa_id))
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

/** numeric columns are declared mode 'number'; Number() still guards drivers that hand back strings. */
type Row = Awaited<ReturnType<typeof selectGoods>>[number];

function toRecord(row: Row): GoodsRecord {
  return {
    ...row,
    loai_hang_hoa: row.loai_hang_hoa as LoaiHangHoa,
    phan_loai_quan_ly: row.phan_loai_quan_ly as PhanLoaiQuanLy,
    phan_loai_ven: row.phan_loai_ven as PhanLoaiVen | null,
    gia_ban: Number(row.gia_ban),
    gia_bhyt: Number(row.gia_bhyt),
    ty_le_thanh_toan_bhyt: Number(row.ty_le_thanh_toan_bhyt),
    vat: Number(row.vat),
    ton_toi_thieu: Number(row.ton_toi_thieu),
    ton_toi_da: Number(row.ton_toi_da),
    so_luong_dong_goi: row.so_luong_dong_goi === null ? null : Number(row.so_luong_dong_goi),
    ...toRecordAudit(row),
  };
}

/**
 * The search key starts with the code, then the name: the suggestion ranking relies on that order
 * to tell a name prefix from a match elsewhere.
 */
export function goodsSearchKey(
  input: Pick<GoodsInput, 'ma' | 'ten' | 'hoat_chat' | 'ma_vach' | 'so_dang_ky'>,
): string {
  return normalizeSearchText(
    [input.ma, input.ten, input.hoat_chat, input.ma_vach, input.so_dang_ky].filter(Boolean).join(' '),
  );
}

function valuesOf(input: GoodsInput & { phien_ban?: number }) {
  const { to_chuc: _organisation, phien_ban: _version, ...fields } = input;
  return { ...fields, tu_khoa: goodsSearchKey(input) };
}

/**
 * Ranks a suggestion: 0 exact code or barcode, 1 the code or the name starts with the first word
 * typed, 2 some word (an active ingredient...) starts with it, 3 it is only contained.
 */
function suggestionRank(text: string, key: string): SQL<number> {
  const first = key.split(' ')[0] ?? '';
  return sql<number>`case
    when lower(${hangHoa.ma}) = ${key} or ${hangHoa.ma_vach} = ${text.trim()} then 0
    when starts_with(${hangHoa.tu_khoa}, ${first}) or starts_with(${hangHoa.tu_khoa}, lower(${hangHoa.ma}) || ' ' || ${first}) then 1
    when ' ' || ${hangHoa.tu_khoa} like ${`% ${escapeLike(first)}%`} then 2
    else 3 end`;
}

export interface GoodsStore extends CatalogueStore<Query, GoodsInput, GoodsRecord> {
  suggest(exec: Executor, organisationId: string, text: string, limit: number): Promise<GoodsSuggestion[]>;
}

const baseStore = defineCatalogueStore<Query, GoodsInput, Row, GoodsRecord>({
  table: hangHoa,
  entity: 'hang_hoa',
  codeConstraint: 'hang_hoa_ma_uq',
  select: (exec) => selectGoods(exec).$dynamic(),
  toRecords: (_exec, rows) => rows.map(toRecord),
  filters: (query) => [
    query.nhom_hang_hoa_id
      ? sql`${hangHoa.nhom_hang_hoa_id} in (${groupSubtree(query.to_chuc, query.nhom_hang_hoa_id)})`
      : undefined,
    query.loai_hang_hoa ? eq(hangHoa.loai_hang_hoa, query.loai_hang_hoa) : undefined,
    query.phan_loai_quan_ly ? eq(hangHoa.phan_loai_quan_ly, query.phan_loai_quan_ly) : undefined,
    query.phan_loai_ven ? eq(hangHoa.phan_loai_ven, query.phan_loai_ven) : undefined,
  ],
  sortable: {
    ma: hangHoa.ma,
    ten: hangHoa.ten,
    hoat_chat: hangHoa.hoat_chat,
    nhom_ten: nhomHangHoa.ten,
    gia_ban: hangHoa.gia_ban,
    ngay_cap_nhat: hangHoa.ngay_cap_nhat,
  },
  values: valuesOf,
  async usage(exec, _organisationId, id) {
    const tenderLines = await countReferences(exec, goiThauChiTiet, goiThauChiTiet.hang_hoa_id, id);
    const parLevels = await countReferences(exec, coSoTuTruc, coSoTuTruc.hang_hoa_id, id);
    return tenderLines + parLevels > 0 ? 'catalogue.goods_in_use' : null;
  },
});

/** The goods a voucher line offers: suggestions as the user types, and a scanned barcode. */
const suggestionColumns = {
  id: hangHoa.id,
  ma: hangHoa.ma,
  ten: hangHoa.ten,
  hoat_chat: hangHoa.hoat_chat,
  ham_luong: hangHoa.ham_luong,
  don_vi_tinh: hangHoa.don_vi_tinh,
  ma_vach: hangHoa.ma_vach,
  phan_loai_quan_ly: hangHoa.phan_loai_quan_ly,
  gia_ban: hangHoa.gia_ban,
};

function toSuggestion(
  row: { phan_loai_quan_ly: string; gia_ban: number } & Omit<
    GoodsSuggestion,
    'phan_loai_quan_ly' | 'gia_ban'
  >,
): GoodsSuggestion {
  return { ...row, phan_loai_quan_ly: row.phan_loai_quan_ly as PhanLoaiQuanLy, gia_ban: Number(row.gia_ban) };
}

export const goodsStore: GoodsStore = {
  ...baseStore,

  async checkReferences(exec, organisationId, input) {
    if (!(await recordExists(exec, nhomHangHoa, organisationId, input.nhom_hang_hoa_id))) {
      throw new FieldRuleError([{ path: 'nhom_hang_hoa_id', messageKey: 'catalogue.reference_not_found' }]);
    }
  },

  /**
   * Active goods whose search key contains every word typed. Each word is a plain
   * `tu_khoa LIKE '%word%'` on the bare column so the pg_trgm GIN index can answer it.
   */
  async suggest(exec, organisationId, text, limit) {
    const key = normalizeSearchText(text);
    const words = key ? key.split(' ') : [];
    const rows = await exec
      .select(suggestionColumns)
      .from(hangHoa)
      .where(
        and(
          eq(hangHoa.to_chuc_id, organisationId),
          eq(hangHoa.hoat_dong, true),
          ...words.map((word) => like(hangHoa.tu_khoa, `%${escapeLike(word)}%`)),
        ),
      )
      .orderBy(...(key ? [asc(suggestionRank(text, key))] : []), asc(hangHoa.ten), asc(hangHoa.ma))
      .limit(limit);
    return rows.map(toSuggestion);
  },
};

/** Active goods of the organisation whose barcode is one of `codes` or whose code is `code`. */
export async function findGoodsByBarcode(
  exec: Executor,
  organisationId: string,
  codes: string[],
  code: string,
): Promise<GoodsSuggestion | undefined> {
  const [row] = await exec
    .select(suggestionColumns)
    .from(hangHoa)
    .where(
      and(
        eq(hangHoa.to_chuc_id, organisationId),
        eq(hangHoa.hoat_dong, true),
        or(inArray(hangHoa.ma_vach, codes), sql`lower(${hangHoa.ma}) = lower(${code})`),
      ),
    )
    .limit(1);
  return row ? toSuggestion(row) : undefined;
}
