import { createHash } from 'node:crypto';
import { and, count, eq, isNotNull, ne, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { waitlists } from '../../db/schema/index.js';
import { placesTaken } from './class-checks.js';

/** The SHA-256 (hex) of an offer link's token: what the waitlist row keeps (the token is only in her e-mail). */
export const offerTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The one rule of which waitlist entries keep a place (mode 'offer', issue
 * 17): every entry with an offer, open or expired, until the offer is
 * accepted, declined or passed on (an expired one keeps its place until the
 * job or the next booking hands it on, so it is never free to whoever comes
 * first), but the one of `exceptCustomerId` (her own offer is hers to take).
 */
export const offerHoldsPlace = (exceptCustomerId: number | Placeholder | null): SQL =>
  and(
    isNotNull(waitlists.offer_expires_at),
    ...(exceptCustomerId === null ? [] : [ne(waitlists.customer_id, exceptCustomerId)]),
  ) as SQL;

/** Offers keeping a place in a class for someone other than `exceptCustomerId` (`offerHoldsPlace`). Read with the class locked. */
export const openOffersHeld = async (db: Db, classId: number, exceptCustomerId: number | null = null): Promise<number> => {
  const [row] = await db
    .select({ held: count() })
    .from(waitlists)
    .where(and(eq(waitlists.single_class_id, classId), offerHoldsPlace(exceptCustomerId)));
  return row?.held ?? 0;
};

/**
 * The places of a class nobody else may take, as a booking, joining the
 * waitlist and the schedule's count see them: its live places and the
 * offers kept for someone other than `exceptCustomerId`.
 */
export const placesHeld = async (db: Db, classId: number, exceptCustomerId: number | null = null): Promise<number> =>
  await placesTaken(db, classId) + await openOffersHeld(db, classId, exceptCustomerId);
