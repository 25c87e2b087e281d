import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE_TOKEN_EXPIRED } from '@kho/contracts';
import { RealtimeClient } from './realtime';
import type { WebSocketLike } from './realtime';

class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
  receive(data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }
}

const latest = () => FakeSocket.instances.at(-1)!;
const session = { userPresent: true, deviceId: 'dev-1', accessToken: 'tok-1' };

let client: RealtimeClient;
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  client = new RealtimeClient({
    createSocket: (url, protocols) => new FakeSocket(url, protocols),
    baseUrl: () => 'wss://kho.example.vn',
  });
});
afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('opening and closing', () => {
  it('opens only with a user, a device id and a token, using the bearer subprotocol', () => {
    client.sync({ userPresent: false, deviceId: 'dev-1', accessToken: 'tok-1' });
    client.sync({ userPresent: true, deviceId: null, accessToken: 'tok-1' });
    expect(FakeSocket.instances).toHaveLength(0);
    client.sync(session);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toBe('wss://kho.example.vn/ws/connect/dev-1/');
    expect(latest().protocols).toEqual(['bearer', 'tok-1']);
  });

  it('does not reconnect for a new token alone, but uses it for the next reconnect', () => {
    client.sync(session);
    latest().open();
    client.sync({ ...session, accessToken: 'tok-2' });
    expect(FakeSocket.instances).toHaveLength(1);
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(latest().protocols).toEqual(['bearer', 'tok-2']);
  });

  it('closes when the user goes away and does not reconnect', () => {
    client.sync(session);
    const socket = latest();
    socket.open();
    client.sync({ ...session, userPresent: false });
    expect(socket.closedWith).toBe(1000);
    expect(client.status).toBe('closed');
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reopens on a new device id', () => {
    client.sync(session);
    client.sync({ ...session, deviceId: 'dev-2' });
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.instances[0]?.closedWith).toBe(1000);
    expect(latest().url).toContain('/ws/connect/dev-2/');
  });
});

