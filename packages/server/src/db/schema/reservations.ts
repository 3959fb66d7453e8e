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
    /** When its no-show was recorded (the desk's 'No asistió' or the sweep, issue 16): the desk's undo window counts from it. */
    no_show_at: instant('no_show_at'),
    /**
     * The class start her reminder was last attempted for (issue 17,
     * jobs/reminders.ts), whatever her channels did with it: the job skips
     * her while it equals the class's `class_date`, and reminds her again
     * once the studio moved the class.
     */
    reminded_for: instant('reminded_for'),
    created_at: createdAt(),
  },
  (t) => [
    // The reminder job's look-up: live places of a class, by the start they were reminded for.
    index('class_reservations_reminder_idx').on(t.single_class_id, t.reminded_for).where(sql`${t.deleted_at} is null`),
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
    /** Mode 'offer' (issue 17): when the place was offered to her, and until when she may accept it. */
    offered_at: instant('offered_at'),
    offer_expires_at: instant('offer_expires_at'),
    /** The SHA-256 (hex) of her offer link's token; the token itself is only in the e-mail. */
    offer_token_hash: text('offer_token_hash'),
  },
  (t) => [
    unique('waitlists_class_customer_unique').on(t.single_class_id, t.customer_id),
    index('waitlists_customer_idx').on(t.customer_id),
    uniqueIndex('waitlists_offer_token_unique').on(t.offer_token_hash).where(sql`${t.offer_token_hash} is not null`),
    index('waitlists_offer_expires_idx').on(t.offer_expires_at).where(sql`${t.offer_expires_at} is not null`),
  ],
);

/**
 * A booking ban after repeated no-shows (spec 4 'Penalty'): no reservation
 * until `end_date`. One given for a streak of no-shows (issue 16) records
 * what caused it: the no-show whose recording gave it
 * (`class_reservation_id`), and the starts of the first and last classes of
 * the streak (`no_shows_from`, `no_shows_until`): undoing one of her
 * no-shows between them lifts it when the rest no longer reach the limit,
 * and `lifted_at` says so (a lifted penalty punished nothing: its streak
 * counts again). Penalties the team writes have none.
 */
export const classReservationPenalties = pgTable(
  'class_reservation_penalties',
  {
    penalty_id: serial('penalty_id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.customer_id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    end_date: instant('end_date').notNull(),
    class_reservation_id: integer('class_reservation_id').references(() => classReservations.class_reservation_id, { onDelete: 'set null' }),
    no_shows_from: instant('no_shows_from'),
    no_shows_until: instant('no_shows_until'),
    /** When undoing a no-show at the desk lifted it (issue 16); null for one that stands or was ended by the team. */
    lifted_at: instant('lifted_at'),
    created_at: createdAt(),
  },
  (t) => [index('class_reservation_penalties_customer_idx').on(t.customer_id)],
);
