import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { CATALOGUE_ERRORS, SCHEDULE_ADMIN_ERRORS, isTeam, type Routes, type ScheduleResponse } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { classInstructors, instructors, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { PreparedJson } from '../../http/prepared-json.js';
import type { AppServices } from '../../http/services.js';
import { idParam, type Handler } from '../handler.js';
import { callerCustomerId } from '../shared/caller-customer.js';
import { loadClassViews, notCancelled, type ClassViewer, type LoadedClass } from './class-views.js';
import { groupByStudioDay } from './days.js';
import { scheduleRange, studioZone, type InstantRange } from './range.js';

/** Classes taught by an instructor, as a subquery, so the filter stays in the one query of classes. */
const taughtBy = (db: Db, instructorId: number): SQL =>
  inArray(
    singleClasses.single_class_id,
    db.select({ id: classInstructors.single_class_id }).from(classInstructors).where(eq(classInstructors.instructor_id, instructorId)),
  );

/** Which classes of a range the schedule answers: all of them, or those of a location, a coach or a class type. */
export interface ScheduleFilter {
  readonly instructorId?: number | undefined;
  readonly locationId?: number | undefined;
  readonly classTypeId?: number | undefined;
}

/** The team (staff and admins) reads each class's roster; the public and customers only its spots. */
const viewerOf = (caller: Caller | null): ClassViewer => ({ roster: isTeam(caller?.role) });

/**
 * The classes on the schedule in a range, by start, as the public schedule
 * answers them (`customerId` marks her own places; null for none; `viewer`
 * shows the roster to the team). The front desk's 'Hoy' reads the same
 * classes through it.
 */
export const scheduleClasses = (
  db: Db,
  range: InstantRange,
  filter: ScheduleFilter,
  customerId: number | null,
  viewer: ClassViewer = {},
): Promise<LoadedClass[]> =>
  loadClassViews(db, and(
    notCancelled(),
    gte(singleClasses.class_date, range.from),
    lt(singleClasses.class_date, range.to),
    filter.locationId === undefined ? undefined : eq(singleClasses.location_id, filter.locationId),
    filter.instructorId === undefined ? undefined : taughtBy(db, filter.instructorId),
    filter.classTypeId === undefined ? undefined : eq(singleClasses.class_type_id, filter.classTypeId),
  ), customerId, viewer);

type RangeQuery = { readonly start_date?: string | undefined; readonly end_date?: string | undefined };

/**
 * The schedule of a range, grouped by studio day, with the caller's own
 * places when she is signed in. The public's and a customer's come from the
 * prepared public schedule (issue 18: computed once per version, with an
 * ETag); the team's, with each class's roster, is read as it is.
 */
const scheduleOf = async (
  ctx: { db: Db; now: number; caller: Caller | null; services: AppServices },
  query: RangeQuery,
  filter: ScheduleFilter,
): Promise<ScheduleResponse | PreparedJson> => {
  const viewer = viewerOf(ctx.caller);
  if (!viewer.roster) {
    // Her customer id and own part come in the version's one statement.
    return ctx.services.publicSchedule.read(
      ctx.db, { query, filter, now: ctx.now, uid: ctx.caller?.uid ?? null },
      (range) => scheduleClasses(ctx.db, range, filter, null),
      () => studioZone(ctx.db),
    );
  }
  const customerId = ctx.caller ? await callerCustomerId(ctx) : null;
  const zone = await studioZone(ctx.db);
  const range = scheduleRange(query, zone, ctx.now);
  return { days: groupByStudioDay(await scheduleClasses(ctx.db, range, filter, customerId, viewer), zone) };
};

const list: Handler<Routes['scheduleList']> = (ctx) =>
  scheduleOf(ctx, ctx.query, {
    instructorId: ctx.query.instructor_id, locationId: ctx.query.location_id, classTypeId: ctx.query.class_type_id,
  });

const byInstructor: Handler<Routes['scheduleByInstructor']> = async (ctx) => {
  const instructorId = idParam(ctx);
  const [known] = await ctx.db.select({ id: instructors.instructor_id }).from(instructors).where(eq(instructors.instructor_id, instructorId));
  if (!known) return failure(CATALOGUE_ERRORS.instructorNotFound);
  return scheduleOf(ctx, ctx.query, { instructorId });
};

const one: Handler<Routes['singleClassOne']> = async (ctx) => {
  const id = idParam(ctx);
  const customerId = ctx.caller ? await callerCustomerId(ctx) : null;
  const where = and(eq(singleClasses.single_class_id, id), notCancelled());
  const [loaded] = await loadClassViews(ctx.db, where, customerId, viewerOf(ctx.caller));
  return loaded ? { single_class: loaded.view } : failure(SCHEDULE_ADMIN_ERRORS.classNotFound);
};

/** GET /single_class, GET /single_class/single/:id, GET /single_class/instructor/:id. */
export const scheduleReadHandlers = { scheduleList: list, singleClassOne: one, scheduleByInstructor: byInstructor };
