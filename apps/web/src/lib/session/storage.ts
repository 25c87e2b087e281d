/**
 * The stored session checked against the contracts' user (with its zod-free check, so every
 * screen's start does without zod); everything else kept in the browser is in browser-storage.ts,
 * re-exported here so the app imports one module.
 */
import { toUser } from '@kho/contracts';
import type { User } from '@kho/contracts';
import { getAccessToken, readStoredJson, setUser, STORAGE_KEYS } from './browser-storage';

export * from './browser-storage';

// ---- user ---------------------------------------------------------------------------------

/** The stored user, or null when missing or not a valid `User` (for example an older format). */
export function getUser(): User | null {
  return toUser(readStoredJson(STORAGE_KEYS.user));
}

/**
 * Merges a profile update into the stored user. The number of organisations joined is kept from
 * the stored user when the update does not carry it (spec §3: kept across a profile update).
 */
export function updateUser(update: Partial<User>): User | null {
  const current = getUser();
  const merged = { ...current, ...update };
  if (update.so_to_chuc_tham_gia === undefined && current) {
    merged.so_to_chuc_tham_gia = current.so_to_chuc_tham_gia;
  }
  const user = toUser(merged);
  if (!user) return current;
  setUser(user);
  return user;
}

/**
 * Authenticated means access token, refresh token and user are all present (spec §4). The refresh
 * token is HttpOnly, so its presence cannot be seen from here: the server checks it at the next
 * refresh, and a missing or revoked one ends in the forced logout.
 */
export function isAuthenticated(): boolean {
  return getAccessToken() !== null && getUser() !== null;
}
