import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  deviceId: string;
  /** The device's sign-in session the token was issued in (see SessionGate). */
  session: number;
  /** When the token expires (ms since the epoch); set when a token is read, not when signed. */
  expiresAt?: number;
}

export type AccessTokenCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Signs and checks short-lived access tokens (HS256). */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their claims, until they expire: a client sends the same token
   * with every call for its whole lifetime, and checking its signature again each time was a
   * noticeable part of a write's CPU. Bounded; the oldest entry goes first.
   */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly verifiedLimit = 5_000,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ did: claims.deviceId, ses: claims.session })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessTokenCheck> {
    const known = this.verified.get(token);
    // jose's rule: expired from the second of `exp` on. An expired one is checked again (and refused).
    if (known?.expiresAt !== undefined && Date.now() < known.expiresAt)
      return { ok: true, claims: { ...known } };
    this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.did !== 'string')
        return { ok: false, reason: 'invalid' };
      // Tokens issued before sessions were numbered belong to every device's first session.
      const session = typeof payload.ses === 'number' ? payload.ses : 1;
      const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
      const claims = { userId: payload.sub, deviceId: payload.did, session, expiresAt };
      if (expiresAt !== undefined) this.remember(token, claims);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  /** How many verified tokens are kept (tests, diagnostics). */
  rememberedCount(): number {
    return this.verified.size;
  }

  private remember(token: string, claims: AccessClaims): void {
    if (this.verified.size >= this.verifiedLimit) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, claims);
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
