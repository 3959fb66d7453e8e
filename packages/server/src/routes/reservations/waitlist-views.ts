import type { Waitlist } from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { waitlists } from '../../db/schema/index.js';
import { classesById } from './views.js';

/** A waitlist row. */
export type WaitlistRow = typeof waitlists.$inferSelect;

/** Waitlist entries with their classes (spec 3, Waitlist), in the order of `rows`; `viewer` is the customer reading them. */
export const waitlistViews = async (db: Db, rows: readonly WaitlistRow[], viewer: number | null): Promise<Waitlist[]> => {
  const classes = await classesById(db, rows.map((row) => row.single_class_id), viewer);
  return rows.map((row) => {
    const singleClass = classes.get(row.single_class_id);
    if (!singleClass) throw new Error(`The class ${row.single_class_id} of a waitlist entry was not loaded`);
    return {
      waitlist_id: row.waitlist_id,
      single_class_id: row.single_class_id,
      customer_id: row.customer_id,
      createdAt: row.created_at.toISOString(),
      single_class: singleClass,
    };
  });
};

/** One entry with its class, as its owner reads it. */
export const waitlistView = async (db: Db, row: WaitlistRow): Promise<Waitlist> => {
  const [view] = await waitlistViews(db, [row], row.customer_id);
  if (!view) throw new Error('A waitlist view was not built');
  return view;
};
