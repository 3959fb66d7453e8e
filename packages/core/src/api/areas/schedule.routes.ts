import { defineRoute } from '../route.js';
import {
  InstructorScheduleQuery,
  ScheduleQuery,
  ScheduleResponse,
  SingleClassCancelResponse,
  SingleClassCreateBody,
  SingleClassesResponse,
  SingleClassRepeatBody,
  SingleClassResponse,
  SingleClassUpdateBody,
} from '../schemas/schedule.schemas.js';
import * as e from './schedule.endpoints.js';

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
    ...e.singleClassCreate, access: 'admin', tag: 'schedule', successStatus: 201, errors: [404],
    summary: 'Schedule a class',
    body: SingleClassCreateBody, response: SingleClassResponse,
  }),
  singleClassUpdate: defineRoute({
    ...e.singleClassUpdate, access: 'admin', tag: 'schedule', errors: [404, 409],
    summary: 'Edit a class (capacity never below its live reservations)',
    body: SingleClassUpdateBody, response: SingleClassResponse,
  }),
  singleClassCancel: defineRoute({
    ...e.singleClassCancel, access: 'admin', tag: 'schedule', errors: [404],
    summary: 'Cancel a class, its reservations, and return their credits',
    response: SingleClassCancelResponse,
  }),
  singleClassRepeat: defineRoute({
    ...e.singleClassRepeat, access: 'admin', tag: 'schedule', successStatus: 201, errors: [404],
    summary: 'Copy a class to the same weekday and time of the following weeks',
    body: SingleClassRepeatBody, response: SingleClassesResponse,
  }),
} as const;
