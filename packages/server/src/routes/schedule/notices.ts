import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classInstructors, classReservations, classTypes, customers, instructors, locations, singleClasses } from '../../db/schema/index.js';
import type { AppServices } from '../../http/services.js';
import type { CustomerRecipient, NoticeClass } from '../../notify/notifier.js';
import { inIds } from './class-views.js';
import { coachNameOf } from './conflicts.js';

/** What telling customers needs of the request. */
export interface NoticeContext {
  readonly db: Db;
  readonly now: number;
  readonly origin: string;
  readonly services: Pick<AppServices, 'notifier'>;
}

/** A class as a notice names it, and what a change is judged by: its location and its coaches' ids. */
export interface ClassFacts extends NoticeClass {
  readonly location_id: number;
  readonly coach_ids: readonly number[];
}

/** The classes' facts as notices name them (type, start, location, coaches), by id, in two queries for all. */
export const classFactsOf = async (db: Db, ids: readonly number[]): Promise<Map<number, ClassFacts>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      single_class_id: singleClasses.single_class_id, class_date: singleClasses.class_date, location_id: singleClasses.location_id,
      name: classTypes.name, location: locations.name,
    })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .where(inIds(singleClasses.single_class_id, ids));
  const coaches = await db
    .select({ id: classInstructors.single_class_id, instructor_id: instructors.instructor_id, name: instructors.name, last_name: instructors.last_name, nick_name: instructors.nick_name })
    .from(classInstructors)
    .innerJoin(instructors, eq(instructors.instructor_id, classInstructors.instructor_id))
    .where(inIds(classInstructors.single_class_id, ids))
    .orderBy(asc(instructors.instructor_id));
  return new Map(rows.map((row) => {
    const own = coaches.filter((coach) => coach.id === row.single_class_id);
    return [row.single_class_id, { ...row, coaches: own.map(coachNameOf), coach_ids: own.map((coach) => coach.instructor_id) }];
  }));
};

/** Whether a customer who booked the class must hear of the change: its time, a coach or its location changed. */
export const changedForCustomers = (before: ClassFacts, after: ClassFacts): boolean =>
  before.class_date.getTime() !== after.class_date.getTime() ||
  before.location_id !== after.location_id ||
  before.coach_ids.length !== after.coach_ids.length ||
  before.coach_ids.some((id, index) => after.coach_ids[index] !== id);

/** The customers holding live places in each class (a customer with guests once), by class. */
export const bookedCustomers = async (db: Db, ids: readonly number[]): Promise<Map<number, Map<number, CustomerRecipient>>> => {
  const byClass = new Map<number, Map<number, CustomerRecipient>>();
  if (ids.length === 0) return byClass;
  const rows = await db
    .selectDistinct({ id: classReservations.single_class_id, customer_id: customers.customer_id, email: customers.email, name: customers.name })
    .from(classReservations)
    .innerJoin(customers, eq(customers.customer_id, classReservations.customer_id))
    .where(and(inIds(classReservations.single_class_id, ids), isNull(classReservations.deleted_at)));
  for (const row of rows) {
    const people = byClass.get(row.id) ?? new Map<number, CustomerRecipient>();
    people.set(row.customer_id, { customer_id: row.customer_id, email: row.email, name: row.name });
    byClass.set(row.id, people);
  }
  return byClass;
};

/** The customers of these ids, to tell. */
export const recipientsOf = async (db: Db, ids: readonly number[]): Promise<Map<number, CustomerRecipient>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ customer_id: customers.customer_id, email: customers.email, name: customers.name })
    .from(customers)
    .where(inIds(customers.customer_id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.customer_id, { customer_id: row.customer_id, email: row.email, name: row.name }]));
};

/** Groups `items` by customer, in the order customers first appear. */
export const byCustomer = <T>(items: readonly { customerId: number; item: T }[]): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const { customerId, item } of items) groups.set(customerId, [...(groups.get(customerId) ?? []), item]);
  return groups;
};

/** Where a notice sends her: her reservations in the member area. */
export const memberLink = (origin: string): string => `${origin}/mystudio`;

/** A notice's class without the facts only changes are judged by. */
export const noticeClass = ({ location_id: _location, coach_ids: _coaches, ...notice }: ClassFacts): NoticeClass => notice;
