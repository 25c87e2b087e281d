import { eq } from 'drizzle-orm';
import type { createPatientSchema, GioiTinh } from '@kho/contracts';
import type { z } from 'zod';
import { organisationToday } from '../modules/inventory/engine/periods.repository';
import { OrganisationsService } from '../modules/organisations/organisations.service';
import { PatientsService } from '../modules/patients/patients.service';
import type { Db } from '../db/client';
import { khoa } from '../db/schema/index';
import { seedContext } from './demo-context';
import { lookUp } from './demo-refs';
import { shiftDate } from './demo-stock-plan';

type PatientInput = z.output<typeof createPatientSchema>;

/** name, born, sex, phone, card (null: none), benefit %, address. */
type Person = [string, string, GioiTinh, string, string | null, number, string];

const OUTPATIENTS: Person[] = [
  [
    'Nguyễn Văn An',
    '1968-04-12',
    'NAM',
    '0903 112 345',
    'DN4797912345678',
    80,
    '45 Trần Hưng Đạo, Phường 6, Quận 5, TP. HCM',
  ],
  [
    'Trần Thị Bích Ngọc',
    '1985-09-30',
    'NU',
    '0912 456 789',
    'GD4797923456789',
    80,
    '12 Nguyễn Trãi, Phường 2, Quận 5, TP. HCM',
  ],
  [
    'Lê Hoàng Phúc',
    '1992-01-05',
    'NAM',
    '0938 221 004',
    null,
    0,
    '88 Lý Thường Kiệt, Phường 7, Quận 10, TP. HCM',
  ],
  [
    'Phạm Thị Hồng',
    '1957-07-19',
    'NU',
    '0977 310 552',
    'HT3797934567890',
    95,
    '203 An Dương Vương, Phường 3, Quận 5, TP. HCM',
  ],
  [
    'Võ Minh Khang',
    '2016-11-23',
    'NAM',
    '0909 887 120',
    'TE1797945678901',
    100,
    '17 Hùng Vương, Phường 9, Quận 5, TP. HCM',
  ],
  [
    'Đặng Thu Trang',
    '1979-03-08',
    'NU',
    '0868 430 911',
    '7912345678',
    80,
    '5 Châu Văn Liêm, Phường 10, Quận 5, TP. HCM',
  ],
  ['Bùi Quốc Huy', '1988-12-14', 'NAM', '0935 600 781', null, 0, '61 Ngô Quyền, Phường 11, Quận 10, TP. HCM'],
  [
    'Huỳnh Thị Mai',
    '1949-06-02',
    'NU',
    '0913 775 046',
    'HT3797956789012',
    95,
    '140 Nguyễn Chí Thanh, Phường 9, Quận 5, TP. HCM',
  ],
  [
    'Ngô Đức Tài',
    '1995-08-27',
    'NAM',
    '0987 552 310',
    'DN4797967890123',
    80,
    '9 Hàm Tử, Phường 1, Quận 5, TP. HCM',
  ],
  [
    'Dương Ngọc Lan',
    '2001-02-16',
    'NU',
    '0934 018 276',
    null,
    0,
    '33 Phan Văn Trị, Phường 2, Quận 5, TP. HCM',
  ],
  [
    'Trương Văn Lộc',
    '1963-10-10',
    'NAM',
    '0918 240 613',
    'HC4797978901234',
    80,
    '72 Bến Hàm Tử, Phường 1, Quận 5, TP. HCM',
  ],
  [
    'Lý Mỹ Linh',
    '2019-05-04',
    'NU',
    '0907 333 418',
    'TE1797989012345',
    100,
    '210 Trần Phú, Phường 4, Quận 5, TP. HCM',
  ],
];

/** person, department code, bed, admitted days ago, discharged days ago (null: in hospital). */
const INPATIENTS: [Person, string, string, number, number | null][] = [
  [
    [
      'Phan Văn Thành',
      '1952-02-11',
      'NAM',
      '0903 845 221',
      'HT3797990123456',
      95,
      '18 Lê Hồng Phong, Phường 4, Quận 5, TP. HCM',
    ],
    'KNOI',
    'N1-01',
    6,
    null,
  ],
  [
    [
      'Mai Thị Thu',
      '1970-09-15',
      'NU',
      '0972 115 340',
      'GD4797901234567',
      80,
      '90 Nguyễn Văn Cừ, Phường 1, Quận 5, TP. HCM',
    ],
    'KNOI',
    'N1-04',
    3,
    null,
  ],
  [
    [
      'Hồ Văn Dũng',
      '1945-12-01',
      'NAM',
      '0908 667 712',
      'CC1797911223344',
      100,
      '7 Trần Bình Trọng, Phường 1, Quận 5, TP. HCM',
    ],
    'KNOI',
    'N2-02',
    9,
    null,
  ],
  [
    [
      'Tạ Thị Kim Oanh',
      '1983-06-21',
      'NU',
      '0939 210 887',
      null,
      0,
      '25 Sư Vạn Hạnh, Phường 12, Quận 10, TP. HCM',
    ],
    'KNOI',
    'N2-05',
    2,
    null,
  ],
  [
    [
      'Châu Minh Tuấn',
      '1975-01-29',
      'NAM',
      '0916 420 135',
      'DN4797922334455',
      80,
      '150 Hồng Bàng, Phường 12, Quận 5, TP. HCM',
    ],
    'KNOI',
    'N1-07',
    20,
    12,
  ],
  [
    [
      'Nguyễn Gia Bảo',
      '2020-03-17',
      'NAM',
      '0905 771 046',
      'TE1797933445566',
      100,
      '44 Học Lạc, Phường 14, Quận 5, TP. HCM',
    ],
    'KNHI',
    'NH-03',
    4,
    null,
  ],
  [
    [
      'Lê Ngọc Hân',
      '2018-08-09',
      'NU',
      '0931 662 098',
      'TE1797944556677',
      100,
      '66 Tản Đà, Phường 11, Quận 5, TP. HCM',
    ],
    'KNHI',
    'NH-05',
    1,
    null,
  ],
  [
    [
      'Trần Đức Minh',
      '2014-12-25',
      'NAM',
      '0969 301 552',
      'TE1797955667788',
      100,
      '3 Phù Đổng Thiên Vương, Phường 11, Quận 5, TP. HCM',
    ],
    'KNHI',
    'NH-08',
    5,
    null,
  ],
  [
    [
      'Phạm Khánh Vy',
      '2022-06-30',
      'NU',
      '0977 840 216',
      'TE1797966778899',
      100,
      '120 Lương Nhữ Học, Phường 11, Quận 5, TP. HCM',
    ],
    'KNHI',
    'NH-01',
    2,
    null,
  ],
  [
    [
      'Đoàn Văn Hậu',
      '1990-04-03',
      'NAM',
      '0914 556 203',
      'DN4797977889900',
      80,
      '58 Nguyễn Duy Dương, Phường 9, Quận 5, TP. HCM',
    ],
    'KNGOAI',
    'NG-02',
    3,
    null,
  ],
  [
    [
      'Vương Thị Yến',
      '1966-11-11',
      'NU',
      '0989 120 447',
      'HT3797988990011',
      95,
      '11 Vạn Tượng, Phường 13, Quận 5, TP. HCM',
    ],
    'KNGOAI',
    'NG-06',
    7,
    null,
  ],
];

