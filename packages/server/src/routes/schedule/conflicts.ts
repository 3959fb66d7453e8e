import { and, asc, eq, gte, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { SCHEDULE_ADMIN_ERRORS, classesOverlap, shiftedStart, type ClassConflict, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classInstructors, classTypes, instructors, locations, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { Handler, HandlerContext } from '../handler.js';
import { inIds, notCancelled } from './class-views.js';
import { studioZone } from './range.js';

const MINUTE_MS = 60_000;
/** The longest class (a day): a class starting this long before a proposed start cannot reach it. */
const LONGEST_CLASS_MS = 24 * 60 * MINUTE_MS;

/** What a conflicts check is given (core's `ClassConflictsBody`, parsed). */
export interface ConflictsQuestion {
  readonly starts: readonly string[];
  readonly duration_minutes: number;
  readonly location_id: number;
  readonly instructor_ids: readonly number[];
  readonly ignore_ids: readonly number[];
}

/** A coach's name as the studio shows it: the full name, or the nickname when the name is empty. */
export const coachNameOf = (coach: { name: string; last_name: string; nick_name: string | null }): string =>
  `${coach.name} ${coach.last_name}`.trim() || coach.nick_name?.trim() || '';

/**
 * Classes on the schedule whose time meets one of `starts` (each lasting
 * `minutes`): the database keeps only those, by the date index and an
 * `unnest` of the starts, so a long series reads only its neighbours.
 */
const meetsAStart = (starts: readonly string[], minutes: number): SQL => sql`exists (
  select 1 from unnest(${sql.param(starts)}::timestamptz[]) as proposed(at)
  where ${singleClasses.class_date} < proposed.at + make_interval(mins => ${minutes}::int)
    and proposed.at < ${singleClasses.class_date} + make_interval(mins => ${singleClasses.duration_minutes})
)`;

const candidates = (db: Db, question: ConflictsQuestion, instants: readonly number[]) => {
  const first = Math.min(...instants);
  const last = Math.max(...instants);
  const taughtByThem = question.instructor_ids.length === 0
    ? undefined
    : sql`${singleClasses.single_class_id} in (select ${classInstructors.single_class_id} from ${classInstructors} where ${inIds(classInstructors.instructor_id, question.instructor_ids)})`;
  return db
    .select({
      single_class_id: singleClasses.single_class_id, class_date: singleClasses.class_date,
      duration_minutes: singleClasses.duration_minutes, location_id: singleClasses.location_id,
      class_type_name: classTypes.name, location_name: locations.name,
    })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .where(and(
      notCancelled(),
      gte(singleClasses.class_date, new Date(first - LONGEST_CLASS_MS)),
      lt(singleClasses.class_date, new Date(last + question.duration_minutes * MINUTE_MS)),
      or(eq(singleClasses.location_id, question.location_id), taughtByThem),
      question.ignore_ids.length === 0 ? undefined : not(inIds(singleClasses.single_class_id, question.ignore_ids)),
      meetsAStart(question.starts.map((start) => new Date(start).toISOString()), question.duration_minutes),
    ))
    .orderBy(asc(singleClasses.class_date), asc(singleClasses.single_class_id));
};

/** The coaches among `coachIds` who teach each of the classes, with their names. */
const takenCoaches = async (db: Db, classIds: number[], coachIds: readonly number[]) => {
  if (classIds.length === 0 || coachIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ id: classInstructors.single_class_id, name: instructors.name, last_name: instructors.last_name, nick_name: instructors.nick_name })
    .from(classInstructors)
    .innerJoin(instructors, eq(instructors.instructor_id, classInstructors.instructor_id))
    .where(and(inIds(classInstructors.single_class_id, classIds), inIds(classInstructors.instructor_id, coachIds)))
    .orderBy(asc(instructors.instructor_id));
  const byClass = new Map<number, string[]>();
  for (const row of rows) byClass.set(row.id, [...(byClass.get(row.id) ?? []), coachNameOf(row)]);
  return byClass;
};

/**
 * The classes already on the schedule that share time with classes at
 * `starts` (core's `classesOverlap`) and their location (kind 'location')
 * or one of their coaches (kind 'coach', one entry per coach taken); by
 * proposed start, then by the other class's start. Cancelled classes and
 * `ignore_ids` (the classes being edited) never conflict.
 */
export const findConflicts = async (db: Db, question: ConflictsQuestion): Promise<ClassConflict[]> => {
  const instants = question.starts.map((start) => Date.parse(start));
  if (instants.length === 0 || instants.some((at) => Number.isNaN(at))) return [];
  const rows = await candidates(db, question, instants);
  const coaches = await takenCoaches(db, rows.map((row) => row.single_class_id), question.instructor_ids);
  const order = [...instants].sort((a, b) => a - b);
  const conflicts: ClassConflict[] = [];
  for (const at of order) {
    for (const row of rows) {
      if (!classesOverlap({ start: at, minutes: question.duration_minutes }, { start: row.class_date.getTime(), minutes: row.duration_minutes })) continue;
      const base = {
        start: new Date(at).toISOString(), single_class_id: row.single_class_id, class_date: row.class_date.toISOString(),
        duration_minutes: row.duration_minutes, class_type_name: row.class_type_name, location_name: row.location_name,
      };
      if (row.location_id === question.location_id) conflicts.push({ ...base, kind: 'location', coach_name: null });
      for (const coach of coaches.get(row.single_class_id) ?? []) conflicts.push({ ...base, kind: 'coach', coach_name: coach });
    }
  }
  return conflicts;
};

/** What the conflicts check is asked: the starts, and the class being edited with the change's scope. */
type ConflictsBody = HandlerContext<Routes['classConflicts']>['body'];

/**
 * The question a body asks. Editing a class (`single_class_id`, its one
 * new start), it never conflicts with itself; with `scope` 'following' the
 * later classes of its series (not cancelled) are asked at their new
 * starts too, moved by the same shift of the studio's wall clock as the
 * class (core's `shiftedStart`, as the change will move them), and none
 * of them conflicts with the others. 404 for a class not on the schedule.
 */
const questionOf = async (db: Db, body: ConflictsBody): Promise<ConflictsQuestion> => {
  const [start] = body.starts;
  if (body.single_class_id === undefined || start === undefined) return body;
  const [target] = await db.select().from(singleClasses).where(and(eq(singleClasses.single_class_id, body.single_class_id), notCancelled()));
  if (!target) throw failure(SCHEDULE_ADMIN_ERRORS.classNotFound);
  const ignore = new Set([...body.ignore_ids, target.single_class_id]);
  if (body.scope !== 'following' || target.series_id === null) return { ...body, ignore_ids: [...ignore] };
  const later = await db
    .select({ id: singleClasses.single_class_id, class_date: singleClasses.class_date })
    .from(singleClasses)
    .where(and(
      eq(singleClasses.series_id, target.series_id), gte(singleClasses.class_date, target.class_date),
      ne(singleClasses.single_class_id, target.single_class_id), notCancelled(),
    ))
    .orderBy(asc(singleClasses.class_date), asc(singleClasses.single_class_id));
  const zone = await studioZone(db);
  const from = target.class_date.toISOString();
  for (const row of later) ignore.add(row.id);
  return {
    ...body,
    starts: [start, ...later.map((row) => shiftedStart(row.class_date.toISOString(), from, start, zone))],
    ignore_ids: [...ignore],
  };
};

/** POST /single_class/conflicts (admins): what the screen shows before saving. */
const conflicts: Handler<Routes['classConflicts']> = async ({ db, body }) => ({ conflicts: await findConflicts(db, await questionOf(db, body)) });

/** The conflicts check. */
export const scheduleConflictHandlers = { classConflicts: conflicts };
