import { errorOf, RESERVATION_ERRORS } from '../api/errors.js';
import { ReservationUpdateBody, type AdminClassReservation, type Waitlist } from '../api/schemas/reservations.schemas.js';
import { isTeam } from '../api/access.rules.js';
import type { StaffReservationsApi, WaitlistApi } from '../ports/booking.ports.js';
import { waitlistJoinRefusal } from '../waitlist/join.rules.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import type { FakeWaitlistEntry } from './fake-api.booking-state.js';
import {
  teamCustomer,
  adminReservationView,
  allOk,
  bookingErrors,
  bookingMoment,
  callerCustomerId,
  findClass,
  instantMs,
  livePlaces,
  nextId,
  waitlistView,
} from './fake-api.booking.js';
import { answer, parsedInput, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { bookedCustomer } from './fake-api.reserve.js';
import { chooseSpot } from './fake-api.spots.js';
import { apiErrors } from './fake-api.store.js';

/** Kept for callers of the testing entry; the codes live in core's waitlist rules. */
export { WAITLIST_CODES } from '../waitlist/join.rules.js';

const classStart = (ctx: FakeApiContext, entry: FakeWaitlistEntry): number =>
  instantMs(findClass(ctx, entry.single_class_id)?.class_date ?? '');

/** Why a customer may not wait for a class: core's `waitlistJoinRefusal` over the fake's state, as the server calls it over its rows. */
const joinRefusal = (ctx: FakeApiContext, customerId: number, singleClassId: number): AppError | null => {
  const { now, config } = bookingMoment(ctx);
  const single = findClass(ctx, singleClassId);
  const places = livePlaces(ctx, singleClassId);
  return waitlistJoinRefusal({
    singleClass: single === undefined ? null : { ...single, cancelled: false },
    holdsOwnPlace: places.some((r) => r.customer_id === customerId && r.guest === null),
    placesTaken: places.length,
    listed: ctx.state.waitlists.some((w) => w.single_class_id === singleClassId && w.customer_id === customerId),
  }, now, config);
};

/** Joins the waitlist of a full class for herself ('Anotarme'). */
const join = (ctx: FakeApiContext, singleClassId: number): Result<Waitlist> => {
  const caller = storedCustomer(ctx);
  if (!caller.ok) return caller;
  const customer = bookedCustomer(ctx, caller.value, undefined);
  if (!customer.ok) return customer;
  const customerId = customer.value.customer_id;
  const refusal = joinRefusal(ctx, customerId, singleClassId);
  if (refusal !== null) return err(refusal);
  const entry: FakeWaitlistEntry = {
    waitlist_id: nextId(ctx.state.waitlists, (w) => w.waitlist_id),
    single_class_id: singleClassId,
    customer_id: customerId,
    createdAt: new Date(ctx.clock.now()).toISOString(),
  };
  ctx.state.waitlists.push(entry);
  return waitlistView(ctx, entry);
};

/** Leaves one's own waitlist entry (the team: anyone's); someone else's answers the same 404 as a missing one. */
const leave = (ctx: FakeApiContext, waitlistId: number): Result<void> => {
  const customer = storedCustomer(ctx);
  if (!customer.ok) return customer;
  const entry = ctx.state.waitlists.find((w) => w.waitlist_id === waitlistId);
  const mayLeave = entry !== undefined && (entry.customer_id === customer.value.customer_id || isTeam(customer.value.role));
  if (!mayLeave) return err(bookingErrors.waitlistNotFound());
  ctx.state.waitlists = ctx.state.waitlists.filter((w) => w.waitlist_id !== waitlistId);
  return ok(undefined);
};

/**
 * GET /waitlist: a customer's entries of classes still ahead, soonest first;
 * the team's (staff, admin), every entry (as the server answers them).
 */
const mine = (ctx: FakeApiContext): Result<Waitlist[]> => {
  if ((ctx.identity?.currentUser() ?? null) === null) return err(apiErrors.signedOut());
  const caller = storedCustomer(ctx);
  const team = caller.ok && isTeam(caller.value.role);
  const customerId = callerCustomerId(ctx);
  const { now } = bookingMoment(ctx);
  const shown = ctx.state.waitlists.filter((w) => team || (w.customer_id === customerId && classStart(ctx, w) > now));
  shown.sort((a, b) => classStart(ctx, a) - classStart(ctx, b) || a.waitlist_id - b.waitlist_id);
  return allOk(shown.map((entry) => waitlistView(ctx, entry, team ? null : entry.customer_id)));
};

/** The member's waitlist calls over the fake's state. */
export const createFakeWaitlistApi = (ctx: FakeApiContext): WaitlistApi => ({
  mine: () => answer(ctx, 'waitlist.mine', () => mine(ctx)),
  join: (singleClassId) => answer(ctx, 'waitlist.join', () => join(ctx, singleClassId)),
  leave: (waitlistId) => answer(ctx, 'waitlist.leave', () => leave(ctx, waitlistId)),
});

/** Marks attendance or cash payment, or moves the spot (never onto a spot taken or outside the map). */
const update = (ctx: FakeApiContext, id: number, input: unknown): Result<AdminClassReservation> => {
  const team = teamCustomer(ctx);
  if (!team.ok) return team;
  const parsed = parsedInput(ReservationUpdateBody, input);
  if (!parsed.ok) return parsed;
  const reservation = ctx.state.reservations.find((r) => r.class_reservation_id === id);
  const single = reservation === undefined ? undefined : findClass(ctx, reservation.single_class_id);
  if (reservation === undefined || single === undefined) return err(bookingErrors.reservationNotFound());
  if (reservation.deletedAt !== null) {
    return err(errorOf(RESERVATION_ERRORS.alreadyCancelled));
  }
  const { attend, is_paid: isPaid, spot } = parsed.value;
  // Moving to a spot must find it free; clearing the spot (null) is always allowed.
  if (spot !== undefined && spot !== null) {
    const { config } = bookingMoment(ctx);
    const chosen = chooseSpot(ctx.state, single, spot, { enabled: config.features.spotmap, exceptId: id });
    if (!chosen.ok) return chosen;
  }
  if (attend !== undefined) reservation.attend = attend;
  if (isPaid !== undefined) reservation.is_paid = isPaid;
  if (spot !== undefined) reservation.spot = spot;
  return adminReservationView(ctx, reservation);
};

/** The staff's check-in calls: the team only (403 for anyone else), like the server's staff routes. */
export const createFakeStaffApi = (ctx: FakeApiContext): StaffReservationsApi => ({
  one: (id) =>
    answer(ctx, 'staff.one', () => {
      const team = teamCustomer(ctx);
      if (!team.ok) return team;
      const reservation = ctx.state.reservations.find((r) => r.class_reservation_id === id);
      return reservation === undefined ? err(bookingErrors.reservationNotFound()) : adminReservationView(ctx, reservation);
    }),
  update: (id, body) => answer(ctx, 'staff.update', () => update(ctx, id, body)),
});
