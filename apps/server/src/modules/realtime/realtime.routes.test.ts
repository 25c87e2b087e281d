import type { DepartmentWithWarehouses } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openChannel } from './realtime-test-client';
import { seedDemo } from '../../demo/demo';
import { createOrganisation, createSignedInUser, signIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { tokenFromProtocols } from './realtime.routes';

let t: TestApp;
let organisationId: string;
beforeAll(async () => {
  t = await startTestApp();
  organisationId = (await seedDemo(t.context.db)).organisationId;
});
afterAll(async () => {
  await t.close();
});

/** The HTTP status of a refused upgrade. */
function refusedStatus(url: string, protocols?: string[]) {
  return new Promise<number>((resolve) => {
    const socket = new WebSocket(url, protocols);
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('open', () => resolve(101));
    socket.on('error', () => undefined);
  });
}

describe('WebSocket /ws/{channel}/{id}/', () => {
  it('reads the token from the subprotocol list', () => {
    expect(tokenFromProtocols('bearer, abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromProtocols('chat')).toBeUndefined();
    expect(tokenFromProtocols(undefined)).toBeUndefined();
  });

  it('refuses a missing or wrong token and another device id', async () => {
    const session = await signIn(t, 'duocsi', 'demo1234');
    const base = `${t.baseUrl.replace('http', 'ws')}/ws/connect/${session.device_id}/`;
    expect(await refusedStatus(base)).toBe(401);
    expect(await refusedStatus(base, ['bearer', 'not.a.token'])).toBe(401);
    expect(
      await refusedStatus(`${t.baseUrl.replace('http', 'ws')}/ws/connect/other-device/`, [
        'bearer',
        session.access_token,
      ]),
    ).toBe(403);
  });

  it('answers ping and delivers events sent to the user', async () => {
    const session = await signIn(t, 'duocsi', 'demo1234');
    const other = await signIn(t, 'bacsi', 'demo1234');
    const mine = await openChannel(t, session);
    const theirs = await openChannel(t, other);
    mine.socket.send(JSON.stringify({ type: 'ping' }));
    await mine.next('pong');
    mine.socket.send('xin chào'); // plain strings are accepted and ignored
    await t.context.realtime.sendToUser(session.user.id, {
      type: 'notification',
      notification: { title: 'Phiếu lĩnh mới', body: 'Khoa Nội gửi phiếu lĩnh' },
    });
    const event = await mine.next('notification');
    expect(event).toMatchObject({ notification: { title: 'Phiếu lĩnh mới' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.received.filter((e) => e.type === 'notification')).toHaveLength(0);
    mine.socket.close();
    theirs.socket.close();
  });

  it('lets a user watch a warehouse of their department, not one of another organisation', async () => {
    const pharmacist = await signIn(t, 'duocsi', 'demo1234');
    const departments = await t.request<DepartmentWithWarehouses[]>(
      'GET',
      '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi',
      {
        token: pharmacist.access_token,
        query: { to_chuc_id: organisationId },
      },
    );
    const mainStore = departments.body.data[0]!.kho_truc_thuoc.find((w) => w.loai_kho === 'KHO_TONG')!;
    const channel = await openChannel(t, pharmacist);
    channel.socket.send(JSON.stringify({ type: 'subscribe', kho_id: mainStore.id }));
    await channel.next('subscribed');
    await t.context.realtime.sendToWarehouse(mainStore.id, {
      type: 'voucher.changed',
      kho_id: mainStore.id,
      kind: 'nhap-kho',
      id: 'x',
      status: 'HOAN_THANH',
    });
    expect(await channel.next('voucher.changed')).toMatchObject({ kho_id: mainStore.id });

    const stranger = await createSignedInUser(t);
    const foreignOrg = await createOrganisation(t, stranger);
    const foreignDepartments = await t.request<DepartmentWithWarehouses[]>(
      'GET',
      '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi',
      {
        token: stranger.access_token,
        query: { to_chuc_id: foreignOrg.id },
      },
    );
    const foreignWarehouse = foreignDepartments.body.data[0]!.kho_truc_thuoc[0]!;
    channel.socket.send(JSON.stringify({ type: 'subscribe', kho_id: foreignWarehouse.id }));
    expect(await channel.next('error')).toMatchObject({ message: 'forbidden' });
    channel.socket.send(JSON.stringify({ type: 'subscribe', kho_id: 'not-a-uuid' }));
    expect(await channel.next('error')).toMatchObject({ message: 'invalid message' });
    channel.socket.close();
  });

  it("closes the device's connections when it logs out, and only that device's", async () => {
    const leaving = await signIn(t, 'duocsi', 'demo1234');
    const staying = await signIn(t, 'duocsi', 'demo1234');
    const gone = await openChannel(t, leaving);
    const kept = await openChannel(t, staying);
    const closed = new Promise<void>((resolve) => gone.socket.once('close', () => resolve()));
    const logout = await t.request('POST', '/api/v1/xac-thuc/dang-xuat', {
      token: leaving.access_token,
      body: { device_id: leaving.device_id },
    });
    expect(logout.status).toBe(200);
    await closed;
    kept.socket.send(JSON.stringify({ type: 'ping' }));
    await kept.next('pong');
    kept.socket.close();
  });
});
