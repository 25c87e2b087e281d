import type { PrescribableGoods, PrescriptionDetail } from '@kho/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { organisationToday } from '../modules/inventory/engine/periods.repository';
import { OrganisationsService } from '../modules/organisations/organisations.service';
import { DispensingService } from '../modules/prescriptions/dispensing/dispensing.service';
import { PrescriptionsService } from '../modules/prescriptions/prescriptions.service';
import type { Db } from '../db/client';
import { benhNhan, kho, khoa, nguoiDung } from '../db/schema/index';
import { seedContext } from './demo-context';
import { lookUp } from './demo-refs';
import { OUTPATIENT_TENDER_GOODS, OUTPATIENT_TENDER_SUPPLY, shiftDate } from './demo-stock-plan';

/**
 * ICD-10 code and diagnosis of each demo prescription, how many medicines it has, and whether the
 * patient also takes home the dispensary's insulin syringes (a medical supply: XML3).
 */
const OUTPATIENT_VISITS: [string, string, number, boolean][] = [
  ['J06.9', 'Viêm đường hô hấp trên cấp', 3, false],
  ['I10', 'Tăng huyết áp vô căn (nguyên phát)', 2, false],
  ['K29.7', 'Viêm dạ dày, không đặc hiệu', 1, false],
  ['M54.5', 'Đau thắt lưng', 2, false],
  ['E11.9', 'Đái tháo đường type 2 điều trị insulin', 1, true],
  ['J20.9', 'Viêm phế quản cấp', 1, false],
];
/** Visits from this one on are dispensed (the first in part). */
const FIRST_DISPENSED_VISIT = 3;

/** 1 unit 2 times a day for 5 days: 10 of each medicine. */
const line = (goods: PrescribableGoods) => ({
  hang_hoa_id: goods.id,
  lieu_moi_lan: 1,
  so_lan_ngay: 2,
  so_ngay: 5,
  cach_dung: 'Uống sau ăn sáng và tối',
  so_luong: 10,
  ghi_chu: null,
});

/** Ten insulin syringes, one for each injection; a supply has no dose. */
const syringeLine = (goods: PrescribableGoods) => ({
  ...line(goods),
  lieu_moi_lan: null,
  so_lan_ngay: null,
  so_ngay: null,
  cach_dung: 'Dùng một bơm tiêm cho mỗi lần tiêm insulin',
});

/** Goods of a warehouse a doctor would write: ordinary medicines in stock, one per active ingredient. */
function pickGoods(goods: PrescribableGoods[], minimum: number): PrescribableGoods[] {
  const seen = new Set<string>();
  return goods.filter((g) => {
    const ingredient = (g.hoat_chat ?? '').toLowerCase();
    if (!ingredient || g.phan_loai_quan_ly !== 'THUONG' || g.kha_dung < minimum || seen.has(ingredient)) {
      return false;
    }
    seen.add(ingredient);
    return true;
  });
}

/**
 * Prescriptions of the demo hospital, written by `bacsi` and dispensed by `duocsi` through the
 * services: at Kho lẻ ngoại trú three awaiting, one partly dispensed, two dispensed (yesterday's
 * visits); one inpatient prescription awaiting at Khoa Nội's ward cabinet. Runs after the patients.
 */
