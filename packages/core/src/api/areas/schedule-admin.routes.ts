import { defineRoute } from '../route.js';
import {
  ClassConflictsBody,
  ClassConflictsResponse,
  ClassSeriesBody,
  ClassSeriesResponse,
  ScheduleAdminQuery,
  ScheduleAdminResponse,
} from '../schemas/schedule-admin.schemas.js';
import * as e from './schedule-admin.endpoints.js';

/** 'Horarios' (issue 16): the admin's schedule reads and series, with their schemas. */
export const scheduleAdminRoutes = {
  scheduleAdmin: defineRoute({
    ...e.scheduleAdmin, access: 'admin', tag: 'schedule',
    summary: 'Every class of a range (31 days at most) with booked places, waitlist and series, grouped by studio day',
    query: ScheduleAdminQuery, response: ScheduleAdminResponse,
  }),
  classConflicts: defineRoute({
    ...e.classConflicts, access: 'admin', tag: 'schedule', errors: [404],
    summary: 'The classes that would share a location or a coach with classes at the given starts (editing a class: it, or with scope following it and the later classes of its series at their new starts)',
    body: ClassConflictsBody, response: ClassConflictsResponse,
  }),
  classSeriesCreate: defineRoute({
    ...e.classSeriesCreate, access: 'admin', tag: 'schedule', successStatus: 201, errors: [404],
    summary: 'Schedule a weekly series: a class on each chosen weekday at one time, from a date until a date or for N weeks',
    body: ClassSeriesBody, response: ClassSeriesResponse,
  }),
} as const;
