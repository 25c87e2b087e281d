import { sql } from 'drizzle-orm';
import type { ControlledRegister, ControlledSignOff, OfficialForm } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { addMember, createSignedInUser, type SignedInUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
} from '../../inventory/inventory-test-helpers';
import {
  medicine,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../../prescriptions/prescriptions-test-helpers';

const SIGN = '/api/v1/bao-cao/thuoc-kiem-soat/ky-ngay';
let t: TestApp;
let f: PrescriptionFixture;
let morphine: { id: string };
let para: { id: string };
let secondPharmacist: SignedInUser;
const today = hanoiDay(0);
const yesterday = hanoiDay(-1);
const twoDaysAgo = hanoiDay(-2);

const sign = (day: string, token = f.chemist.access_token, lang?: 'vi' | 'en') =>
  t.request<ControlledSignOff>('POST', SIGN, {
    token,
    lang,
    body: { to_chuc: f.organisation.id, kho_id: f.mainStore, ngay: day },
  });
const issueOn = (day: string, goodsId: string, so_luong: number) =>
  runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: goodsId, so_luong }], { ngay_chung_tu: day }));
const audit = (action: string) =>
  queryRows<{ doi_tuong_id: string; nguoi_dung_id: string; du_lieu: Record<string, unknown> }>(
    t.context.db,
    sql`select doi_tuong_id, nguoi_dung_id, du_lieu from nhat_ky
        where to_chuc_id = ${f.organisation.id} and hanh_dong = ${action}`,
  );

/** Two days ago the main store receives 50 morphine and 20 paracetamol; yesterday it sends 10 morphine to testing. */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  morphine = await medicine(t, f, 'Morphin ký sổ', null, 'GAY_NGHIEN');
  para = await medicine(t, f, 'Paracetamol ký sổ');
  const line = (id: string, so_lo: string, so_luong: number) =>
    receiptLine(id, { so_lo, so_luong, don_gia: 1000, vat: 0 });
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [line(morphine.id, 'M1', 50), line(para.id, 'P1', 20)], { ngay_chung_tu: twoDaysAgo }),
  );
  await issueOn(yesterday, morphine.id, 10);
  secondPharmacist = await createSignedInUser(t, { ho_ten: 'DS. Lê Văn Ký' });
  const [pharmacy] = await queryRows<{ khoa_id: string }>(
    t.context.db,
    sql`select khoa_id from kho where id = ${f.mainStore}`,
  );
  await addMember(t, f.organisation.id, secondPharmacist, 'DUOC_SI', [pharmacy!.khoa_id]);
});
afterAll(() => t.close());

describe('daily sign-off of the controlled-drug register', () => {
  it('a pharmacist signs a day once; other roles, a second signature and a future day are refused', async () => {
    expect((await sign(yesterday, f.keeper.access_token)).status).toBe(403);
    const signed = expectStatus(await sign(yesterday), 201);
    expect(signed).toMatchObject({ ngay: yesterday, nguoi_ky_ten: 'DS. Trần Thị Dược', so_dong: 1 });
    const again = await sign(yesterday, f.chemist.access_token, 'en');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already signed');
    const tomorrow = await sign(hanoiDay(1), f.chemist.access_token, 'vi');
    expect(tomorrow.status).toBe(409);
    expect(tomorrow.body.message).toContain('chưa kết thúc');
    const logged = await audit('SO_KIEM_SOAT_KY_NGAY');
    expect(logged).toEqual([
      expect.objectContaining({ doi_tuong_id: signed.id, nguoi_dung_id: f.chemist.user.id }),
    ]);
    const list = expectStatus(
      await t.request<ControlledSignOff[]>('GET', SIGN, {
        token: f.keeper.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, tu_ngay: twoDaysAgo, den_ngay: today },
      }),
      200,
    );
    expect(list.map((s) => s.ngay)).toEqual([yesterday]);
  });

  it('a late movement into a signed day is booked and shows as a correction after the signature, in the audit log', async () => {
    const late = await issueOn(yesterday, morphine.id, 5);
    await issueOn(yesterday, para.id, 1);
    const report = expectStatus(
      await t.request<ControlledRegister>('GET', '/api/v1/bao-cao/thuoc-kiem-soat', {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, tu_ngay: yesterday, den_ngay: yesterday },
      }),
      200,
    );
    expect(report.dong.map((r) => [r.so_phieu, r.xuat, r.ton, r.sau_khi_ky])).toEqual([
      [expect.any(String), 10, 40, false],
      [late.so_phieu, 5, 35, true],
    ]);
    expect(report.dong[1]!.nguoi_ghi).toBe('DS. Trần Thị Dược');
    const corrections = await audit('SO_KIEM_SOAT_DIEU_CHINH');
    // Only the controlled drug's row: paracetamol is not in the register.
    expect(corrections).toHaveLength(1);
    expect(corrections[0]!.du_lieu).toMatchObject({ phieu_id: late.id, ngay: yesterday });

    const day = expectStatus(
      await t.request<OfficialForm>('GET', '/api/v1/bieu-mau-tt22/so-thuoc-kiem-soat/in-ngay', {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, ngay: yesterday },
      }),
      200,
    );
    expect(day.key).toBe('PL_VIII_NGAY');
    const texts = day.rows.map((r) => String(r.cells[0] ?? ''));
    const marker = texts.findIndex((c) => c.includes('đã ký xác nhận: DS. Trần Thị Dược'));
    const notes = day.rows.map((r) => String(r.cells[7] ?? ''));
    const correction = notes.findIndex((n) => n.startsWith('ĐIỀU CHỈNH SAU KHI KÝ'));
    expect(marker).toBeGreaterThan(0);
    expect(correction).toBe(marker + 1);
    expect(notes[correction]).toContain('bởi DS. Trần Thị Dược');
    expect(day.rows.at(-1)!.cells.slice(3, 6)).toEqual([0, 15, 35]);
    expect(day.signatures[0]).toEqual({ title: 'Người quản lý thuốc', name: 'DS. Trần Thị Dược' });
  });

  it('two pharmacists signing the same day at once: one signs, the other hears it is signed', async () => {
    const results = await Promise.all([
      sign(today, f.chemist.access_token),
      sign(today, secondPharmacist.access_token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await queryRows<{ n: number }>(
      t.context.db,
      sql`select count(*)::int as n from ky_ngay_so_kiem_soat where kho_id = ${f.mainStore} and ngay = ${today}::date`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
