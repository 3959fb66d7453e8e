import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { classSpotLabels, type ClassReservation, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { correlated } from '../../db/correlated.js';
import { preparedOn } from '../../db/prepared.js';
import {
  classInstructors, classReservationPenalties, classReservations, classTypes, customSpotMaps, files, instructors, locations,
  singleClasses, singleClassTags, tags, waitlists,
} from '../../db/schema/index.js';
import { eventOf, type ReservationEvent } from '../../calendar/ics.js';
import type { CustomerRow } from '../shared/caller-customer.js';
import { classViewOf, type ClassRelated } from '../schedule/class-views.js';
import { settingsColumn } from '../shared/studio-config.js';
import { offerHoldsPlace } from './open-offers.js';
import { seenCreditsOf } from './payment.js';
import { spotMapsFor } from './spots.js';
import { reservationViewOf, type ReservationRow } from './views.js';

/** A JSON aggregate over a subquery, `[]` when it finds nothing. */
const jsonList = <T>(item: SQL, from: SQL): SQL<T[]> =>
  correlated(sql<T[]>`(select coalesce(json_agg(${item}), '[]'::json) ${from})`);

type CoachFact = ClassRelated['coaches'] extends Map<number, (infer C)[]> ? Omit<C, 'id'> : never;
type TagFact = { readonly tag_id: number; readonly name: string; readonly color: string | null };
type MineFact = { readonly class_reservation_id: number; readonly spot: string | null; readonly guest: string | null };
type SpotMapFact = { readonly rows: number; readonly columns: number; readonly spots: string };

const CLASS_ID = singleClasses.single_class_id;

/** The values a booking's facts are read for: the statement is built once (`preparedOn`) and only given these. */
const FACT_VALUES = { classId: sql.placeholder('classId'), customerId: sql.placeholder('customerId'), now: sql.placeholder('now') };

/**
 * Everything a booking decides on and answers with, about one class and
 * one customer, in one statement: the class with its type and location,
 * its coaches and tags, its live places' spots (in booking order), the
 * places offers keep for others (`offerHoldsPlace`), her live places and
 * her waitlist entry there, her running penalties, her credits (a lock is
 * not needed: `payForPlace` spends one only while its row is the version
 * read), the class type's custom spot maps and the studio's settings
 * (`settingsColumn`). Read with the class locked
 * (a statement of its own after the `FOR UPDATE`, so it sees every place
 * committed before the lock), it is what `reserveRefusal`, the spot, the
 * credit and the answer are decided on.
 */
const factsQuery = (db: Db) => {
  const { classId, customerId, now } = FACT_VALUES;
  return db
    .select({
      single: getTableColumns(singleClasses),
      type: { class_type_id: classTypes.class_type_id, name: classTypes.name, icon: classTypes.icon, spot_map: classTypes.spot_map },
      location: { location_id: locations.location_id, name: locations.name, address: locations.address },
      coaches: jsonList<CoachFact>(
        sql`json_build_object(
          'instructor', json_build_object('instructor_id', ${instructors.instructor_id}, 'name', ${instructors.name},
            'last_name', ${instructors.last_name}, 'nick_name', ${instructors.nick_name}),
          'file', case when ${files.file_id} is null then null else json_build_object('file_id', ${files.file_id},
            'name', ${files.name}, 'type', ${files.type}, 'src', ${files.src}) end) order by ${instructors.instructor_id}`,
        sql`from ${classInstructors} inner join ${instructors} on ${instructors.instructor_id} = ${classInstructors.instructor_id}
          left join ${files} on ${files.file_id} = ${instructors.file_id} where ${classInstructors.single_class_id} = ${CLASS_ID}`,
      ),
      tags: jsonList<TagFact>(
        sql`json_build_object('tag_id', ${tags.tag_id}, 'name', ${tags.name}, 'color', ${tags.color}) order by ${tags.tag_id}`,
        sql`from ${singleClassTags} inner join ${tags} on ${tags.tag_id} = ${singleClassTags.tag_id} where ${singleClassTags.single_class_id} = ${CLASS_ID}`,
      ),
      spots: jsonList<string | null>(
        sql`${classReservations.spot} order by ${classReservations.class_reservation_id}`,
        sql`from ${classReservations} where ${classReservations.single_class_id} = ${CLASS_ID} and ${classReservations.deleted_at} is null`,
      ),
      mine: jsonList<MineFact>(
        sql`json_build_object('class_reservation_id', ${classReservations.class_reservation_id}, 'spot', ${classReservations.spot},
          'guest', ${classReservations.guest}) order by ${classReservations.class_reservation_id}`,
        sql`from ${classReservations} where ${classReservations.single_class_id} = ${CLASS_ID}
          and ${classReservations.customer_id} = ${customerId} and ${classReservations.deleted_at} is null`,
      ),
      waitlistId: correlated(sql<number | null>`(select min(${waitlists.waitlist_id}) from ${waitlists}
        where ${waitlists.single_class_id} = ${CLASS_ID} and ${waitlists.customer_id} = ${customerId})`),
      offersHeld: correlated(sql<number>`(select count(*)::int from ${waitlists}
        where ${waitlists.single_class_id} = ${CLASS_ID} and ${offerHoldsPlace(customerId)})`),
      penalties: jsonList<{ end_date: string; reason: string | null }>(
        sql`json_build_object('end_date', ${classReservationPenalties.end_date}, 'reason', ${classReservationPenalties.reason})`,
        sql`from ${classReservationPenalties} where ${classReservationPenalties.customer_id} = ${customerId}
          and ${classReservationPenalties.end_date} > ${now}::timestamptz`,
      ),
      credits: correlated(seenCreditsOf(customerId)),
      spotMaps: jsonList<SpotMapFact>(
        sql`json_build_object('rows', ${customSpotMaps.rows}, 'columns', ${customSpotMaps.columns}, 'spots', ${customSpotMaps.spots})
          order by ${customSpotMaps.custom_spot_map_id}`,
        sql`from ${customSpotMaps} where ${spotMapsFor(singleClasses.class_type_id)}`,
      ),
      settings: settingsColumn(),
    })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .where(eq(CLASS_ID, classId));
};

/** A class and a customer as a booking reads them (`readBookingFacts`). */
export type BookingFacts = NonNullable<Awaited<ReturnType<typeof factsQuery>>[number]>;

/** `factsQuery` for one class and customer, built once and named; null when there is no such class. */
export const readBookingFacts = async (db: Db, classId: number, customerId: number, now: number): Promise<BookingFacts | null> => {
  const statement = preparedOn(db, 'booking_facts', () => factsQuery(db).prepare('booking_facts'));
  return (await statement.execute({ classId, customerId, now: new Date(now).toISOString() }))[0] ?? null;
};

/** Her running penalties as core's penalty rules read them. */
export const penaltiesOf = (facts: BookingFacts) =>
  facts.penalties.map((penalty) => ({ end_date: new Date(penalty.end_date), reason: penalty.reason }));

/** Whether she holds a live place of her own (not a guest's) in the class. */
export const holdsOwnPlaceIn = (facts: BookingFacts): boolean => facts.mine.some((place) => place.guest === null);

/** The places nobody else may take: live places and the offers kept for others (`placesHeld`). */
export const placesHeldIn = (facts: BookingFacts): number => facts.spots.length + facts.offersHeld;

/** The spot labels of the class's map (core's `classSpotLabels`), or null when no map is in use. */
export const spotLabelsIn = (facts: BookingFacts, config: StudioConfig): readonly string[] | null =>
  config.features.spotmap ? classSpotLabels(facts.type.spot_map, facts.spotMaps) : null;

/** The spots held by live places. */
export const spotsTakenIn = (facts: BookingFacts): Set<string> =>
  new Set(facts.spots.flatMap((spot) => (spot === null ? [] : [spot])));

/**
 * The reservation just booked as its owner reads it (`reservationView`),
 * from the facts read before it and the row written: the class card of the
 * schedule (`classViewOf`) with the new place, her places, and her waitlist
 * entry unless her own place took her off it.
 */
export const bookedView = (facts: BookingFacts, row: ReservationRow): ClassReservation => {
  const id = facts.single.single_class_id;
  const leftWaitlist = row.guest === null;
  const related: ClassRelated = {
    places: new Map([[id, [...facts.spots, row.spot].map((spot) => ({ spot }))]]),
    coaches: new Map([[id, facts.coaches.map((coach) => ({ id, ...coach }))]]),
    tags: new Map([[id, facts.tags.map((tag) => ({ id, ...tag }))]]),
    mine: new Map([[id, [...facts.mine, row].map(({ class_reservation_id, spot, guest }) => ({ id, class_reservation_id, spot, guest }))]]),
    waiting: new Map(facts.waitlistId === null || leftWaitlist ? [] : [[id, facts.waitlistId]]),
    offersHeld: new Map([[id, facts.offersHeld]]),
  };
  return reservationViewOf(row, classViewOf(facts, related, row.customer_id));
};

/** The reservation just booked as its calendar event (`eventOf`, as `reservationEvents` reads it). */
export const bookedEvent = (facts: BookingFacts, customer: CustomerRow, row: ReservationRow): ReservationEvent =>
  eventOf({
    reservationId: row.class_reservation_id, customerId: row.customer_id, customerEmail: customer.email, customerName: customer.name,
    singleClassId: facts.single.single_class_id, className: facts.type.name, start: facts.single.class_date,
    durationMinutes: facts.single.duration_minutes, locationName: facts.location.name, locationAddress: facts.location.address,
    spot: row.spot, guest: row.guest, deletedAt: row.deleted_at, createdAt: row.created_at,
    changedAt: facts.single.changed_at, classCancelledAt: facts.single.cancelled_at,
  }, facts.coaches.map((coach) => coach.instructor));
