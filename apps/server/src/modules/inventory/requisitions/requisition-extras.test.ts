import type { ParSuggestion } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { expectLedgerMatches, expectStatus, onHand } from '../inventory-test-helpers';
import {
  act,
  eventually,
  newGoods,
  REQUISITIONS,
  requisitionBody,
  setParLevel,
  setupRequests,
  startPushService,
  stockUp,
  submitted,
  type RequestsFixture,
} from './requests-test-helpers';

let t: TestApp;
let f: RequestsFixture;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupRequests(t);
  push = await startPushService();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const nurse = () => f.wardNurse.access_token;
const chemist = () => f.chemist.access_token;

describe('concurrent approvals', () => {
  it('two requisitions competing for the same stock never oversell', async () => {
    const goods = await newGoods(t, f, 'Tranh chấp lĩnh');
    await stockUp(t, f, goods.id, 10);
    const cabinet = await submitted(
      t,
      f,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 7 }]),
    );
    const dispensary = await submitted(
      t,
      f,
      REQUISITIONS,
      chemist(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 6 }], { kho_nhan_id: f.dispensary }),
    );
    const results = await Promise.all([
      act(t, f, REQUISITIONS, cabinet, 'duyet', chemist()),
      act(t, f, REQUISITIONS, dispensary, 'duyet', chemist()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toContain(goods.ten);
    const moved = (await onHand(t, f, f.cabinet, goods.id)) + (await onHand(t, f, f.dispensary, goods.id));
    expect(moved).toBeGreaterThanOrEqual(6);
    expect(moved + (await onHand(t, f, f.mainStore, goods.id))).toBe(10);
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet, f.dispensary]);
  });

  it('both succeed when the stock suffices', async () => {
    const goods = await newGoods(t, f, 'Đủ hàng lĩnh');
    await stockUp(t, f, goods.id, 10, { so_lo: 'A', han_dung: '2030-01-01' });
    await stockUp(t, f, goods.id, 10, { so_lo: 'B', han_dung: '2031-01-01' });
    const first = await submitted(
      t,
      f,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 8 }]),
    );
    const second = await submitted(
      t,
      f,
      REQUISITIONS,
      chemist(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 9 }], { kho_nhan_id: f.dispensary }),
    );
    const results = await Promise.all([
      act(t, f, REQUISITIONS, first, 'duyet', chemist()),
      act(t, f, REQUISITIONS, second, 'duyet', chemist()),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(8);
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(9);
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(3);
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet, f.dispensary]);
  });
});

describe('par-level suggestion', () => {
  const suggest = (token: string, kho_id = f.cabinet) =>
    t.request<ParSuggestion[]>('GET', `${REQUISITIONS}/goi-y-linh-bu`, {
      token,
      query: { to_chuc: f.organisation.id, kho_id },
    });

  it('par level minus usable stock in the cabinet minus what pending requisitions ask', async () => {
    const [low, full, asked] = [
      await newGoods(t, f, 'Adrenalin cơ số'),
      await newGoods(t, f, 'Atropin cơ số'),
      await newGoods(t, f, 'Diazepam cơ số'),
    ];
    await setParLevel(t, f, f.cabinet, low.id, 20);
    await setParLevel(t, f, f.cabinet, full.id, 5);
    await setParLevel(t, f, f.cabinet, asked.id, 10);
    await stockUp(t, f, low.id, 6, { kho_id: f.cabinet });
    // An expired batch in the cabinet is not usable stock: it does not count.
    await stockUp(t, f, low.id, 4, { kho_id: f.cabinet, so_lo: 'OLD', han_dung: '2020-01-01' });
    await stockUp(t, f, full.id, 5, { kho_id: f.cabinet });
    await submitted(
      t,
      f,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [{ hang_hoa_id: asked.id, so_luong: 4 }]),
    );
    // A draft asks nothing yet.
    expectStatus(
      await t.request('POST', `${REQUISITIONS}/tao-moi-phieu-linh-hang-hoa`, {
        token: nurse(),
        body: requisitionBody(f, [{ hang_hoa_id: asked.id, so_luong: 3 }]),
      }),
      201,
    );
    const rows = expectStatus(await suggest(nurse()), 200);
    const byGoods = new Map(rows.map((r) => [r.hang_hoa_id, r]));
    expect(byGoods.get(low.id)).toMatchObject({ co_so: 20, ton_kho: 6, dang_linh: 0, de_xuat: 14 });
    expect(byGoods.has(full.id)).toBe(false);
    expect(byGoods.get(asked.id)).toMatchObject({ co_so: 10, ton_kho: 0, dang_linh: 4, de_xuat: 6 });
    expect(byGoods.get(low.id)!.hang_hoa_ten).toBe('Adrenalin cơ số');
  });

  it('only for those who act in the cabinet', async () => {
    expect((await suggest(f.otherNurse.access_token)).status).toBe(403);
    expect((await suggest(chemist())).status).toBe(403);
    expect((await suggest(f.outsider.access_token)).status).toBe(403);
    expect((await suggest(f.admin.access_token)).status).toBe(200);
    expect((await suggest(f.otherNurse.access_token, f.otherCabinet)).status).toBe(200);
  });
});

