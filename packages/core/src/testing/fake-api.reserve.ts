import { ReserveBody, type ClassReservation } from '../api/schemas/reservations.schemas.js';
import type { AvailableClass } from '../api/schemas/catalogue.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { consume } from '../credits/balance.rules.js';
import { creditError } from '../credits/credits.errors.js';
import { noCreditRefusal, pickCredit } from '../credits/credits.rules.js';
import { isUnlimitedMember } from '../credits/membership.rules.js';
import { isTeam } from '../api/access.rules.js';
import { messages } from '../messages/index.js';
import { activePenalty, penaltyModalCopy } from '../reservations/penalty.rules.js';
import { isFull } from '../schedule/capacity.rules.js';
import { checkReachable } from '../schedule/reachable.rules.js';
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
import { storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { chooseSpot } from './fake-api.spots.js';
import { apiErrors } from './fake-api.store.js';

/** The codes of the booking refusals the server builds itself (core's rule modules build the rest). */
export const BOOKING_CODES = {
  penalty: 'reservation/penalty',
  packageBound: 'reservation/package-bound',
  otherCustomer: 'reservation/other-customer',
  customerRequired: 'reservation/customer-required',
} as const;

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
  return customer === undefined ? err(appError('customer/not-found', messages.admin.customerNotFound, 404)) : ok(customer);
};

/**
 * The refusal while a penalty runs and penalties are on (spec 4, Penalty;
 * spec 8): the spec's sentence, the reason and the day booking opens again.
 */
const penaltyRefusal = (ctx: FakeApiContext, customerId: number, moment: BookingMoment): AppError | null => {
  if (!moment.config.rules.unlimitedPenalties.enabled) return null;
  const own = ctx.state.penalties.filter((p) => p.customer_id === customerId);
  const active = activePenalty(own, moment.now, moment.zone);
  if (active === null) return null;
  const copy = penaltyModalCopy(active, moment.zone);
  const message = [copy.message, copy.reason, copy.until].filter((line): line is string => Boolean(line)).join(' ');
  return appError(BOOKING_CODES.penalty, message, 412);
};

/** Why the class refuses this booking, in the order the server checks; null when it takes it. */
const classRefusal = (ctx: FakeApiContext, booking: Booking, moment: BookingMoment): AppError | null => {
  const { customer, single, guest } = booking;
  const { now, zone, config } = moment;
  if (single.class_package_id !== null) {
    return appError(BOOKING_CODES.packageBound, messages.reservations.packageBound, 412);
  }
  if (!booking.byTeam) {
    const reachable = checkReachable(single.class_date, now, config.rules.reservationTimeframe, zone);
    if (!reachable.ok) return reachable.error;
  }
  if (guest !== null && !config.features.classGuests) return scheduleError('guestsNotAllowed');
  const penalty = penaltyRefusal(ctx, customer.customer_id, moment);
  if (penalty !== null) return penalty;
  const places = livePlaces(ctx, single.single_class_id);
  if (guest === null && places.some((r) => r.customer_id === customer.customer_id && r.guest === null)) {
    return scheduleError('alreadyReserved');
  }
  return isFull({ capacity: single.capacity, reservationCount: places.length }) ? scheduleError('classFull') : null;
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
  const options = { now, zone, restrictTypes: config.features.restrictedClassTypes, restrictTimes: config.features.restrictedTimes };
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
 * POST /class_reservations over the fake: every check the server makes in
 * its transaction (not sold as a package, reachable unless the team books
 * for her, guests allowed, no
 * active penalty, not booked twice, not full, the spot free or the first
 * free one given, a credit that allows the class), then the write. Nothing
 * changes when any check refuses.
 */
export const reserve = (ctx: FakeApiContext, input: unknown): Result<ClassReservation> => {
  const caller = storedCustomer(ctx);
  if (!caller.ok) return caller;
  const parsed = ReserveBody.safeParse(input);
  if (!parsed.success) return err(apiErrors.invalidBody(parsed.error));
  const customer = bookedCustomer(ctx, caller.value, parsed.data.customer_id);
  if (!customer.ok) return customer;
  const single = findClass(ctx, parsed.data.single_class_id);
  if (single === undefined) return err(scheduleError('classNotFound'));
  const booking: Booking = {
    customer: customer.value, single, spot: parsed.data.spot ?? null, guest: parsed.data.guest ?? null, byTeam: isTeam(caller.value.role) && parsed.data.customer_id !== undefined,
  };
  const moment = bookingMoment(ctx);
  const refusal = classRefusal(ctx, booking, moment);
  if (refusal !== null) return err(refusal);
  const spot = chooseSpot(ctx.state, single, booking.spot, { enabled: moment.config.features.spotmap });
  if (!spot.ok) return spot;
  const credit = creditToSpend(ctx, booking, moment);
  return credit.ok ? book(ctx, { ...booking, spot: spot.value }, credit.value, moment.now) : credit;
};
