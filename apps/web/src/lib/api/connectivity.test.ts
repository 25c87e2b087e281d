import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityMonitor, noAnswerKey, refusedWriteKey, type ConnectivityState } from './connectivity';

/** A monitor whose health request answers what the test says, with a fake window to fire events. */
function setup(initiallyOnline = true) {
  let online = initiallyOnline;
  let answer: () => Promise<number> = () => Promise.resolve(200);
  const probe = vi.fn(() => answer());
  const monitor = new ConnectivityMonitor({ probe, browserOnline: () => online, intervalMs: 1000 });
  const target = new EventTarget();
  const stop = monitor.start(target);
  const states: ConnectivityState[] = [];
  monitor.subscribe((state) => states.push(state));
  const restored = vi.fn();
  monitor.onRestored(restored);
  return {
    monitor,
    probe,
    states,
    restored,
    stop,
    answer: (next: () => Promise<number>) => {
      answer = next;
    },
    goOffline: () => {
      online = false;
      target.dispatchEvent(new Event('offline'));
    },
    goOnline: () => {
      online = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

describe('connectivity', () => {
  it('follows the browser going offline, and back online once the server answers', async () => {
    vi.useFakeTimers();
    const t = setup();
    await flush();
    expect(t.monitor.state).toBe('online');
    t.goOffline();
    expect(t.monitor.state).toBe('offline');
    t.monitor.reportNetworkFailure(); // the cause is known: no health request while offline
    t.probe.mockClear();
    await flush();
    expect(t.probe).not.toHaveBeenCalled();

    t.goOnline();
    await flush();
    expect(t.probe).toHaveBeenCalledTimes(1);
    expect(t.monitor.state).toBe('online');
    expect(t.states).toEqual(['offline', 'online']);
    expect(t.restored).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('starts offline when the page loads without a network', () => {
    const t = setup(false);
    expect(t.monitor.state).toBe('offline');
    t.stop();
  });

  it('confirms a failed request with a health request before calling the server unreachable, then retries until it answers', async () => {
    vi.useFakeTimers();
    const t = setup();
    await flush();
    t.probe.mockClear();

    // A single lost request while the server is fine: no banner.
    t.monitor.reportNetworkFailure();
    await flush();
    expect(t.probe).toHaveBeenCalledTimes(1);
    expect(t.states).toEqual([]);

    t.answer(() => Promise.reject(new TypeError('Failed to fetch')));
    t.monitor.reportNetworkFailure();
    await flush();
    expect(t.monitor.state).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.probe).toHaveBeenCalledTimes(3);

    t.answer(() => Promise.resolve(503)); // a gateway answering for a server that is down
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.monitor.state).toBe('unreachable');
    expect(t.restored).not.toHaveBeenCalled();

    t.answer(() => Promise.resolve(200));
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.monitor.state).toBe('online');
    expect(t.restored).toHaveBeenCalledTimes(1);
    const probes = t.probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.probe.mock.calls.length).toBe(probes); // no more health requests once online
    t.stop();
  });

  it('takes any answer of the API as the server being back', async () => {
    vi.useFakeTimers();
    const t = setup();
    await flush();
    t.answer(() => Promise.reject(new TypeError('Failed to fetch')));
    t.monitor.reportNetworkFailure();
    await flush();
    expect(t.monitor.state).toBe('unreachable');
    t.monitor.reportAnswer(404);
    expect(t.monitor.state).toBe('online');
    t.monitor.reportAnswer(502);
    await flush();
    expect(t.monitor.state).toBe('unreachable');
    t.stop();
  });

  it('refuses writes unless online, and words failures by whether anything was sent', () => {
    expect(refusedWriteKey('POST', { state: 'offline' })).toBe('connectivity.write_refused');
    expect(refusedWriteKey('DELETE', { state: 'unreachable' })).toBe('connectivity.write_refused');
    expect(refusedWriteKey('POST', { state: 'online' })).toBeNull();
    expect(refusedWriteKey('GET', { state: 'offline' })).toBeNull();
    expect(noAnswerKey('PUT', true)).toBe('connectivity.write_lost');
    expect(noAnswerKey('GET', true)).toBe('connectivity.read_failed');
    expect(noAnswerKey('GET', false)).toBeNull();
  });
});
