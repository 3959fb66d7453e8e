import { eq, type SQL } from 'drizzle-orm';
import { SCHEDULE_ADMIN_ERRORS, type ScheduleAdminClass } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { deskClasses } from '../desk/days.js';
import { loadClassViews, type LoadedClass } from './class-views.js';

/** A class as 'Horarios' shows it, with its start for grouping by day. */
export interface AdminLoadedClass {
  readonly start: Date;
  readonly view: ScheduleAdminClass;
}

/** Loaded classes as 'Horarios' shows them: the desk's class (waitlists counted in one query for all) and its series. */
export const adminClasses = async (db: Db, loaded: readonly LoadedClass[]): Promise<AdminLoadedClass[]> => {
  const desk = await deskClasses(db, loaded);
  return desk.map((entry, index) => ({ start: entry.start, view: { ...entry.view, series_id: loaded[index]?.seriesId ?? null } }));
};

/** The classes matching `where` as 'Horarios' shows them, by start (the places as spots, as 'Hoy' reads them). */
export const adminClassViews = async (db: Db, where: SQL | undefined): Promise<AdminLoadedClass[]> =>
  adminClasses(db, await loadClassViews(db, where, null));

/** One class just written, as 'Horarios' shows it. */
export const adminClassView = async (db: Db, id: number): Promise<ScheduleAdminClass> => {
  const [loaded] = await adminClassViews(db, eq(singleClasses.single_class_id, id));
  if (!loaded) throw failure(SCHEDULE_ADMIN_ERRORS.classNotFound);
  return loaded.view;
};
