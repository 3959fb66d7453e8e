import { useEffect, useRef, useState } from 'react';
import { scheduleEndpoints, type InstructorScheduleQuery, type ScheduleDay, type ScheduleQuery, type WeekQuery } from '@estudio/core';
import { useEmbeddedReader, useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { useHydrated } from '../../../ui/useHydrated.js';

/** Whose classes a calendar shows: the whole studio (optionally one location), one coach, or one class type. */
export type WeekSource =
  | { readonly kind: 'studio' }
  | { readonly kind: 'instructor'; readonly instructorId: number }
  | { readonly kind: 'classType'; readonly classTypeId: number };

/** The shown week's classes as the view reads them. */
export type WeekClasses =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  /** `refreshing` while the same week reloads after an action: the old answer stays on screen. */
  | { readonly status: 'ready'; readonly days: readonly ScheduleDay[]; readonly refreshing: boolean };

/** The shown week's range and the location filter, as the calendar machine gives it. */
export type ShownWeek = WeekQuery & { readonly location_id?: number | string };

/**
 * The GET that loads a source's week: its endpoint, path parameters and
 * query (`GET /single_class` with the filters, or one coach's schedule). The
 * server embeds a page's weeks under the same read (issue 18).
 */
export const weekRead = (week: ShownWeek, source: WeekSource): WeekRead => {
  const range = { start_date: week.start_date, end_date: week.end_date };
  if (source.kind === 'instructor') {
    return { endpoint: scheduleEndpoints.scheduleByInstructor, params: { id: source.instructorId }, query: range };
  }
  const location = week.location_id === undefined ? {} : { location_id: Number(week.location_id) };
  const classType = source.kind === 'classType' ? { class_type_id: source.classTypeId } : {};
  return { endpoint: scheduleEndpoints.scheduleList, params: undefined, query: { ...range, ...location, ...classType } };
};

/** See {@link weekRead}. */
export type WeekRead =
  | { readonly endpoint: typeof scheduleEndpoints.scheduleByInstructor; readonly params: { readonly id: number }; readonly query: InstructorScheduleQuery }
  | { readonly endpoint: typeof scheduleEndpoints.scheduleList; readonly params: undefined; readonly query: ScheduleQuery };

/**
 * The days of a week the page came with, or undefined, and the server's now
 * they were read at: only for a calendar the server rendered, while the
 * browser takes it over (hydration). A calendar opened later in the tab
 * (another screen, a signed-in customer's /mystudio) loads its week: the
 * page's is a visitor's, and may be old.
 */
export const useEmbeddedWeeks = () => {
  const read = useEmbeddedReader();
  const hydrating = !useHydrated();
  const days = (week: ShownWeek, source: WeekSource): readonly ScheduleDay[] | undefined => {
    if (!hydrating) return undefined;
    const { endpoint, params, query } = weekRead(week, source);
    return read(endpoint, params, query);
  };
  return Object.assign(days, { now: hydrating ? read.now : undefined });
};

interface Loaded {
  readonly key: string;
  readonly version: number;
  readonly result: { readonly ok: true; readonly days: readonly ScheduleDay[] } | { readonly ok: false };
}

/**
 * Loads the classes of `query` (GET /single_class, or one coach's schedule)
 * whenever the query, the source or `version` changes, and forgets answers
 * that arrive after the view moved on. Bumping `version` reloads the same
 * week (after a reservation, a cancellation, a sign-in) without blanking
 * it. Failures go to the alert display (spec 8).
 */
export const useWeekClasses = (query: ShownWeek, source: WeekSource, version: number): WeekClasses => {
  const { api } = useServices();
  const alerts = useAlerts();
  const embedded = useEmbeddedWeeks();
  const key = JSON.stringify({ query, source });
  // The week the page came with is shown at once (the server rendered it) and not asked for again.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const days = embedded(query, source);
    return days === undefined ? null : { key, version, result: { ok: true, days } };
  });
  const fromPage = useRef(loaded === null ? null : `${key}@${version}`);

  useEffect(() => {
    if (fromPage.current === `${key}@${version}`) {
      fromPage.current = null;
      return undefined;
    }
    fromPage.current = null;
    let current = true;
    const { query: week, source: from } = JSON.parse(key) as { query: typeof query; source: WeekSource };
    const read = weekRead(week, from);
    const call = read.params === undefined ? api.schedule.days(read.query) : api.schedule.byInstructor(read.params.id, read.query);
    call.then(
      (result) => {
        if (!current) return;
        if (!result.ok) alerts.error(result.error.message);
        setLoaded({ key, version, result: result.ok ? { ok: true, days: result.value } : { ok: false } });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, alerts, key, version]);

  if (loaded === null || loaded.key !== key) return { status: 'loading' };
  if (!loaded.result.ok) return loaded.version === version ? { status: 'error' } : { status: 'loading' };
  return { status: 'ready', days: loaded.result.days, refreshing: loaded.version !== version };
};
