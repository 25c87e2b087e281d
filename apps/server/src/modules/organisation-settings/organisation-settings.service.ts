import type { OrganisationSettings, OrganisationSettingsInput } from '@kho/contracts';
import type { AppContext, CallerContext } from '../../platform/context';
import { notFound, staleVersion } from '../../platform/errors';
import { insertAudit } from '../audit/audit.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import { findOrganisationSettings, updateOrganisationSettings } from './organisation-settings.repository';

/** Who may change the organisation's own data: its administrator. */
export const SETTINGS_EDITORS = ['QUAN_TRI'] as const;

/** The organisation's identity and the codes and rules its regulatory outputs need. */
export class OrganisationSettingsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  async get(userId: string, organisationId: string): Promise<OrganisationSettings> {
    await this.organisations.requireMember(organisationId, userId);
    const settings = await findOrganisationSettings(this.ctx.db, organisationId);
    if (!settings) throw notFound();
    return settings;
  }

  async update(
    userId: string,
    input: OrganisationSettingsInput,
    caller: CallerContext,
  ): Promise<OrganisationSettings> {
    await this.organisations.requireMember(input.to_chuc, userId, SETTINGS_EDITORS);
    return this.ctx.db.transaction(async (tx) => {
      if (!(await updateOrganisationSettings(tx, input, userId))) throw staleVersion();
      await insertAudit(tx, {
        hanh_dong: 'TO_CHUC_THIET_LAP_UPDATE',
        to_chuc_id: input.to_chuc,
        nguoi_dung_id: userId,
        doi_tuong: 'to_chuc',
        doi_tuong_id: input.to_chuc,
        dia_chi_ip: caller.ip,
        du_lieu: {
          ma_cskcb: input.ma_cskcb,
          so_ngay_ke_toi_da: input.so_ngay_ke_toi_da,
          so_ngay_cho_hang: input.so_ngay_cho_hang,
          so_ngay_an_toan: input.so_ngay_an_toan,
          nguong_abc: [input.nguong_abc_a, input.nguong_abc_b, input.nguong_abc_c],
        },
      });
      return (await findOrganisationSettings(tx, input.to_chuc))!;
    });
  }
}
