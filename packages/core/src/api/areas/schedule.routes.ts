import { defineRoute } from '../route.js';
import {
  InstructorScheduleQuery,
  ScheduleQuery,
  ScheduleResponse,
  SingleClassCreateBody,
  SingleClassesResponse,
  SingleClassRepeatBody,
  SingleClassResponse,
} from '../schemas/schedule.schemas.js';
import {
  ScheduleCancelQuery, ScheduleCancelResponse, ScheduleClassUpdateBody, ScheduleUpdateResponse,
} from '../schemas/schedule-admin.schemas.js';
import * as e from './schedule.endpoints.js';
import * as a from './schedule-admin.endpoints.js';

/** The schedule calls, with their schemas. */
export const scheduleRoutes = {
  scheduleList: defineRoute({
    ...e.scheduleList, access: 'public', tag: 'schedule',
    summary: 'The classes of a range (default: this week), grouped by studio day',
    query: ScheduleQuery, response: ScheduleResponse,
  }),
  singleClassOne: defineRoute({
    ...e.singleClassOne, access: 'public', tag: 'schedule', errors: [404],
    summary: 'One class (not cancelled)',
    response: SingleClassResponse,
  }),
  scheduleByInstructor: defineRoute({
    ...e.scheduleByInstructor, access: 'public', tag: 'schedule', errors: [404],
    summary: "One instructor's classes of a range, grouped by studio day",
    query: InstructorScheduleQuery, response: ScheduleResponse,
  }),
  singleClassCreate: defineRoute({
    ...a.singleClassCreate, access: 'admin', tag: 'schedule', successStatus: 201, errors: [404],
    summary: 'Schedule a class',
    body: SingleClassCreateBody, response: SingleClassResponse,
  }),
  singleClassUpdate: defineRoute({
    ...a.singleClassUpdate, access: 'admin', tag: 'schedule', errors: [404, 409],
    summary: 'Edit a class, or it and the following ones of its series (capacity never below live reservations); booked customers told of a new time, coach or location',
    body: ScheduleClassUpdateBody, response: ScheduleUpdateResponse,
  }),
  singleClassCancel: defineRoute({
    ...a.singleClassCancel, access: 'admin', tag: 'schedule', errors: [404, 409],
    summary: 'Cancel a class, or it and the following ones of its series: its reservations cancelled with their credits returned, the booked and the waitlist told',
    query: ScheduleCancelQuery, response: ScheduleCancelResponse,
  }),
  singleClassRepeat: defineRoute({
    ...a.singleClassRepeat, access: 'admin', tag: 'schedule', successStatus: 201, errors: [404],
    summary: 'Copy a class to the same weekday and time of the following weeks',
    body: SingleClassRepeatBody, response: SingleClassesResponse,
  }),
} as const;
