/**
 * The API's error codes, in one table (issue 14): each code with the HTTP
 * status the server answers it with and its Spanish message. The server,
 * the fake, the adapters and the views read their codes here; a guard test
 * (errors.test.ts) fails on a code literal anywhere else but in tests.
 *
 * The table is one module per area (errors/<area>.ts, `<AREA>_ERRORS`),
 * like the message groups, so a bundler puts each area in the chunk of the
 * screens that read it: the customer's first load of '/' (a 100 KB budget)
 * carries no area it does not use, nor the message groups those name. The
 * codes core's own browser rules compare are in small maps of their own
 * (errors/*.codes.ts: `SESSION_ERROR_CODES`, `VALIDATION_CODES`…, the names
 * core has always exported); an entry reads such a code from its map, and
 * any other code is written in its entry. Either way each code is written
 * once, under errors/.
 *
 * Rules of the table:
 * - Codes are a public contract: never rename one.
 * - A code the server answers with two statuses or two texts has one entry
 *   per variant, with the same code (e.g. `PACKAGE_ERRORS.notFound` and
 *   `notFoundAdmin`).
 * - A code only the browser makes (a form's validation, a flow's own
 *   refusal) carries the status the API would answer it with; nothing sends it.
 * - Codes that are a payment processor's vocabulary (`CARD_ERRORS`) keep its
 *   spelling, underscores included.
 * - Entries are built with `entry(code, status, () => message)`: nothing is
 *   read when the module loads, so an unused area costs nothing.
 */

export { codesOf, errorOf, type ErrorArea, type ErrorEntry } from './errors/entry.js';
export * from './errors/failure.codes.js';
export * from './errors/token.codes.js';
export * from './errors/session.codes.js';
export * from './errors/file.codes.js';
export * from './errors/customer-email.codes.js';
export * from './errors/validation.codes.js';
export * from './errors/reservation.codes.js';
export * from './errors/booking.codes.js';
export * from './errors/reserve.codes.js';
export * from './errors/card.codes.js';
export * from './errors/checkout.codes.js';
export * from './errors/common.js';
export * from './errors/request.js';
export * from './errors/auth.js';
export * from './errors/validation.js';
export * from './errors/customer.js';
export * from './errors/address.js';
export * from './errors/schedule.js';
export * from './errors/schedule-admin.js';
export * from './errors/reservation.js';
export * from './errors/credit.js';
export * from './errors/waitlist.js';
export * from './errors/waitlist-offer.js';
export * from './errors/checkout.js';
export * from './errors/card.js';
export * from './errors/sandbox.js';
export * from './errors/purchase.js';
export * from './errors/package.js';
export * from './errors/discount.js';
export * from './errors/video.js';
export * from './errors/catalogue.js';
export * from './errors/page.js';
export * from './errors/team.js';
export * from './errors/job.js';
export * from './errors/file.js';
export * from './errors/form.js';
export * from './errors/attendance.js';
export * from './errors/notices.js';
export * from './errors/calendar.js';

import { COMMON_ERRORS } from './errors/common.js';
import { REQUEST_ERRORS } from './errors/request.js';
import { AUTH_ERRORS } from './errors/auth.js';
import { VALIDATION_ERRORS } from './errors/validation.js';
import { CUSTOMER_ERRORS } from './errors/customer.js';
import { ADDRESS_ERRORS } from './errors/address.js';
import { SCHEDULE_ERRORS } from './errors/schedule.js';
import { SCHEDULE_ADMIN_ERRORS } from './errors/schedule-admin.js';
import { RESERVATION_ERRORS } from './errors/reservation.js';
import { CREDIT_ERRORS } from './errors/credit.js';
import { WAITLIST_ERRORS } from './errors/waitlist.js';
import { WAITLIST_OFFER_ERRORS } from './errors/waitlist-offer.js';
import { CHECKOUT_ERRORS } from './errors/checkout.js';
import { CARD_ERRORS } from './errors/card.js';
import { SANDBOX_ERRORS } from './errors/sandbox.js';
import { PURCHASE_ERRORS } from './errors/purchase.js';
import { PACKAGE_ERRORS } from './errors/package.js';
import { DISCOUNT_ERRORS } from './errors/discount.js';
import { VIDEO_ERRORS } from './errors/video.js';
import { CATALOGUE_ERRORS } from './errors/catalogue.js';
import { PAGE_ERRORS } from './errors/page.js';
import { TEAM_ERRORS } from './errors/team.js';
import { JOB_ERRORS } from './errors/job.js';
import { FILE_ERRORS } from './errors/file.js';
import { FORM_ERRORS } from './errors/form.js';
import { ATTENDANCE_ERRORS } from './errors/attendance.js';
import { NOTICE_ERRORS } from './errors/notices.js';
import { CALENDAR_ERRORS } from './errors/calendar.js';
import type { ErrorArea } from './errors/entry.js';

/**
 * Every area, for the server's docs and the guard test only: a screen
 * imports the areas it uses, never this (it would carry every text).
 */
export const ERROR_AREAS = {
  common: COMMON_ERRORS,
  request: REQUEST_ERRORS,
  auth: AUTH_ERRORS,
  validation: VALIDATION_ERRORS,
  customer: CUSTOMER_ERRORS,
  address: ADDRESS_ERRORS,
  schedule: SCHEDULE_ERRORS,
  scheduleAdmin: SCHEDULE_ADMIN_ERRORS,
  reservation: RESERVATION_ERRORS,
  credits: CREDIT_ERRORS,
  waitlist: WAITLIST_ERRORS,
  waitlistOffer: WAITLIST_OFFER_ERRORS,
  checkout: CHECKOUT_ERRORS,
  card: CARD_ERRORS,
  sandbox: SANDBOX_ERRORS,
  purchase: PURCHASE_ERRORS,
  package: PACKAGE_ERRORS,
  discount: DISCOUNT_ERRORS,
  video: VIDEO_ERRORS,
  catalogue: CATALOGUE_ERRORS,
  page: PAGE_ERRORS,
  team: TEAM_ERRORS,
  job: JOB_ERRORS,
  file: FILE_ERRORS,
  form: FORM_ERRORS,
  attendance: ATTENDANCE_ERRORS,
  notices: NOTICE_ERRORS,
  calendar: CALENDAR_ERRORS,
} as const satisfies Readonly<Record<string, ErrorArea>>;

type Areas = typeof ERROR_AREAS;
type CodesOfArea<A extends ErrorArea> = { [K in keyof A]: A[K]['code'] }[keyof A];

/** Every code of the table, once. */
export type ErrorCode = { [A in keyof Areas]: CodesOfArea<Areas[A]> }[keyof Areas];