export async function seedDemoPrescriptions(db: Db, organisationId: string): Promise<void> {
  const ctx = seedContext(db);
  const organisations = new OrganisationsService(ctx);
  const prescriptions = new PrescriptionsService(ctx, organisations);
  const dispensing = new DispensingService(ctx, organisations, prescriptions);
  const refs = await lookUp(db, organisationId);
  const today = await organisationToday(db, organisationId);
  const [doctor] = await db
    .select({ id: nguoiDung.id })
    .from(nguoiDung)
    .where(eq(nguoiDung.ten_dang_nhap, 'bacsi'));
  const departments = await db
    .select({ id: khoa.id, ma: khoa.ma })
    .from(khoa)
    .where(eq(khoa.to_chuc_id, organisationId));
  const departmentId = (ma: string) => departments.find((d) => d.ma === ma)!.id;
  const dispensary = refs.warehouses.find((w) => w.ma === 'KLNT')!.id;
  const [wardCabinet] = await db
    .select({ id: kho.id })
    .from(kho)
    .where(and(eq(kho.khoa_id, departmentId('KNOI')), eq(kho.loai_kho, 'TU_TRUC')));
  const outpatients = await db
    .select({ id: benhNhan.id })
    .from(benhNhan)
    .where(and(eq(benhNhan.to_chuc_id, organisationId), eq(benhNhan.loai_dieu_tri, 'NGOAI_TRU')))
    .orderBy(asc(benhNhan.ma));
  const [inpatient] = await db
    .select({ id: benhNhan.id })
    .from(benhNhan)
    .where(
      and(
        eq(benhNhan.to_chuc_id, organisationId),
        eq(benhNhan.khoa_id, departmentId('KNOI')),
        eq(benhNhan.loai_dieu_tri, 'NOI_TRU'),
        isNull(benhNhan.ngay_ra_vien),
      ),
    )
    .orderBy(asc(benhNhan.ma));
  if (!doctor || !wardCabinet || !inpatient || outpatients.length < OUTPATIENT_VISITS.length) {
    throw new Error('demo prescriptions: the demo doctor, cabinet or patients are missing');
  }
  const dispensaryGoods = pickGoods(
    await prescriptions.prescribableGoods(doctor.id, { to_chuc: organisationId, kho_id: dispensary }),
    40,
  );
  // The visits dispensed below are insurance claims: their medicines were bought under the tender.
  const tenderedGoods: PrescribableGoods[] = [];
  for (const name of OUTPATIENT_TENDER_GOODS) {
    const found = await prescriptions.prescribableGoods(doctor.id, {
      to_chuc: organisationId,
      kho_id: dispensary,
      tu_khoa: name,
    });
    tenderedGoods.push(
      ...pickGoods(
        found.filter((g) => g.ten === name),
        40,
      ),
    );
  }
  const [syringes] = (
    await prescriptions.prescribableGoods(doctor.id, {
      to_chuc: organisationId,
      kho_id: dispensary,
      tu_khoa: OUTPATIENT_TENDER_SUPPLY,
    })
  ).filter((g) => g.ten === OUTPATIENT_TENDER_SUPPLY && g.kha_dung >= 10);
  if (tenderedGoods.length < 3 || !syringes) {
    throw new Error('demo prescriptions: the tendered medicines or supply are missing');
  }

  const written: PrescriptionDetail[] = [];
  let next = 0;
  let nextTendered = 0;
  for (const [index, [ma_icd, chan_doan, count, withSyringes]] of OUTPATIENT_VISITS.entries()) {
    const goods = Array.from({ length: count }, () =>
      index >= FIRST_DISPENSED_VISIT
        ? tenderedGoods[nextTendered++ % tenderedGoods.length]!
        : dispensaryGoods[next++ % dispensaryGoods.length]!,
    );
    written.push(
      await prescriptions.create(doctor.id, {
        to_chuc: organisationId,
        benh_nhan_id: outpatients[index]!.id,
        khoa_id: departmentId('KKB'),
        kho_id: dispensary,
        // The last two were yesterday's visits, dispensed since.
        ngay_ke: index >= 4 ? shiftDate(today, -1) : today,
        ma_icd,
        chan_doan,
        loi_dan: index === 1 ? 'Tái khám sau 1 tháng, đo huyết áp hằng ngày' : null,
        ngay_tai_kham: index === 1 ? shiftDate(today, 30) : null,
        nguoi_giam_ho: null,
        chi_tiet: [...goods.map(line), ...(withSyringes ? [syringeLine(syringes)] : [])],
        xac_nhan_canh_bao: true,
      }),
    );
  }
  const [, , , partly, full1, full2] = written;
  const giveAll = (p: PrescriptionDetail, lines = p.chi_tiet) =>
    dispensing.dispense(refs.pharmacistId, p.id, {
      to_chuc: organisationId,
      phien_ban: p.phien_ban,
      chi_tiet: lines.map((l) => ({ don_thuoc_chi_tiet_id: l.id, so_luong: l.so_luong, lo_hang_id: null })),
      dong_phan_con_lai: false,
      ly_do_dong: null,
    });
  // The patient takes the first medicine now and comes back for the second.
  await giveAll(partly!, partly!.chi_tiet.slice(0, 1));
  await giveAll(full1!);
  await giveAll(full2!);

  const cabinetGoods = pickGoods(
    await prescriptions.prescribableGoods(doctor.id, { to_chuc: organisationId, kho_id: wardCabinet.id }),
    4,
  ).slice(0, 2);
  await prescriptions.create(doctor.id, {
    to_chuc: organisationId,
    benh_nhan_id: inpatient.id,
    khoa_id: departmentId('KNOI'),
    kho_id: wardCabinet.id,
    ma_icd: 'J18.9',
    chan_doan: 'Viêm phổi, không đặc hiệu',
    loi_dan: null,
    ngay_tai_kham: null,
    nguoi_giam_ho: null,
    chi_tiet: cabinetGoods.map((g) => ({ ...line(g), so_lan_ngay: 1, so_ngay: 2, so_luong: 2 })),
    xac_nhan_canh_bao: true,
  });

  await seedControlledPrescriptions(prescriptions, doctor.id, {
    organisationId,
    departmentId: departmentId('KKB'),
    dispensary,
    patientIds: outpatients.slice(0, 2).map((p) => p.id),
    today,
  });
}

