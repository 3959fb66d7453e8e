import type { Random } from '../random.js';
import type { PlannedClass } from './schedule.plan.js';

const DAY = 24 * 60 * 60 * 1000;

/** socia's reservations: two attended (one rated), one cancelled, two upcoming (one with a guest). */
export interface MemberBookings<C> {
  readonly attended: readonly [C, C];
  readonly cancelled: C;
  readonly upcoming: C;
  readonly upcomingWithGuest: C;
}

const between = <C extends PlannedClass>(classes: readonly C[], from: number, to: number) =>
  classes.filter((planned) => !planned.event && planned.start.getTime() >= from && planned.start.getTime() <= to);

/**
 * Picks socia's classes: past ones between 10 days and 1 day ago, upcoming ones
 * between 1 and 7 days ahead (outside the 12-hour cancel window, so she can cancel).
 */
export const pickMemberBookings = <C extends PlannedClass>(classes: readonly C[], now: Date, random: Random): MemberBookings<C> => {
  const t = now.getTime();
  const [first, second, cancelled] = random.sample(between(classes, t - 10 * DAY, t - DAY), 3);
  const [upcoming, upcomingWithGuest] = random.sample(between(classes, t + DAY, t + 7 * DAY), 2);
  if (!first || !second || !cancelled || !upcoming || !upcomingWithGuest) throw new Error('the demo schedule is too short');
  return { attended: [first, second], cancelled, upcoming, upcomingWithGuest };
};

/**
 * One full class per week: a class still ahead when the week has one, else its
 * last class, never one socia booked (hers keep a free place).
 */
export const pickFullClasses = <C extends PlannedClass>(
  classes: readonly C[],
  taken: ReadonlySet<C>,
  now: Date,
  random: Random,
): C[] => {
  const weeks = [...new Set(classes.map((planned) => planned.week))];
  return weeks.map((week) => {
    const candidates = classes.filter((planned) => planned.week === week && !planned.event && !taken.has(planned));
    const ahead = candidates.filter((planned) => planned.start > now);
    const chosen = ahead.length > 0 ? random.pick(ahead) : candidates.at(-1);
    if (!chosen) throw new Error(`week ${week} has no class to fill`);
    return chosen;
  });
};
