import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  consume, creditError, creditOptionsFor, isUnlimitedMember, noCreditRefusal, pickCredit, refund,
  type Credit, type CreditTarget, type StudioConfig,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
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

/** A credit as read without its lock, with the version of its row (`xmin`) when read. */
export type SeenCredit = Credit & { readonly version: string };

/** A seen credit as its statement answers it (JSON: the expiry as text). */
type SeenCreditJson = Omit<SeenCredit, 'expiration_date'> & { readonly expiration_date: string | null };

/** The credits of a customer as a booking reads them without a lock, in id order: a JSON list for a statement's select list (`seenCredits`). */
export const seenCreditsOf = (customerId: number | Placeholder): SQL<SeenCreditJson[]> => sql<SeenCreditJson[]>`(
  select coalesce(json_agg(json_build_object(
    'available_class_id', ${availableClasses.available_class_id}, 'class_type_id', ${availableClasses.class_type_id},
    'class_types', ${availableClasses.class_types}, 'allowed_times', ${availableClasses.allowed_times},
    'available_classes', ${availableClasses.available_classes}, 'expiration_date', ${availableClasses.expiration_date},
    'version', ${availableClasses}.xmin::text) order by ${availableClasses.available_class_id}), '[]'::json)
  from ${availableClasses} where ${availableClasses.customer_id} = ${customerId})`;

/** `seenCreditsOf`'s answer as credits. */
export const seenCredits = (rows: readonly SeenCreditJson[]): SeenCredit[] =>
  rows.map((row) => ({ ...row, expiration_date: row.expiration_date === null ? null : Date.parse(row.expiration_date) }));

/** The balance `picked` is left with once a class is spent (core's `consume`); refused when it has none. */
const balanceAfter = (picked: Credit): number => {
  const spent = consume(picked);
  return spent.ok ? spent.value.available_classes : refuse(spent.error);
};

/**
 * Spends one class of `picked`, the row matching `unchanged`; false when no
 * row matches (the credit changed since it was read).
 */
const spend = async (db: Db, picked: Credit, unchanged: SQL): Promise<boolean> => {
  const written = await db
    .update(availableClasses)
    .set({ available_classes: balanceAfter(picked) })
    .where(and(eq(availableClasses.available_class_id, picked.available_class_id), unchanged))
    .returning({ id: availableClasses.available_class_id });
  return written.length > 0;
};

/**
 * `spend` of a credit read without its lock, matching the version of its row
 * read (`xmin`): a booking's common case, built once and named (`preparedOn`).
 */
const spendSeen = async (db: Db, picked: SeenCredit): Promise<boolean> => {
  const statement = preparedOn(db, 'credit_spend_seen', () => db
    .update(availableClasses)
    .set({ available_classes: sql`${sql.placeholder('balance')}` })
    .where(and(
      eq(availableClasses.available_class_id, sql.placeholder('creditId')),
      sql`${availableClasses}.xmin::text = ${sql.placeholder('version')}`,
    ))
    .returning({ id: availableClasses.available_class_id })
    .prepare('credit_spend_seen'));
  const written = await statement.execute({ balance: balanceAfter(picked), creditId: picked.available_class_id, version: picked.version });
  return written.length > 0;
};

/**
 * Pays for one place: nothing for an unlimited member (null), else one class
 * of the credit core's `pickCredit` chooses (the usable one expiring first),
 * whose id is returned. With her credits already `seen` (read without a
 * lock), the class is taken from the one picked among them when its row is
 * still the version seen: one statement, and a concurrent change (her other
 * booking, a refund, an edit) makes it match nothing. Otherwise, and when
 * none of them fits, her credits are locked until the request ends and
 * picked again, so two bookings never spend the same class. No usable
 * credit is refused with core's reason (412), writing nothing.
 */
export const payForPlace = async (
  db: Db,
  customer: CustomerRow,
  paid: PaidClass,
  context: { readonly config: StudioConfig; readonly now: number; readonly seen?: readonly SeenCredit[] },
): Promise<number | null> => {
  const { config, now } = context;
  const zone = config.rules.timezone;
  if (holdsUnlimited(customer, now, zone)) return null;
  const target: CreditTarget = { classTypeId: paid.class_type_id, classDate: paid.class_date.getTime() };
  const options = creditOptionsFor(config, now);
  const fast = pickCredit(context.seen ?? [], target, options);
  if (fast && await spendSeen(db, fast)) return fast.available_class_id;
  const rows = await db
    .select()
    .from(availableClasses)
    .where(eq(availableClasses.customer_id, customer.customer_id))
    .orderBy(asc(availableClasses.available_class_id))
    .for('update');
  const credits = rows.map(creditOf);
  const picked = pickCredit(credits, target, options) ?? refuse(noCreditRefusal(credits, target, options) ?? creditError('none'));
  // The row is locked; matching the balance read as well keeps a class from being spent twice even without the lock.
  if (!await spend(db, picked, eq(availableClasses.available_classes, picked.available_classes))) return refuse(creditError('exhausted'));
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
