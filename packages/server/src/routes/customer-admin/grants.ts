import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { availableClasses, classReservations, onlineAccesses } from '../../db/schema/index.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Gives every credit and the online access of a purchase the length the
 * admin chose (giveAccess's package_days): it wins over the package's
 * expiration_days and over each class type's own.
 */
export const expireGrantsAfter = async (db: Db, purchaseId: number, now: number, days: number): Promise<void> => {
  const until = new Date(now + days * DAY);
  await db.update(availableClasses).set({ expiration_date: until }).where(eq(availableClasses.purchase_id, purchaseId));
  await db.update(onlineAccesses).set({ expiration_date: until }).where(eq(onlineAccesses.purchase_id, purchaseId));
};

/**
 * Takes back what a purchase granted. Its credits are locked; those no
 * reservation ever spent are deleted; those a reservation spent stay, for
 * that reservation's record, emptied and expired now (so a later
 * cancellation's returned class is of no use), and reservations already made
 * keep their place. Its online access goes.
 */
export const withdrawGrants = async (db: Db, purchaseId: number, now: number): Promise<void> => {
  const credits = await db.select({ id: availableClasses.available_class_id }).from(availableClasses)
    .where(eq(availableClasses.purchase_id, purchaseId)).for('update');
  const ids = credits.map((row) => row.id);
  if (ids.length > 0) {
    const spent = await db.selectDistinct({ id: classReservations.available_class_id }).from(classReservations)
      .where(and(isNotNull(classReservations.available_class_id), inArray(classReservations.available_class_id, ids)));
    const kept = new Set(spent.map((row) => row.id));
    const unused = ids.filter((id) => !kept.has(id));
    if (unused.length > 0) await db.delete(availableClasses).where(inArray(availableClasses.available_class_id, unused));
    if (kept.size > 0) {
      await db.update(availableClasses).set({ available_classes: 0, expiration_date: new Date(now) })
        .where(inArray(availableClasses.available_class_id, [...kept].filter((id): id is number => id !== null)));
    }
  }
  await db.delete(onlineAccesses).where(eq(onlineAccesses.purchase_id, purchaseId));
};
