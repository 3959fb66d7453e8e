import { and, eq } from 'drizzle-orm';
import { SCHEDULE_ADMIN_ERRORS, type SingleClass } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { loadClassViews, notCancelled } from './class-views.js';

/** A class just written, as the schedule shows it (the admin's own places are not part of it). */
export const classView = async (db: Db, id: number): Promise<SingleClass> => {
  const [loaded] = await loadClassViews(db, eq(singleClasses.single_class_id, id), null);
  if (!loaded) throw failure(SCHEDULE_ADMIN_ERRORS.classNotFound);
  return loaded.view;
};

/** The class of the path, not cancelled, locked until the request ends so no booking slips past a change. */
export const lockClass = async (db: Db, id: number) => {
  const [row] = await db
    .select()
    .from(singleClasses)
    .where(and(eq(singleClasses.single_class_id, id), notCancelled()))
    .for('update');
  if (!row) throw failure(SCHEDULE_ADMIN_ERRORS.classNotFound);
  return row;
};
