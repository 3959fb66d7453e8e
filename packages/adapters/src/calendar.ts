/**
 * @estudio/adapters/calendar: core's CalendarApi over HTTP (issue 17,
 * 'Calendar files'), apart from the main entry: the member area imports it
 * from its own chunks, and a value imported through the main entry (which
 * the first load of '/' carries) regroups the first load's chunks.
 */
export { createHttpCalendarApi, dispositionFileName } from './http/http-calendar.js';
export type { HttpCalendarOptions } from './http/http-calendar.js';
