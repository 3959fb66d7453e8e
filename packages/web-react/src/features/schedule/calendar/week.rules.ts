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

/**
 * The week's columns split at today (studio dates compare as strings): the
 * days before it, folded on phones, and the rest. A week that is not the
 * current one has nothing before today to fold (past weeks show whole).
 */
export function splitAtToday<T extends { readonly date: string }>(
  columns: readonly T[],
  today: string | null,
): { readonly earlier: readonly T[]; readonly ahead: readonly T[] } {
  const first = columns[0]?.date;
  const last = columns[columns.length - 1]?.date;
  if (today === null || first === undefined || last === undefined || today < first || today > last) return { earlier: [], ahead: columns };
  return { earlier: columns.filter((c) => c.date < today), ahead: columns.filter((c) => c.date >= today) };
}
