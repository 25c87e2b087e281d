/**
 * Whether the app can reach its server (issue 16, docs/web-shell.md "Offline"): 'offline' when
 * the browser says it has no network, 'unreachable' when it has one but the API does not answer
 * (server down, a proxy's 502/503/504, a captive network). The API client reports every answer
 * and every network failure here; while not online a small health request is repeated until the
 * server answers, and listeners of `onRestored` then reload what the screens show. Nothing is
 * written while not online: the API client refuses writes at once instead of queueing them.
 */

export type ConnectivityState = 'online' | 'offline' | 'unreachable';

export const PROBE_URL = '/api/v1/health/live';
export const PROBE_INTERVAL_MS = 5_000;
export const PROBE_TIMEOUT_MS = 5_000;

/** i18n keys (namespace common) of the banner and of the messages of failed calls. */
export const CONNECTIVITY_KEYS = {
  offline: 'connectivity.offline',
  unreachable: 'connectivity.unreachable',
  writeRefused: 'connectivity.write_refused',
  writeLost: 'connectivity.write_lost',
  readFailed: 'connectivity.read_failed',
} as const;

export interface ConnectivityOptions {
  /** Resolves with the HTTP status of the health request; rejects when nothing answered. */
  probe?: () => Promise<number>;
  browserOnline?: () => boolean;
  intervalMs?: number;
}

async function defaultProbe(): Promise<number> {
  const response = await fetch(PROBE_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  return response.status;
}

/** A gateway's answer for a server behind it that is down. */
export function isGatewayFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/** What the API client needs of the monitor. */
export interface ConnectivityReporter {
  readonly state: ConnectivityState;
  reportAnswer(status: number): void;
  reportNetworkFailure(): void;
}

export class ConnectivityMonitor implements ConnectivityReporter {
  private browserOnline: boolean;
  private apiReachable = true;
  private probing = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<(state: ConnectivityState) => void>();
  private readonly restoredListeners = new Set<() => void>();
  private readonly probe: () => Promise<number>;
  private readonly isBrowserOnline: () => boolean;
  private readonly intervalMs: number;

  constructor(options: ConnectivityOptions = {}) {
    this.probe = options.probe ?? defaultProbe;
    this.isBrowserOnline =
      options.browserOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
    this.intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS;
    this.browserOnline = this.isBrowserOnline();
  }

  get state(): ConnectivityState {
    if (!this.browserOnline) return 'offline';
    return this.apiReachable ? 'online' : 'unreachable';
  }

  subscribe(listener: (state: ConnectivityState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Called once each time the app gets back online after being offline or cut off. */
  onRestored(listener: () => void): () => void {
    this.restoredListeners.add(listener);
    return () => {
      this.restoredListeners.delete(listener);
    };
  }

  /** Follows the browser's online and offline events; returns a function that stops. */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const online = () => this.browserChanged(true);
    const offline = () => this.browserChanged(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    this.browserChanged(this.isBrowserOnline());
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
      this.stopProbing();
    };
  }

  /** The server answered (any status): reachable, unless a gateway says it is down. */
  reportAnswer(status: number): void {
    if (isGatewayFailure(status)) this.reportNetworkFailure();
    else this.update(() => (this.apiReachable = true));
  }

  /** A request got no answer. A health request confirms before the banner appears. */
  reportNetworkFailure(): void {
    if (!this.browserOnline) return;
    void this.runProbe();
  }

  private browserChanged(online: boolean): void {
    this.update(() => {
      this.browserOnline = online;
    });
    // Back on the network: check the server at once rather than trusting the event alone.
    if (online) void this.runProbe();
  }

  private async runProbe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    this.clearTimer();
    let reachable: boolean;
    try {
      reachable = !isGatewayFailure(await this.probe());
    } catch {
      reachable = false;
    }
    this.probing = false;
    this.update(() => (this.apiReachable = reachable));
    if (!reachable && this.browserOnline)
      this.timer = setTimeout(() => void this.runProbe(), this.intervalMs);
  }

  private update(change: () => void): void {
    const before = this.state;
    change();
    const after = this.state;
    if (after === before) return;
    if (after === 'online') this.clearTimer();
    for (const listener of [...this.listeners]) listener(after);
    if (after === 'online') for (const listener of [...this.restoredListeners]) listener();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private stopProbing(): void {
    this.clearTimer();
  }
}

/** The app's monitor; main.tsx starts it. */
export const connectivity = new ConnectivityMonitor();

/** A write refused before it leaves, because the app is not online: nothing is queued for later. */
export function refusedWriteKey(method: string, monitor: Pick<ConnectivityReporter, 'state'>): string | null {
  return method !== 'GET' && monitor.state !== 'online' ? CONNECTIVITY_KEYS.writeRefused : null;
}

/**
 * The message of a call that left and got no answer. A write may or may not have reached the
 * server, and the user is told so; a read is not announced again while the banner is up (null).
 */
export function noAnswerKey(method: string, wasOnline: boolean): string | null {
  if (method !== 'GET') return CONNECTIVITY_KEYS.writeLost;
  return wasOnline ? CONNECTIVITY_KEYS.readFailed : null;
}
