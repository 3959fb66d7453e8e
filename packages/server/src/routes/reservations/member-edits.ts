import { eq } from 'drizzle-orm';
import { RESERVATION_ERRORS, canRate, errorOf, validateGuestName, validateRating, type Routes } from '@estudio/core';
import { change, reservationFacts } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import type { Handler } from '../handler.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { refuse } from '../shared/refusals.js';
import { actsForOthers } from '../shared/roles.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { reservationNotFound } from './context.js';
import { reservationView, type ReservationRow } from './views.js';

/** A reservation locked for an edit; `ownOnly` refuses the team too, who rate nothing of others. */
const lockEditable = async (
  ctx: Parameters<Handler<Routes['reservationRate']>>[0] | Parameters<Handler<Routes['reservationGuest']>>[0],
  id: number,
  ownOnly: boolean,
): Promise<ReservationRow> => {
  const [row] = await ctx.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id)).for('update');
  if (!row) throw reservationNotFound();
  if ((ownOnly || !actsForOthers(ctx)) && row.customer_id !== (await callerCustomer(ctx)).customer_id) throw reservationNotFound();
  return row;
};

const classDateOf = async (db: Db, classId: number): Promise<Date | null> => {
  const [row] = await db.select({ at: singleClasses.class_date }).from(singleClasses).where(eq(singleClasses.single_class_id, classId));
  return row?.at ?? null;
};

/**
 * POST /class_reservations/rating (spec 4, Rating; spec 5): her own
 * reservation, rated once (409 after), only when core's `canRate` holds
 * (Exitosa, reservation_rating_enabled) else 412; stars and comment by
 * core's `validateRating` (400).
 */
const rate: Handler<Routes['reservationRate']> = async (ctx) => {
  const { db, body, now } = ctx;
  const row = await lockEditable(ctx, body.class_reservation_id, true);
  if (row.class_stars !== null || row.coach_stars !== null) refuse(errorOf(RESERVATION_ERRORS.alreadyRated));
  const config = await loadStudioConfig(db);
  const ratable = { ...row, deletedAt: row.deleted_at, classDate: await classDateOf(db, row.single_class_id) };
  if (!canRate(ratable, now, { enabled: config.features.reservationRating, zone: config.rules.timezone })) refuse(errorOf(RESERVATION_ERRORS.cannotRate));
  const values = validateRating(body);
  if (!values.ok) return refuse(values.error, 400);
  const [rated] = await db.update(classReservations).set(values.value).where(eq(classReservations.class_reservation_id, row.class_reservation_id)).returning();
  if (!rated) throw reservationNotFound();
  return { class_reservation: await reservationView(db, rated) };
};

/**
 * PUT /single_class/guest (spec 7): renames the guest of a live reservation
 * of hers (the team: any, recorded in her history as 'reservation.guest'
 * with the name before and after); 409 without a guest.
 */
const renameGuest: Handler<Routes['reservationGuest']> = async (ctx) => {
  const { db, body } = ctx;
  const row = await lockEditable(ctx, body.class_reservation_id, false);
  if (row.deleted_at !== null) refuse(errorOf(RESERVATION_ERRORS.alreadyCancelled));
  if (row.guest === null) refuse(errorOf(RESERVATION_ERRORS.noGuest));
  const name = validateGuestName(body.name);
  if (!name.ok) return refuse(name.error, 400);
  const [renamed] = await db.update(classReservations).set({ guest: name.value }).where(eq(classReservations.class_reservation_id, row.class_reservation_id)).returning();
  if (!renamed) throw reservationNotFound();
  const view = await reservationView(db, renamed);
  if (actsForOthers(ctx)) {
    const { rules } = await loadStudioConfig(db);
    await recordTeamAction(ctx, row.customer_id, 'reservation.guest', { ...reservationFacts(view, rules.timezone), guest: change(row.guest, renamed.guest) });
  }
  return { class_reservation: view };
};

/** POST /class_reservations/rating and PUT /single_class/guest. */
export const memberEditHandlers = { reservationRate: rate, reservationGuest: renameGuest };
