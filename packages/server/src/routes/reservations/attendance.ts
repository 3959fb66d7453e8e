import { eq } from 'drizzle-orm';
import {
  ATTENDANCE_ERRORS, RESERVATION_ERRORS, attendanceChangeAllowed, errorOf, fill, type AuditAction, type Routes, type StudioConfig,
} from '@estudio/core';
import { change, reservationFacts } from '../../audit/facts.js';
import { recordTeamActions, type AuditFact } from '../../audit/record.js';
import { classReservations, type AuditDetails } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { refuse } from '../shared/refusals.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { lockClassRow, type ClassRow } from './class-checks.js';
import { reservationNotFound } from './context.js';
import { guardPlaces } from './insert.js';
import { liftPenaltiesOf, lockCustomerRow, penalizeNoShows, type LiftedPenalty } from './penalty.js';
import { chooseSpot } from './spots.js';
import { adminReservationView, type ReservationRow } from './views.js';

type UpdateContext = Parameters<Handler<Routes['reservationUpdate']>>[0];

/**
 * The reservation of the path and its class, locked class first (as
 * bookings lock them), then the place, then, for a change of attendance,
 * her customer row: the order the sweep and `penalizeNoShows` take them
 * in, so a mark or an undo here and a sweep completing her run read her
 * no-shows and penalties one after the other.
 */
const lockForUpdate = async (ctx: UpdateContext) => {
  const id = idParam(ctx);
  const [found] = await ctx.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  if (!found) throw reservationNotFound();
  const singleClass = await lockClassRow(ctx.db, found.single_class_id);
  const [row] = await ctx.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id)).for('update');
  if (!row) throw reservationNotFound();
  if (row.deleted_at !== null) refuse(errorOf(RESERVATION_ERRORS.alreadyCancelled));
  if (ctx.body.attend !== undefined) await lockCustomerRow(ctx.db, row.customer_id);
  return { row, singleClass };
};

/**
 * Refuses (409) a change of a recorded no-show (to attended, or unmarked)
 * once the studio's no_show_undo_hours have passed since it was recorded
 * (issue 16, core's `attendanceChangeAllowed`).
 */
const checkUndoWindow = (row: ReservationRow, singleClass: ClassRow, next: boolean | null | undefined, config: StudioConfig, now: number) => {
  if (next === undefined) return;
  const place = {
    attend: row.attend, deletedAt: row.deleted_at, noShowAt: row.no_show_at,
    classDate: singleClass.class_date, durationMinutes: singleClass.duration_minutes,
  };
  if (attendanceChangeAllowed(place, next, config.rules.noShows, now, config.rules.timezone)) return;
  const closed = ATTENDANCE_ERRORS.undoWindowClosed;
  refuse(errorOf(closed, fill(closed.message, { hours: String(config.rules.noShows.undoHours) })));
};

/**
 * The attendance columns a mark writes: a place already a no-show keeps
 * when it was recorded, as it is (marking it again never reopens the undo
 * window, not even for an old one kept without it, whose window counts
 * from the end of its class); a new no-show is recorded now; anything else
 * clears it.
 */
const attendanceColumns = (row: ReservationRow, attend: boolean | null, now: number) =>
  attend === false
    ? { attend, no_show_at: row.attend === false ? row.no_show_at : new Date(now) }
    : { attend, no_show_at: null };

/** The lines of her history an update writes: its attendance and its payment, each when the body sends it; a penalty lifted with a no-show. */
const historyOf = (
  body: UpdateContext['body'],
  edit: { readonly before: ReservationRow; readonly after: ReservationRow; readonly facts: AuditDetails; readonly lifted: readonly LiftedPenalty[] },
): AuditFact[] => {
  const { before, after, facts, lifted } = edit;
  const line = (action: AuditAction, field: 'attend' | 'is_paid'): AuditFact =>
    ({ customerId: before.customer_id, action, details: { ...facts, [field]: change(before[field], after[field]) } });
  return [
    ...(body.attend === undefined ? [] : [line('reservation.attendance', 'attend')]),
    ...(body.is_paid === undefined ? [] : [line('reservation.payment', 'is_paid')]),
    ...lifted.map((penalty): AuditFact => ({
      customerId: before.customer_id,
      action: 'penalty.lift',
      details: {
        penalty_id: penalty.penalty_id, reason: penalty.reason,
        end_date: change(penalty.end_date.from.toISOString(), penalty.end_date.to.toISOString()), ...facts,
      },
    })),
  ];
};

/**
 * PUT /class_reservations/:id (admins and staff at check-in): attendance
 * (true, false, or null to unmark), cash payment, and the spot (a free
 * place of the class's map, or null). Marking a no-show records when, and
 * may give the customer a penalty (`penalizeNoShows`, the sweep's own
 * path). Undoing a no-show is refused once no_show_undo_hours have passed
 * since it was recorded (409); within them, a penalty it counted toward is
 * lifted with it when her other no-shows no longer reach the limit
 * (`liftPenaltiesOf`). Her history records the attendance, the payment and
 * the lift (a spot alone is not).
 */
const update: Handler<Routes['reservationUpdate']> = async (ctx) => {
  const { db, body, now } = ctx;
  const { row, singleClass } = await lockForUpdate(ctx);
  const config = await loadStudioConfig(db);
  checkUndoWindow(row, singleClass, body.attend, config, now);
  const spot = body.spot === undefined || body.spot === null
    ? body.spot
    : await chooseSpot(db, config, {
        classId: singleClass.single_class_id, classTypeId: singleClass.class_type_id,
        spot: body.spot, except: row.class_reservation_id,
      });
  const changes = {
    ...(body.attend === undefined ? {} : attendanceColumns(row, body.attend, now)),
    ...(body.is_paid === undefined ? {} : { is_paid: body.is_paid }),
    ...(spot === undefined ? {} : { spot }),
  };
  const [updated] = await guardPlaces(() =>
    db.update(classReservations).set(changes).where(eq(classReservations.class_reservation_id, row.class_reservation_id)).returning());
  if (!updated) throw reservationNotFound();
  const undone = row.attend === false && body.attend !== undefined && body.attend !== false;
  const lifted = undone ? await liftPenaltiesOf(db, { ...row, class_date: singleClass.class_date }, { config, now }) : [];
  if (body.attend === false && row.guest === null) await penalizeNoShows(ctx, row.customer_id, config, row.class_reservation_id);
  const view = await adminReservationView(db, updated);
  await recordTeamActions(ctx, historyOf(body, { before: row, after: updated, facts: reservationFacts(view, config.rules.timezone), lifted }));
  return { class_reservation: view };
};

/** PUT /class_reservations/:id. */
export const attendanceHandlers = { reservationUpdate: update };
