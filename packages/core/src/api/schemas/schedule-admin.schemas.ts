import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { SERIES_MAX_DAYS, SERIES_MAX_WEEKS, WALL_TIME, seriesDates } from '../../schedule/series.rules.js';
import { INT_MAX, RefId } from './common.schemas.js';
import { DeskClass } from './desk.schemas.js';
import {
  ScheduleBound, SingleClassCancelResponse, SingleClassCreateBody, SingleClassUpdateBody,
} from './schedule.schemas.js';

/**
 * The studio's schedule as the admin writes it ('Horarios', issue 16): the
 * week and day views, a weekly series, the conflicts shown before saving,
 * and editing or cancelling one class or this one and the following ones of
 * its series. Admin only; the calls are `scheduleAdminEndpoints` and the
 * schedule's own create, update and cancel.
 */

const QueryId = z.coerce.number().int().positive().max(INT_MAX);

/** Which classes a change or a cancellation reaches: 'Solo esta clase' or 'Esta y las siguientes' of its series. */
export const ScheduleScope = z.enum(['one', 'following']);
export type ScheduleScope = z.infer<typeof ScheduleScope>;

/**
 * GET /single_class/admin/schedule: every class (not cancelled) of a range
 * of days, both ends inclusive (a date is a whole day in the studio's zone),
 * at most 31 days, of a location, a coach or a class type when named.
 */
export const ScheduleAdminQuery = z.object({
  start_date: ScheduleBound,
  end_date: ScheduleBound,
  location_id: QueryId.optional(),
  instructor_id: QueryId.optional(),
  class_type_id: QueryId.optional(),
});
export type ScheduleAdminQuery = z.input<typeof ScheduleAdminQuery>;

/** A class as 'Horarios' shows it: the desk's class (booked places, capacity, waitlist) and its series, if any. */
export const ScheduleAdminClass = DeskClass.extend({ series_id: z.number().int().nullable() });
export type ScheduleAdminClass = z.infer<typeof ScheduleAdminClass>;

export const ScheduleAdminDay = z.object({ date: z.iso.date(), classes: z.array(ScheduleAdminClass) });
export type ScheduleAdminDay = z.infer<typeof ScheduleAdminDay>;

/** Only days with classes, in order. */
export const ScheduleAdminResponse = z.object({ days: z.array(ScheduleAdminDay) });
export type ScheduleAdminResponse = z.infer<typeof ScheduleAdminResponse>;

/** The most starts one conflicts check takes (a series of several days a week for months). */
export const CONFLICT_STARTS_MAX = 120;

/**
 * POST /single_class/conflicts: would classes at `starts`, lasting
 * `duration_minutes`, at `location_id`, taught by `instructor_ids`, share
 * time with a class already there? `ignore_ids` are the classes being
 * edited (a class never conflicts with itself). Editing a class, name it
 * (`single_class_id`, with its one new start) and the change's `scope`:
 * with 'following' the server also asks for every later class of its
 * series at its new start (`shiftedStart`), and none of them conflicts
 * with the others.
 */
export const ClassConflictsBody = z.object({
  starts: z.array(z.iso.datetime({ offset: true })).min(1, messages.deskSchedule.startsRequired).max(CONFLICT_STARTS_MAX),
  duration_minutes: z.number().int().min(1).max(24 * 60),
  location_id: RefId,
  instructor_ids: z.array(RefId).max(20).default([]),
  ignore_ids: z.array(RefId).max(1000).default([]),
  single_class_id: RefId.optional(),
  scope: ScheduleScope.default('one'),
}).refine((body) => body.single_class_id === undefined || body.starts.length === 1, {
  message: messages.deskSchedule.oneStartForClass, path: ['starts'],
});
export type ClassConflictsBody = z.input<typeof ClassConflictsBody>;

/**
 * One class already there that shares time with a proposed start: by its
 * location (`kind` 'location') or one of its coaches ('coach', and
 * `coach_name` is the coach who is taken). Cancelled classes never conflict.
 */
export const ClassConflict = z.object({
  /** The proposed start it conflicts with (ISO instant). */
  start: z.string(),
  kind: z.enum(['location', 'coach']),
  single_class_id: z.number().int(),
  class_date: z.string(),
  duration_minutes: z.number().int(),
  class_type_name: z.string(),
  location_name: z.string(),
  coach_name: z.string().nullable(),
});
export type ClassConflict = z.infer<typeof ClassConflict>;

export const ClassConflictsResponse = z.object({ conflicts: z.array(ClassConflict) });
export type ClassConflictsResponse = z.infer<typeof ClassConflictsResponse>;

