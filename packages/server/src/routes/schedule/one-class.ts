import { and, asc, eq, gte } from 'drizzle-orm';
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

type ClassRow = typeof singleClasses.$inferSelect;

/**
 * The classes a change reaches: the class itself, or with 'following' it
 * and every later class of its series still on the schedule, by start,
 * locked (the class of the path is locked already, and first). A change
 * and a cancel reach the same classes.
 */
export const classesReached = async (db: Db, target: ClassRow, following: boolean): Promise<ClassRow[]> => {
  if (!following || target.series_id === null) return [target];
  return db
    .select()
    .from(singleClasses)
    .where(and(eq(singleClasses.series_id, target.series_id), gte(singleClasses.class_date, target.class_date), notCancelled()))
    .orderBy(asc(singleClasses.class_date), asc(singleClasses.single_class_id))
    .for('update');
};
