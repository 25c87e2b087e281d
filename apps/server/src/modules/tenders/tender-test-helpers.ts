import type { SupplierRecord, TenderDetail } from '@kho/contracts';
import type { OrganisationFixture } from '../../test/factories';
import type { TestApp } from '../../test/harness';

export const TENDER_BASE = '/api/v1/goi-thau';

/** A calendar day (YYYY-MM-DD) in a time zone, `offsetDays` from today there. */
export function dayIn(timeZone: string, offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

export const hanoiDay = (offsetDays = 0) => dayIn('Asia/Ho_Chi_Minh', offsetDays);

export async function createSupplier(
  t: TestApp,
  f: OrganisationFixture,
  ma: string,
  ten: string,
  organisation = f.organisation,
  token = f.pharmacist.access_token,
) {
  const result = await t.request<SupplierRecord>('POST', '/api/v1/nha-cung-cap/tao-moi-nha-cung-cap', {
    token,
    body: { to_chuc: organisation.id, ma, ten },
  });
  if (result.status !== 201) throw new Error(`supplier failed: ${JSON.stringify(result.body)}`);
  return result.body.data;
}

/** The body of a tender valid from a year ago to a year ahead, with the given lines. */
export function tenderBody(
  f: OrganisationFixture,
  supplierId: string,
  ma: string,
  lines: { hang_hoa_id: string; so_luong_trung: number; don_gia_trung: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    to_chuc: f.organisation.id,
    ma,
    so_quyet_dinh: '989/QĐ-SYT',
    ngay_quyet_dinh: hanoiDay(-400),
    ma_goi: 'G1',
    nhom_thau: 'N1',
    nam: 2025,
    loai_thau: 'Thầu tập trung',
    hinh_thuc: 'Đấu thầu rộng rãi',
    nha_cung_cap_id: supplierId,
    hieu_luc_tu: hanoiDay(-365),
    hieu_luc_den: hanoiDay(365),
    ghi_chu: null,
    chi_tiet: lines,
    ...extra,
  };
}

export async function createTender(t: TestApp, body: unknown, token: string) {
  return t.request<TenderDetail>('POST', `${TENDER_BASE}/tao-moi-goi-thau`, { token, body });
}
