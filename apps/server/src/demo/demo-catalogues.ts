import { normalizeSearchText } from '@kho/contracts';
import { newId } from '../platform/ids';
import type { Executor } from '../db/client';
import { coSoTuTruc, goiThau, goiThauChiTiet, hangHoa, nhaCungCap, nhomHangHoa } from '../db/schema/index';
import { DEMO_GOODS, DEMO_GROUPS, DEMO_SUPPLIERS } from './demo-goods';
import { demoCostGroup, demoIngredientCodes, demoRouteCode, demoSupplyCode } from './demo-regulatory';

/**
 * A plausible VEN class per medicine group for the demo (a committee decides it item by item):
 * emergency, anaesthesia and infusions vital; most treatment groups essential; vitamins and
 * symptomatic groups non-essential; herbal medicines left unclassified so the matrix shows that
 * column too. Every fifth item of an essential group is non-essential, for a more varied matrix.
 */
const VEN_OF_GROUP: Record<string, 'V' | 'E' | 'N'> = {
  TD_GM: 'V',
  TD_DT: 'V',
  TD_KS: 'E',
  TD_TM: 'E',
  TD_NT: 'E',
  TD_TK: 'E',
  TD_HH: 'E',
  TD_TH: 'N',
  TD_GD: 'E',
  TD_DU: 'N',
  TD_VT: 'N',
};

function demoVenClass(group: string, index: number): 'V' | 'E' | 'N' | null {
  const ven = VEN_OF_GROUP[group] ?? null;
  return ven === 'E' && index % 5 === 0 ? 'N' : ven;
}

const KIND_OF_GROUP: Record<string, 'THUOC' | 'VAT_TU' | 'HOA_CHAT'> = {
  TD: 'THUOC',
  DY: 'THUOC',
  VT: 'VAT_TU',
  HC: 'HOA_CHAT',
};

