import { errorOf, REQUEST_ERRORS, RESERVATION_ERRORS } from '../api/errors.js';
import {
  GuestNameBody,
  MyReservationsQuery,
  RatingBody,
  type ClassReservation,
  type MyReservationsResponse,
} from '../api/schemas/reservations.schemas.js';
import { refund } from '../credits/balance.rules.js';
import { isTeam } from '../api/access.rules.js';
import type { ReservationsApi } from '../ports/booking.ports.js';
import { cancelDecision, cancelRefusal, RESERVATION_CODES } from '../reservations/cancel.rules.js';
import { reservationFilterMatches, reservationPageOffset, RESERVATIONS_PAGE_SIZE } from '../reservations/list.rules.js';
import { canRate, validateRating } from '../reservations/rating.rules.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { validateGuestName } from '../validation/validation.rules.js';
import type { FakeReservation } from './fake-api.booking-state.js';
import {
  allOk,
  bookingErrors,
  bookingMoment,
  callerCustomerId,
  findClass,
  instantMs,
  reservationView,
} from './fake-api.booking.js';
import { answer, parsedInput, signedInUser, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { reserve } from './fake-api.reserve.js';
import { apiErrors } from './fake-api.store.js';

/** The code of renaming the guest of a reservation that has none. */
export const NO_GUEST_CODE = RESERVATION_ERRORS.noGuest.code;

/** A conflict with the reservation's state answers 409; an unmet rule, 412. */
const withStatus = (error: AppError): AppError =>
  ({ ...error, status: error.code === RESERVATION_CODES.alreadyCancelled ? 409 : 412 });

const cancelledError = (): AppError => errorOf(RESERVATION_ERRORS.alreadyCancelled);

/** True when the signed-in caller is of the studio's team (staff or admin), who act for other customers. */
const isTeamCaller = (ctx: FakeApiContext): boolean => {
  const caller = storedCustomer(ctx);
  return caller.ok && isTeam(caller.value.role);
};

/** The class start of a reservation, as the rules read it. */
const classDateOf = (ctx: FakeApiContext, reservation: FakeReservation): string | null =>
  findClass(ctx, reservation.single_class_id)?.class_date ?? null;

/** One of the caller's own reservations (the team: anyone's, when `teamMayAct`), or the failure the server answers. */
const ownReservation = (ctx: FakeApiContext, id: number, { teamMayAct }: { teamMayAct: boolean }): Result<FakeReservation> => {
  const caller = storedCustomer(ctx);
  if (!caller.ok) return caller;
  const found = ctx.state.reservations.find((r) => r.class_reservation_id === id);
  const mayRead = found !== undefined && (found.customer_id === caller.value.customer_id || (teamMayAct && isTeam(caller.value.role)));
  return mayRead ? ok(found) : err(bookingErrors.reservationNotFound());
};

/** Upcoming classes soonest first (the next one leads); every other filter most recent first, as the server orders them. */
const orderFor = (ctx: FakeApiContext, filter: string) => (a: FakeReservation, b: FakeReservation): number => {
  const byDate = instantMs(classDateOf(ctx, a) ?? '') - instantMs(classDateOf(ctx, b) ?? '') || a.class_reservation_id - b.class_reservation_id;
  return filter === 'upcoming' ? byDate : -byDate;
};

const mine = (ctx: FakeApiContext, input: unknown): Result<MyReservationsResponse> => {
  if ((ctx.identity?.currentUser() ?? null) === null) return err(apiErrors.signedOut());
  const parsed = parsedInput(MyReservationsQuery, input, REQUEST_ERRORS.invalidQuery);
  if (!parsed.ok) return parsed;
  const customerId = callerCustomerId(ctx);
  const { now, zone } = bookingMoment(ctx);
  const { page, filter } = parsed.value;
  const matching = ctx.state.reservations
    .filter((r) => r.customer_id === customerId)
    .filter((r) => reservationFilterMatches(filter, { deletedAt: r.deletedAt, classDate: classDateOf(ctx, r) }, now, zone))
    .sort(orderFor(ctx, filter));
  const offset = reservationPageOffset(page);
  const views = allOk(matching.slice(offset, offset + RESERVATIONS_PAGE_SIZE).map((r) => reservationView(ctx, r)));
  return views.ok ? ok({ reservations: views.value, max: matching.length }) : views;
};

/**
 * Cancels a live reservation: a customer her own, within the cancel rules
 * (cancelRefusal, with the cancellations already made on the same credit);
 * an admin any. The class comes back to the credit when cancelDecision says
 * so. Nothing changes when it refuses.
 */
const cancel = (ctx: FakeApiContext, id: number): Result<ClassReservation> => {
  const found = ownReservation(ctx, id, { teamMayAct: true });
  if (!found.ok) return found;
  const reservation = found.value;
  const { now, zone, config } = bookingMoment(ctx);
  const settings = { ...config.rules, timezone: zone };
  const input = { deletedAt: reservation.deletedAt, classDate: classDateOf(ctx, reservation) };
  const creditId = reservation.available_class_id;
  const cancelsSoFar =
    creditId === null ? 0 : ctx.state.reservations.filter((r) => r.available_class_id === creditId && r.deletedAt !== null).length;
  if (reservation.deletedAt !== null) return err(withStatus(cancelledError()));
  // The team cancels any live reservation; the cancel rules bind customers.
  const refusal = isTeamCaller(ctx) ? null : cancelRefusal(input, now, settings, cancelsSoFar);
  if (refusal !== null) return err(withStatus(refusal));
  const credit = ctx.state.credits.find((c) => c.available_class_id === creditId);
  if (cancelDecision({ ...input, deletedAt: null }, now, settings).refundsCredit && credit !== undefined) {
    const returned = refund(credit);
    if (!returned.ok) return returned;
    credit.available_classes = returned.value.available_classes;
  }
  reservation.deletedAt = new Date(now).toISOString();
  return reservationView(ctx, reservation);
};

/** Rates an Exitosa reservation once (spec 4 'Rating'): 409 when already rated, 412 when not eligible. */
const rate = (ctx: FakeApiContext, input: unknown): Result<ClassReservation> => {
  const user = signedInUser(ctx);
  if (!user.ok) return user;
  const parsed = parsedInput(RatingBody, input);
  if (!parsed.ok) return parsed;
  const caller = storedCustomer(ctx);
  if (!caller.ok) return caller;
  const found = ownReservation(ctx, parsed.value.class_reservation_id, { teamMayAct: false });
  if (!found.ok) return found;
  const reservation = found.value;
  const { now, zone, config } = bookingMoment(ctx);
  if (reservation.class_stars !== null || reservation.coach_stars !== null) return err(errorOf(RESERVATION_ERRORS.alreadyRated));
  const ratable = { ...reservation, classDate: classDateOf(ctx, reservation) };
  if (!canRate(ratable, now, { enabled: config.features.reservationRating, zone })) return err(errorOf(RESERVATION_ERRORS.cannotRate));
  const values = validateRating(parsed.value);
  if (!values.ok) return err({ ...values.error, status: 400 });
  Object.assign(reservation, values.value);
  return reservationView(ctx, reservation);
};

/** Renames the guest of one's own live reservation that has one. */
const renameGuest = (ctx: FakeApiContext, input: unknown): Result<ClassReservation> => {
  const user = signedInUser(ctx);
  if (!user.ok) return user;
  const parsed = parsedInput(GuestNameBody, input);
  if (!parsed.ok) return parsed;
  const caller = storedCustomer(ctx);
  if (!caller.ok) return caller;
  const found = ownReservation(ctx, parsed.value.class_reservation_id, { teamMayAct: true });
  if (!found.ok) return found;
  const reservation = found.value;
  if (reservation.deletedAt !== null) return err(cancelledError());
  if (reservation.guest === null) return err(errorOf(RESERVATION_ERRORS.noGuest));
  const name = validateGuestName(parsed.value.name);
  if (!name.ok) return err({ ...name.error, status: 400 });
  reservation.guest = name.value;
  return reservationView(ctx, reservation);
};

/** The member's reservation calls over the fake's state, answering like the server. */
export const createFakeReservationsApi = (ctx: FakeApiContext): ReservationsApi => ({
  mine: (query) => answer(ctx, 'reservations.mine', () => mine(ctx, query)),
  reserve: (body) => answer(ctx, 'reservations.reserve', () => reserve(ctx, body)),
  cancel: (id) => answer(ctx, 'reservations.cancel', () => cancel(ctx, id)),
  rate: (body) => answer(ctx, 'reservations.rate', () => rate(ctx, body)),
  renameGuest: (body) => answer(ctx, 'reservations.renameGuest', () => renameGuest(ctx, body)),
});
