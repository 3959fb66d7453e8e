import { numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * An instant (timestamptz). Every moment is stored as an instant and shown in the
 * studio's time zone, never as a wall-clock time without zone.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at`, set by the database when the caller gives none. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** `updated_at`, refreshed by Drizzle on every update through it. */
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * An amount of money in MXN, numeric(10,2). Drizzle returns it as a string
 * ('1200.00') so no cents are lost to floating point; convert at the edge.
 */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
