import { CUSTOMER_ERRORS, errorOf } from '../api/errors.js';
import { ReserveBody, type ClassReservation } from '../api/schemas/reservations.schemas.js';
import type { AvailableClass } from '../api/schemas/catalogue.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { consume } from '../credits/balance.rules.js';
import { creditError } from '../credits/credits.errors.js';
import { noCreditRefusal, pickCredit } from '../credits/credits.rules.js';
import { isUnlimitedMember } from '../credits/membership.rules.js';
import { isTeam } from '../api/access.rules.js';
import { BOOKING_CODES, reserveRefusal } from '../booking/reserve.rules.js';
import { creditOptionsFor } from '../booking/credit-options.rules.js';
import { messages } from '../messages/index.js';
import { scheduleError } from '../schedule/schedule.errors.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import type { FakeReservation, FakeSingleClass } from './fake-api.booking-state.js';
import {
  bookingMoment,
  findClass,
  livePlaces,
  nextId,
  reservationView,
  type BookingMoment,
} from './fake-api.booking.js';
import { parsedInput, signedInUser, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { chooseSpot } from './fake-api.spots.js';

/** Kept for callers of the testing entry; the codes live in core's booking rules. */
export { BOOKING_CODES } from '../booking/reserve.rules.js';

interface Booking {
  readonly customer: Customer;
  readonly single: FakeSingleClass;
  readonly spot: string | null;
  readonly guest: string | null;
  /** Booked by the studio's team for her: the booking window does not bind it (issue 12), as on the server. */
  readonly byTeam: boolean;
}

/**
 * Whom a reservation is for, as the server decides: a customer books for
 * herself (naming anyone else is a 403); the team must name the customer.
 */
export const bookedCustomer = (ctx: FakeApiContext, caller: Customer, named: number | undefined): Result<Customer> => {
  const r = messages.reservations;
  if (!isTeam(caller.role)) {
    const other = named !== undefined && named !== caller.customer_id;
    return other ? err(appError(BOOKING_CODES.otherCustomer, r.otherCustomer, 403)) : ok(caller);
  }
  if (named === undefined) return err(appError(BOOKING_CODES.customerRequired, r.customerRequired, 400));
  const customer = ctx.state.customers.find((c) => c.customer_id === named);
  return customer === undefined ? err(errorOf(CUSTOMER_ERRORS.notFoundAdmin)) : ok(customer);
};

/** Why the class refuses this booking: core's `reserveRefusal` over the fake's state, as the server calls it over its rows. */
const classRefusal = (ctx: FakeApiContext, booking: Booking, moment: BookingMoment): AppError | null => {
  const { customer, single } = booking;
  const places = livePlaces(ctx, single.single_class_id);
  return reserveRefusal({
    singleClass: { ...single, cancelled: false },
    guest: booking.guest,
    byTeam: booking.byTeam,
    penalties: ctx.state.penalties.filter((p) => p.customer_id === customer.customer_id),
    holdsOwnPlace: places.some((r) => r.customer_id === customer.customer_id && r.guest === null),
    placesTaken: places.length,
  }, moment.now, moment.config);
};

/**
 * The credit the booking spends: none for an unlimited member; else the one
 * expiring first that allows the class (pickCredit), or the refusal that
 * says how far any credit got.
 */
const creditToSpend = (ctx: FakeApiContext, booking: Booking, moment: BookingMoment): Result<AvailableClass | null> => {
  const { now, zone, config } = moment;
  if (isUnlimitedMember(booking.customer, now, zone)) return ok(null);
  const own = ctx.state.credits.filter((c) => c.customer_id === booking.customer.customer_id);
  const target = { classTypeId: booking.single.class_type.class_type_id, classDate: booking.single.class_date };
  const options = creditOptionsFor(config, now);
  const credit = pickCredit(own, target, options);
  if (credit === null) return err(noCreditRefusal(own, target, options) ?? creditError('none'));
  return ok(credit);
};

/** Writes the booking: one place, the credit spent, and the customer off the class's waitlist (she got in). */
const book = (ctx: FakeApiContext, booking: Booking, credit: AvailableClass | null, now: number): Result<ClassReservation> => {
  if (credit !== null) {
    const spent = consume(credit);
    if (!spent.ok) return spent;
    credit.available_classes = spent.value.available_classes;
  }
  const reservation: FakeReservation = {
    class_reservation_id: nextId(ctx.state.reservations, (r) => r.class_reservation_id),
    single_class_id: booking.single.single_class_id,
    customer_id: booking.customer.customer_id,
    deletedAt: null,
    is_cash: false,
    is_paid: true,
    attend: null,
    spot: booking.spot,
    guest: booking.guest,
    class_stars: null,
    coach_stars: null,
    comment: null,
    createdAt: new Date(now).toISOString(),
    available_class_id: credit?.available_class_id ?? null,
  };
  ctx.state.reservations.push(reservation);
  if (booking.guest === null) {
    ctx.state.waitlists = ctx.state.waitlists.filter(
      (w) => !(w.single_class_id === booking.single.single_class_id && w.customer_id === booking.customer.customer_id),
    );
  }
  return reservationView(ctx, reservation);
};

/**
 * POST /class_reservations over the fake: the checks the server makes in
 * its transaction, in its order (core's `reserveRefusal`; then the spot free
 * or the first free one given, and a credit that allows the class), then the
 * write. Nothing changes when any check refuses.
 */
export const reserve = (ctx: FakeApiContext, input: unknown): Result<ClassReservation> => {
  const user = signedInUser(ctx);
  if (!user.ok) return user;
  const parsed = parsedInput(ReserveBody, input);
  if (!parsed.ok) return parsed;
  const caller = storedCustomer(ctx);
  if (!caller.ok) return caller;
  const customer = bookedCustomer(ctx, caller.value, parsed.value.customer_id);
  if (!customer.ok) return customer;
  const single = findClass(ctx, parsed.value.single_class_id);
  if (single === undefined) return err(scheduleError('classNotFound'));
  const booking: Booking = {
    customer: customer.value, single, spot: parsed.value.spot ?? null, guest: parsed.value.guest ?? null, byTeam: isTeam(caller.value.role) && parsed.value.customer_id !== undefined,
  };
  const moment = bookingMoment(ctx);
  const refusal = classRefusal(ctx, booking, moment);
  if (refusal !== null) return err(refusal);
  const spot = chooseSpot(ctx.state, single, booking.spot, { enabled: moment.config.features.spotmap });
  if (!spot.ok) return spot;
  const credit = creditToSpend(ctx, booking, moment);
  return credit.ok ? book(ctx, { ...booking, spot: spot.value }, credit.value, moment.now) : credit;
};
