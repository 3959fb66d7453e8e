import { DateTime } from 'luxon';

/**
 * Classes (sorted by start) grouped by their day in the studio's zone: a
 * class at 23:30 local time belongs to its local day, whatever the UTC date.
 * Only days with classes appear. The day is computed once per day, not once
 * per class: a busy week has hundreds of classes and few days. Generic over
 * the view, so the schedule's classes and the front desk's group alike.
 */
export const groupByStudioDay = <V>(classes: readonly { start: Date; view: V }[], zone: string): { date: string; classes: V[] }[] => {
  const days: { date: string; classes: V[] }[] = [];
  let current: { classes: V[]; from: number; to: number } | null = null;
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
