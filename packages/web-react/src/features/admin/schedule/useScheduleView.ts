import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readScheduleView, SCHEDULE_FILTERS, type ScheduleFilter, type ScheduleView } from './scheduleView.rules.js';

/** What {@link useScheduleView} gives the screen. */
export interface ScheduleViewControls {
  readonly shown: ScheduleView;
  /** Writes these parameters into the address (a default value leaves it out), a history entry of its own. */
  readonly change: (changes: Partial<Record<ScheduleFilter, string>>) => void;
}

/**
 * What /admin/horarios shows, in the address (`vista`, `fecha`, `columnas`,
 * `ubicacion`, `coach`, `tipo`), so reload, Back and a shared link show the
 * same week and filters; anything the address says that is not understood
 * reads as its default (this week, by location, every class). Other
 * parameters are kept.
 */
export const useScheduleView = (today: string): ScheduleViewControls => {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(
    (Object.keys(SCHEDULE_FILTERS) as ScheduleFilter[]).map((name) => [name, params.get(name) ?? SCHEDULE_FILTERS[name]]),
  ) as Record<ScheduleFilter, string>;
  // The same view object while the address says the same, so what is keyed on it does not run again.
  const key = JSON.stringify(raw);
  const shown = useMemo(() => readScheduleView(JSON.parse(key) as Record<ScheduleFilter, string>, today), [key, today]);
  const change = useCallback(
    (changes: Partial<Record<ScheduleFilter, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes) as [ScheduleFilter, string][]) {
          if (value === SCHEDULE_FILTERS[name]) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );
  return { shown, change };
};
