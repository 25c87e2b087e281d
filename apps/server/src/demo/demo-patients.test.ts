import type { Patient } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
let organisationId: string;
let doctor: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  organisationId = (await seedDemo(t.context.db)).organisationId;
  doctor = await signIn(t, 'bacsi', DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

async function patients(query: Record<string, string | number> = {}) {
  const result = await t.request<Patient[]>('GET', '/api/v1/benh-nhan/danh-sach-benh-nhan', {
    token: doctor.access_token,
    query: { to_chuc: organisationId, page_size: 100, ...query },
  });
  expect(result.status).toBe(200);
  return result.body.data;
}

describe('demo patients', () => {
  it('registers outpatients and inpatients with codes, beds, a discharge and allergies', async () => {
    const all = await patients();
    expect(all).toHaveLength(23);
    expect(new Set(all.map((p) => p.ma)).size).toBe(23);
    expect(all.every((p) => /^BN\d{8}$/.test(p.ma))).toBe(true);
    expect(all.some((p) => p.loai_dieu_tri === 'NGOAI_TRU' && p.so_the_bhyt === null)).toBe(true);
    const admitted = await patients({ trang_thai: 'DANG_DIEU_TRI' });
    expect(new Set(admitted.map((p) => p.khoa_ten))).toEqual(new Set(['Khoa Nội', 'Khoa Nhi', 'Khoa Ngoại']));
    expect(admitted.every((p) => p.giuong && p.ngay_vao_vien)).toBe(true);
    expect((await patients({ trang_thai: 'DA_RA_VIEN' })).map((p) => p.ho_ten)).toEqual(['Châu Minh Tuấn']);
    const allergic = all.filter((p) => p.di_ung_hoat_chat.length > 0).map((p) => p.di_ung_hoat_chat);
    expect(allergic).toHaveLength(2);
    expect(allergic.flat()).toContain('Amoxicillin');
  });
});
