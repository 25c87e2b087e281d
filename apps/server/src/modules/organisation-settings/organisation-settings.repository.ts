import { and, eq, sql } from 'drizzle-orm';
import {
  ABC_DEFAULT_THRESHOLDS,
  type AbcThresholds,
  type OrganisationSettings,
  type OrganisationSettingsInput,
} from '@kho/contracts';
import type { Executor } from '../../db/client';
import { toChuc } from '../../db/schema/index';

const columns = {
  id: toChuc.id,
  ma: toChuc.ma,
  ten: toChuc.ten,
  dia_chi: toChuc.dia_chi,
  so_dien_thoai: toChuc.so_dien_thoai,
  ma_cskcb: toChuc.ma_cskcb,
  so_ngay_ke_toi_da: toChuc.so_ngay_ke_toi_da,
  so_ngay_ke_man_tinh: toChuc.so_ngay_ke_man_tinh,
  so_ngay_gay_nghien: toChuc.so_ngay_gay_nghien,
  so_ngay_huong_than: toChuc.so_ngay_huong_than,
  so_ngay_kiem_soat_man_tinh: toChuc.so_ngay_kiem_soat_man_tinh,
  ma_icd_man_tinh: toChuc.ma_icd_man_tinh,
  so_ngay_cho_hang: toChuc.so_ngay_cho_hang,
  so_ngay_an_toan: toChuc.so_ngay_an_toan,
  nguong_abc_a: toChuc.nguong_abc_a,
  nguong_abc_b: toChuc.nguong_abc_b,
  nguong_abc_c: toChuc.nguong_abc_c,
  phien_ban: toChuc.phien_ban,
};

export async function findOrganisationSettings(
  exec: Executor,
  organisationId: string,
): Promise<OrganisationSettings | undefined> {
  const [row] = await exec.select(columns).from(toChuc).where(eq(toChuc.id, organisationId)).limit(1);
  return row;
}

/**
 * Writes the settings when the version is still the one the user saw; false otherwise. A rule the
 * input leaves out (undefined) keeps its stored value: drizzle leaves undefined columns out of the
 * update.
 */
export async function updateOrganisationSettings(
  exec: Executor,
  input: OrganisationSettingsInput,
  actorId: string,
): Promise<boolean> {
  const rows = await exec
    .update(toChuc)
    .set({
      ten: input.ten,
      dia_chi: input.dia_chi,
      so_dien_thoai: input.so_dien_thoai,
      ma_cskcb: input.ma_cskcb,
      so_ngay_ke_toi_da: input.so_ngay_ke_toi_da,
      so_ngay_ke_man_tinh: input.so_ngay_ke_man_tinh,
      so_ngay_gay_nghien: input.so_ngay_gay_nghien,
      so_ngay_huong_than: input.so_ngay_huong_than,
      so_ngay_kiem_soat_man_tinh: input.so_ngay_kiem_soat_man_tinh,
      ma_icd_man_tinh: input.ma_icd_man_tinh && [...new Set(input.ma_icd_man_tinh)],
      so_ngay_cho_hang: input.so_ngay_cho_hang,
      so_ngay_an_toan: input.so_ngay_an_toan,
      nguong_abc_a: input.nguong_abc_a,
      nguong_abc_b: input.nguong_abc_b,
      nguong_abc_c: input.nguong_abc_c,
      phien_ban: sql`${toChuc.phien_ban} + 1`,
      ngay_cap_nhat: new Date(),
      nguoi_cap_nhat_id: actorId,
    })
    .where(and(eq(toChuc.id, input.to_chuc), eq(toChuc.phien_ban, input.phien_ban)))
    .returning({ id: toChuc.id });
  return rows.length === 1;
}

/** The organisation's ABC thresholds (%), for an analysis that names none. */
export async function findAbcThresholds(exec: Executor, organisationId: string): Promise<AbcThresholds> {
  const [row] = await exec
    .select({ a: toChuc.nguong_abc_a, b: toChuc.nguong_abc_b, c: toChuc.nguong_abc_c })
    .from(toChuc)
    .where(eq(toChuc.id, organisationId))
    .limit(1);
  return row ?? { ...ABC_DEFAULT_THRESHOLDS };
}
