/**
 * The real-time channel (spec §4, §7): one WebSocket per signed-in browser at
 * `/ws/connect/<device_id>/`, authenticated with the subprotocols ['bearer', <access token>]
 * because browsers cannot set an Authorization header on a WebSocket.
 */
import { DEFAULT_WS_CHANNEL, toServerEvent, WS_CLOSE_TOKEN_EXPIRED } from '@kho/contracts';
import type { ClientMessage, ServerEvent, ServerEventType } from '@kho/contracts';

export const MAX_RECONNECT_ATTEMPTS = 3;
export const RECONNECT_DELAY_MS = 1000;
export const PING_INTERVAL_MS = 25_000;
/** Queue bound while offline: keeps memory flat if the channel stays down for a long time. */
export const MAX_QUEUED_MESSAGES = 200;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the WebSocket API the client uses, so tests can inject a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string, protocols: string[]) => WebSocketLike;

export interface RealtimeSession {
  userPresent: boolean;
  deviceId: string | null | undefined;
  accessToken: string | null | undefined;
}

export interface RealtimeOptions {
  createSocket?: WebSocketFactory;
  /** Origin-less base such as "wss://kho.example.vn"; defaults to the page's host. */
  baseUrl?: () => string;
  channel?: string;
}

/** Renews the access token (the API client's refresh); null when the session cannot be renewed. */
export type TokenRenewal = () => Promise<string | null>;

type Handler<K extends ServerEventType> = (event: Extract<ServerEvent, { type: K }>) => void;
type AnyHandler = (event: ServerEvent) => void;

const OPEN = 1;

function defaultBaseUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}`;
}

export class RealtimeClient {
  private socket: WebSocketLike | null = null;
  private deviceId: string | null = null;
  private accessToken: string | null = null;
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private queue: string[] = [];
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly watchedWarehouses = new Map<string, number>();
  private currentStatus: RealtimeStatus = 'idle';
  private openedBefore = false;
  private readonly createSocket: WebSocketFactory;
  private readonly baseUrl: () => string;
  private readonly channel: string;
  private renewToken: TokenRenewal | null = null;

  constructor(options: RealtimeOptions = {}) {
    this.createSocket = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
    this.baseUrl = options.baseUrl ?? defaultBaseUrl;
    this.channel = options.channel ?? DEFAULT_WS_CHANNEL;
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /**
   * Opens the channel when a user, a device id and an access token exist, closes it otherwise.
   * A new access token alone does not reconnect: the open socket stays authenticated and the new
   * token is used for the next reconnect.
   */
  sync(session: RealtimeSession): void {
    const deviceId = session.deviceId || null;
    const accessToken = session.accessToken || null;
    if (!session.userPresent || !deviceId || !accessToken) {
      this.close();
      return;
    }
    this.accessToken = accessToken;
    if (this.deviceId === deviceId && (this.socket || this.reconnectTimer)) return;
    this.teardown();
    this.deviceId = deviceId;
    this.attempts = 0;
    this.openedBefore = false;
    this.connect();
  }

  /** How to renew the token when the server closes the socket because its token expired. */
  setTokenRenewal(renew: TokenRenewal): void {
    this.renewToken = renew;
  }

  /**
   * Connects again at once, with fresh attempts, when the channel gave up (its few retries ran out
   * while the network was down): the app calls it when the network is back. Nothing happens while
   * a socket is open or a retry is planned, or without a session.
   */
  reconnect(): void {
    if (!this.deviceId || !this.accessToken || this.socket || this.reconnectTimer) return;
    this.attempts = 0;
    this.connect();
  }

  /** Closes on purpose: no reconnect, queued messages dropped so they never reach another user. */
  close(): void {
    this.teardown();
    this.deviceId = null;
    this.accessToken = null;
    this.queue = [];
    if (this.currentStatus !== 'idle') this.setStatus('closed');
  }

  private teardown(): void {
    this.clearReconnect();
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      socket.close(1000);
    }
  }

  /**
   * Sends now when open, otherwise queues until the next open. Objects are sent as JSON. Without a
   * session (signed out) there is nothing to flush into, so the message is dropped rather than
   * kept for whoever signs in next.
   */
  send(message: string | ClientMessage | Record<string, unknown>): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    if (this.socket?.readyState === OPEN) {
      this.socket.send(data);
      return;
    }
    if (!this.deviceId) return;
    this.queue.push(data);
    if (this.queue.length > MAX_QUEUED_MESSAGES) this.queue.shift();
  }

  subscribe<K extends ServerEventType>(type: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    const stored = handler as AnyHandler;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }

  onStatusChange(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /**
   * Subscribes to a warehouse's events. Counted, so several screens can watch the same warehouse,
   * and re-sent after every reconnect because the server forgets subscriptions with the socket.
   */
  watchWarehouse(khoId: string): () => void {
    const count = this.watchedWarehouses.get(khoId) ?? 0;
    this.watchedWarehouses.set(khoId, count + 1);
    if (count === 0 && this.socket?.readyState === OPEN) this.send({ type: 'subscribe', kho_id: khoId });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.watchedWarehouses.get(khoId) ?? 1) - 1;
      if (left > 0) {
        this.watchedWarehouses.set(khoId, left);
        return;
      }
      this.watchedWarehouses.delete(khoId);
      if (this.socket?.readyState === OPEN) this.send({ type: 'unsubscribe', kho_id: khoId });
    };
  }

  private connect(): void {
    if (!this.deviceId || !this.accessToken) return;
    const url = `${this.baseUrl()}/ws/${this.channel}/${encodeURIComponent(this.deviceId)}/`;
    this.setStatus(this.attempts > 0 ? 'reconnecting' : 'connecting');
    let socket: WebSocketLike;
    try {
      socket = this.createSocket(url, ['bearer', this.accessToken]);
    } catch (error) {
      console.error('Không thể mở kết nối thời gian thực', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event);
    socket.onclose = (event) => this.handleClose(socket, event.code);
    // An error is always followed by a close event, which does the reconnecting.
    socket.onerror = () => undefined;
  }

  private handleOpen(): void {
    this.attempts = 0;
    this.setStatus('open');
    // Events sent while this socket was down are lost: after a reconnect, screens reload.
    if (this.openedBefore) this.dispatch({ type: 'resync' });
    this.openedBefore = true;
    for (const khoId of this.watchedWarehouses.keys())
      this.socket?.send(JSON.stringify({ type: 'subscribe', kho_id: khoId }));
    const pending = this.queue;
    this.queue = [];
    for (const data of pending) this.socket?.send(data);
    this.startPing();
  }

  private handleClose(socket: WebSocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.stopPing();
    if (code === WS_CLOSE_TOKEN_EXPIRED && this.renewToken) this.reconnectWithNewToken(this.renewToken);
    else this.scheduleReconnect();
  }

  /** The server closed the socket as its token expired: renew the token, then connect at once. */
  private reconnectWithNewToken(renew: TokenRenewal): void {
    const deviceId = this.deviceId;
    this.setStatus('reconnecting');
    void renew().then(
      (token) => {
        // The session may have changed (logout, another user) while the token was renewed.
        if (this.deviceId !== deviceId || this.socket || this.reconnectTimer) return;
        if (!token) return this.close();
        this.accessToken = token;
        this.connect();
      },
      () => this.scheduleReconnect(),
    );
  }

  private scheduleReconnect(): void {
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.setStatus('closed');
      return;
    }
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, RECONNECT_DELAY_MS * this.attempts);
  }

  private handleMessage(event: MessageEvent): void {
    if (typeof event.data !== 'string') return;
    let payload: unknown;
    try {
      payload = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = toServerEvent(payload);
    if (parsed) this.dispatch(parsed);
  }

  private dispatch(event: ServerEvent): void {
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        // One failing screen must not stop the others from hearing the event.
        console.error('Lỗi khi xử lý sự kiện thời gian thực', event.type, error);
      }
    }
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'ping' }));
    }, PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearReconnect(): void {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}

/** The app-wide channel; the shell calls `realtime.sync(...)` whenever the session changes. */
export const realtime = new RealtimeClient();
