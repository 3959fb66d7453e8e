import { and, asc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ClassPlace, ClassRosterPlace, isFull, placesLeft, ScheduleResponse, SingleClassResponse, type SingleClass,
} from '@estudio/core';
import { classReservations, customers } from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE } from '../../src/db/seed/demo/index.js';
import { makeClass, makeCustomers, teamTokens, tokenOf, type TestCustomer } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

/** Who reads the schedule: `team` callers get the roster, the others only the spots. */
type Reader = { readonly name: string; readonly token: () => string | undefined; readonly team: boolean };

/** One place written straight into a class: with a spot, as a guest, cancelled. */
interface PlaceCase {
  readonly spot: boolean;
  readonly guest: boolean;
  readonly cancelled: boolean;
}

/** A class of its own (capacity `capacity`) holding `places`: own places by distinct customers, guests booked by the first. */
const classWith = async (h: Harness, people: readonly TestCustomer[], places: readonly PlaceCase[], capacity: number) => {
  const single = await makeClass(h, { capacity, inHours: 30 });
  for (const [index, place] of places.entries()) {
    const booker = place.guest ? people[0] : people[index];
    if (!booker) throw new Error('Not enough customers for the case');
    await h.db.insert(classReservations).values({
      single_class_id: single.single_class_id,
      customer_id: booker.customerId,
      spot: place.spot ? `S${index + 1}` : null,
      guest: place.guest ? `Invitada ${index + 1}` : null,
      is_cash: index % 2 === 1,
      is_paid: index % 3 !== 1,
      deleted_at: place.cancelled ? new Date(h.clock.now()) : null,
    });
  }
  return single;
};

const liveRows = (h: Harness, classId: number) =>
  h.db.select().from(classReservations)
    .where(and(eq(classReservations.single_class_id, classId), isNull(classReservations.deleted_at)))
    .orderBy(asc(classReservations.class_reservation_id));

/** The class as GET /single_class (its studio day) and GET /single_class/single/:id answer it to `reader`. */
const readBoth = async (h: Harness, classId: number, classDate: Date, reader: Reader): Promise<SingleClass[]> => {
  const day = DateTime.fromJSDate(classDate, { zone: DEMO_TIME_ZONE }).toISODate();
  const token = reader.token();
  const list = await h.request('GET', `/api/single_class?start_date=${day}&end_date=${day}`, { token });
  expect(list.status, list.text).toBe(200);
  const inList = ScheduleResponse.parse(list.body).days.flatMap((d) => d.classes).find((c) => c.single_class_id === classId);
  const one = await h.request('GET', `/api/single_class/single/${classId}`, { token });
  expect(one.status, one.text).toBe(200);
  if (!inList) throw new Error('The class is not on its day');
  return [inList, SingleClassResponse.parse(one.body).single_class];
};

/** What every reader must find: as many entries as places taken, so both ways of counting leave the same places. */
const expectCountsAgree = (seen: SingleClass, live: number) => {
  expect(seen.reservation_count).toBe(live);
  expect(seen.class_reservations).toHaveLength(seen.reservation_count);
  const byList = { capacity: seen.capacity, reservationCount: seen.class_reservations.length };
  const byCount = { capacity: seen.capacity, reservationCount: seen.reservation_count };
  expect(placesLeft(byList)).toBe(placesLeft(byCount));
  expect(isFull(byList)).toBe(isFull(byCount));
};

/** The entries are the live rows in booking order: the roster for the team, only the spot for anyone else. */
const expectEntriesOf = (seen: SingleClass, rows: Awaited<ReturnType<typeof liveRows>>, team: boolean) => {
  expect(seen.class_reservations.map((entry) => entry.spot)).toEqual(rows.map((row) => row.spot));
  for (const entry of seen.class_reservations) {
    if (team) expect(ClassRosterPlace.safeParse(entry).success).toBe(true);
    else {
      expect(ClassPlace.safeParse(entry).success).toBe(true);
      expect(Object.keys(entry)).toEqual(['spot']);
    }
  }
  if (team) {
    expect(seen.class_reservations.map((entry) => 'class_reservation_id' in entry && entry.class_reservation_id))
      .toEqual(rows.map((row) => row.class_reservation_id));
  }
};

const CASES: readonly { readonly name: string; readonly capacity: number; readonly places: readonly PlaceCase[] }[] = [
  { name: 'an empty class', capacity: 3, places: [] },
  { name: 'a place without a spot', capacity: 3, places: [{ spot: false, guest: false, cancelled: false }] },
  { name: 'a place with a spot', capacity: 3, places: [{ spot: true, guest: false, cancelled: false }] },
  {
    name: 'a customer and her guest (a place each)', capacity: 3,
    places: [{ spot: false, guest: false, cancelled: false }, { spot: false, guest: true, cancelled: false }],
  },
  {
    name: 'a cancelled place (not counted)', capacity: 3,
    places: [{ spot: true, guest: false, cancelled: true }, { spot: false, guest: false, cancelled: false }],
  },
  {
    name: 'a full class mixing spots, guests and none', capacity: 3,
    places: [
      { spot: true, guest: false, cancelled: false }, { spot: false, guest: true, cancelled: false },
      { spot: true, guest: true, cancelled: false }, { spot: false, guest: false, cancelled: true },
    ],
  },
  {
    name: 'more places than the capacity (lowered by hand)', capacity: 1,
    places: [{ spot: false, guest: false, cancelled: false }, { spot: false, guest: false, cancelled: false }],
  },
];

