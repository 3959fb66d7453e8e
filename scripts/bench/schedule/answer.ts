import type { SqlRead } from './route-sql.js';

/** The part of a `GET /api/single_class` answer that is counted. */
interface ScheduleAnswer {
  readonly days: readonly {
    readonly classes: readonly {
      readonly reservation_count: number;
      readonly mine: { readonly reservations: readonly unknown[]; readonly waitlist_id: number | null } | null;
    }[];
  }[];
}

/**
 * Counts a schedule answer the way `readScheduleBySql` counts its rows:
 * classes, places taken, and the caller's own places and waitlist entries.
 */
export const countScheduleAnswer = (answer: unknown): SqlRead => {
  const classes = (answer as ScheduleAnswer).days.flatMap((day) => day.classes);
  return {
    classes: classes.length,
    places: classes.reduce((sum, one) => sum + one.reservation_count, 0),
    mine: classes.reduce((sum, one) => sum + (one.mine?.reservations.length ?? 0) + (one.mine?.waitlist_id ? 1 : 0), 0),
  };
};
