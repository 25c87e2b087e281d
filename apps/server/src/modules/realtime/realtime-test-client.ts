import type { ServerEvent } from '@kho/contracts';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { SignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';

/** Opens the channel as a browser would and collects what the server sends. */
export async function openChannel(t: TestApp, session: SignedInUser, deviceId = session.device_id) {
  const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/ws/connect/${deviceId}/`, [
    'bearer',
    session.access_token,
  ]);
  const received: ServerEvent[] = [];
  type Match = (event: ServerEvent) => boolean;
  const waiters: { type: string; match: Match; resolve: (e: ServerEvent) => void }[] = [];
  socket.on('message', (raw: Buffer) => {
    const event = JSON.parse(raw.toString()) as ServerEvent;
    const index = waiters.findIndex((w) => w.type === event.type && w.match(event));
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(event);
    else received.push(event);
  });
  /**
   * The next event of `type` that `match` accepts. `match` lets a test wait for its own voucher's
   * event: a change an earlier test made can still be on its way to a new subscriber.
   */
  const next = (type: ServerEvent['type'], match: Match = () => true) =>
    new Promise<ServerEvent>((resolve, reject) => {
      const already = received.findIndex((e) => e.type === type && match(e));
      if (already >= 0) return resolve(received.splice(already, 1)[0]!);
      waiters.push({ type, match, resolve });
      // Generous: on a loaded machine a NOTIFY can take seconds to come back; a missing event
      // still fails well inside the test's own timeout.
      setTimeout(() => reject(new Error(`no ${type} event`)), 10_000);
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  expect(socket.protocol).toBe('bearer');
  await next('connected');
  return { socket, next, received };
}