/** Emergency items every demo ward cabinet keeps, with their par levels. */
const CABINET_PAR_LEVELS: [name: string, quantity: number][] = [
  ['Adrenalin 1mg/ml', 10],
  ['Atropin sulfat 0,25mg/ml', 10],
  ['Dexamethason 4mg/ml', 10],
  ['Furosemid 20mg/2ml', 10],
  ['Seduxen 10mg/2ml', 5],
  ['Glucose 30% 5ml', 10],
  ['Natri clorid 0,9% 500ml', 10],
  ['Ringer lactat 500ml', 6],
  ['Paracetamol 500mg', 50],
  ['Ventolin Nebules 2,5mg', 10],
  ['Bơm tiêm 5ml', 50],
  ['Kim luồn tĩnh mạch 22G', 10],
  ['Dây truyền dịch', 10],
  ['Găng tay khám không bột size M', 50],
];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** A GTIN-13 with Vietnam's 893 prefix and a valid check digit, so scanners accept it. */
function demoBarcode(index: number): string {
  const body = `893600${String(100_000 + index).slice(-6)}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Goods groups, about 200 goods, 10 suppliers, two tender packages (one expiring within 30 days,
 * so the warnings show) and par levels for the demo ward cabinets. Tender lines start with
 * nothing received: receipts (issue 5) record what arrives.
 */
export async function seedDemoCatalogues(
  tx: Executor,
  organisationId: string,
  actorId: string,
  cabinetIds: string[],
): Promise<void> {
  const audit = { to_chuc_id: organisationId, nguoi_tao_id: actorId, nguoi_cap_nhat_id: actorId };
  const groupIds = new Map<string, string>();
  for (const group of DEMO_GROUPS) groupIds.set(group.ma, newId());
  await tx.insert(nhomHangHoa).values(
    DEMO_GROUPS.map((g) => ({
      id: groupIds.get(g.ma)!,
      ma: g.ma,
      ten: g.ten,
      nhom_cha_id: g.cha ? groupIds.get(g.cha)! : null,
      tu_khoa: normalizeSearchText(`${g.ma} ${g.ten}`),
      ...audit,
    })),
  );

  const goodsIds = new Map<string, string>();
  const ingredientCodes = demoIngredientCodes(DEMO_GOODS.map((row) => row[1]));
  const goodsRows = DEMO_GOODS.map(
    ([ten, hoatChat, hamLuong, dangBaoChe, duongDung, donVi, nhom, phanLoai, hang, nuoc, gia], index) => {
      const id = newId();
      goodsIds.set(ten, id);
      const ma = `HH${String(index + 1).padStart(4, '0')}`;
      const barcode = demoBarcode(index + 1);
      const kind = KIND_OF_GROUP[nhom.split('_')[0]!] ?? 'THUOC';
      return {
        id,
        ma,
        ten,
        loai_hang_hoa: kind,
        hoat_chat: hoatChat,
        ma_hoat_chat: kind === 'THUOC' && hoatChat ? ingredientCodes.get(hoatChat)! : null,
        ham_luong: hamLuong,
        dang_bao_che: dangBaoChe,
        duong_dung: duongDung,
        ma_duong_dung: demoRouteCode(duongDung),
        don_vi_tinh: donVi,
        so_dang_ky: kind === 'THUOC' ? `VD-${30_000 + index * 37}-${20 + (index % 6)}` : null,
        ma_vat_tu: kind === 'VAT_TU' ? demoSupplyCode(index + 1) : null,
        hang_san_xuat: hang,
        nuoc_san_xuat: nuoc,
        nhom_hang_hoa_id: groupIds.get(nhom)!,
        phan_loai_quan_ly: phanLoai,
        phan_loai_ven: kind === 'THUOC' ? demoVenClass(nhom, index) : null,
        ma_vach: barcode,
        gia_ban: gia,
        gia_bhyt: gia,
        // Medicines and supplies of the insurance list are paid in full; chemicals are not claimed.
        ty_le_thanh_toan_bhyt: kind === 'HOA_CHAT' ? 0 : 100,
        pham_vi_bhyt: kind === 'HOA_CHAT' ? 2 : 1,
        ma_nhom_bhyt: demoCostGroup(kind),
        vat: 5,
        ton_toi_thieu: gia < 5000 ? 100 : 20,
        ton_toi_da: gia < 5000 ? 2000 : 300,
        // Procurement plans round to whole boxes: tablets come by the hundred, ampoules by ten.
        so_luong_dong_goi: donVi === 'Viên' ? 100 : donVi === 'Ống' ? 10 : null,
        tu_khoa: normalizeSearchText(`${ma} ${ten} ${hoatChat ?? ''} ${barcode}`),
        ...audit,
      };
    },
  );
  await tx.insert(hangHoa).values(goodsRows);

  const supplierIds = new Map<string, string>();
  await tx.insert(nhaCungCap).values(
    DEMO_SUPPLIERS.map(([ma, ten, mst, diaChi, dienThoai]) => {
      const id = newId();
      supplierIds.set(ma, id);
      return {
        id,
        ma,
        ten,
        ma_so_thue: mst,
        dia_chi: diaChi,
        so_dien_thoai: dienThoai,
        tu_khoa: normalizeSearchText(`${ma} ${ten} ${mst}`),
        ...audit,
      };
    }),
  );

  const today = new Date();
  const year = today.getUTCFullYear();
  const medicines = goodsRows.filter((g) => g.loai_hang_hoa === 'THUOC').slice(0, 30);
  const supplies = goodsRows.filter((g) => g.loai_hang_hoa === 'VAT_TU').slice(0, 15);
  const tenders = [
    {
      ma: `GT${year}_G1N1`,
      so: `1250/QĐ-SYT`,
      goi: 'G1',
      nhom: 'N1',
      supplier: 'CODUPHA',
      from: addDays(today, -200),
      to: addDays(today, 330),
      lines: medicines,
    },
    {
      ma: `GT${year}_G2N4`,
      so: `386/QĐ-BV`,
      goi: 'G2',
      nhom: 'N4',
      supplier: 'MPV',
      from: addDays(today, -340),
      to: addDays(today, 24),
      lines: supplies,
    },
  ];
  for (const tender of tenders) {
    const id = newId();
    await tx.insert(goiThau).values({
      id,
      ma: tender.ma,
      so_quyet_dinh: tender.so,
      ngay_quyet_dinh: isoDate(addDays(tender.from, -20)),
      ma_goi: tender.goi,
      nhom_thau: tender.nhom,
      nam: tender.from.getUTCFullYear(),
      // The medicines were awarded by the provincial health department (áp thầu, province 79).
      don_vi_ban_hanh: tender.goi === 'G1' ? '79' : null,
      loai_thau: tender.goi === 'G1' ? 'Thuốc generic' : 'Vật tư y tế',
      hinh_thuc: 'Đấu thầu rộng rãi',
      nha_cung_cap_id: supplierIds.get(tender.supplier)!,
      hieu_luc_tu: isoDate(tender.from),
      hieu_luc_den: isoDate(tender.to),
      tu_khoa: normalizeSearchText(`${tender.ma} ${tender.so}`),
      ...audit,
    });
    await tx.insert(goiThauChiTiet).values(
      tender.lines.map((goods, i) => ({
        id: newId(),
        to_chuc_id: organisationId,
        goi_thau_id: id,
        hang_hoa_id: goods.id,
        so_luong_trung: (goods.gia_ban < 5000 ? 20_000 : 2_000) + i * 100,
        don_gia_trung: Math.round(goods.gia_ban * 0.92),
        // Every TT_THAU case shows on the demo: a line of another group, a drug won by two
        // bidders (this one is the first), a price-negotiated drug.
        nhom_thau: i % 10 === 3 ? 'N2' : null,
        ma_nha_thau: i === 1 ? 'G1.01' : null,
        dam_phan_gia: i === 5,
      })),
    );
  }

  const parLevels = cabinetIds.flatMap((kho_id) =>
    CABINET_PAR_LEVELS.map(([name, so_luong]) => ({
      id: newId(),
      to_chuc_id: organisationId,
      kho_id,
      hang_hoa_id: goodsIds.get(name)!,
      so_luong,
    })),
  );
  if (parLevels.length > 0) await tx.insert(coSoTuTruc).values(parLevels);
}
