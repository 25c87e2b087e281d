import {
  PATIENT_WRITE_ROLES,
  type createPatientSchema,
  type Pagination,
  type Patient,
  type PatientMedicineMovement,
  type patientMedicineQuerySchema,
  type patientQuerySchema,
  type updatePatientSchema,
  type PatientFields,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext, CallerContext } from '../../platform/context';
import { notFound, staleVersion } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { insertAudit } from '../audit/audit.repository';
import { pageOf } from '../catalogues/catalogue-sql';
import { organisationToday } from '../inventory/engine/periods.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import { listPatientMedicines } from './patient-medicines.repository';
import {
  departmentExists,
  findPatient,
  insertPatient,
  listPatients,
  nextPatientCode,
  patientExists,
  updatePatient,
} from './patients.repository';

type CreateInput = z.output<typeof createPatientSchema>;
type UpdateInput = z.output<typeof updatePatientSchema>;
type ListQuery = z.output<typeof patientQuerySchema>;
type MedicineQuery = z.output<typeof patientMedicineQuerySchema>;

interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** Bed, admission and discharge belong to an inpatient stay; an outpatient keeps none of them. */
function withCareRules<T extends PatientFields>(fields: T): T {
  if (fields.loai_dieu_tri === 'NOI_TRU') return fields;
  return { ...fields, giuong: null, ngay_vao_vien: null, ngay_ra_vien: null };
}

/**
 * Patients of an organisation: every member reads them, PATIENT_WRITE_ROLES register and edit them.
 * The code is the server's (BN + year + sequence); updates name the version they edit.
 */
export class PatientsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  async list(userId: string, query: ListQuery): Promise<Page<Patient>> {
    await this.organisations.requireMember(query.to_chuc, userId);
    const { rows, total } = await listPatients(this.ctx.db, query);
    return { items: rows, pagination: { page: query.page, page_size: query.page_size, count: total } };
  }

  async detail(userId: string, organisationId: string, id: string): Promise<Patient> {
    await this.organisations.requireMember(organisationId, userId);
    const patient = await findPatient(this.ctx.db, organisationId, id);
    if (!patient) throw notFound('patients.not_found');
    return patient;
  }

  async create(userId: string, input: CreateInput, caller: CallerContext): Promise<Patient> {
    const { to_chuc: organisationId, ...rest } = input;
    await this.organisations.requireMember(organisationId, userId, PATIENT_WRITE_ROLES);
    const fields = withCareRules(rest);
    await this.assertDepartment(organisationId, fields.khoa_id);
    const year = Number((await organisationToday(this.ctx.db, organisationId)).slice(0, 4));
    const id = newId();
    await this.ctx.db.transaction(async (tx) => {
      const code = await nextPatientCode(tx, organisationId, year);
      await insertPatient(tx, organisationId, id, code, fields, userId);
      await this.audit(tx, 'CREATE', organisationId, userId, id, caller, { ma: code });
    });
    return (await findPatient(this.ctx.db, organisationId, id))!;
  }

  async update(userId: string, id: string, input: UpdateInput, caller: CallerContext): Promise<Patient> {
    const { to_chuc: organisationId, phien_ban: version, ...rest } = input;
    await this.organisations.requireMember(organisationId, userId, PATIENT_WRITE_ROLES);
    const existing = await findPatient(this.ctx.db, organisationId, id);
    if (!existing) throw notFound('patients.not_found');
    const fields = withCareRules(rest);
    await this.assertDepartment(organisationId, fields.khoa_id);
    await this.ctx.db.transaction(async (tx) => {
      if (!(await updatePatient(tx, organisationId, id, existing.ma, version, fields, userId))) {
        throw staleVersion();
      }
      await this.audit(tx, 'UPDATE', organisationId, userId, id, caller, { phien_ban: version + 1 });
    });
    return (await findPatient(this.ctx.db, organisationId, id))!;
  }

  /** Medicine dispensed to the patient and given back, newest first, batch by batch. */
  async medicines(userId: string, id: string, query: MedicineQuery): Promise<Page<PatientMedicineMovement>> {
    await this.organisations.requireMember(query.to_chuc, userId);
    if (!(await patientExists(this.ctx.db, query.to_chuc, id))) throw notFound('patients.not_found');
    const { rows, total } = await listPatientMedicines(this.ctx.db, query.to_chuc, id, pageOf(query));
    return { items: rows, pagination: { page: query.page, page_size: query.page_size, count: total } };
  }

  /** A department of another organisation is as unknown as a missing one. */
  private async assertDepartment(organisationId: string, departmentId: string | null): Promise<void> {
    if (departmentId && !(await departmentExists(this.ctx.db, organisationId, departmentId))) {
      throw notFound('patients.department_not_found');
    }
  }

  private audit(
    exec: Executor,
    action: 'CREATE' | 'UPDATE',
    organisationId: string,
    userId: string,
    id: string,
    caller: CallerContext,
    data: Record<string, unknown>,
  ) {
    return insertAudit(exec, {
      hanh_dong: `BENH_NHAN_${action}`,
      to_chuc_id: organisationId,
      nguoi_dung_id: userId,
      doi_tuong: 'benh_nhan',
      doi_tuong_id: id,
      dia_chi_ip: caller.ip,
      du_lieu: data,
    });
  }
}
