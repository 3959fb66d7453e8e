import {
  formatTime, longDayName, nextWeek, previousWeek, studioDate, weekOfDate,
  type ScheduleAdminClass, type ScheduleAdminDay, type ScheduleAdminQuery,
} from '@estudio/core';
import { coachName } from '../../public/data/content.rules.js';

/** 'Semana' or 'Día'. */
export type ScheduleViewKind = 'semana' | 'dia';
/** What the day view's columns are: the locations or the coaches. */
export type ScheduleColumnsKind = 'ubicacion' | 'coach';

/** The address's parameters of /admin/horarios and their defaults (a default is left out of the address). */
export const SCHEDULE_FILTERS = { vista: 'semana', fecha: '', columnas: 'ubicacion', ubicacion: '', coach: '', tipo: '' } as const;
export type ScheduleFilter = keyof typeof SCHEDULE_FILTERS;

/** What the screen shows, read from the address. */
export interface ScheduleView {
  readonly view: ScheduleViewKind;
  /** The day shown or a day of the week shown, 'YYYY-MM-DD' in the studio. */
  readonly date: string;
  readonly columns: ScheduleColumnsKind;
  readonly locationId: number | null;
  readonly coachId: number | null;
  readonly classTypeId: number | null;
}

const idOf = (value: string): number | null => (/^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The view the address names; anything it does not understand reads as its default (today, the week, by location). */
export const readScheduleView = (filters: Readonly<Record<ScheduleFilter, string>>, today: string): ScheduleView => ({
  view: filters.vista === 'dia' ? 'dia' : 'semana',
  date: weekOfDate(filters.fecha) ? filters.fecha : today,
  columns: filters.columnas === 'coach' ? 'coach' : 'ubicacion',
  locationId: idOf(filters.ubicacion),
  coachId: idOf(filters.coach),
  classTypeId: idOf(filters.tipo),
});

/** The days a view shows: the week (Monday to Sunday) holding its date, or that day. */
export const viewDays = (view: ScheduleViewKind, date: string): readonly string[] => {
  if (view === 'dia') return [date];
  return weekOfDate(date)?.days ?? [date];
};

/** GET /single_class/admin/schedule's query for what the view shows (days in the studio, both ends included). */
export const scheduleQuery = (shown: ScheduleView, phone: boolean): ScheduleAdminQuery => {
  const days = viewDays(phone ? 'dia' : shown.view, shown.date);
  return {
    start_date: days[0] ?? shown.date,
    end_date: days[days.length - 1] ?? shown.date,
    ...(shown.locationId ? { location_id: shown.locationId } : {}),
    ...(shown.coachId ? { instructor_id: shown.coachId } : {}),
    ...(shown.classTypeId ? { class_type_id: shown.classTypeId } : {}),
  };
};

/** The day after (`step` 1) or before (-1) a date, through core's weeks (every week has its seven days). */
const shiftDay = (date: string, step: 1 | -1): string => {
  const week = weekOfDate(date);
  if (!week) return date;
  const index = week.days.indexOf(date) + step;
  if (index < 0) return previousWeek(week).days[6] ?? date;
  if (index > 6) return nextWeek(week).days[0] ?? date;
  return week.days[index] ?? date;
};

/** The date of the view before or after: a week, or a day. */
export const shiftedDate = (view: ScheduleViewKind, date: string, step: 1 | -1): string => {
  if (view === 'dia') return shiftDay(date, step);
  const week = weekOfDate(date);
  if (!week) return date;
  const index = week.days.indexOf(date);
  return (step === 1 ? nextWeek(week) : previousWeek(week)).days[index] ?? date;
};

/** The classes of one date, by start. */
const classesOn = (days: readonly ScheduleAdminDay[], date: string): readonly ScheduleAdminClass[] =>
  days.find((day) => day.date === date)?.classes ?? [];

/** One column of the grid: a day, a location or a coach, and its classes by start. */
export interface ScheduleColumn {
  readonly key: string;
  readonly label: string;
  readonly classes: readonly ScheduleAdminClass[];
}

const byName = (a: { readonly label: string }, b: { readonly label: string }) => a.label.localeCompare(b.label, 'es');

/** The coaches of a class as one line ('Ana López, Luis Mora'); '' without any. */
export const coachesOf = (single: Pick<ScheduleAdminClass, 'class_instructors'>): string =>
  single.class_instructors.map((item) => coachName(item.instructor)).filter(Boolean).join(', ');

/** The day view's columns: the locations with classes that day, or the coaches (a class shared by two is in both; one without is under `noCoach`). */
const dayColumns = (classes: readonly ScheduleAdminClass[], by: ScheduleColumnsKind, noCoach: string): ScheduleColumn[] => {
  const columns = new Map<string, { key: string; label: string; classes: ScheduleAdminClass[] }>();
  const add = (key: string, label: string, single: ScheduleAdminClass) => {
    const column = columns.get(key) ?? { key, label, classes: [] };
    column.classes.push(single);
    columns.set(key, column);
  };
  for (const single of classes) {
    if (by === 'ubicacion') add(`location-${single.location_id}`, single.location.name, single);
    else if (single.class_instructors.length === 0) add('coach-none', noCoach, single);
    else for (const { instructor } of single.class_instructors) add(`coach-${instructor.instructor_id}`, coachName(instructor), single);
  }
  return [...columns.values()].sort(byName);
};

/**
 * The grid's columns: in the week view each day of the week (every day,
 * with classes or not), in the day view the locations or the coaches of
 * that day's classes, by name.
 */
export const scheduleColumns = (
  shown: Pick<ScheduleView, 'view' | 'date' | 'columns'>,
  days: readonly ScheduleAdminDay[],
  noCoach: string,
): ScheduleColumn[] => {
  if (shown.view === 'dia') return dayColumns(classesOn(days, shown.date), shown.columns, noCoach);
  return viewDays('semana', shown.date).map((date) => ({ key: date, label: longDayName(date), classes: classesOn(days, date) }));
};

/** The hour (0–23) a class starts in the studio's zone. */
export const startHour = (single: Pick<ScheduleAdminClass, 'class_date'>, zone: string): number => Number(formatTime(single.class_date, zone).slice(0, 2));

/** The grid's rows: each hour in which some class of some column starts, in order. */
export const hourRows = (columns: readonly ScheduleColumn[], zone: string): number[] =>
  [...new Set(columns.flatMap((column) => column.classes.map((single) => startHour(single, zone))))].sort((a, b) => a - b);

/** A class's start and end on the studio's clock: '07:00' and '07:50'. */
export const classTimes = (single: Pick<ScheduleAdminClass, 'class_date' | 'duration_minutes'>, zone: string) => ({
  start: formatTime(single.class_date, zone),
  end: formatTime(Date.parse(single.class_date) + single.duration_minutes * 60_000, zone),
});

/** The studio date a class falls on. */
export const classDate = (single: Pick<ScheduleAdminClass, 'class_date'>, zone: string): string => studioDate(single.class_date, zone) ?? '';
