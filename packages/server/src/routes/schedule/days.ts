import { DateTime } from 'luxon';
import type { ScheduleDay } from '@estudio/core';
import type { LoadedClass } from './class-views.js';

/**
 * Classes (sorted by start) grouped by their day in the studio's zone: a
 * class at 23:30 local time belongs to its local day, whatever the UTC date.
 * Only days with classes appear. The day is computed once per day, not once
 * per class: a busy week has hundreds of classes and few days.
 */
export const groupByStudioDay = (classes: readonly LoadedClass[], zone: string): ScheduleDay[] => {
  const days: ScheduleDay[] = [];
  let current: { classes: ScheduleDay['classes']; from: number; to: number } | null = null;
  for (const { start, view } of classes) {
    const at = start.getTime();
    if (!current || at < current.from || at >= current.to) {
      const day = DateTime.fromMillis(at, { zone }).startOf('day');
      current = { classes: [], from: day.toMillis(), to: day.plus({ days: 1 }).toMillis() };
      days.push({ date: day.toISODate() ?? '', classes: current.classes });
    }
    current.classes.push(view);
  }
  return days;
};
