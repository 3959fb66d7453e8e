import { z } from 'zod';
import { DateTime } from 'luxon';
import { messages } from '../../messages/index.js';
import { WALL_TIME, seriesStarts, wallClockInstant } from '../../schedule/series.rules.js';
import { RefId } from './common.schemas.js';
import {
  ClassSeriesBody, ScheduleClassUpdateBody, ScheduleScope, type ClassConflictsBody, type ScheduleAdminClass,
} from './schedule-admin.schemas.js';
import { SingleClassCreateBody } from './schedule.schemas.js';

/**
 * /admin/horarios' class form ('Nueva clase' and editing a class, issue 16)
 * as its inputs hold it, read into the API's own bodies and checked by them
 * (`SingleClassCreateBody`, `ClassSeriesBody`, `ScheduleClassUpdateBody`):
 * the route's refusals land on the field of the same name. A forms-only
 * module, so the admin's chunk carries no route's records
 * (docs/contexts/desk.md, 'First load').
 */

const text = messages.deskScheduleScreen;

/** 'Una vez' or 'Cada semana'. */
export const SCHEDULE_REPEATS = ['once', 'weekly'] as const;
/** A weekly series ends on a date or after a number of weeks. */
export const SERIES_ENDS = ['date', 'weeks'] as const;

/** A select's value: '' for none, else an id. */
const idChoice = z.string().regex(/^\d{0,10}$/);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const scheduleFormFields = z.object({
  class_type_id: idChoice,
  instructor_ids: z.array(RefId).max(20),
  location_id: idChoice,
  /** 'YYYY-MM-DD' (a date input), the class's day in the studio's zone: one class, or the class edited. */
  date: z.string().trim(),
  /** 'HH:MM' (a time input), on the studio's clock. */
  time: z.string().trim(),
  duration_minutes: z.string().trim(),
  capacity: z.string().trim(),
  class_package_id: idChoice,
  description: z.string(),
  tag_ids: z.array(RefId).max(20),
  repeat: z.enum(SCHEDULE_REPEATS),
  /** ISO weekdays, 1 = lunes … 7 = domingo. */
  weekdays: z.array(z.number().int()),
  from_date: z.string().trim(),
  ends: z.enum(SERIES_ENDS),
  until_date: z.string().trim(),
  weeks: z.string().trim(),
  scope: ScheduleScope,
});

/** What /admin/horarios' class form holds. */
export type ScheduleClassFormValues = z.input<typeof scheduleFormFields>;
type FormField = keyof ScheduleClassFormValues;

/** What a valid submit hands over: one class, a weekly series, or the changes to a class (`changed` false: nothing to send). */
export type ScheduleClassFormOutput =
  | { readonly kind: 'create'; readonly body: SingleClassCreateBody }
  | { readonly kind: 'series'; readonly body: ClassSeriesBody }
  | { readonly kind: 'update'; readonly body: ScheduleClassUpdateBody; readonly changed: boolean };

const numberOr = (value: string, fallback: number): number => (value === '' ? fallback : Number(value));
const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** The fields every body shares, as the API names them. */
const classFieldsOf = (form: ScheduleClassFormValues) => ({
  duration_minutes: numberOr(form.duration_minutes, Number.NaN),
  capacity: numberOr(form.capacity, Number.NaN),
  class_type_id: numberOr(form.class_type_id, Number.NaN),
  location_id: numberOr(form.location_id, Number.NaN),
  instructor_ids: [...form.instructor_ids],
  tag_ids: [...form.tag_ids],
  description: form.description.trim() === '' ? null : form.description.trim(),
  class_package_id: idOrNull(form.class_package_id),
});

/** The fields a class's or a series' starts are read from. */
export type ScheduleStartsFields = Pick<ScheduleClassFormValues, 'repeat' | 'date' | 'time' | 'from_date' | 'weekdays' | 'ends' | 'until_date' | 'weeks'>;

/** The series a weekly form describes, in `ClassSeriesBody`'s words. */
const seriesOf = (form: ScheduleStartsFields) => ({
  weekdays: [...form.weekdays].sort((a, b) => a - b),
  time: form.time,
  from_date: form.from_date,
  ...(form.ends === 'date' ? { until_date: form.until_date } : { weeks: numberOr(form.weeks, Number.NaN) }),
});

