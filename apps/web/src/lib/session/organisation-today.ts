import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { businessDay, toDate } from '../i18n/dates';
import { myOrganisationsQueryOptions } from './my-organisations';
import { useSelectedOrganisationId } from './session';

/** How often screens showing today look whether the day has changed. */
export const DAY_CHECK_INTERVAL_MS = 30_000;

const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

/** One timer for every screen that shows today, running only while one does. */
function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  ticker ??= setInterval(() => listeners.forEach((notify) => notify()), DAY_CHECK_INTERVAL_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

export interface OrganisationToday {
  /** YYYY-MM-DD. */
  iso: string;
  /** The same day at local midnight (for date pickers and date-fns). */
  date: Date;
}

/**
 * Today in the selected organisation's time zone (its default zone until the organisations are
 * loaded), for every default and limit that is a business date: a new document's date, the last
 * month that may be closed, a report's period. A ward's screen stays open through the night, so
 * the day moves on at the organisation's midnight without a reload; the screen renders again only
 * then.
 */
export function useOrganisationToday(): OrganisationToday {
  const organisationId = useSelectedOrganisationId();
  const { data } = useQuery(myOrganisationsQueryOptions);
  const timeZone = data?.find((organisation) => organisation.id === organisationId)?.mui_gio;
  const iso = useSyncExternalStore(subscribeToClock, () => businessDay(timeZone));
  return useMemo(() => ({ iso, date: toDate(iso)! }), [iso]);
}
