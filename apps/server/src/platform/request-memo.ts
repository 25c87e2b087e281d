import { AsyncLocalStorage } from 'node:async_hooks';
import type { onRequestHookHandler } from 'fastify';

/**
 * Facts read once per HTTP request and reused by its later steps: the route's role check and the
 * service's own check ask for the caller's membership, which one request need not read twice.
 * Each request runs in a scope of its own from its first hook; outside a request (start-up,
 * background work) nothing is kept.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** onRequest: gives the request its own (empty) memo. */
export const enterRequestMemo: onRequestHookHandler = (_request, _reply, done) => {
  scope.run(new Map(), done);
};

/**
 * `read()` once per request for `key`, as long as `keep` accepts the answer: a refusal (not a
 * member) or a failed read is asked again, so a step that changes it (joining an organisation) is
 * seen by the next, and a lost connection is not remembered.
 */
export async function readOncePerRequest<T>(
  key: string,
  read: () => Promise<T>,
  keep: (value: T) => boolean,
): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return read();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const pending = read();
  memo.set(key, pending);
  try {
    const value = await pending;
    if (!keep(value)) memo.delete(key);
    return value;
  } catch (error) {
    memo.delete(key);
    throw error;
  }
}

/** Keeps `value` for `key` for the rest of the request (a read that answered two questions at once). */
export function rememberForRequest<T>(key: string, value: T): void {
  scope.getStore()?.set(key, Promise.resolve(value));
}

/** The key of an organisation's date today (its time zone), which a request's steps ask for several times. */
export const organisationTodayKey = (organisationId: string) => `today:${organisationId}`;

/** The key of whether a user may act in a warehouse (its department, or an administrator). */
export const warehouseAccessKey = (userId: string, warehouseId: string) => `access:${userId}:${warehouseId}`;

/** The key of an organisation's last closed month, which a new voucher's date is checked against. */
export const lastClosedMonthKey = (organisationId: string) => `closed:${organisationId}`;

/** Runs `work` as one request would (tests). */
export function inRequestMemo<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), work);
}
