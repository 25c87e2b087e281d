import type { LoginResponse, User } from '@kho/contracts';
import { createStore, useStore } from '../ui/create-store';
import {
  clearSession,
  getSelectedOrg,
  getUser,
  isAuthenticated,
  saveLogin,
  setSelectedOrg,
  updateUser,
} from './storage';
import { queryClient } from '../api/query-client';
import { reloadWorkspaceSelection } from './workspace';

/**
 * Reactive view of the stored session so the shell re-renders when the user signs in or out,
 * the profile changes or another organisation is picked. storage.ts stays the source of truth.
 */
interface SessionState {
  user: User | null;
  organisationId: string | null;
}

export const sessionStore = createStore<SessionState>({ user: getUser(), organisationId: getSelectedOrg() });

function refresh(): void {
  sessionStore.set({ user: getUser(), organisationId: getSelectedOrg() });
}

/**
 * Reads the stored session again: the login page drawn before the app (decision 0033) stores it
 * directly, possibly after this module was loaded (its code is fetched while the password is checked).
 */
export function reloadSession(): void {
  refresh();
}

export function useSessionUser(): User | null {
  return useStore(sessionStore, (s) => s.user);
}

export function useSelectedOrganisationId(): string | null {
  return useStore(sessionStore, (s) => s.organisationId);
}

export function startSession(response: LoginResponse): void {
  saveLogin(response);
  refresh();
}

export function replaceSessionUser(update: Partial<User>): void {
  updateUser(update);
  refresh();
}

export function selectOrganisation(organisationId: string): void {
  setSelectedOrg(organisationId);
  refresh();
}

/** Forgets everything of the signed-in user, including cached server data of the previous user. */
export function endSession(): void {
  clearSession();
  queryClient.clear();
  reloadWorkspaceSelection();
  refresh();
}

export { isAuthenticated };