/** Allergies of two patients, by name: the ingredients are demo goods' (Amoxicillin, Ibuprofen...). */
const ALLERGIES: Record<string, { text: string; ingredients: string[] }> = {
  'Phạm Thị Hồng': {
    text: 'Nổi mề đay, khó thở sau khi uống Amoxicillin (2019)',
    ingredients: ['Amoxicillin', 'Amoxicillin + Acid clavulanic'],
  },
  'Phan Văn Thành': {
    text: 'Phù mạch với thuốc giảm đau nhóm NSAID',
    ingredients: ['Ibuprofen', 'Diclofenac natri'],
  },
};

/** A national ID as printed: province 079, sex and century digit, birth year, six running digits. */
function nationalId(born: string, sex: GioiTinh, index: number): string {
  const centuryDigit = (born < '2000' ? 0 : 2) + (sex === 'NU' ? 1 : 0);
  return `079${centuryDigit}${born.slice(2, 4)}${String(123_457 + index * 7_919).slice(-6)}`;
}

/**
 * About 25 patients of the demo hospital, registered through the patients service (codes from the
 * counter): outpatients with and without insurance cards, inpatients of Khoa Nội, Khoa Nhi and
 * Khoa Ngoại with beds and admission dates, one discharged, two with allergies.
 */
export async function seedDemoPatients(db: Db, organisationId: string): Promise<void> {
  const ctx = seedContext(db);
  const service = new PatientsService(ctx, new OrganisationsService(ctx));
  const refs = await lookUp(db, organisationId);
  const today = await organisationToday(db, organisationId);
  const year = today.slice(0, 4);
  const departments = await db
    .select({ id: khoa.id, ma: khoa.ma })
    .from(khoa)
    .where(eq(khoa.to_chuc_id, organisationId));
  const departmentId = (ma: string) => departments.find((d) => d.ma === ma)!.id;
  const caller = { ip: '127.0.0.1', userAgent: 'demo seed' };

  const input = (person: Person, index: number, care: Partial<PatientInput>): PatientInput => {
    const [ho_ten, ngay_sinh, gioi_tinh, so_dien_thoai, card, benefit, dia_chi] = person;
    const allergy = ALLERGIES[ho_ten];
    return {
      to_chuc: organisationId,
      ho_ten,
      ngay_sinh,
      gioi_tinh,
      dia_chi,
      so_dien_thoai,
      so_cccd: nationalId(ngay_sinh, gioi_tinh, index),
      so_the_bhyt: card,
      bhyt_tu_ngay: card ? `${year}-01-01` : null,
      bhyt_den_ngay: card ? `${year}-12-31` : null,
      muc_huong: card ? benefit : null,
      loai_dieu_tri: 'NGOAI_TRU',
      khoa_id: null,
      giuong: null,
      ngay_vao_vien: null,
      ngay_ra_vien: null,
      di_ung: allergy?.text ?? null,
      di_ung_hoat_chat: allergy?.ingredients ?? [],
      ...care,
    };
  };

  for (const [index, person] of OUTPATIENTS.entries()) {
    await service.create(refs.adminId, input(person, index, { khoa_id: departmentId('KKB') }), caller);
  }
  for (const [index, [person, ward, bed, admitted, discharged]] of INPATIENTS.entries()) {
    const care: Partial<PatientInput> = {
      loai_dieu_tri: 'NOI_TRU',
      khoa_id: departmentId(ward),
      giuong: bed,
      ngay_vao_vien: shiftDate(today, -admitted),
      ngay_ra_vien: discharged === null ? null : shiftDate(today, -discharged),
    };
    await service.create(refs.nurseId, input(person, OUTPATIENTS.length + index, care), caller);
  }
}
