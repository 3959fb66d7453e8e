import { type ErrorEntry, errorOf, REQUEST_ERRORS, SCHEDULE_ADMIN_ERRORS } from '../api/errors.js';
import { DateTime } from 'luxon';
import { ScheduleQuery, type ClassRosterPlace, type ScheduleDay, type SingleClass } from '../api/schemas/schedule.schemas.js';
import type { CreditsApi, ScheduleApi } from '../ports/booking.ports.js';
import { err, ok, type Result } from '../shared/result.js';
import { answer, parsedInput, type FakeApiContext } from './fake-api.customer.js';
import {
  bookingErrors, bookingMoment, callerCustomerId, classView, findClass, instantMs, livePlaces, teamCustomer,
} from './fake-api.booking.js';
import type { FakeSingleClass } from './fake-api.booking-state.js';
import { apiErrors, clone } from './fake-api.store.js';

/** The longest range one schedule call answers, in days, as the server. */
const MAX_RANGE_DAYS = 31;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

interface Range {
  readonly from: number;
  readonly to: number;
}

const rangeError = (entry: ErrorEntry) => err<Range>(errorOf(entry));

/** The first instant a bound covers, or (an end) the first instant after it: a date is a whole studio day. */
const boundary = (value: string, zone: string, side: 'start' | 'end'): DateTime | null => {
  const dateOnly = DATE_ONLY.test(value);
  const parsed = dateOnly ? DateTime.fromISO(value, { zone }).startOf('day') : DateTime.fromISO(value, { zone });
  if (!parsed.isValid) return null;
  if (side === 'start') return parsed;
  return dateOnly ? parsed.plus({ days: 1 }) : parsed.plus({ milliseconds: 1 });
};

/**
 * The instants a schedule query covers, as the server reads it: both ends
 * inclusive; a missing side is a week from the other; no range at all is
 * the current ISO week in the studio's zone; at most 31 days.
 */
const scheduleRange = (query: ScheduleQuery, zone: string, now: number): Result<Range> => {
  const start = query.start_date === undefined ? undefined : boundary(query.start_date, zone, 'start');
  const end = query.end_date === undefined ? undefined : boundary(query.end_date, zone, 'end');
  if (start === null || end === null) return rangeError(SCHEDULE_ADMIN_ERRORS.rangeInvalid);
  const from = start ?? end?.minus({ days: 7 }) ?? DateTime.fromMillis(now, { zone }).startOf('week');
  const to = end ?? from.plus({ days: 7 });
  if (to <= from) return rangeError(SCHEDULE_ADMIN_ERRORS.rangeBackwards);
  if (to > from.plus({ days: MAX_RANGE_DAYS })) return rangeError(SCHEDULE_ADMIN_ERRORS.rangeTooLong);
  return ok({ from: from.toMillis(), to: to.toMillis() });
};

/** The roster of a class, as the server answers it to the team: who holds each live place, in booking order. */
const rosterOf = (ctx: FakeApiContext, classId: number): ClassRosterPlace[] =>
  livePlaces(ctx, classId).map((r) => {
    const customer = ctx.state.customers.find((c) => c.customer_id === r.customer_id);
    const { class_reservation_id, customer_id, spot, guest, is_cash, is_paid, attend } = r;
    const who = { name: customer?.name ?? '', last_name: customer?.last_name ?? '', email: customer?.email ?? '' };
    return { class_reservation_id, customer_id, ...who, spot, guest, is_cash, is_paid, attend };
  });

/** A class as the schedule reads it: the roster for the team, only the spots for anyone else. */
const scheduleView = (ctx: FakeApiContext, single: FakeSingleClass, customerId: number | null, team: boolean): SingleClass => {
  const view = classView(ctx, single, customerId);
  return team ? { ...view, class_reservations: rosterOf(ctx, single.single_class_id) } : view;
};

/** Whether the caller is of the studio's team (staff or admin). */
const isTeamCaller = (ctx: FakeApiContext): boolean => teamCustomer(ctx).ok;