const ds = messages.deskSchedule;
const IsoDate = (message: string) => z.iso.date({ error: message });

/**
 * POST /single_class/series: a class every `weekdays` (ISO: 1 = lunes … 7 =
 * domingo) at `time` (HH:MM in the studio's zone), from `from_date` until
 * `until_date` (both included, at most 366 days) or for `weeks` (1 to 52),
 * with the fields of a class (`SingleClassCreateBody` without its date).
 */
export const ClassSeriesBody = SingleClassCreateBody.omit({ class_date: true }).extend({
  weekdays: z
    .array(z.number({ error: ds.weekdayInvalid }).int(ds.weekdayInvalid).min(1, ds.weekdayInvalid).max(7, ds.weekdayInvalid))
    .min(1, ds.weekdaysRequired)
    .max(7, ds.weekdaysRepeated)
    .refine((days) => new Set(days).size === days.length, ds.weekdaysRepeated),
  time: z.string({ error: ds.timeInvalid }).regex(WALL_TIME, ds.timeInvalid),
  from_date: IsoDate(ds.fromDateInvalid),
  until_date: IsoDate(ds.untilDateInvalid).optional(),
  weeks: z.number({ error: ds.weeksInvalid }).int(ds.weeksInvalid).min(1, ds.weeksInvalid).max(SERIES_MAX_WEEKS, ds.weeksInvalid).optional(),
}).superRefine((body, ctx) => {
  const hasUntil = body.until_date !== undefined;
  const hasWeeks = body.weeks !== undefined;
  if (!hasUntil && !hasWeeks) {
    ctx.addIssue({ code: 'custom', message: ds.endRequired, path: ['until_date'] });
    return;
  }
  if (hasUntil && hasWeeks) {
    ctx.addIssue({ code: 'custom', message: ds.endTwice, path: ['weeks'] });
    return;
  }
  if (body.until_date !== undefined) {
    const from = Date.parse(`${body.from_date}T00:00:00Z`);
    const until = Date.parse(`${body.until_date}T00:00:00Z`);
    if (until < from) ctx.addIssue({ code: 'custom', message: ds.untilBeforeFrom, path: ['until_date'] });
    else if (until - from > SERIES_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', message: ds.untilTooFar, path: ['until_date'] });
    else if (seriesDates(body).length === 0) ctx.addIssue({ code: 'custom', message: ds.seriesEmpty, path: ['weekdays'] });
  } else if (body.weeks !== undefined && body.weeks <= SERIES_MAX_WEEKS && seriesDates(body).length === 0) {
    // More weeks than a series may last is `weeksInvalid` already, not an empty series.
    ctx.addIssue({ code: 'custom', message: ds.seriesEmpty, path: ['weekdays'] });
  }
});
export type ClassSeriesBody = z.input<typeof ClassSeriesBody>;

/** The series made and its classes, by start. */
export const ClassSeriesResponse = z.object({
  series_id: z.number().int(),
  single_classes: z.array(ScheduleAdminClass),
});
export type ClassSeriesResponse = z.infer<typeof ClassSeriesResponse>;

/**
 * PUT /single_class/:id: the fields given change; with `scope`
 * 'following' they apply to this class and every later class of its series
 * (not cancelled), a `class_date` moving each of them by the same shift of
 * the studio's wall clock (`shiftedStart`).
 */
export const ScheduleClassUpdateBody = SingleClassUpdateBody.extend({ scope: ScheduleScope.default('one') });
export type ScheduleClassUpdateBody = z.input<typeof ScheduleClassUpdateBody>;

/** The class changed, how many classes changed, and how many booked customers were told. */
export const ScheduleUpdateResponse = z.object({
  single_class: ScheduleAdminClass,
  updated_classes: z.number().int(),
  notified_customers: z.number().int(),
});
export type ScheduleUpdateResponse = z.infer<typeof ScheduleUpdateResponse>;

/** DELETE /single_class/:id?scope=one|following. */
export const ScheduleCancelQuery = z.object({ scope: ScheduleScope.default('one') });
export type ScheduleCancelQuery = z.input<typeof ScheduleCancelQuery>;

/** The cancellation: reservations cancelled (credits returned), classes cancelled, customers told (booked and waitlisted). */
export const ScheduleCancelResponse = SingleClassCancelResponse.extend({
  cancelled_classes: z.number().int(),
  notified_customers: z.number().int(),
});
export type ScheduleCancelResponse = z.infer<typeof ScheduleCancelResponse>;
