import { and, count, eq, isNull } from 'drizzle-orm';
import { SCHEDULE_ADMIN_ERRORS, fill, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { announceFreedPlace } from '../reservations/freed-place.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { classView, lockClass } from './one-class.js';
import { checkReferences, setInstructors, setTags } from './references.js';

const create: Handler<Routes['singleClassCreate']> = async ({ db, body }) => {
  await checkReferences(db, body);
  const { instructor_ids, tag_ids, class_date, ...fields } = body;
  const [created] = await db
    .insert(singleClasses)
    .values({ ...fields, class_date: new Date(class_date) })
    .returning({ id: singleClasses.single_class_id });
  if (!created) throw new Error('The class insert returned no row');
  await setInstructors(db, created.id, instructor_ids);
  await setTags(db, created.id, tag_ids);
  return { single_class: await classView(db, created.id) };
};

/** Refuses a capacity below the places already taken (a class never holds more than its capacity); answers the places taken. */
const checkCapacity = async (db: Db, classId: number, capacity: number | undefined): Promise<number> => {
  if (capacity === undefined) return 0;
  const [live] = await db
    .select({ taken: count() })
    .from(classReservations)
    .where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)));
  const taken = live?.taken ?? 0;
  if (capacity < taken) {
    throw failure(SCHEDULE_ADMIN_ERRORS.capacityBelowReservations, fill(SCHEDULE_ADMIN_ERRORS.capacityBelowReservations.message, { count: taken }));
  }
  return taken;
};

/**
 * PUT /single_class/:id: changes only the fields given. A capacity raised
 * above the places taken frees places, and the class's waitlist is told as
 * for a cancellation (spec 4, Waitlist).
 */
const update: Handler<Routes['singleClassUpdate']> = async (ctx) => {
  const { db, body } = ctx;
  const before = await lockClass(db, idParam(ctx));
  const id = before.single_class_id;
  await checkReferences(db, body);
  const taken = await checkCapacity(db, id, body.capacity);
  const { instructor_ids, tag_ids, class_date, ...rest } = body;
  // zod leaves out the fields the body did not name, so only those given change.
  const changes = { ...rest, ...(class_date === undefined ? {} : { class_date: new Date(class_date) }) };
  if (Object.keys(changes).length > 0) await db.update(singleClasses).set(changes).where(eq(singleClasses.single_class_id, id));
  if (instructor_ids) await setInstructors(db, id, instructor_ids);
  if (tag_ids) await setTags(db, id, tag_ids);
  const raised = body.capacity !== undefined && body.capacity > (before.capacity ?? 0) && body.capacity > taken;
  if (raised) await announceFreedPlace(ctx, await lockClass(db, id), await loadStudioConfig(db));
  return { single_class: await classView(db, id) };
};

/** POST /single_class and PUT /single_class/:id (admins). */
export const scheduleWriteHandlers = { singleClassCreate: create, singleClassUpdate: update };
