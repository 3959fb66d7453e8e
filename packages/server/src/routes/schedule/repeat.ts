import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classInstructors, singleClasses, singleClassTags } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { loadClassViews, notCancelled } from './class-views.js';
import { lockClass } from './one-class.js';
import { studioZone } from './range.js';

type ClassRow = typeof singleClasses.$inferSelect;

/**
 * The starts of the copies: the same weekday and wall-clock time in the
 * studio's zone, one per following week (luxon's calendar arithmetic keeps
 * 07:00 at 07:00 across a daylight-saving change).
 */
const weeklyStarts = (start: Date, weeks: number, zone: string): DateTime[] =>
  Array.from({ length: weeks }, (_, index) => DateTime.fromJSDate(start, { zone }).plus({ weeks: index + 1 }));

/** The starts at which the same class type already runs at the same location: those weeks are skipped. */
const takenStarts = async (db: Db, source: ClassRow, starts: readonly DateTime[]): Promise<Set<number>> => {
  const rows = await db
    .select({ at: singleClasses.class_date })
    .from(singleClasses)
    .where(and(
      eq(singleClasses.class_type_id, source.class_type_id),
      eq(singleClasses.location_id, source.location_id),
      inArray(singleClasses.class_date, starts.map((start) => start.toJSDate())),
      notCancelled(),
    ));
  return new Set(rows.map((row) => row.at.getTime()));
};

/** Inserts copies of `source` at `starts`, with its coaches and tags; answers their ids. */
const insertCopies = async (db: Db, source: ClassRow, starts: readonly DateTime[]): Promise<number[]> => {
  if (starts.length === 0) return [];
  // A copy is a class of its own, outside any weekly series.
  const {
    single_class_id: _id, created_at: _created, cancelled_at: _cancelled, changed_at: _changed, class_date: _date, series_id: _series, ...fields
  } = source;
  const created = await db
    .insert(singleClasses)
    .values(starts.map((start) => ({ ...fields, class_date: start.toJSDate() })))
    .returning({ id: singleClasses.single_class_id });
  const ids = created.map((row) => row.id);
  const coaches = await db.select().from(classInstructors).where(eq(classInstructors.single_class_id, source.single_class_id));
  const classTags = await db.select().from(singleClassTags).where(eq(singleClassTags.single_class_id, source.single_class_id));
  const coachRows = ids.flatMap((id) => coaches.map((coach) => ({ ...coach, single_class_id: id })));
  const tagRows = ids.flatMap((id) => classTags.map((tag) => ({ ...tag, single_class_id: id })));
  if (coachRows.length > 0) await db.insert(classInstructors).values(coachRows);
  if (tagRows.length > 0) await db.insert(singleClassTags).values(tagRows);
  return ids;
};

/**
 * POST /single_class/:id/repeat (admins): copies the class, with its coaches
 * and tags, to each of the following `weeks`, skipping the weeks where the
 * same class type already starts at that time and location.
 */
const repeat: Handler<Routes['singleClassRepeat']> = async (ctx) => {
  const { db, body } = ctx;
  const source = await lockClass(db, idParam(ctx));
  const zone = await studioZone(db);
  const starts = weeklyStarts(source.class_date, body.weeks, zone);
  const taken = await takenStarts(db, source, starts);
  const fresh = starts.filter((start) => !taken.has(start.toMillis()));
  const ids = await insertCopies(db, source, fresh);
  const created = ids.length === 0 ? [] : await loadClassViews(db, inArray(singleClasses.single_class_id, ids), null);
  return {
    single_classes: created.map((loaded) => loaded.view),
    skipped_dates: starts.filter((start) => taken.has(start.toMillis())).map((start) => start.toISODate() ?? ''),
  };
};

/** POST /single_class/:id/repeat. */
export const scheduleRepeatHandlers = { singleClassRepeat: repeat };
