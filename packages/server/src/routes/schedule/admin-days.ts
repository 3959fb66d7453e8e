import type { Routes } from '@estudio/core';
import type { Handler } from '../handler.js';
import { adminClasses } from './admin-views.js';
import { groupByStudioDay } from './days.js';
import { scheduleRange, studioZone } from './range.js';
import { scheduleClasses } from './read.js';

/**
 * GET /single_class/admin/schedule (admins, 'Horarios'): every class on the
 * schedule (not cancelled) of the range, of a location, a coach or a class
 * type when named, grouped by studio day, each with its booked places,
 * capacity, waitlist and series. The same read as the public schedule's, so
 * both count places alike.
 */
const days: Handler<Routes['scheduleAdmin']> = async ({ db, query, now }) => {
  const zone = await studioZone(db);
  const range = scheduleRange(query, zone, now);
  const loaded = await scheduleClasses(db, range, {
    locationId: query.location_id, instructorId: query.instructor_id, classTypeId: query.class_type_id,
  }, null);
  return { days: groupByStudioDay(await adminClasses(db, loaded), zone) };
};

/** The admin's schedule read. */
export const scheduleAdminDaysHandlers = { scheduleAdmin: days };
