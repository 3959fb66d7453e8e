import { and, asc, eq } from 'drizzle-orm';
import {
  consume, creditError, creditOptionsFor, isUnlimitedMember, noCreditRefusal, pickCredit, refund,
  type Credit, type CreditTarget, type StudioConfig,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { availableClasses } from '../../db/schema/index.js';
import type { CustomerRow } from '../shared/caller-customer.js';
import { refuse } from '../shared/refusals.js';

type CreditRow = typeof availableClasses.$inferSelect;

/** A credit row as core's credit rules read it. */
export const creditOf = (row: CreditRow): Credit => ({
  available_class_id: row.available_class_id,
  class_type_id: row.class_type_id,
  class_types: row.class_types,
  allowed_times: row.allowed_times,
  available_classes: row.available_classes,
  expiration_date: row.expiration_date?.getTime() ?? null,
});

/** Spec 3 and 6: an unlimited-membership holder books without credits. */
export const holdsUnlimited = (customer: CustomerRow, now: number, zone: string): boolean =>
  isUnlimitedMember(
    { has_unlimited: customer.has_unlimited, unlimited_membership_expiration: customer.unlimited_membership_expiration?.getTime() ?? null },
    now,
    zone,
  );

/** The class a place is paid for. */
export interface PaidClass {
  readonly class_type_id: number;
  readonly class_date: Date;
}

/**
 * Pays for one place: nothing for an unlimited member (null), else one class
 * of the credit core's `pickCredit` chooses (the usable one expiring first),
 * whose id is returned. The customer's credits are locked until the request
 * ends, so two bookings never spend the same class. No usable credit is
 * refused with core's reason (412), writing nothing.
 */
export const payForPlace = async (
  db: Db,
  customer: CustomerRow,
  paid: PaidClass,
  context: { readonly config: StudioConfig; readonly now: number },
): Promise<number | null> => {
  const { config, now } = context;
  const zone = config.rules.timezone;
  if (holdsUnlimited(customer, now, zone)) return null;
  const rows = await db
    .select()
    .from(availableClasses)
    .where(eq(availableClasses.customer_id, customer.customer_id))
    .orderBy(asc(availableClasses.available_class_id))
    .for('update');
  const credits = rows.map(creditOf);
  const target: CreditTarget = { classTypeId: paid.class_type_id, classDate: paid.class_date.getTime() };
  const options = creditOptionsFor(config, now);
  const picked = pickCredit(credits, target, options) ?? refuse(noCreditRefusal(credits, target, options) ?? creditError('none'));
  const spent = consume(picked);
  if (!spent.ok) return refuse(spent.error);
  // The row is locked; matching the balance read as well keeps a class from being spent twice even without the lock.
  const written = await db
    .update(availableClasses)
    .set({ available_classes: spent.value.available_classes })
    .where(and(
      eq(availableClasses.available_class_id, picked.available_class_id),
      eq(availableClasses.available_classes, picked.available_classes),
    ))
    .returning({ id: availableClasses.available_class_id });
  if (written.length === 0) return refuse(creditError('exhausted'));
  return picked.available_class_id;
};

/** Gives back the class a reservation spent (core's `refund`: -1 stays -1); a deleted credit has nothing to return. */
export const refundPlace = async (db: Db, creditId: number | null): Promise<void> => {
  if (creditId === null) return;
  const [row] = await db
    .select()
    .from(availableClasses)
    .where(eq(availableClasses.available_class_id, creditId))
    .for('update');
  if (!row) return;
  const returned = refund(creditOf(row));
  if (!returned.ok) return refuse(returned.error, 409);
  await db
    .update(availableClasses)
    .set({ available_classes: returned.value.available_classes })
    .where(eq(availableClasses.available_class_id, creditId));
};