onEachDatabase('class_reservations on the schedule (spec 3, Single class)', (h) => {
  const team = teamTokens(h);
  let people: TestCustomer[];
  let customerToken = '';
  beforeAll(async () => {
    people = await makeCustomers(h().db, 8);
    const [reader] = await makeCustomers(h().db, 1);
    if (!reader) throw new Error('No reader');
    customerToken = await tokenOf(h(), reader);
  });
  const readers: readonly Reader[] = [
    { name: 'anonymous', token: () => undefined, team: false },
    { name: 'a customer', token: () => customerToken, team: false },
    { name: 'the front desk', token: () => team.staff, team: true },
    { name: 'an admin', token: () => team.admin, team: true },
  ];

  describe('capacity − class_reservations.length leaves what reservation_count leaves', () => {
    for (const { name, capacity, places } of CASES) {
      it(name, async () => {
        const single = await classWith(h(), people, places, capacity);
        const rows = await liveRows(h(), single.single_class_id);
        expect(rows).toHaveLength(places.filter((place) => !place.cancelled).length);
        for (const reader of readers) {
          for (const seen of await readBoth(h(), single.single_class_id, single.class_date, reader)) {
            expectCountsAgree(seen, rows.length);
            expectEntriesOf(seen, rows, reader.team);
          }
        }
      });
    }
  });

  it('holds for any mix of places, for every reader (property)', async () => {
    const place = fc.record({ spot: fc.boolean(), guest: fc.boolean(), cancelled: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(place, { maxLength: 8 }), fc.integer({ min: 0, max: 8 }), async (places, capacity) => {
        const single = await classWith(h(), people, places, capacity);
        const rows = await liveRows(h(), single.single_class_id);
        for (const reader of readers) {
          for (const seen of await readBoth(h(), single.single_class_id, single.class_date, reader)) {
            expectCountsAgree(seen, rows.length);
            expectEntriesOf(seen, rows, reader.team);
          }
        }
      }),
      { numRuns: 12 },
    );
  });

  it('shows the team who holds each place, and the public and customers no one', async () => {
    const [booker] = people;
    if (!booker) throw new Error('No booker');
    const single = await classWith(h(), people, [
      { spot: true, guest: false, cancelled: false }, { spot: false, guest: true, cancelled: false },
    ], 5);
    const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, booker.customerId));
    const rows = await liveRows(h(), single.single_class_id);
    const expected = rows.map((one) => ({
      class_reservation_id: one.class_reservation_id, customer_id: booker.customerId,
      name: row?.name, last_name: row?.last_name, email: booker.email,
      spot: one.spot, guest: one.guest, is_cash: one.is_cash, is_paid: one.is_paid, attend: one.attend,
    }));
    expect(expected.map((one) => one.guest)).toEqual([null, 'Invitada 2']);
    for (const reader of readers) {
      const token = reader.token();
      const one = await h().request('GET', `/api/single_class/single/${single.single_class_id}`, { token });
      const seen = SingleClassResponse.parse(one.body).single_class;
      if (reader.team) {
        expect(seen.class_reservations, reader.name).toEqual(expected);
      } else {
        expect(seen.class_reservations, reader.name).toEqual([{ spot: 'S1' }, { spot: null }]);
        for (const secret of [booker.email, 'Invitada', 'customer_id', 'class_reservation_id']) {
          expect(one.text, `${reader.name} sees ${secret}`).not.toContain(secret);
        }
      }
    }
  });

  it("keeps a customer's own places in `mine`, and shows her no one else's identity", async () => {
    const { token } = await h().signIn(DEMO.socia);
    // Her demo places lie between 10 days ago and a week ahead: ask for all of them, not this week's (which may hold none on some days).
    const today = DateTime.fromMillis(h().clock.now(), { zone: DEMO_TIME_ZONE });
    const range = `start_date=${today.minus({ days: 11 }).toISODate()}&end_date=${today.plus({ days: 8 }).toISODate()}`;
    const answer = await h().request('GET', `/api/single_class?${range}`, { token });
    const classes = ScheduleResponse.parse(answer.body).days.flatMap((day) => day.classes);
    expect(classes.some((one) => (one.mine?.reservations.length ?? 0) > 0)).toBe(true);
    for (const one of classes) {
      expect(one.class_reservations).toHaveLength(one.reservation_count);
      for (const entry of one.class_reservations) expect(Object.keys(entry)).toEqual(['spot']);
    }
    expect(answer.text).not.toContain(DEMO.nueva);
  });
});
