import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thietBi } from '../db/schema/index';
import { createSignedInUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let pushService: ReturnType<typeof createServer>;
let pushUrl: string;
const received: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  // A stand-in push service: accepts /ok/*, says /gone/* subscriptions no longer exist.
  pushService = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  pushService.close();
});

function subscription(path: string) {
  // Real P-256 public key and auth secret, as a browser would produce them.
  const keys = webpush.generateVAPIDKeys();
  return JSON.stringify({
    endpoint: `${pushUrl}${path}`,
    keys: { p256dh: keys.publicKey, auth: 'c2VjcmV0LWF1dGgtMTIzNA' },
  });
}

describe('Web Push', () => {
  it('serves the VAPID public key publicly', async () => {
    const result = await t.request<{ public_key: string }>('GET', '/api/v1/thong-bao/khoa-vapid');
    expect(result.status).toBe(200);
    expect(result.body.data.public_key).toBe(t.config.vapid.publicKey);
    expect(result.body.data.public_key.length).toBeGreaterThan(80);
  });

  it('sends an encrypted, VAPID-signed message to every subscribed device and drops gone ones', async () => {
    const session = await createSignedInUser(t);
    const device = (id: string, token: string) =>
      t.request('POST', '/api/v1/xac-thuc/cap-nhat-thiet-bi', {
        token: session.access_token,
        body: { device_id: id, fcm_token: token, organizations: [] },
      });
    await device('phone', subscription('/ok/phone'));
    await device('old-laptop', subscription('/gone/laptop'));

    const delivered = await t.context.push.sendToUser(session.user.id, {
      notification: { title: 'Phiếu lĩnh chờ duyệt', body: 'Tủ trực Khoa Nội' },
      data: { url: '/kho-duoc/so-linh-hang-hoa' },
    });
    expect(delivered).toBe(1);
    const ok = received.find((r) => r.path === '/ok/phone')!;
    expect(ok.headers['content-encoding']).toBe('aes128gcm');
    expect(ok.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(ok.bytes).toBeGreaterThan(100);

    const rows = await t.context.db.select().from(thietBi).where(eq(thietBi.nguoi_dung_id, session.user.id));
    expect(rows.find((r) => r.ma_thiet_bi === 'old-laptop')!.fcm_token).toBeNull();
    expect(rows.find((r) => r.ma_thiet_bi === 'phone')!.fcm_token).not.toBeNull();
  });
});
