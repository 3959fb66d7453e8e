import { useEffect, useState } from 'react';
import type { ScheduleDay, WeekQuery } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';

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
export const useWeekClasses = (
  query: WeekQuery & { readonly location_id?: number | string },
  source: WeekSource,
  version: number,
): WeekClasses => {
  const { api } = useServices();
  const alerts = useAlerts();
  const key = JSON.stringify({ query, source });
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    const { query: range, source: from } = JSON.parse(key) as { query: typeof query; source: WeekSource };
    const location = range.location_id === undefined ? {} : { location_id: Number(range.location_id) };
    const classType = from.kind === 'classType' ? { class_type_id: from.classTypeId } : {};
    const call =
      from.kind === 'instructor'
        ? api.schedule.byInstructor(from.instructorId, { start_date: range.start_date, end_date: range.end_date })
        : api.schedule.days({ start_date: range.start_date, end_date: range.end_date, ...location, ...classType });
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
