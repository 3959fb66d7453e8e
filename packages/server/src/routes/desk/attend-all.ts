import { and, eq, isNull } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import { change, reservationFacts } from '../../audit/facts.js';
import { recordTeamActions } from '../../audit/record.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { adminReservationViews } from '../reservations/views.js';
import { studioZone } from '../schedule/range.js';
import { rosterClassNotFound } from './roster.js';

/**
 * PUT /single_class/:id/attendance {attend: true} (staff, issue 12, 'Marcar
 * todos como asistidos'): every live reservation of the class without a
 * mark yet (attend null) is marked attended; those marked already (attended
 * or no-show) keep their mark, so nothing the desk decided one by one is
 * undone. The class row is locked first, as every write on its reservations
 * locks it. Answers the reservations it changed (none when all were marked)
 * and writes one line of history per reservation, on its customer's
 * record, in the same transaction. Unknown class: 404.
 */
const attendAll: Handler<Routes['rosterAttendAll']> = async (ctx) => {
  const { db } = ctx;
  const classId = idParam(ctx);
  const [locked] = await db.select({ id: singleClasses.single_class_id }).from(singleClasses)
    .where(eq(singleClasses.single_class_id, classId)).for('update');
  if (!locked) throw rosterClassNotFound();
  const marked = await db.update(classReservations).set({ attend: true })
    .where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at), isNull(classReservations.attend)))
    .returning();
  marked.sort((a, b) => a.class_reservation_id - b.class_reservation_id);
  const views = await adminReservationViews(db, marked);
  const zone = await studioZone(db);
  await recordTeamActions(ctx, views.map((view) => ({
    customerId: view.customer_id, action: 'reservation.attendance', details: { ...reservationFacts(view, zone), attend: change(null, true) },
  })));
  return { class_reservations: views };
};

/** Marking a whole class attended. */
export const attendAllHandlers = { rosterAttendAll: attendAll };
