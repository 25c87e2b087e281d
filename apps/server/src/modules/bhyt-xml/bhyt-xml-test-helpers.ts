import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { queryRows } from '../../db/client';
import { benhNhan, goiThau, goiThauChiTiet, hangHoa, khoa, nhanVien, toChuc } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import type { TestApp } from '../../test/harness';
import { hanoiDay } from '../inventory/inventory-test-helpers';
import {
  medicine,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';

export const BHYT_BASE = '/api/v1/xml-bhyt';
const XSD_DIR = join(__dirname, 'xsd');

/** Validates a document against one of the product's XSDs; the list of errors (empty when valid). */
export async function xsdErrors(xsd: string, xml: string) {
  const schema = { fileName: xsd, contents: readFileSync(join(XSD_DIR, xsd), 'utf8') };
  return (await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schema] })).errors;
}

/** The prescription fixture with every organisation, department, doctor and patient code the export needs. */
export async function setupBhytXml(t: TestApp): Promise<PrescriptionFixture> {
  const f = await setupPrescriptions(t);
  const db = t.context.db;
  await db.update(toChuc).set({ ma_cskcb: '79099' }).where(eq(toChuc.id, f.organisation.id));
  await db.update(khoa).set({ ma_khoa_bhyt: 'K01' }).where(eq(khoa.id, f.clinic));
  await db
    .update(nhanVien)
    .set({ so_chung_chi_hanh_nghe: '004567/HCM-CCHN' })
    .where(eq(nhanVien.nguoi_dung_id, f.doctor.user.id));
  await db
    .update(benhNhan)
    .set({ so_the_bhyt: 'DN4797912345678', muc_huong: 80 })
    .where(eq(benhNhan.id, f.outpatient));
  return f;
}

/** A medicine with every code the insurance output needs. */
export async function codedMedicine(t: TestApp, f: PrescriptionFixture, ten: string, ratio = 100) {
  const goods = await medicine(t, f, ten, 'Paracetamol');
  await t.context.db
    .update(hangHoa)
    .set({
      ma_hoat_chat: '40.48',
      ham_luong: '500mg',
      ma_duong_dung: '1.01',
      dang_bao_che: 'Viên nén',
      so_dang_ky: 'VD-12345-10',
      ma_nhom_bhyt: ratio === 100 ? 4 : 6,
      ty_le_thanh_toan_bhyt: ratio,
    })
    .where(eq(hangHoa.id, goods.id));
  return goods;
}

/** A medical supply with its insurance supply code (null: left without) and cost group. */
export async function codedSupply(
  t: TestApp,
  f: PrescriptionFixture,
  ten: string,
  code: string | null,
  group = 10,
) {
  const goods = await medicine(t, f, ten);
  await t.context.db
    .update(hangHoa)
    .set({ loai_hang_hoa: 'VAT_TU', ma_vat_tu: code, ma_nhom_bhyt: group, ty_le_thanh_toan_bhyt: 100 })
    .where(eq(hangHoa.id, goods.id));
  return goods;
}

/** A tender package with a line for the goods, by default won by two bidders (TT_THAU gets `;G1.01`). */
let tenders = 0;
export async function tenderFor(
  t: TestApp,
  f: PrescriptionFixture,
  goodsId: string,
  decision = '57/QĐ-TTMS',
  bidder: string | null = 'G1.01',
) {
  const packageId = newId();
  tenders += 1;
  await t.context.db.insert(goiThau).values({
    id: packageId,
    to_chuc_id: f.organisation.id,
    ma: `GT-BHYT-${tenders}`,
    so_quyet_dinh: decision,
    ngay_quyet_dinh: '2022-03-01',
    ma_goi: 'G1',
    nhom_thau: 'N1',
    nam: 2022,
    nha_cung_cap_id: f.supplierId,
    hieu_luc_tu: hanoiDay(-100),
    hieu_luc_den: hanoiDay(300),
  });
  await t.context.db.insert(goiThauChiTiet).values({
    id: newId(),
    to_chuc_id: f.organisation.id,
    goi_thau_id: packageId,
    hang_hoa_id: goodsId,
    so_luong_trung: 1000,
    don_gia_trung: 2000,
    ma_nha_thau: bidder,
  });
  return packageId;
}

/** GET one of the export's calls as a user (the pharmacist by default). */
export function callBhytXml<T>(
  t: TestApp,
  f: PrescriptionFixture,
  path: string,
  query: Record<string, string>,
  token = f.chemist.access_token,
  lang: 'vi' | 'en' = 'vi',
) {
  return t.request<T>('GET', `${BHYT_BASE}/${path}`, {
    token,
    lang,
    query: { to_chuc: f.organisation.id, ...query },
  });
}

/** The purchase prices of the goods item's batches, earliest expiry first. */
export async function batchPrices(t: TestApp, goodsId: string) {
  return (
    await queryRows<{ don_gia: string }>(
      t.context.db,
      sql`select don_gia::text from lo_hang where hang_hoa_id = ${goodsId} order by han_dung`,
    )
  ).map((r) => r.don_gia);
}

/** The text of each element of a flat XML fragment, in document order. */
export function elements(fragment: string): [string, string][] {
  return [...fragment.matchAll(/<([A-Z_0-9]+)(?:\/>|>([^<]*)<\/\1>)/g)].map((m) => [m[1]!, m[2] ?? '']);
}

/** The base64 tables of a GIAMDINHHS file, decoded: [LOAIHOSO, document]. */
export function decodedTables(envelope: string): [string, string][] {
  return [...envelope.matchAll(/<LOAIHOSO>(XML\d+)<\/LOAIHOSO><NOIDUNGFILE>([^<]+)<\/NOIDUNGFILE>/g)].map(
    (m) => [m[1]!, Buffer.from(m[2]!, 'base64').toString('utf8')],
  );
}
