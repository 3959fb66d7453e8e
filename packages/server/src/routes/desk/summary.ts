import { desc, eq } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import { classReservationPenalties as penalties, purchases } from '../../db/schema/index.js';
import { usableCredits } from '../catalogue/available-classes.js';
import { penaltyView } from '../catalogue/penalties.js';
import { idParam, type Handler } from '../handler.js';
import { loadInvoices, loadPurchases } from '../purchases/views.js';
import { upcomingWaitlists } from '../reservations/waitlist-read.js';
import { ensureCustomerExists } from './history.js';

/** Her penalties, the newest first (active or over: the customer page shows both). */
const penaltiesOf = async (db: Db, customerId: number) =>
  (await db.select().from(penalties).where(eq(penalties.customer_id, customerId))
    .orderBy(desc(penalties.created_at), desc(penalties.penalty_id)))
    .map(penaltyView);

/**
 * GET /customer/admin/:id/summary (staff, issue 12): her page in the back
 * office besides her profile and reservations, each read the way the
 * member area reads it: her purchases newest first in every status
 * (GET /purchases' view), the credits she can use now, her penalties newest
 * first, her charges newest first (GET /invoices' view) and her waitlist
 * entries of classes still ahead ('Mis Listas de Espera'). A fixed number
 * of queries whatever she holds, side by side on the pool. Unknown: 404.
 */
const summary: Handler<Routes['customerAdminSummary']> = async ({ db, params, now }) => {
  const customerId = idParam({ params });
  await ensureCustomerExists(db, customerId);
  const [bought, credits, penalized, charges, waiting] = await runAll(db, [
    () => loadPurchases(db, eq(purchases.customer_id, customerId)),
    () => usableCredits(db, customerId, new Date(now)),
    () => penaltiesOf(db, customerId),
    () => loadInvoices(db, customerId),
    () => upcomingWaitlists(db, customerId, now),
  ] as const);
  return { summary: { purchases: bought, credits, penalties: penalized, invoices: charges, waitlists: waiting } };
};

/** One customer's page. */
export const summaryHandlers = { customerAdminSummary: summary };
