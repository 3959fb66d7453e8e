import type { Random } from '../../../packages/server/src/db/seed/random.js';
import type { classReservations, waitlists } from '../../../packages/server/src/db/schema/index.js';
import type { PlannedClass } from './catalogue.plan.js';
import { planCustomers, type BenchPerson, type CustomersPlan } from './customers.plan.js';
import { BUSY_STUDIO } from './shape.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The customers of the busy studio, their credits and their places, with explicit ids. */
export interface PeoplePlan extends Omit<CustomersPlan, 'people'> {
  readonly reservations: (typeof classReservations.$inferInsert)[];
  readonly waitlists: (typeof waitlists.$inferInsert)[];
  /** The signed-in caller of the schedule benchmark, with places in the benchmarked week. */
  readonly reader: BenchPerson;
  /** The clients of the write benchmark, one credit of `writerCredits` classes each. */
  readonly writers: readonly BenchPerson[];
}

const placesOfWeek = (classes: readonly PlannedClass[], week: number) =>
  classes.filter((one) => one.week === week).reduce((sum, one) => sum + one.row.capacity, 0);

/**
 * Reservations per week: the benchmarked week and the next at their fill,
 * the rest spread evenly over the past weeks, the week after next empty.
 */
const perWeek = (classes: readonly PlannedClass[]): Map<number, number> => {
  const counts = new Map<number, number>();
  counts.set(0, Math.round(placesOfWeek(classes, 0) * BUSY_STUDIO.benchedWeekFill));
  counts.set(1, Math.round(placesOfWeek(classes, 1) * BUSY_STUDIO.nextWeekFill));
  const past = BUSY_STUDIO.reservations - (counts.get(0) ?? 0) - (counts.get(1) ?? 0);
  for (let week = -BUSY_STUDIO.weeksBefore; week < 0; week += 1) {
    const share = Math.floor(past / BUSY_STUDIO.weeksBefore) + (week === -1 ? past % BUSY_STUDIO.weeksBefore : 0);
    counts.set(week, Math.min(share, placesOfWeek(classes, week)));
  }
  return counts;
};

interface Place {
  readonly planned: PlannedClass;
  readonly spot: number;
}

/** Fills `count` random places of a week, each with a customer not yet in that class (the reader first, when asked). */
const fillWeek = (
  classes: readonly PlannedClass[], week: number, count: number,
  context: { random: Random; now: number; holders: Map<number, Set<number>>; firstCustomers: readonly number[] },
) => {
  const { random, now, holders } = context;
  const places: Place[] = classes
    .filter((one) => one.week === week)
    .flatMap((planned) => Array.from({ length: planned.row.capacity }, (_, index) => ({ planned, spot: index + 1 })));
  return random.sample(places, count).map(({ planned, spot }, index) => {
    const classId = planned.row.single_class_id;
    const inClass = holders.get(classId) ?? new Set<number>();
    holders.set(classId, inClass);
    let customerId = context.firstCustomers[index] ?? random.int(1, BUSY_STUDIO.customers);
    while (inClass.has(customerId)) customerId = random.int(1, BUSY_STUDIO.customers);
    inClass.add(customerId);
    const start = planned.row.class_date.getTime();
    return {
      single_class_id: classId,
      customer_id: customerId,
      spot: String(spot),
      attend: start < now ? random.chance(0.9) : null,
      created_at: new Date(Math.min(start - random.int(1, 10) * DAY, now - random.int(1, 600) * MINUTE)),
    };
  });
};

const waitlistsOf = (classes: readonly PlannedClass[], reader: BenchPerson, random: Random, holders: Map<number, Set<number>>) => {
  const upcoming = classes.filter((one) => one.week === 0 || one.week === 1);
  const entries = new Map<string, { single_class_id: number; customer_id: number }>();
  const add = (classId: number, customerId: number) => {
    if (holders.get(classId)?.has(customerId)) return;
    entries.set(`${classId}:${customerId}`, { single_class_id: classId, customer_id: customerId });
  };
  const readerClass = upcoming.find((one) => one.week === 0 && !holders.get(one.row.single_class_id)?.has(reader.customerId));
  if (readerClass) add(readerClass.row.single_class_id, reader.customerId);
  while (entries.size < BUSY_STUDIO.waitlists) add(random.pick(upcoming).row.single_class_id, random.int(1, BUSY_STUDIO.customers));
  return [...entries.values()];
};

/**
 * The customers (`planCustomers`), 20,000 reservations on the classes and a
 * few waitlist entries. Writers get a large balance; the reader holds
 * places in the benchmarked week and waits for one class.
 */
export const planPeople = (classes: readonly PlannedClass[], random: Random, now: number): PeoplePlan => {
  const { people, ...customers } = planCustomers(random, now);
  const writers = people.slice(0, BUSY_STUDIO.writers);
  const reader = people[BUSY_STUDIO.writers];
  if (!reader) throw new Error('The busy studio has no customer beyond the writers');
  const holders = new Map<number, Set<number>>();
  const reservations = [...perWeek(classes)].flatMap(([week, count]) =>
    fillWeek(classes, week, count, {
      random, now, holders,
      firstCustomers: week === 0 ? Array.from({ length: BUSY_STUDIO.readerPlaces }, () => reader.customerId) : [],
    }));
  return {
    ...customers,
    reservations: reservations.map((row, index) => ({ class_reservation_id: index + 1, ...row })),
    waitlists: waitlistsOf(classes, reader, random, holders).map((row, index) => ({ waitlist_id: index + 1, ...row })),
    reader,
    writers,
  };
};
