import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { thietBi } from '../../db/schema/index';
import type { AccessClaims } from './tokens';

/** How long a device's session number is trusted from memory when no instance said it changed. */
const REMEMBER_MS = 10_000;
const MAX_REMEMBERED = 10_000;

/**
 * Tells whether an access token's sign-in session is still the device's current one. Logging out
 * moves the device's session number on (`thiet_bi.phien_dang_nhap`), so tokens issued before stop
 * working at once rather than when they expire. Numbers are remembered briefly; an instance that
 * ends a session tells every instance (through the real-time bus) to forget the device, so the
 * memory only matters when that message is lost, and then for at most REMEMBER_MS.
 */
export class SessionGate {
  private readonly remembered = new Map<string, { session: number; at: number }>();
  /** Moves on at every forget: a number read while a session was ending must not be remembered. */
  private epoch = 0;

  constructor(private readonly db: Executor) {}

  async isCurrent(claims: AccessClaims): Promise<boolean> {
    const key = `${claims.userId}:${claims.deviceId}`;
    const known = this.remembered.get(key);
    if (known && Date.now() - known.at < REMEMBER_MS) return known.session === claims.session;
    const epoch = this.epoch;
    const [row] = await this.db
      .select({ session: thietBi.phien_dang_nhap })
      .from(thietBi)
      .where(and(eq(thietBi.nguoi_dung_id, claims.userId), eq(thietBi.ma_thiet_bi, claims.deviceId)))
      .limit(1);
    // Sign-in writes the device row; a token minted without one (benchmarks) is in session 1,
    // which logging out from that device then ends like any other.
    const session = row?.session ?? 1;
    if (epoch === this.epoch) {
      if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
      this.remembered.set(key, { session, at: Date.now() });
    }
    return session === claims.session;
  }

  /** A device's session ended (here or on another instance). */
  forget(userId: string, deviceId: string): void {
    this.epoch += 1;
    this.remembered.delete(`${userId}:${deviceId}`);
  }

  /** Messages may have been missed (the bus reconnected): trust nothing remembered. */
  forgetAll(): void {
    this.epoch += 1;
    this.remembered.clear();
  }
}
