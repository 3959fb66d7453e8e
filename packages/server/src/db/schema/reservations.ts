import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { availableClasses } from './commerce.js';
import { customers } from './customers.js';
import { singleClasses } from './schedule.js';

/**
 * A place in a class (spec 3 'Class reservation'). Cancelling sets `deleted_at`
 * and keeps the row. `available_class_id` is the credit it consumed (null for
 * unlimited holders and cash bookings). `guest` names the guest a customer brought.
 */
export const classReservations = pgTable(
  'class_reservations',
  {
    class_reservation_id: serial('class_reservation_id').primaryKey(),
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    available_class_id: integer('available_class_id').references(() => availableClasses.available_class_id, {
      onDelete: 'set null',
    }),
    deleted_at: instant('deleted_at'),
    is_cash: boolean('is_cash').notNull().default(false),
    is_paid: boolean('is_paid').notNull().default(true),
    attend: boolean('attend'),
    spot: text('spot'),
    guest: text('guest'),
    class_stars: integer('class_stars'),
    coach_stars: integer('coach_stars'),
    comment: text('comment'),
    created_at: createdAt(),
  },
  (t) => [
    index('class_reservations_customer_idx').on(t.customer_id),
    index('class_reservations_class_idx').on(t.single_class_id),
    // Two live reservations can never hold the same spot of a class.
    uniqueIndex('class_reservations_spot_unique')
      .on(t.single_class_id, t.spot)
      .where(sql`${t.deleted_at} is null and ${t.spot} is not null`),
    // A customer books a class once for herself; guest bookings are separate rows.
    uniqueIndex('class_reservations_customer_unique')
      .on(t.single_class_id, t.customer_id)
      .where(sql`${t.deleted_at} is null and ${t.guest} is null`),
    check('class_reservations_class_stars_range', sql`${t.class_stars} between 1 and 5`),
    check('class_reservations_coach_stars_range', sql`${t.coach_stars} between 1 and 5`),
  ],
);

/** A customer waiting for a place in a full class; everyone on it is notified when one frees up. */
export const waitlists = pgTable(
  'waitlists',
  {
    waitlist_id: serial('waitlist_id').primaryKey(),
    single_class_id: integer('single_class_id')
      .notNull()
      .references(() => singleClasses.single_class_id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    notified_at: instant('notified_at'),
  },
  (t) => [
    unique('waitlists_class_customer_unique').on(t.single_class_id, t.customer_id),
    index('waitlists_customer_idx').on(t.customer_id),
  ],
);

/** A booking ban after repeated no-shows (spec 4 'Penalty'): no reservation until `end_date`. */
export const classReservationPenalties = pgTable(
  'class_reservation_penalties',
  {
    penalty_id: serial('penalty_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    end_date: instant('end_date').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('class_reservation_penalties_customer_idx').on(t.customer_id)],
);
