import { eq } from 'drizzle-orm';
import { RESERVATION_ERRORS, errorOf, type AuditAction, type Routes } from '@estudio/core';
import { change, reservationFacts } from '../../audit/facts.js';
import { recordTeamActions, type AuditFact } from '../../audit/record.js';
import { classReservations, type AuditDetails } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { refuse } from '../shared/refusals.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { lockClassRow } from './class-checks.js';
import { reservationNotFound } from './context.js';
import { guardPlaces } from './insert.js';
import { penalizeNoShows } from './penalty.js';
import { chooseSpot } from './spots.js';
import { adminReservationView, type ReservationRow } from './views.js';

type UpdateContext = Parameters<Handler<Routes['reservationUpdate']>>[0];

/** The reservation of the path and its class, locked class first (as bookings lock them). */
const lockForUpdate = async (ctx: UpdateContext) => {
  const id = idParam(ctx);
  const [found] = await ctx.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  if (!found) throw reservationNotFound();
  const singleClass = await lockClassRow(ctx.db, found.single_class_id);
  const [row] = await ctx.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id)).for('update');
  if (!row) throw reservationNotFound();
  if (row.deleted_at !== null) refuse(errorOf(RESERVATION_ERRORS.alreadyCancelled));
  return { row, singleClass };
};

/** The lines of her history an update writes: its attendance and its payment, each when the body sends it. */
const historyOf = (
  body: UpdateContext['body'],
  edit: { readonly before: ReservationRow; readonly after: ReservationRow; readonly facts: AuditDetails },
): AuditFact[] => {
  const { before, after, facts } = edit;
  const line = (action: AuditAction, field: 'attend' | 'is_paid'): AuditFact =>
    ({ customerId: before.customer_id, action, details: { ...facts, [field]: change(before[field], after[field]) } });
  return [
    ...(body.attend === undefined ? [] : [line('reservation.attendance', 'attend')]),
    ...(body.is_paid === undefined ? [] : [line('reservation.payment', 'is_paid')]),
  ];
};

/**
 * PUT /class_reservations/:id (admins and staff at check-in): attendance
 * (true, false, or null to unmark), cash payment, and the spot (a free
 * place of the class's map, or null). Marking a no-show may give the
 * customer a penalty (see `penalizeNoShows`). Her history records the
 * attendance and the payment when they are sent (a spot alone is not).
 */
const update: Handler<Routes['reservationUpdate']> = async (ctx) => {
  const { db, body, now } = ctx;
  const { row, singleClass } = await lockForUpdate(ctx);
  const config = await loadStudioConfig(db);
  const spot = body.spot === undefined || body.spot === null
    ? body.spot
    : await chooseSpot(db, config, {
        classId: singleClass.single_class_id, classTypeId: singleClass.class_type_id,
        spot: body.spot, except: row.class_reservation_id,
      });
  const changes = {
    ...(body.attend === undefined ? {} : { attend: body.attend }),
    ...(body.is_paid === undefined ? {} : { is_paid: body.is_paid }),
    ...(spot === undefined ? {} : { spot }),
  };
  const [updated] = await guardPlaces(() =>
    db.update(classReservations).set(changes).where(eq(classReservations.class_reservation_id, row.class_reservation_id)).returning());
  if (!updated) throw reservationNotFound();
  if (body.attend === false && row.guest === null) await penalizeNoShows(db, row.customer_id, config, now);
  const view = await adminReservationView(db, updated);
  await recordTeamActions(ctx, historyOf(body, { before: row, after: updated, facts: reservationFacts(view, config.rules.timezone) }));
  return { class_reservation: view };
};

/** PUT /class_reservations/:id. */
export const attendanceHandlers = { reservationUpdate: update };