describe('notifications', () => {
  it('pushes the submission to the source pharmacists and the answer to the requester', async () => {
    const goods = await newGoods(t, f, 'Thông báo lĩnh');
    await stockUp(t, f, goods.id, 10);
    await push.subscribe(t, f.chemist, '/chemist');
    await push.subscribe(t, f.wardNurse, '/nurse');
    await push.subscribe(t, f.keeper, '/keeper');
    const sent = vi.spyOn(t.context.push, 'sendToUser');
    try {
      const pending = await submitted(
        t,
        f,
        REQUISITIONS,
        nurse(),
        requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 3 }]),
      );
      await eventually(() => push.received.includes('/chemist'));
      const toChemist = sent.mock.calls.find(([user]) => user === f.chemist.user.id)!;
      expect(toChemist[1].notification.title).toBe(`Phiếu lĩnh ${pending.so_phieu} chờ duyệt`);
      expect(toChemist[1].notification.body).toContain('Tủ trực Khoa Nội');
      expect(toChemist[1].data).toMatchObject({ phieu_id: pending.id, loai_phieu: 'LINH_HANG' });
      // The keeper cannot approve and the nurse sent it: neither hears of the submission.
      expect(sent.mock.calls.map(([user]) => user)).not.toContain(f.keeper.user.id);
      expect(sent.mock.calls.map(([user]) => user)).not.toContain(f.wardNurse.user.id);

      await act(t, f, REQUISITIONS, pending, 'duyet', chemist());
      await eventually(() => push.received.includes('/nurse'));
      const toNurse = sent.mock.calls.find(([user]) => user === f.wardNurse.user.id)!;
      expect(toNurse[1].notification.title).toBe(`Phiếu lĩnh ${pending.so_phieu} đã được duyệt`);
    } finally {
      sent.mockRestore();
    }
  });

  it("is written in each recipient's stored language, not the sender's", async () => {
    const goods = await newGoods(t, f, 'Thông báo tiếng Anh');
    await stockUp(t, f, goods.id, 10);
    const language = (token: string, ngon_ngu: 'vi' | 'en') =>
      t.request('PUT', '/api/v1/tai-khoan/cap-nhat-ngon-ngu', { token, body: { ngon_ngu } });
    expect((await language(chemist(), 'en')).status).toBe(200);
    const sent = vi.spyOn(t.context.push, 'sendToUser');
    try {
      // The nurse works in Vietnamese (her requests say so); the pharmacist reads English.
      const pending = await submitted(
        t,
        f,
        REQUISITIONS,
        nurse(),
        requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 2 }]),
      );
      await eventually(() =>
        sent.mock.calls.some(
          ([user, push]) => user === f.chemist.user.id && push.data?.phieu_id === pending.id,
        ),
      );
      const toChemist = sent.mock.calls.find(
        ([user, push]) => user === f.chemist.user.id && push.data?.phieu_id === pending.id,
      )!;
      expect(toChemist[1].notification.title).toBe(`Requisition ${pending.so_phieu} awaits approval`);

      await act(t, f, REQUISITIONS, pending, 'duyet', chemist());
      await eventually(() =>
        sent.mock.calls.some(
          ([user, push]) => user === f.wardNurse.user.id && push.data?.phieu_id === pending.id,
        ),
      );
      const toNurse = sent.mock.calls.find(
        ([user, push]) => user === f.wardNurse.user.id && push.data?.phieu_id === pending.id,
      )!;
      expect(toNurse[1].notification.title).toBe(`Phiếu lĩnh ${pending.so_phieu} đã được duyệt`);
    } finally {
      sent.mockRestore();
      await language(chemist(), 'vi');
    }
  });

  it('a push service that is down does not fail the request', async () => {
    const goods = await newGoods(t, f, 'Push hỏng lĩnh');
    const failing = vi.spyOn(t.context.push, 'sendToUser').mockRejectedValue(new Error('push down'));
    try {
      const pending = await submitted(
        t,
        f,
        REQUISITIONS,
        nurse(),
        requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 1 }]),
      );
      const rejected = await act(t, f, REQUISITIONS, pending, 'tu-choi', chemist(), { ly_do: 'Không cần' });
      expect(rejected.status).toBe(200);
      await eventually(() => failing.mock.calls.some(([user]) => user === f.wardNurse.user.id));
      expect(
        failing.mock.calls.find(([user]) => user === f.wardNurse.user.id)![1].notification.title,
      ).toContain('bị từ chối');
    } finally {
      failing.mockRestore();
    }
  });
});
