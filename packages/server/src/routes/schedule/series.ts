import { SCHEDULE_ADMIN_ERRORS, seriesLastDay, seriesStarts, type Routes } from '@estudio/core';
import { classSeries, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { Handler } from '../handler.js';
import { adminClassViews } from './admin-views.js';
import { inIds } from './class-views.js';
import { studioZone } from './range.js';
import { checkReferences, setInstructorsOfAll, setTagsOfAll } from './references.js';

/**
 * POST /single_class/series (admins, 'Horarios'): a class on each chosen
 * weekday at one wall-clock time of the studio (core's `seriesStarts`: a
 * daylight-saving change keeps it), from a date until a date or for N
 * weeks, each with the coaches and tags given and `series_id` set; all in
 * the request's one transaction, so a refused reference writes nothing.
 */
const createSeries: Handler<Routes['classSeriesCreate']> = async ({ db, body }) => {
  await checkReferences(db, body);
  const zone = await studioZone(db);
  const starts = seriesStarts(body, zone);
  if (starts.length === 0) throw failure(SCHEDULE_ADMIN_ERRORS.seriesEmpty);
  const { instructor_ids, tag_ids, weekdays, time, from_date, until_date: _until, weeks: _weeks, ...fields } = body;
  const [series] = await db
    .insert(classSeries)
    .values({ weekdays: [...weekdays].sort((a, b) => a - b), time, from_date, until_date: seriesLastDay(body) ?? from_date, time_zone: zone })
    .returning({ id: classSeries.series_id });
  if (!series) throw new Error('The series insert returned no row');
  const created = await db
    .insert(singleClasses)
    .values(starts.map((start) => ({ ...fields, class_date: new Date(start), series_id: series.id })))
    .returning({ id: singleClasses.single_class_id });
  const ids = created.map((row) => row.id);
  await setInstructorsOfAll(db, ids, instructor_ids);
  await setTagsOfAll(db, ids, tag_ids);
  const classes = await adminClassViews(db, inIds(singleClasses.single_class_id, ids));
  return { series_id: series.id, single_classes: classes.map((loaded) => loaded.view) };
};

/** POST /single_class/series. */
export const scheduleSeriesHandlers = { classSeriesCreate: createSeries };
