/**
 * Idempotency keys of the app's writes (vouchers, prescriptions, stocktakes, procurement requests;
 * docs/inventory.md): one key per user action, reused when the same action is sent again with the
 * same body (a retry after a timeout or a lost answer), so the server answers the first result and
 * writes nothing twice. A finished action forgets its key.
 */
export class IdempotencyKeys {
  private readonly pending = new Map<string, { body: string; key: string }>();

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(action: string, body: unknown): string {
    const fingerprint = JSON.stringify(body ?? null);
    const previous = this.pending.get(action);
    if (previous && previous.body === fingerprint) return previous.key;
    const key = this.newKey();
    this.pending.set(action, { body: fingerprint, key });
    return key;
  }

  /** The action succeeded or was refused for good (4xx): the next attempt is a new action. */
  done(action: string): void {
    this.pending.delete(action);
  }
}

/** A 4xx answer is final; a network failure, a timeout or a 5xx may be retried with the same key. */
export function isRetryable(status: number): boolean {
  return status === 0 || status >= 500;
}
