import { WS_CLOSE_TOKEN_EXPIRED } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { openChannel } from './realtime-test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACCESS_TOKEN_TTL: '2s' });
});
afterAll(() => t.close());

describe('a socket never outlives the token that opened it', () => {
  it('is closed with 4001 when its token expires; a renewed token opens a new one', async () => {
    const user = await createSignedInUser(t);
    const opened = Date.now();
    const channel = await openChannel(t, user);
    const code = await new Promise<number>((resolve) => channel.socket.once('close', resolve));
    expect(code).toBe(WS_CLOSE_TOKEN_EXPIRED);
    expect(Date.now() - opened).toBeLessThan(4_000);

    const renewed = await t.request<{ access_token: string }>('POST', '/api/v1/xac-thuc/xac-thuc-lai', {
      body: { refresh_token: user.refresh_token },
    });
    const again = await openChannel(t, { ...user, access_token: renewed.body.data.access_token });
    again.socket.send(JSON.stringify({ type: 'ping' }));
    await again.next('pong');
    again.socket.close();
  });
});
