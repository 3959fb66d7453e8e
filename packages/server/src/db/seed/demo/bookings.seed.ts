import { DateTime } from 'luxon';
import { classReservationPenalties, classReservations, waitlists } from '../../schema/index.js';
import type { Random } from '../random.js';
import { batches, type Tx } from '../types.js';
import { pickFullClasses, pickMemberBookings } from './bookings.plan.js';
import type { DemoPeople } from './people.seed.js';
import type { DemoCredits } from './purchases.seed.js';
import type { SeededClass } from './schedule.seed.js';

type ReservationRow = typeof classReservations.$inferInsert;

interface BookingContext {
  readonly now: Date;
  readonly random: Random;
  readonly people: DemoPeople;
  readonly credits: DemoCredits;
}

/** Hands out the spots of classes whose room has a spot map ('1', '2', …), none twice. */
const spotKeeper = () => {
  const next = new Map<number, number>();
  return (seeded: SeededClass): string | null => {
    if (!seeded.type.spotMap) return null;
    const spot = (next.get(seeded.id) ?? 0) + 1;
    next.set(seeded.id, spot);
    return String(spot);
  };
};

const bookedAt = (seeded: SeededClass, now: Date): Date =>
  new Date(Math.min(now.getTime(), DateTime.fromJSDate(seeded.start).minus({ days: 3 }).toMillis()));

const memberRows = (context: BookingContext, spotOf: (c: SeededClass) => string | null, picks: ReturnType<typeof pickMemberBookings<SeededClass>>) => {
  const { people, credits, now } = context;
  const row = (seeded: SeededClass, extra: Partial<ReservationRow> = {}): ReservationRow => ({
    single_class_id: seeded.id, customer_id: people.member, available_class_id: credits.member, spot: spotOf(seeded),
    created_at: bookedAt(seeded, now), ...extra,
  });
  const [rated, unrated] = picks.attended;
  return [
    row(rated, { attend: true, class_stars: 5, coach_stars: 5, comment: '¡Excelente clase! La música estuvo increíble.' }),
    row(unrated, { attend: true }),
    row(picks.cancelled, { deleted_at: DateTime.fromJSDate(picks.cancelled.start).minus({ days: 2 }).toJSDate() }),
    row(picks.upcoming),
    row(picks.upcomingWithGuest),
    row(picks.upcomingWithGuest, { guest: 'María Fernanda' }),
  ];
};

/** Regulars booked into a class: `count` of them, attending (mostly) when the class is past. */
const regularRows = (context: BookingContext, seeded: SeededClass, count: number, spotOf: (c: SeededClass) => string | null): ReservationRow[] => {
  const { people, credits, now, random } = context;
  const past = seeded.start < now;
  return random.sample(people.regulars.map((id, index) => ({ id, index })), count).map(({ id, index }) => ({
    single_class_id: seeded.id, customer_id: id, available_class_id: credits.regulars[index] ?? null,
    spot: spotOf(seeded), attend: past ? random.chance(0.9) : null, created_at: bookedAt(seeded, now),
  }));
};

/**
 * Reservations: socia's, one full class a week (capacity reached, two people on
 * its waitlist when it is still ahead, and socia on the furthest one's), and a
 * partial fill everywhere else that always leaves a place free. Plus one
 * expired no-show penalty.
 */
export const seedBookings = async (tx: Tx, classes: readonly SeededClass[], context: BookingContext): Promise<void> => {
  const { now, random, people } = context;
  const spotOf = spotKeeper();
  const picks = pickMemberBookings(classes, now, random);
  const mine = new Set<SeededClass>([...picks.attended, picks.cancelled, picks.upcoming, picks.upcomingWithGuest]);
  const full = new Set(pickFullClasses(classes, mine, now, random));
  const rows: ReservationRow[] = memberRows(context, spotOf, picks);
  for (const seeded of classes) {
    const held = rows.filter((row) => row.single_class_id === seeded.id && !row.deleted_at).length;
    const free = seeded.capacity - held;
    const count = full.has(seeded) ? free : random.int(0, Math.floor((free - 1) * (seeded.event ? 0.5 : 0.6)));
    rows.push(...regularRows(context, seeded, count, spotOf));
  }
  for (const batch of batches(rows)) await tx.insert(classReservations).values(batch);

  const waiting = [...full].filter((seeded) => seeded.start > now);
  const booked = new Set(rows.map((row) => `${row.single_class_id}:${row.customer_id}`));
  const waitRows = waiting.flatMap((seeded) =>
    people.regulars
      .filter((id) => !booked.has(`${seeded.id}:${id}`))
      .slice(0, 2)
      .map((customer_id) => ({ single_class_id: seeded.id, customer_id, created_at: bookedAt(seeded, now) })),
  );
  // socia waits for the furthest full class, so 'Mis Listas de Espera' has an entry and nearer classes stay free for tests.
  const furthest = waiting.at(-1);
  if (furthest) waitRows.push({ single_class_id: furthest.id, customer_id: people.member, created_at: bookedAt(furthest, now) });
  if (waitRows.length > 0) await tx.insert(waitlists).values(waitRows);
  const at = (days: number) => DateTime.fromJSDate(now).minus({ days }).toJSDate();
  await tx.insert(classReservationPenalties).values({
    customer_id: people.regulars[0] as number, reason: 'Tres inasistencias consecutivas.', end_date: at(10), created_at: at(17),
  });
};