/**
 * An "N" prescription (a narcotic for cancer pain) and an "H" one (a psychotropic for anxiety)
 * awaiting dispensing, so their codes, separate forms and quantities in words show on a fresh demo.
 */
async function seedControlledPrescriptions(
  prescriptions: PrescriptionsService,
  doctorId: string,
  at: {
    organisationId: string;
    departmentId: string;
    dispensary: string;
    patientIds: string[];
    today: string;
  },
) {
  const visits: [string, string, string, string, string][] = [
    [
      'Morphin',
      'GAY_NGHIEN',
      'C34.9',
      'Ung thư phế quản phổi, đau do ung thư',
      'Tiêm dưới da khi đau, cách nhau ít nhất 4 giờ',
    ],
    ['Diazepam', 'HUONG_THAN', 'F41.1', 'Rối loạn lo âu lan tỏa', 'Uống buổi tối trước khi ngủ'],
  ];
  for (const [index, [name, kind, ma_icd, chan_doan, cach_dung]] of visits.entries()) {
    const available = await prescriptions.prescribableGoods(doctorId, {
      to_chuc: at.organisationId,
      kho_id: at.dispensary,
      tu_khoa: name,
    });
    const goods = available
      .filter((g) => g.phan_loai_quan_ly === kind)
      .sort((a, b) => b.kha_dung - a.kha_dung)[0];
    if (!goods) continue;
    // What the dispensary has, when it has some; otherwise written as confirmed over stock.
    const quantity = goods.kha_dung >= 1 ? Math.min(15, Math.floor(goods.kha_dung)) : 15;
    await prescriptions.create(doctorId, {
      to_chuc: at.organisationId,
      benh_nhan_id: at.patientIds[index]!,
      khoa_id: at.departmentId,
      kho_id: at.dispensary,
      ngay_ke: at.today,
      ma_icd,
      chan_doan,
      loi_dan: 'Giữ thuốc xa tầm tay trẻ em; mang vỏ thuốc khi tái khám',
      ngay_tai_kham: shiftDate(at.today, 5),
      nguoi_giam_ho: null,
      chi_tiet: [
        { ...line(goods), so_lan_ngay: 3, so_ngay: 5, so_luong: quantity, cach_dung: cach_dung ?? null },
      ],
      xac_nhan_canh_bao: true,
    });
  }
}
