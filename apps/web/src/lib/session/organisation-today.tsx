import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { businessDay, toDate } from '../i18n/dates';
import { myOrganisationsQueryOptions } from './my-organisations';
import { useSelectedOrganisationId, useSessionUser } from './session';

/** How often the app looks whether the organisation's day has changed. */
export const DAY_CHECK_INTERVAL_MS = 30_000;

function subscribeToClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, DAY_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

export interface OrganisationToday {
  /** YYYY-MM-DD. */
  iso: string;
  /** The same day at local midnight (for date pickers and date-fns). */
  date: Date;
}

const OrganisationTodayContext = createContext<OrganisationToday | null>(null);

function dayOf(iso: string): OrganisationToday {
  return { iso, date: toDate(iso)! };
}

/**
 * Today in the selected organisation's time zone (its default zone until the organisations are
 * loaded), for the screens below it (the app's root). A ward's screen stays open through the
 * night, so the day moves on at the organisation's midnight without a reload; the screens render
 * again only then.
 */
export function OrganisationTodayProvider({ children }: { children: ReactNode }) {
  const organisationId = useSelectedOrganisationId();
  // It sits above every route, the login and registration pages too: signed out, nothing to ask.
  const signedIn = useSessionUser() !== null;
  const { data } = useQuery({ ...myOrganisationsQueryOptions, enabled: signedIn });
  const timeZone = data?.find((organisation) => organisation.id === organisationId)?.mui_gio;
  const iso = useSyncExternalStore(subscribeToClock, () => businessDay(timeZone));
  const today = useMemo(() => dayOf(iso), [iso]);
  return <OrganisationTodayContext.Provider value={today}>{children}</OrganisationTodayContext.Provider>;
}

/**
 * Today for every default, limit and count that is a business date: a new document's date, the
 * last month that may be closed, a report's period, the days left before a batch expires. Outside
 * the provider (the light login, a component's unit test) it is the default zone's day, read once.
 */
export function useOrganisationToday(): OrganisationToday {
  const provided = useContext(OrganisationTodayContext);
  const fallback = useMemo(() => (provided ? null : dayOf(businessDay())), [provided]);
  return provided ?? fallback!;
}
