import { eq } from 'drizzle-orm';
import { CATALOGUE_ERRORS, type Routes } from '@estudio/core';
import { change } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import { classReservationPenalties as penalties } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { penaltyView } from '../catalogue/penalties.js';
import { notFound } from '../catalogue/references.js';
import { idParam, type Handler } from '../handler.js';

/**
 * PUT /class_reservation_penaltys/:id/lift (staff, issue 12): the desk lifts
 * an active penalty now. Its end_date becomes now, so the row stays in her
 * history of penalties and the booking check (active while the end is
 * ahead) lets her book at once. The row is locked, so two lifts run one
 * after the other and the second finds it over: 409, as for any penalty no
 * longer active. Unknown: 404. Her history records the old end.
 */
const lift: Handler<Routes['penaltyLift']> = async (ctx) => {
  const { db, now } = ctx;
  const [row] = await db.select().from(penalties).where(eq(penalties.penalty_id, idParam(ctx))).for('update');
  if (!row) throw notFound(CATALOGUE_ERRORS.penaltyNotFound);
  if (row.end_date.getTime() <= now) throw failure(CATALOGUE_ERRORS.penaltyNotActive);
  const [lifted = row] = await db.update(penalties).set({ end_date: new Date(now) }).where(eq(penalties.penalty_id, row.penalty_id)).returning();
  await recordTeamAction(ctx, row.customer_id, 'penalty.lift', {
    penalty_id: row.penalty_id, reason: row.reason, end_date: change(row.end_date.toISOString(), lifted.end_date.toISOString()),
  });
  return { class_reservation_penalty: penaltyView(lifted) };
};

/** Lifting a penalty at the desk. */
export const penaltyLiftHandlers = { penaltyLift: lift };