/** The body fields whose refusal belongs to another field of the form. */
const FIELD_OF: Partial<Record<string, FormField>> = { class_date: 'date' };
const FORM_FIELDS = new Set<string>(Object.keys(scheduleFormFields.shape));

const fieldOf = (path: readonly PropertyKey[]): FormField => {
  const [first] = path;
  const name = typeof first === 'string' ? (FIELD_OF[first] ?? first) : 'date';
  return (FORM_FIELDS.has(name) ? name : 'date') as FormField;
};

/** The form's own checks, in its words, before the API's schema reads the body. */
const checkForm = (
  form: ScheduleClassFormValues,
  editing: ScheduleClassFormValues | null,
  refuse: (field: FormField, message: string) => void,
) => {
  const weekly = editing === null && form.repeat === 'weekly';
  // A class stored without a capacity may keep none while other fields change.
  const keepsNoCapacity = editing !== null && editing.capacity === '' && form.capacity === '';
  if (form.class_type_id === '') refuse('class_type_id', text.chooseClassType);
  if (form.location_id === '') refuse('location_id', text.chooseLocation);
  if (!/^\d{1,4}$/.test(form.duration_minutes) || Number(form.duration_minutes) < 1 || Number(form.duration_minutes) > 1440) refuse('duration_minutes', text.wholeMinutes);
  if (!/^\d{1,5}$/.test(form.capacity) && !keepsNoCapacity) refuse('capacity', text.wholeCapacity);
  if (!WALL_TIME.test(form.time)) refuse('time', text.timeRequired);
  if (!weekly && !DATE.test(form.date)) refuse('date', text.dateRequired);
  if (weekly && form.ends === 'weeks' && !/^\d{1,2}$/.test(form.weeks)) refuse('weeks', text.weeksRequired);
};

const sameIds = (a: readonly number[] | undefined, b: readonly number[] | undefined): boolean =>
  JSON.stringify([...(a ?? [])].sort((x, y) => x - y)) === JSON.stringify([...(b ?? [])].sort((x, y) => x - y));

/** The fields of `next` that differ from `before` (the lists compared as sets). */
const changedFields = <T extends Record<string, unknown>>(before: T, next: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(next).filter(([key, value]) =>
      Array.isArray(value) ? !sameIds(before[key] as number[], value as number[]) : !Object.is(before[key], value)),
  ) as Partial<T>;

/**
 * The class form of /admin/horarios read into the API's body and checked
 * by it, in the studio's `zone`. Without `editing` it is 'Nueva clase':
 * one class (`SingleClassCreateBody`) or a weekly series
 * (`ClassSeriesBody`). With `editing` (the values the class was opened
 * with) it is the change: only the fields that differ, and its `scope`
 * (`ScheduleClassUpdateBody`), so 'Esta y las siguientes' never writes
 * this class's other values over the later ones.
 */
export const scheduleClassFormSchema = (zone: string, editing: ScheduleClassFormValues | null = null) =>
  scheduleFormFields.transform((form, context): ScheduleClassFormOutput => {
    const weekly = editing === null && form.repeat === 'weekly';
    // One refusal a field, the first: the field shows one message.
    const refused = new Set<FormField>();
    const refuse = (field: FormField, message: string) => {
      if (refused.has(field)) return;
      refused.add(field);
      context.addIssue({ code: 'custom', path: [field], message });
    };
    checkForm(form, editing, refuse);
    if (refused.size > 0) return z.NEVER;
    const read = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null => {
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) refuse(fieldOf(issue.path), issue.message);
      return null;
    };
    const fields = classFieldsOf(form);
    if (weekly) {
      const body = read(ClassSeriesBody, { ...fields, ...seriesOf(form) });
      return body ? { kind: 'series', body } : z.NEVER;
    }
    const single = { ...fields, class_date: wallClockInstant(form.date, form.time, zone) };
    if (editing === null) {
      const body = read(SingleClassCreateBody, single);
      return body ? { kind: 'create', body } : z.NEVER;
    }
    const before = { ...classFieldsOf(editing), class_date: wallClockInstant(editing.date, editing.time, zone) };
    const changes = changedFields(before, single);
    const body = read(ScheduleClassUpdateBody, { ...changes, scope: form.scope });
    return body ? { kind: 'update', body, changed: Object.keys(changes).length > 0 } : z.NEVER;
  });

