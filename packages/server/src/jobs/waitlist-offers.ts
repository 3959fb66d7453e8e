import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { singleClasses, waitlists } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import { announceFreedPlace, settleExpiredOffers } from '../routes/reservations/freed-place.js';
import { loadStudioConfig } from '../routes/shared/studio-config.js';
import type { RecurringJob } from './job.js';

/** What passing offers on needs of the app. */
export type OfferServices = Pick<AppServices, 'notifier' | 'origin'>;

/** What a pass did: classes whose expired offers it settled, offers settled, and places handed on. */
export interface OfferPassResult {
  readonly classes: number;
  readonly expired: number;
  readonly handed: number;
}

/**
 * One class, in one short transaction: its row locked `FOR UPDATE SKIP
 * LOCKED` (a class a booking, an acceptance or another server holds is left
 * to the next pass), then its offers that expired by `now` settled
 * (`settleExpiredOffers`: removed and told in mode 'offer'; under another
 * mode only cleared) and each place they held handed on by the studio's
 * mode (`announceFreedPlace`). `sweep` (mode 'offer'): a class with
 * entries waiting without an offer is offered its free places even when
 * nothing expired (a place freed by a path that did not hand it on, e.g. a
 * crash between two steps); `announceFreedPlace` offers nothing when no
 * place is free. A second run finds nothing to do.
 */
const passClass = (db: Db, services: OfferServices, now: number, classId: number, sweep: boolean) =>
  db.transaction(async (tx): Promise<OfferPassResult> => {
    const [row] = await tx.select().from(singleClasses).where(eq(singleClasses.single_class_id, classId)).for('update', { skipLocked: true });
    if (!row) return { classes: 0, expired: 0, handed: 0 };
    const config = await loadStudioConfig(tx);
    const ctx = { db: tx, now, origin: services.origin(), services };
    const expired = await settleExpiredOffers(ctx, row, config);
    if (expired === 0 && !(sweep && config.rules.waitlist.mode === 'offer')) return { classes: 0, expired: 0, handed: 0 };
    const handed = await announceFreedPlace(ctx, row, config);
    return { classes: expired > 0 || handed > 0 ? 1 : 0, expired, handed };
  });

const classIds = async (db: Db, where: ReturnType<typeof and>): Promise<number[]> =>
  (await db.selectDistinct({ id: waitlists.single_class_id }).from(waitlists)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, waitlists.single_class_id))
    .where(where).orderBy(asc(waitlists.single_class_id))).map((row) => row.id);

/**
 * Passes expired waitlist offers on (issue 17, mode 'offer'): every class
 * with an offer whose time ran out by `now` loses it (she had her turn, and
 * is told) and the place goes to the next in line, who gets her own offer
 * and e-mail. In mode 'offer' it also sweeps upcoming classes whose line
 * has entries without an offer, offering any free place (recovery). One
 * transaction per class, so a failure leaves that class for the next run;
 * idempotent and safe with several servers. An aborted `signal` stops it
 * between classes.
 */
export const passExpiredOffers = async (db: Db, services: OfferServices, now: number, signal?: AbortSignal): Promise<OfferPassResult> => {
  const expiredIn = await classIds(db, and(isNotNull(waitlists.offer_expires_at), lte(waitlists.offer_expires_at, new Date(now))));
  const mode = (await loadStudioConfig(db)).rules.waitlist.mode;
  const waitingIn = mode === 'offer'
    ? await classIds(db, and(isNull(waitlists.offer_expires_at), gt(singleClasses.class_date, new Date(now)), isNull(singleClasses.cancelled_at)))
    : [];
  const total = { classes: 0, expired: 0, handed: 0 };
  for (const id of [...new Set([...expiredIn, ...waitingIn])].sort((a, b) => a - b)) {
    if (signal?.aborted) break;
    const done = await passClass(db, services, now, id, waitingIn.includes(id));
    total.classes += done.classes;
    total.expired += done.expired;
    total.handed += done.handed;
  }
  return total;
};

/** The job: every 30 seconds, so a place never waits long past its offer. */
export const waitlistOffersJob: RecurringJob = {
  name: 'waitlist-offers',
  label: 'Pasar lugares de lista de espera no aceptados a la siguiente persona',
  everySeconds: 30,
  run: ({ services, now, signal }) => passExpiredOffers(services.db, services, now, signal),
};