/** The classes of a range (and filters) grouped by studio day, only days with classes, each by start. */
const daysOf = (ctx: FakeApiContext, input: unknown, instructorId?: number): Result<ScheduleDay[]> => {
  const parsed = parsedInput(ScheduleQuery, input, REQUEST_ERRORS.invalidQuery);
  if (!parsed.ok) return parsed;
  const query = parsed.value;
  const { now, zone } = bookingMoment(ctx);
  const range = scheduleRange(query, zone, now);
  if (!range.ok) return range;
  const coach = instructorId ?? query.instructor_id;
  const classes = ctx.state.singleClasses
    .filter((c) => {
      const at = instantMs(c.class_date);
      if (at < range.value.from || at >= range.value.to) return false;
      if (query.location_id !== undefined && c.location_id !== query.location_id) return false;
      if (query.class_type_id !== undefined && c.class_type.class_type_id !== query.class_type_id) return false;
      return coach === undefined || c.class_instructors.some((i) => i.instructor.instructor_id === coach);
    })
    .sort((a, b) => instantMs(a.class_date) - instantMs(b.class_date) || a.single_class_id - b.single_class_id);
  const customerId = callerCustomerId(ctx);
  const team = isTeamCaller(ctx);
  const days: ScheduleDay[] = [];
  for (const single of classes) {
    const date = DateTime.fromMillis(instantMs(single.class_date), { zone }).toISODate() ?? '';
    const last = days[days.length - 1];
    const day = last?.date === date ? last : { date, classes: [] };
    if (day !== last) days.push(day);
    day.classes.push(scheduleView(ctx, single, customerId, team));
  }
  return ok(days);
};

/** The schedule reads over the fake's classes, answering like GET /single_class and its siblings. */
export const createFakeScheduleApi = (ctx: FakeApiContext): ScheduleApi => ({
  days: (query) => answer(ctx, 'schedule.days', () => daysOf(ctx, query)),
  one: (id) =>
    answer(ctx, 'schedule.one', () => {
      const single = findClass(ctx, id);
      if (single === undefined) return err(bookingErrors.classNotFound());
      return ok(scheduleView(ctx, single, callerCustomerId(ctx), isTeamCaller(ctx)));
    }),
  byInstructor: (id, query) =>
    answer(ctx, 'schedule.byInstructor', () => {
      if (!ctx.state.instructors.some((i) => i.instructor_id === id)) return err(bookingErrors.instructorNotFound());
      return daysOf(ctx, { start_date: query.start_date, end_date: query.end_date }, id);
    }),
  spotMaps: (classTypeId) =>
    answer(ctx, 'schedule.spotMaps', () =>
      ok(clone(ctx.state.spotMaps.filter((m) => m.class_type_ids.includes(classTypeId) || m.class_type_id === classTypeId))),
    ),
});

/** A customer call that needs a session: 401 signed out, else the caller's customer id (null without a record). */
const signedInCustomerId = (ctx: FakeApiContext): Result<number | null> =>
  (ctx.identity?.currentUser() ?? null) === null ? err(apiErrors.signedOut()) : ok(callerCustomerId(ctx));

const expiresAt = (expiration: string | null): number => (expiration === null ? Number.POSITIVE_INFINITY : instantMs(expiration));

/** The caller's credits and active penalties, as the server answers them (nothing for a caller without a record). */
export const createFakeCreditsApi = (ctx: FakeApiContext): CreditsApi => ({
  mine: () =>
    answer(ctx, 'credits.mine', () => {
      const customerId = signedInCustomerId(ctx);
      if (!customerId.ok) return customerId;
      const own = ctx.state.credits.filter((c) => c.customer_id === customerId.value);
      // The credits that expire first come first: they are the ones a reservation spends first.
      own.sort((a, b) => expiresAt(a.expiration_date) - expiresAt(b.expiration_date) || a.available_class_id - b.available_class_id);
      return ok(clone(own));
    }),
  penalties: () =>
    answer(ctx, 'credits.penalties', () => {
      const customerId = signedInCustomerId(ctx);
      if (!customerId.ok) return customerId;
      const { now } = bookingMoment(ctx);
      const active = ctx.state.penalties.filter((p) => p.customer_id === customerId.value && instantMs(p.end_date) > now);
      active.sort((a, b) => instantMs(a.end_date) - instantMs(b.end_date) || a.penalty_id - b.penalty_id);
      return ok(clone(active));
    }),
});