describe('reconnecting', () => {
  it('retries at most 3 times, waiting 1 s x attempt', () => {
    client.sync(session);
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
    latest().drop();
    vi.advanceTimersByTime(3000);
    expect(FakeSocket.instances).toHaveLength(4);
    latest().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(4);
    expect(client.status).toBe('closed');
  });

  it('renews the token and reconnects at once when the server closes for an expired token', async () => {
    const renew = vi.fn(() => Promise.resolve('tok-2'));
    client.setTokenRenewal(renew);
    client.sync(session);
    latest().open();
    latest().drop(WS_CLOSE_TOKEN_EXPIRED);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(latest().protocols).toEqual(['bearer', 'tok-2']);
  });

  it('stops when the token cannot be renewed', async () => {
    client.setTokenRenewal(() => Promise.resolve(null));
    client.sync(session);
    latest().open();
    latest().drop(WS_CLOSE_TOKEN_EXPIRED);
    await vi.waitFor(() => expect(client.status).toBe('closed'));
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('resets the attempt count after a successful open', () => {
    client.sync(session);
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().drop();
    vi.advanceTimersByTime(2000);
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('starts over when synced again after giving up', () => {
    client.sync(session);
    for (let i = 1; i <= 4; i += 1) {
      latest().drop();
      vi.advanceTimersByTime(i * 1000);
    }
    expect(FakeSocket.instances).toHaveLength(4);
    client.sync({ ...session, accessToken: 'tok-2' });
    expect(FakeSocket.instances).toHaveLength(5);
  });
});

describe('when the network is back', () => {
  it('reconnects at once after giving up, then reloads the screens; does nothing while open or signed out', () => {
    const resyncs = vi.fn();
    client.subscribe('resync', resyncs);
    client.sync(session);
    latest().open();
    client.reconnect();
    expect(FakeSocket.instances).toHaveLength(1);
    latest().drop();
    for (let i = 1; i <= 3; i += 1) {
      vi.advanceTimersByTime(i * 1000);
      latest().drop();
    }
    expect(client.status).toBe('closed');
    client.reconnect();
    expect(FakeSocket.instances).toHaveLength(5);
    latest().open();
    expect(resyncs).toHaveBeenCalledTimes(1);
    client.close();
    client.reconnect();
    expect(FakeSocket.instances).toHaveLength(5);
  });
});

describe('after a gap', () => {
  it('tells the screens to reload after a reconnect (events were lost), not on the first open', () => {
    const resyncs = vi.fn();
    client.subscribe('resync', resyncs);
    client.sync(session);
    latest().open();
    expect(resyncs).not.toHaveBeenCalled();
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(resyncs).toHaveBeenCalledTimes(1);
    latest().receive({ type: 'resync' }); // the server's own word after its event bus came back
    expect(resyncs).toHaveBeenCalledTimes(2);
  });
});

describe('messages', () => {
  it('queues while disconnected and flushes on open, strings as is and objects as JSON', () => {
    client.sync(session);
    client.send({ type: 'ping' });
    client.send('raw');
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual(['{"type":"ping"}', 'raw']);
    client.send({ type: 'subscribe', kho_id: 'k' });
    expect(latest().sent.at(-1)).toBe('{"type":"subscribe","kho_id":"k"}');
  });

  it('keeps the queue across a reconnect but drops it without a session', () => {
    client.sync(session);
    latest().drop();
    client.send('later');
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent).toEqual(['later']);

    client.sync({ ...session, userPresent: false });
    client.send('secret');
    client.sync(session);
    latest().open();
    expect(latest().sent).toEqual([]);
  });

  it('pings every 25 s while open', () => {
    client.sync(session);
    vi.advanceTimersByTime(30_000);
    latest().open();
    vi.advanceTimersByTime(24_999);
    expect(latest().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual(['{"type":"ping"}']);
    vi.advanceTimersByTime(25_000);
    expect(latest().sent).toHaveLength(2);
  });

  it('dispatches typed events to subscribers until they unsubscribe', () => {
    const onVoucher = vi.fn();
    const onPong = vi.fn();
    const unsubscribe = client.subscribe('voucher.changed', onVoucher);
    client.subscribe('pong', onPong);
    client.sync(session);
    latest().open();
    const event = { type: 'voucher.changed', kho_id: 'k', kind: 'phieu-nhap', id: 'p1', status: 'DA_DUYET' };
    latest().receive(event);
    latest().receive('not json');
    latest().receive({ no: 'type' });
    latest().receive({ type: 'voucher.changed' });
    expect(onVoucher).toHaveBeenCalledTimes(1);
    expect(onVoucher).toHaveBeenCalledWith(event);
    expect(onPong).not.toHaveBeenCalled();
    unsubscribe();
    latest().receive(event);
    expect(onVoucher).toHaveBeenCalledTimes(1);
  });

  it('keeps dispatching when one handler throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    client.subscribe('pong', () => {
      throw new Error('boom');
    });
    client.subscribe('pong', second);
    client.sync(session);
    latest().open();
    latest().receive({ type: 'pong' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
  });

  it('re-sends warehouse subscriptions after a reconnect and unsubscribes on the last release', () => {
    client.sync(session);
    latest().open();
    const releaseA = client.watchWarehouse('kho-1');
    const releaseB = client.watchWarehouse('kho-1');
    expect(latest().sent).toEqual(['{"type":"subscribe","kho_id":"kho-1"}']);
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent).toEqual(['{"type":"subscribe","kho_id":"kho-1"}']);
    releaseA();
    releaseA();
    expect(latest().sent).toHaveLength(1);
    releaseB();
    expect(latest().sent.at(-1)).toBe('{"type":"unsubscribe","kho_id":"kho-1"}');
  });
});

describe('status', () => {
  it('reports status changes', () => {
    const statuses: string[] = [];
    client.onStatusChange((status) => statuses.push(status));
    client.sync(session);
    latest().open();
    latest().drop();
    client.close();
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'closed']);
  });
});
