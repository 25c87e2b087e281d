import type { ServerEvent } from '@kho/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { escapeLiteral } from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sendAtCommit } from '../db/transaction-edges';

export type RealtimeTarget =
  | { kind: 'user'; id: string }
  | { kind: 'warehouse'; id: string }
  | { kind: 'device'; userId: string; id: string };

/** An event to deliver, or (`disconnect`) the order to close the target's connections. */
type BusMessage =
  { target: RealtimeTarget; event: ServerEvent } | { target: RealtimeTarget; disconnect: true };

/** The part of a WebSocket the hub needs (ws's WebSocket satisfies it). */
export interface RealtimeSocket {
  readyState: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeConnection {
  socket: RealtimeSocket;
  userId: string;
  deviceId: string;
  warehouses: Set<string>;
  alive: boolean;
}

const OPEN = 1;
const CHANNEL = 'kho_realtime';
const KEEPALIVE_MS = 30_000;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 30_000;
/** WebSocket close code 1012 (service restart): clients reconnect. */
const SERVICE_RESTART = 1012;

/** Told when a device's session ends on any instance, or when such news may have been missed. */
export interface SessionWatcher {
  forget(userId: string, deviceId: string): void;
  forgetAll(): void;
}

/** What the hub publishes through: without a listener connection, events are delivered locally. */
export type RealtimeBus = Pick<Database, 'db'> & Partial<Pick<Database, 'connectListener'>>;

/**
 * Keeps this instance's WebSocket connections and delivers events to them. Events are published
 * through PostgreSQL NOTIFY so every instance delivers to its own sockets; a hub with no listener
 * connection (the demo seed's) delivers directly.
 */
export class RealtimeHub {
  private readonly connections = new Set<RealtimeConnection>();
  private listener: pg.Client | undefined;
  private keepAlive: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private listening = false;
  private stopped = false;
  private sessions: SessionWatcher | undefined;

  constructor(
    private readonly database: RealtimeBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.keepAlive = setInterval(() => this.sweep(), KEEPALIVE_MS);
    this.keepAlive.unref();
    if (!this.database.connectListener) {
      this.listening = true;
      return;
    }
    await this.listen();
  }

  /** The device disconnections this hub carries also end sessions (see SessionGate). */
  watchSessions(watcher: SessionWatcher): void {
    this.sessions = watcher;
  }

  /** False while the LISTEN connection is down: events published meanwhile do not reach this instance. */
  isListening(): boolean {
    return this.listening;
  }

  private async listen(): Promise<void> {
    const listener = await this.database.connectListener!();
    listener.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        this.handle(JSON.parse(msg.payload) as BusMessage);
      } catch (error) {
        this.log.warn({ err: error }, 'realtime: bad notification payload');
      }
    });
    listener.on('error', (error) => {
      this.log.error({ err: error }, 'realtime: listener connection failed');
      this.lost(listener);
    });
    listener.on('end', () => this.lost(listener));
    try {
      await listener.query(`listen ${CHANNEL}`);
    } catch (error) {
      await listener.end().catch(() => undefined);
      throw error;
    }
    this.listener = listener;
    this.listening = true;
  }

  /** The LISTEN connection died: reconnect with back-off, then tell every client to refresh. */
  private lost(listener: pg.Client): void {
    if (this.listener !== listener || this.stopped) return;
    this.listener = undefined;
    this.listening = false;
    listener.end().catch(() => undefined);
    this.scheduleReconnect(RECONNECT_FIRST_MS);
  }

  private scheduleReconnect(delayMs: number): void {
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.stopped) return;
      this.listen().then(
        () => {
          this.log.info('realtime: listening again; clients told to refresh');
          this.sessions?.forgetAll();
          this.deliverToAll(JSON.stringify({ type: 'resync' } satisfies ServerEvent));
        },
        (error: unknown) => {
          this.log.warn({ err: error }, 'realtime: reconnect failed');
          this.scheduleReconnect(Math.min(delayMs * 2, RECONNECT_MAX_MS));
        },
      );
    }, delayMs);
    this.reconnectTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.keepAlive) clearInterval(this.keepAlive);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.closeAll();
    this.listening = false;
    if (this.listener) await this.listener.end().catch(() => undefined);
    this.listener = undefined;
  }

  /** Closes every socket with 1012 (service restart), which tells the client to reconnect. */
  closeAll(): void {
    for (const connection of this.connections) connection.socket.close(SERVICE_RESTART, 'server restarting');
    this.connections.clear();
  }

  private deliverToAll(text: string): void {
    for (const connection of this.connections) {
      if (connection.socket.readyState === OPEN) connection.socket.send(text);
    }
  }

  add(connection: RealtimeConnection): void {
    this.connections.add(connection);
  }

  remove(connection: RealtimeConnection): void {
    this.connections.delete(connection);
  }

  /** Sends an event to every connection of a user, or every connection watching a warehouse. */
  publish(target: RealtimeTarget, event: ServerEvent): Promise<void> {
    return this.broadcast({ target, event });
  }

  /** Closes a device's connections on every instance (logout: it must hear nothing more). */
  disconnectDevice(userId: string, deviceId: string): Promise<void> {
    // This instance forgets at once: the caller answers before its own notification comes back,
    // and the next request it serves must already see the session ended.
    this.sessions?.forget(userId, deviceId);
    return this.broadcast({ target: { kind: 'device', userId, id: deviceId }, disconnect: true });
  }

  private async broadcast(message: BusMessage): Promise<void> {
    if (!this.database.connectListener) {
      this.handle(message);
      return;
    }
    // Inside a transaction, sent with its COMMIT: heard only if the change it tells of commits.
    const notify = `select pg_notify(${escapeLiteral(CHANNEL)}, ${escapeLiteral(JSON.stringify(message))})`;
    if (!sendAtCommit(this.database.db, notify)) await this.database.db.execute(sql.raw(notify));
  }

  sendToUser(userId: string, event: ServerEvent): Promise<void> {
    return this.publish({ kind: 'user', id: userId }, event);
  }

  sendToWarehouse(warehouseId: string, event: ServerEvent): Promise<void> {
    return this.publish({ kind: 'warehouse', id: warehouseId }, event);
  }

  connectionCount(): number {
    return this.connections.size;
  }

  private handle(message: BusMessage): void {
    const { target } = message;
    if ('disconnect' in message && target.kind === 'device') this.sessions?.forget(target.userId, target.id);
    const text = 'event' in message ? JSON.stringify(message.event) : '';
    for (const connection of this.connections) {
      const matches =
        target.kind === 'user'
          ? connection.userId === target.id
          : target.kind === 'device'
            ? connection.userId === target.userId && connection.deviceId === target.id
            : connection.warehouses.has(target.id);
      if (!matches) continue;
      if ('disconnect' in message) {
        connection.socket.terminate();
        this.connections.delete(connection);
      } else if (connection.socket.readyState === OPEN) {
        connection.socket.send(text);
      }
    }
  }

  /** Drops connections that did not answer the previous ping; pings the rest. */
  private sweep(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.connections.delete(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }
}
