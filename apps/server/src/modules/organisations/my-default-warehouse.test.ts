import type { DepartmentWithWarehouses } from '@kho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kho, khoa, phieuKho } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import { addMember, type SignedInUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { hanoiDay, setupInventory, type InventoryFixture } from '../inventory/inventory-test-helpers';
import { RECENT_WORK_DAYS } from './organisations.repository';

const MY_DEPARTMENTS = '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi';

let t: TestApp;
let f: InventoryFixture;
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(async () => {
  await t.close();
});

let voucherNumber = 0;
/** A voucher row of the warehouse, dated `offsetDays` from today, by the given creator and approver. */
async function insertVoucher(
  organisationId: string,
  warehouseId: string,
  people: { createdBy?: string | null; approvedBy?: string | null },
  offsetDays = 0,
  status = 'HOAN_THANH',
) {
  voucherNumber += 1;
  await t.context.db.insert(phieuKho).values({
    id: newId(),
    to_chuc_id: organisationId,
    loai_phieu: 'XUAT_KHO',
    so_phieu: `PX-DEFAULT-${voucherNumber}`,
    trang_thai: status,
    ngay_chung_tu: hanoiDay(offsetDays),
    kho_id: warehouseId,
    nguoi_tao_id: people.createdBy ?? null,
    nguoi_duyet_id: people.approvedBy ?? null,
  });
}

async function myWarehouses(user: SignedInUser, organisationId = f.organisation.id) {
  const result = await t.request<DepartmentWithWarehouses[]>('GET', MY_DEPARTMENTS, {
    token: user.access_token,
    query: { to_chuc_id: organisationId },
  });
  expect(result.status).toBe(200);
  return result.body.data;
}

function defaultsOf(departments: DepartmentWithWarehouses[]) {
  return departments.flatMap((d) => d.kho_truc_thuoc).filter((w) => w.mac_dinh);
}

describe('danh-muc-khoa-kho-cua-toi: order and default warehouse', () => {
  it('lists the main store before the dispensary and gives a user without vouchers the main store', async () => {
    const departments = await myWarehouses(f.keeper);
    expect(departments).toHaveLength(1);
    // By name alone the dispensary ("Kho lẻ ...") would come first.
    expect(departments[0]!.kho_truc_thuoc.map((w) => [w.id, w.loai_kho])).toEqual([
      [f.mainStore, 'KHO_TONG'],
      [f.dispensary, 'KHO_LE'],
    ]);
    expect(defaultsOf(departments).map((w) => w.id)).toEqual([f.mainStore]);
  });

  it('orders warehouses main store, dispensary, cabinet, then by name within a department', async () => {
    const [ward] = await t.context.db
      .select()
      .from(khoa)
      .where(and(eq(khoa.to_chuc_id, f.organisation.id), eq(khoa.ma, 'NOI')));
    for (const [ma, ten, loai_kho] of [
      ['TT_NOI_B', 'Tủ trực B', 'TU_TRUC'],
      ['KT_NOI', 'Kho tổng nội trú', 'KHO_TONG'],
      ['KL_NOI', 'Kho lẻ Khoa Nội', 'KHO_LE'],
      ['TT_NOI_A', 'A tủ trực', 'TU_TRUC'],
    ] as const) {
      await t.context.db.insert(kho).values({
        id: newId(),
        to_chuc_id: f.organisation.id,
        khoa_id: ward!.id,
        ma,
        ten,
        loai_kho,
        kho_nguon_id: f.mainStore,
      });
    }
    const [department] = await myWarehouses(f.wardNurse);
    expect(department!.kho_truc_thuoc.map((w) => w.ten)).toEqual([
      'Kho tổng nội trú',
      'Kho lẻ Khoa Nội',
      'A tủ trực',
      'Tủ trực B',
      'Tủ trực Khoa Nội',
    ]);
    expect(defaultsOf([department!]).map((w) => w.ten)).toEqual(['Kho tổng nội trú']);
  });

  it('defaults to the warehouse where the user created or approved the most recent vouchers', async () => {
    await insertVoucher(f.organisation.id, f.dispensary, { createdBy: f.chemist.user.id });
    await insertVoucher(f.organisation.id, f.dispensary, { approvedBy: f.chemist.user.id }, -30);
    await insertVoucher(f.organisation.id, f.mainStore, { createdBy: f.chemist.user.id }, -5);
    // Older than the window: these do not count, else the main store would win.
    for (let i = 0; i < 3; i += 1) {
      await insertVoucher(
        f.organisation.id,
        f.mainStore,
        { createdBy: f.chemist.user.id },
        -(RECENT_WORK_DAYS + 1),
      );
    }
    // Drafts are not completed work: these do not count either.
    for (let i = 0; i < 3; i += 1) {
      await insertVoucher(f.organisation.id, f.mainStore, { createdBy: f.chemist.user.id }, 0, 'LUU_TAM');
    }
    const departments = await myWarehouses(f.chemist);
    expect(departments[0]!.kho_truc_thuoc[0]!.id).toBe(f.mainStore);
    expect(defaultsOf(departments).map((w) => w.id)).toEqual([f.dispensary]);
  });

  it("does not count other users' vouchers nor vouchers in another organisation", async () => {
    // Another user's work in the dispensary is not the keeper's.
    for (let i = 0; i < 2; i += 1) {
      await insertVoucher(f.organisation.id, f.dispensary, {
        createdBy: f.pharmacist.user.id,
        approvedBy: f.chemist.user.id,
      });
    }
    // The keeper also works in another hospital, busily.
    const otherId = f.outsiderOrganisation.id;
    const [otherDepartment] = await t.context.db.select().from(khoa).where(eq(khoa.to_chuc_id, otherId));
    const [otherStore] = await t.context.db.select().from(kho).where(eq(kho.to_chuc_id, otherId));
    await addMember(t, otherId, f.keeper, 'THU_KHO', [otherDepartment!.id]);
    for (let i = 0; i < 3; i += 1) {
      await insertVoucher(otherId, otherStore!.id, { createdBy: f.keeper.user.id });
    }
    expect(defaultsOf(await myWarehouses(f.keeper)).map((w) => w.id)).toEqual([f.mainStore]);
    expect(defaultsOf(await myWarehouses(f.keeper, otherId)).map((w) => w.id)).toEqual([otherStore!.id]);
  });

  it('marks no warehouse when the user has no department', async () => {
    expect(await myWarehouses(f.nurse)).toEqual([]);
  });
});
