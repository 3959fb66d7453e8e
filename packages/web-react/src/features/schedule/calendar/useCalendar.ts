import { useEffect, useEffectEvent, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { calendarMachine, calendarStart, connectCalendar, type CalendarInput, type CalendarView, type ScheduleDay } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { classesOf } from './week.rules.js';
import { useEmbeddedWeeks, useWeekClasses, type WeekClasses, type WeekSource } from './useWeekClasses.js';

/** A calendar: its navigation (core's calendar machine), the shown week's classes, and a way to reload them. */
export interface CalendarState {
  readonly view: CalendarView;
  readonly week: WeekClasses;
  /** Loads the shown week again, keeping it on screen meanwhile. */
  readonly reload: () => void;
}

/**
 * Binds core's calendar machine to the shown week's classes: the machine
 * says which week (and location) to show, this loads it, and reports every
 * answer back (CLASSES_LOADED), which is what lets the machine advance past
 * a week with no classes ahead (spec 4 'Calendar'). `reloadWhen` reloads the
 * week when it changes (e.g. the signed-in customer, whose own places the
 * classes carry). A page the server rendered with its weeks opens on the
 * week core's `calendarStart` finds in them, as the server's render did.
 */
export const useCalendar = (source: WeekSource, options: { readonly shortDayNames?: boolean; readonly reloadWhen?: unknown } = {}): CalendarState => {
  const { clock, config } = useServices();
  const embedded = useEmbeddedWeeks();
  const [input] = useState((): CalendarInput => {
    const zone = config.rules.timezone;
    // A page that came with its weeks (issue 18) opens where the server's render did, at the server's now.
    if (embedded.now !== undefined) {
      const start = calendarStart(embedded.now, zone, (week) => {
        const days = embedded(week, source);
        return days === undefined ? undefined : classesOf(days);
      });
      if (start && !(start.autoAdvance && start.weekStart === start.currentWeekStart)) return { now: embedded.now, zone, start };
    }
    return { now: clock.now(), zone };
  });
  const actor = useActorRef(calendarMachine, { input });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const view = connectCalendar({ context }, actor.send, { shortDayNames: options.shortDayNames });
  const [version, setVersion] = useState(0);
  const [reloadWhen, setReloadWhen] = useState(options.reloadWhen);
  if (!Object.is(reloadWhen, options.reloadWhen)) {
    setReloadWhen(options.reloadWhen);
    setVersion((v) => v + 1);
  }
  const week = useWeekClasses(view.query, source, version);

  // Only a new answer is news for the machine; the week it was for is the one shown with it.
  const answered = week.status === 'ready' && !week.refreshing ? week.days : null;
  const report = useEffectEvent((days: readonly ScheduleDay[]) =>
    actor.send({ type: 'CLASSES_LOADED', classes: classesOf(days), now: clock.now(), weekStart: context.weekStart }),
  );
  useEffect(() => {
    if (answered) report(answered);
  }, [answered]);

  return { view, week, reload: () => setVersion((v) => v + 1) };
};