/** The form's values for a class being edited (its day and time in the studio's `zone`). */
export const scheduleClassFormValues = (single: ScheduleAdminClass, zone: string): ScheduleClassFormValues => {
  const start = DateTime.fromISO(single.class_date, { zone });
  return {
    ...newScheduleClassValues(start.toISODate() ?? ''),
    class_type_id: String(single.class_type.class_type_id),
    instructor_ids: single.class_instructors.map((item) => item.instructor.instructor_id),
    location_id: String(single.location_id),
    time: start.isValid ? start.toFormat('HH:mm') : '',
    duration_minutes: String(single.duration_minutes),
    capacity: single.capacity === null ? '' : String(single.capacity),
    class_package_id: single.class_package_id === null ? '' : String(single.class_package_id),
    description: single.description ?? '',
    tag_ids: single.tags.map((tag) => tag.tag_id),
  };
};

/** How long a new class lasts and how many it takes, until the owner says otherwise. */
export const NEW_CLASS_DEFAULTS = { duration_minutes: '60', capacity: '12', weeks: '4' } as const;

/** 'Nueva clase' on `date` ('YYYY-MM-DD', the day the screen shows): once, or weekly on that weekday from it for 4 weeks. */
export const newScheduleClassValues = (date: string): ScheduleClassFormValues => {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  return {
    class_type_id: '',
    instructor_ids: [],
    location_id: '',
    date,
    time: '',
    duration_minutes: NEW_CLASS_DEFAULTS.duration_minutes,
    capacity: NEW_CLASS_DEFAULTS.capacity,
    class_package_id: '',
    description: '',
    tag_ids: [],
    repeat: 'once',
    weekdays: day.isValid ? [day.weekday] : [],
    from_date: date,
    ends: 'weeks',
    until_date: '',
    weeks: NEW_CLASS_DEFAULTS.weeks,
    scope: 'one',
  };
};

/**
 * The starts the form describes as far as it can be read (ISO instants):
 * the class's, or every one of the weekly series (core's `seriesStarts`);
 * none until the date and time read. What the preview lists and the
 * conflicts check asks about.
 */
export const scheduleFormStarts = (form: ScheduleStartsFields, zone: string, editing: boolean): string[] => {
  if (editing || form.repeat === 'once') {
    const start = wallClockInstant(form.date, form.time, zone);
    return start ? [start] : [];
  }
  if (!WALL_TIME.test(form.time) || !DATE.test(form.from_date) || form.weekdays.length === 0) return [];
  if (form.ends === 'date' && !DATE.test(form.until_date)) return [];
  if (form.ends === 'weeks' && !/^\d{1,2}$/.test(form.weeks)) return [];
  return seriesStarts(seriesOf(form), zone);
};

/**
 * What POST /single_class/conflicts is asked for the form as it stands and
 * its `starts` (`scheduleFormStarts`, computed once by the screen), a body
 * per `chunk` starts (the route takes 120 at most), or none until the
 * starts, the duration and the location read. `editedId`: the class being
 * edited, which never conflicts with itself; its change's `scope` goes
 * along, so with 'following' the server checks the later classes of its
 * series at their new starts too.
 */
export const scheduleConflictQueries = (
  form: ScheduleClassFormValues,
  starts: readonly string[],
  editedId: number | null,
  chunk: number,
): ClassConflictsBody[] => {
  const duration = Number(form.duration_minutes);
  if (starts.length === 0 || form.location_id === '' || !/^\d{1,4}$/.test(form.duration_minutes) || duration < 1 || duration > 1440) return [];
  const edited = editedId === null ? {} : { single_class_id: editedId, scope: form.scope };
  const bodies: ClassConflictsBody[] = [];
  for (let index = 0; index < starts.length; index += chunk) {
    bodies.push({
      starts: starts.slice(index, index + chunk),
      duration_minutes: duration,
      location_id: Number(form.location_id),
      instructor_ids: [...form.instructor_ids],
      ignore_ids: editedId === null ? [] : [editedId],
      ...edited,
    });
  }
  return bodies;
};
