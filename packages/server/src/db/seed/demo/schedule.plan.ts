import { DateTime } from 'luxon';
import type { Random } from '../random.js';
import { DEMO_CLASS_TYPES, type DemoClassType, type DemoCoachKey } from './catalogue.data.js';

/** One class of the demo schedule before it is written. */
export interface PlannedClass {
  readonly start: Date;
  readonly type: DemoClassType;
  readonly coach: DemoCoachKey;
  /** Index into the demo locations. */
  readonly location: number;
  /** The weekly special event, sold as a package. */
  readonly event: boolean;
  /** ISO date of the Monday of its week, in the studio's time zone. */
  readonly week: string;
  readonly capacity: number;
  readonly durationMinutes: number;
}

/** Days before today that still get classes, so past reservations exist. */
export const PAST_DAYS = 14;
/** Weeks after the current one that get classes (the calendar advances up to 8 weeks). */
export const WEEKS_AHEAD = 8;

type Slot = readonly [hour: number, minute: number];
const WEEKDAY_SLOTS: readonly Slot[] = [[7, 0], [8, 0], [9, 30], [18, 0], [19, 0], [20, 0]];
const SATURDAY_SLOTS: readonly Slot[] = [[8, 0], [9, 0], [10, 30]];
const SUNDAY_SLOTS: readonly Slot[] = [[9, 0], [10, 0], [11, 0]];
/** The special event runs on Sundays at noon: every week in range has its Sunday. */
const EVENT_SLOT: Slot = [12, 0];
const EVENT = { capacity: 20, durationMinutes: 90 };

const slotsOf = (day: DateTime): readonly Slot[] =>
  day.weekday === 6 ? SATURDAY_SLOTS : day.weekday === 7 ? SUNDAY_SLOTS : WEEKDAY_SLOTS;

/** The first and last day of the schedule, as studio-time midnights. */
export const scheduleRange = (now: Date, zone: string): { first: DateTime; today: DateTime; last: DateTime } => {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  return { first: today.minus({ days: PAST_DAYS }), today, last: today.plus({ weeks: WEEKS_AHEAD }).endOf('week').startOf('day') };
};

const planDay = (day: DateTime, random: Random): PlannedClass[] => {
  const week = day.startOf('week').toISODate() ?? '';
  const types = random.sample(DEMO_CLASS_TYPES, DEMO_CLASS_TYPES.length);
  const classes = slotsOf(day).map(([hour, minute], index): PlannedClass => {
    const type = types[index % types.length] as DemoClassType;
    return {
      start: day.set({ hour, minute }).toJSDate(), type, coach: random.pick(type.coaches),
      location: (index + day.day) % 2, event: false, week, capacity: type.capacity, durationMinutes: type.durationMinutes,
    };
  });
  if (day.weekday !== 7) return classes;
  const yoga = DEMO_CLASS_TYPES[0] as DemoClassType;
  const event: PlannedClass = {
    start: day.set({ hour: EVENT_SLOT[0], minute: EVENT_SLOT[1] }).toJSDate(), type: yoga, coach: 'mariana',
    location: 0, event: true, week, ...EVENT,
  };
  return [...classes, event];
};

/**
 * The demo schedule: several classes every day between 07:00 and 21:00 studio
 * time, from two weeks ago to the end of the 8th week ahead, plus a special
 * event every Sunday. Wall-clock times are turned into instants in `zone`.
 */
export const planSchedule = (now: Date, zone: string, random: Random): PlannedClass[] => {
  const { first, last } = scheduleRange(now, zone);
  const classes: PlannedClass[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) classes.push(...planDay(day, random));
  return classes;
};
