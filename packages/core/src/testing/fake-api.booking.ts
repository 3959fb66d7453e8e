import { AUTH_ERRORS, CATALOGUE_ERRORS, RESERVATION_ERRORS, SCHEDULE_ADMIN_ERRORS, WAITLIST_ERRORS, errorOf } from '../api/errors.js';
import type { AdminClassReservation, ClassReservation, Waitlist } from '../api/schemas/reservations.schemas.js';
import type { SingleClass } from '../api/schemas/schedule.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import type { StudioConfig } from '../config/config.model.js';
import { parseStudioConfig } from '../config/config.parse.js';
import { isTeam } from '../api/access.rules.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import type { FakeReservation, FakeSingleClass, FakeWaitlistEntry } from './fake-api.booking-state.js';
import { apiErrors, clone } from './fake-api.store.js';

/** What every booking call reads: the server's now, the studio's zone and its settings (read afresh: tests change them). */
export interface BookingMoment {
  readonly now: number;
  readonly zone: string;
  readonly config: StudioConfig;
}

/** The moment of a call. */
export const bookingMoment = (ctx: FakeApiContext): BookingMoment => {
  const config = parseStudioConfig(ctx.state.config);
  return { now: ctx.clock.now(), zone: config.rules.timezone, config };
};

/** The refusals of the booking routes that core's rule modules do not build, with the server's codes. */
export const bookingErrors = {
  forbidden: (): AppError => errorOf(AUTH_ERRORS.forbidden),
  classNotFound: (): AppError => errorOf(SCHEDULE_ADMIN_ERRORS.classNotFound),
  instructorNotFound: (): AppError => errorOf(CATALOGUE_ERRORS.instructorNotFound),
  reservationNotFound: (): AppError => errorOf(RESERVATION_ERRORS.notFound),
  waitlistNotFound: (): AppError => errorOf(WAITLIST_ERRORS.notFound),
};

/** The signed-in caller's customer id, or null when signed out or without a customer record (public reads). */
export const callerCustomerId = (ctx: FakeApiContext): number | null => {
  const user = ctx.identity?.currentUser() ?? null;
  if (user === null) return null;
  return ctx.state.customers.find((c) => c.uid === user.uid)?.customer_id ?? null;
};

/** The caller's customer record when she is of the team (staff or admin): the staff routes answer 403 to anyone else. */
export const teamCustomer = (ctx: FakeApiContext): Result<Customer> => {
  const found = storedCustomer(ctx);
  if (!found.ok) return found.error.status === 404 ? err(bookingErrors.forbidden()) : found;
  return isTeam(found.value.role) ? found : err(bookingErrors.forbidden());
};

/** Epoch ms of an ISO instant, for ordering. */
export const instantMs = (iso: string): number => Date.parse(iso);

/** The live (not cancelled) reservations of a class: each holds one place, guests included. */
export const livePlaces = (ctx: FakeApiContext, classId: number): FakeReservation[] =>
  ctx.state.reservations.filter((r) => r.single_class_id === classId && r.deletedAt === null);

/** A stored class by id. */
export const findClass = (ctx: FakeApiContext, id: number): FakeSingleClass | undefined =>
  ctx.state.singleClasses.find((c) => c.single_class_id === id);

/** A class as the schedule answers it: places taken from the live reservations, `mine` for `customerId` (null: anonymous). */
export const classView = (ctx: FakeApiContext, single: FakeSingleClass, customerId: number | null): SingleClass => {
  const places = livePlaces(ctx, single.single_class_id);
  const waiting = ctx.state.waitlists.find(
    (w) => w.single_class_id === single.single_class_id && w.customer_id === customerId,
  );
  const mine =
    customerId === null
      ? null
      : {
          reservations: places
            .filter((r) => r.customer_id === customerId)
            .map(({ class_reservation_id, spot, guest }) => ({ class_reservation_id, spot, guest })),
          waitlist_id: waiting?.waitlist_id ?? null,
        };
  return {
    ...clone(single),
    reservation_count: places.length,
    class_reservations: places.map(({ spot }) => ({ spot })),
    mine,
  };
};

/**
 * A reservation with its class, as the server shows it: `viewer`'s own
 * places marked in the class (its owner by default; null for staff views).
 */
export const reservationView = (
  ctx: FakeApiContext,
  reservation: FakeReservation,
  viewer: number | null = reservation.customer_id,
): Result<ClassReservation> => {
  const single = findClass(ctx, reservation.single_class_id);
  if (single === undefined) return err(bookingErrors.classNotFound());
  const { available_class_id: _credit, ...fields } = reservation;
  return ok({ ...clone(fields), single_class: classView(ctx, single, viewer) });
};

/** A reservation with its customer, as the staff check-in page reads it. */
export const adminReservationView = (ctx: FakeApiContext, reservation: FakeReservation): Result<AdminClassReservation> => {
  const view = reservationView(ctx, reservation, null);
  if (!view.ok) return view;
  const customer = ctx.state.customers.find((c) => c.customer_id === reservation.customer_id);
  if (customer === undefined) return err(apiErrors.customerNotFound());
  const { customer_id, name, last_name, email, phone } = customer;
  return ok({ ...view.value, customer: { customer_id, name, last_name, email, phone } });
};

/** A waitlist entry with its class, `viewer`'s places marked (its owner by default; null for admins). */
export const waitlistView = (
  ctx: FakeApiContext,
  entry: FakeWaitlistEntry,
  viewer: number | null = entry.customer_id,
): Result<Waitlist> => {
  const single = findClass(ctx, entry.single_class_id);
  if (single === undefined) return err(bookingErrors.classNotFound());
  return ok({ ...clone(entry), single_class: classView(ctx, single, viewer) });
};

/** Every view of a list, or the first failure. */
export const allOk = <T>(results: readonly Result<T>[]): Result<T[]> => {
  const values: T[] = [];
  for (const result of results) {
    if (!result.ok) return result;
    values.push(result.value);
  }
  return ok(values);
};

/** The next id of a list of rows. */
export const nextId = <T>(rows: readonly T[], idOf: (row: T) => number): number =>
  rows.reduce((max, row) => Math.max(max, idOf(row)), 0) + 1;
