/**
 * The set-up of the dispensing-throughput benchmark: patients and the facility code prescribing
 * needs, and prescriptions written through the API before a run (outside its timed window).
 */
import { normalizeSearchText } from '@kho/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { benhNhan, toChuc } from '../apps/server/src/db/schema/index';
import { newId } from '../apps/server/src/platform/ids';
import { issueLines } from './issue-bench-shared';
import { post } from './throughput-kit';

export interface PrescriptionToDispense {
  id: string;
  phien_ban: number;
  lines: { id: string; so_luong: number }[];
}

export interface DispensingScenario {
  baseUrl: string;
  token: string;
  organisationId: string;
  prescriptions: PrescriptionToDispense[];
}

export interface Prescribing {
  organisationId: string;
  dispensaryId: string;
  departmentId: string;
  patientIds: string[];
  goodsIds: string[];
}

/**
 * What prescribing needs besides the generated organisation: the facility code (in the
 * prescription's national code) and outpatients, written straight to the database (the patients
 * API is another module's).
 */
export async function preparePrescribing(
  db: Db,
  data: { organisationId: string; warehouseIds: string[]; goodsIds: string[] },
  patients: number,
): Promise<Prescribing> {
  await db.update(toChuc).set({ ma_cskcb: '79001' }).where(eq(toChuc.id, data.organisationId));
  const [department] = await queryRows<{ id: string }>(
    db,
    sql`select id from khoa where to_chuc_id = ${data.organisationId} limit 1`,
  );
  const rows = Array.from({ length: patients }, (_, i) => {
    const ma = `BN${String(i + 1).padStart(8, '0')}`;
    const ho_ten = `Bệnh nhân ${i + 1}`;
    return {
      id: newId(),
      to_chuc_id: data.organisationId,
      ma,
      ho_ten,
      ngay_sinh: '1970-05-01',
      gioi_tinh: i % 2 === 0 ? 'NAM' : 'NU',
      loai_dieu_tri: 'NGOAI_TRU',
      tu_khoa: normalizeSearchText(`${ma} ${ho_ten}`),
    };
  });
  await db.insert(benhNhan).values(rows);
  return {
    organisationId: data.organisationId,
    // The generator's second warehouse is a dispensary (KHO_LE): outpatients' prescriptions go there.
    dispensaryId: data.warehouseIds[1]!,
    departmentId: department!.id,
    patientIds: rows.map((r) => r.id),
    goodsIds: data.goodsIds,
  };
}

/**
 * `count` prescriptions of 2 lines (two of the goods, 1 to 10 units each) written through the API
 * by `concurrency` callers, ready to dispense.
 */
export async function writePrescriptions(
  baseUrl: string,
  token: string,
  prescribing: Prescribing,
  count: number,
  concurrency = 8,
): Promise<PrescriptionToDispense[]> {
  const written: PrescriptionToDispense[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const created = await post<{
          id: string;
          phien_ban: number;
          chi_tiet: { id: string; so_luong: number }[];
        }>(baseUrl, token, '/api/v1/don-thuoc/tao-moi-don-thuoc', {
          to_chuc: prescribing.organisationId,
          benh_nhan_id: prescribing.patientIds[i % prescribing.patientIds.length],
          khoa_id: prescribing.departmentId,
          kho_id: prescribing.dispensaryId,
          ma_icd: 'J06.9',
          chan_doan: 'Viêm đường hô hấp trên cấp',
          chi_tiet: issueLines(prescribing.goodsIds),
          xac_nhan_canh_bao: true,
        });
        written.push({
          id: created.id,
          phien_ban: created.phien_ban,
          lines: created.chi_tiet.map((l) => ({ id: l.id, so_luong: l.so_luong })),
        });
      }
    }),
  );
  return written;
}
