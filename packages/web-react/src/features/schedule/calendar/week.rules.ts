import type { ScheduleDay, SingleClass } from '@estudio/core';

/** Every class of the loaded days, in order. */
export const classesOf = (days: readonly ScheduleDay[]): SingleClass[] => days.flatMap((day) => day.classes);

/** The classes of one studio day ('YYYY-MM-DD'); empty when the day has none. */
export const classesOn = (days: readonly ScheduleDay[], date: string): readonly SingleClass[] =>
  days.find((day) => day.date === date)?.classes ?? [];

/** Spec 2: 'No hay más clases programadas esta semana.' when the week holds no class at all. */
export const isEmptyWeek = (days: readonly ScheduleDay[]): boolean => days.every((day) => day.classes.length === 0);

/**
 * The day the compact calendar opens on: the first day from `today` on that
 * has classes, else the first day with classes, else the week's first day.
 * `weekDays` are the week's seven dates, Monday first.
 */
export function openingDay(weekDays: readonly string[], days: readonly ScheduleDay[], today: string | null): string {
  const withClasses = weekDays.filter((date) => classesOn(days, date).length > 0);
  const upcoming = today === null ? undefined : withClasses.find((date) => date >= today);
  return upcoming ?? withClasses[0] ?? weekDays[0] ?? '';
}
