import { DateTime } from 'luxon';
import type { AvailableClass, CustomSpotMap, ReservationPenalty } from '../api/schemas/catalogue.schemas.js';
import type { ClassInstructor } from '../api/schemas/schedule.schemas.js';
import { parseStudioConfig } from '../config/index.js';
import type { FakeReservation, FakeSingleClass, FakeWaitlistEntry } from './fake-api.booking-state.js';
import type { FakeApi } from './fake-api.js';
import { LIVE_RESERVATION } from './class-fixture.js';
import { DEMO_MEMBER_FIRST_ID, demoCustomerIds, demoFixtures } from './demo-fixtures.js';

/**
 * The demo's named classes, each showing one state of the calendar or of
 * 'Mis Reservaciones'. Times are whole hours from the clock's now (at the
 * default FAKE_CLOCK_START, Monday 09:00 in Mexico City), so each keeps its
 * state whatever the clock says.
 */
export const DEMO_CLASS_IDS = {
  /** Now − 3 days: the socia attended and rated it (stars shown). */
  rated: 1,
  /** Now − 2 days: the socia did not come ('No Asistí'). */
  noShow: 2,
  /** Now − 1 day: the socia attended, not rated yet ('Calificar'). */
  attended: 3,
  /** Now + 3 h: the socia reserved, inside the 12-hour cancel window (late cancel, no refund). */
  startingSoon: 4,
  /** Now + 1 day − 2 h: Cycling, spot map '4,4,4' (spots '1' to '12'), spots '1' and '6' taken. */
  spotMap: 5,
  /** Now + 1 day: the socia reserved (cancelling refunds the credit). */
  upcoming: 6,
  /** Now + 1 day + 9 h: full (capacity 4), the socia on its waitlist. */
  full: 7,
  /** Now + 2 days − 2 h: capacity 6 with 5 taken ('1 lugar'). */
  lastPlace: 8,
  /** Now + 2 days + 3 h: the socia's cancelled reservation. */
  cancelled: 9,
  /** Now + 2 days + 9 h: Pilates Reformer, the custom spot map, 'A1' and 'B2' taken. */
  customSpotMap: 10,
  /** Now + 3 days + 10 h: sold as a package ('Comprar'). */
  packageBound: 11,
  /** Now + 4 days: the socia's cash booking, not paid yet ('Pago en Efectivo Incompleto'). */
  cashUnpaid: 12,
} as const;

/** The socia's reservations, by the state they show. */
export const DEMO_RESERVATION_IDS = {
  rated: 1,
  noShow: 2,
  attended: 3,
  startingSoon: 4,
  upcoming: 5,
  cancelled: 6,
  cashUnpaid: 7,
} as const;

/** The socia's credits: 5 classes for a month, and 2 that expire in two days (spent first). */
export const DEMO_CREDIT_IDS = { fivePack: 1, expiringSoon: 2 } as const;

/** The socia's waitlist entry, on the full class. */
export const DEMO_WAITLIST_ID = 1;

/** The custom spot map, assigned to Pilates Reformer. */
export const DEMO_SPOT_MAP_ID = 1;

/** The first id of the ordinary classes (two a day, from 3 days ago to 7 days ahead). */
export const DEMO_FILLER_CLASS_FIRST_ID = 100;

/** The demo's classes and bookings, as `createFakeApi` takes them. */
export interface DemoSchedule {
  readonly singleClasses: FakeSingleClass[];
  readonly reservations: FakeReservation[];
  readonly waitlists: FakeWaitlistEntry[];
  readonly credits: AvailableClass[];
  readonly penalties: ReservationPenalty[];
  readonly spotMaps: CustomSpotMap[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number): string => new Date(ms).toISOString();

const [polanco, condesa] = demoFixtures.locations;
const coachOf = (id: number): ClassInstructor => {
  const coach = demoFixtures.instructors.find((i) => i.instructor_id === id);
  if (coach === undefined) throw new Error(`The demo has no coach ${id}`);
  const { instructor_id, name, last_name, nick_name, file } = coach;
  return { instructor: { instructor_id, name, last_name, nick_name, file } };
};
const ana = coachOf(1);
const carlos = coachOf(2);

/** The class types as the calendar reads them; Cycling has its room as row sizes. */
const SPOT_MAPS: Record<number, string> = { 4: '4,4,4' };
const typeOf = (id: number) => {
  const type = demoFixtures.classTypes.find((t) => t.class_type_id === id);
  if (type === undefined) throw new Error(`The demo has no class type ${id}`);
  return { class_type_id: id, name: type.name, icon: type.icon, spot_map: SPOT_MAPS[id] ?? null };
};

interface ClassSpec {
  readonly id: number;
  readonly at: number;
  readonly type: number;
  readonly coach: ClassInstructor;
  readonly location: 0 | 1;
  readonly capacity: number;
  readonly packageId?: number;
}

const single = ({ id, at, type, coach, location, capacity, packageId }: ClassSpec): FakeSingleClass => {
  const place = location === 0 ? polanco : condesa;
  if (place === undefined) throw new Error('The demo needs two locations');
  return {
    single_class_id: id,
    class_date: iso(at),
    duration_minutes: type === 4 ? 45 : 60,
    description: packageId === undefined ? null : 'Clase especial con música en vivo. Se compra como paquete.',
    capacity,
    class_type: typeOf(type),
    class_instructors: [coach],
    location: place,
    location_id: place.location_id,
    class_package_id: packageId ?? null,
    class_category_id: null,
    tags: type === 1 ? [{ tag_id: 1, name: 'Principiantes', color: '#6b9080' }] : [],
    icon: null,
  };
};

/** The named classes, placed by hours from the start of the current hour. */
const namedClasses = (hour: number): FakeSingleClass[] => {
  const at = (days: number, hours = 0) => hour + days * DAY + hours * HOUR;
  const c = DEMO_CLASS_IDS;
  return [
    single({ id: c.rated, at: at(-3), type: 1, coach: ana, location: 0, capacity: 12 }),
    single({ id: c.noShow, at: at(-2), type: 3, coach: carlos, location: 1, capacity: 12 }),
    single({ id: c.attended, at: at(-1), type: 1, coach: ana, location: 0, capacity: 12 }),
    single({ id: c.startingSoon, at: at(0, 3), type: 3, coach: ana, location: 1, capacity: 12 }),
    single({ id: c.spotMap, at: at(1, -2), type: 4, coach: carlos, location: 0, capacity: 12 }),
    single({ id: c.upcoming, at: at(1), type: 1, coach: ana, location: 0, capacity: 12 }),
    single({ id: c.full, at: at(1, 9), type: 3, coach: carlos, location: 1, capacity: 4 }),
    single({ id: c.lastPlace, at: at(2, -2), type: 1, coach: ana, location: 1, capacity: 6 }),
    single({ id: c.cancelled, at: at(2, 3), type: 3, coach: carlos, location: 0, capacity: 12 }),
    single({ id: c.customSpotMap, at: at(2, 9), type: 2, coach: ana, location: 0, capacity: 8 }),
    single({ id: c.packageBound, at: at(3, 10), type: 5, coach: carlos, location: 1, capacity: 20, packageId: 6 }),
    single({ id: c.cashUnpaid, at: at(4), type: 4, coach: carlos, location: 1, capacity: 12 }),
  ];
};

/** Two ordinary classes a day, 08:00 Yoga in Polanco and 20:00 Barre in Condesa (studio time), days −3 to +7. */
const fillerClasses = (now: number, zone: string): FakeSingleClass[] => {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  return Array.from({ length: 11 }, (_, index) => today.plus({ days: index - 3 })).flatMap((day, index) => [
    single({ id: DEMO_FILLER_CLASS_FIRST_ID + 2 * index, at: day.set({ hour: 8 }).toMillis(), type: 1, coach: ana, location: 0, capacity: 12 }),
    single({ id: DEMO_FILLER_CLASS_FIRST_ID + 2 * index + 1, at: day.set({ hour: 20 }).toMillis(), type: 3, coach: carlos, location: 1, capacity: 12 }),
  ]);
};

const reservation = (
  id: number,
  classId: number,
  customerId: number,
  fields: Partial<FakeReservation> & { readonly createdAt: string },
): FakeReservation => ({
  class_reservation_id: id,
  single_class_id: classId,
  customer_id: customerId,
  ...LIVE_RESERVATION,
  available_class_id: null,
  ...fields,
});

/** The socia's reservations, one per state of 'Mis Reservaciones'. */
const sociaReservations = (now: number): FakeReservation[] => {
  const r = DEMO_RESERVATION_IDS;
  const c = DEMO_CLASS_IDS;
  const socia = demoCustomerIds.socia;
  const booked = { createdAt: iso(now - 5 * DAY), available_class_id: DEMO_CREDIT_IDS.fivePack };
  return [
    reservation(r.rated, c.rated, socia, { ...booked, attend: true, class_stars: 4, coach_stars: 5, comment: '¡Muy buena clase!' }),
    reservation(r.noShow, c.noShow, socia, { ...booked, attend: false }),
    reservation(r.attended, c.attended, socia, { ...booked, attend: true }),
    reservation(r.startingSoon, c.startingSoon, socia, { ...booked, available_class_id: DEMO_CREDIT_IDS.expiringSoon }),
    reservation(r.upcoming, c.upcoming, socia, { ...booked, available_class_id: DEMO_CREDIT_IDS.expiringSoon }),
    reservation(r.cancelled, c.cancelled, socia, { ...booked, deletedAt: iso(now - DAY) }),
    reservation(r.cashUnpaid, c.cashUnpaid, socia, { createdAt: iso(now - DAY), is_cash: true, is_paid: false, spot: '3' }),
  ];
};

/** The other members' places: the full class, the last place, and taken spots. */
const memberReservations = (now: number): FakeReservation[] => {
  const member = (n: number) => DEMO_MEMBER_FIRST_ID + n;
  const c = DEMO_CLASS_IDS;
  const places: [number, number, string | null][] = [
    ...[0, 1, 2, 3].map((n): [number, number, string | null] => [c.full, member(n), null]),
    ...[0, 1, 2, 3, 4].map((n): [number, number, string | null] => [c.lastPlace, member(n), null]),
    [c.spotMap, member(0), '1'],
    [c.spotMap, member(1), '6'],
    [c.customSpotMap, member(2), 'A1'],
    [c.customSpotMap, member(3), 'B2'],
  ];
  return places.map(([classId, customerId, spot], index) =>
    reservation(100 + index, classId, customerId, { createdAt: iso(now - 2 * DAY), spot }),
  );
};

/** Pilates Reformer's room: 2 rows of 5, the column at 'A3' not bookable. */
const reformerRoom = (): CustomSpotMap => {
  const spots = ['A', 'B'].flatMap((row) =>
    [1, 2, 3, 4, 5].map((column) => ({ label: `${row}${column}`, selectable: `${row}${column}` !== 'A3' })),
  );
  return {
    custom_spot_map_id: DEMO_SPOT_MAP_ID,
    name: 'Sala de reformers',
    rows: 2,
    columns: 5,
    spots: JSON.stringify(spots),
    class_type_id: 2,
    class_types: '2',
    class_type_ids: [2],
  };
};

const sociaCredits = (now: number): AvailableClass[] => [
  {
    available_class_id: DEMO_CREDIT_IDS.fivePack,
    customer_id: demoCustomerIds.socia,
    purchase_id: 1,
    class_type_id: null,
    class_types: null,
    allowed_times: null,
    available_classes: 5,
    expiration_date: iso(now + 30 * DAY),
  },
  {
    available_class_id: DEMO_CREDIT_IDS.expiringSoon,
    customer_id: demoCustomerIds.socia,
    purchase_id: null,
    class_type_id: null,
    class_types: null,
    allowed_times: null,
    available_classes: 2,
    expiration_date: iso(now + 2 * DAY),
  },
];

/**
 * The demo studio's classes and bookings around `now`: named classes for
 * every calendar state (DEMO_CLASS_IDS) among two ordinary classes a day
 * from 3 days ago to 7 days ahead, at both locations with two coaches; the
 * socia's reservations, credits and waitlist entry; other members filling
 * the full class; the custom spot map. No penalty: add one with `addDemoPenalty`.
 */
export const demoSchedule = (now: number, zone: string = parseStudioConfig(demoFixtures.config).rules.timezone): DemoSchedule => {
  const hour = DateTime.fromMillis(now, { zone }).startOf('hour').toMillis();
  return {
    singleClasses: [...namedClasses(hour), ...fillerClasses(now, zone)],
    reservations: [...sociaReservations(now), ...memberReservations(now)],
    waitlists: [
      { waitlist_id: DEMO_WAITLIST_ID, single_class_id: DEMO_CLASS_IDS.full, customer_id: demoCustomerIds.socia, createdAt: iso(now - HOUR) },
    ],
    credits: sociaCredits(now),
    penalties: [],
    spotMaps: [reformerRoom()],
  };
};

/** What `addDemoPenalty` gives; every field has a default. */
export interface DemoPenaltyOptions {
  /** Default: the socia. */
  readonly customerId?: number;
  /** How long it runs from the api's now. Default: 3 days. */
  readonly days?: number;
  readonly reason?: string;
}

/**
 * Gives a customer an active penalty, running from the api's now: while it
 * runs (and penalties are on, as in the demo) every reservation is refused
 * with the spec's message, its reason and the day booking opens again.
 */
export const addDemoPenalty = (api: Pick<FakeApi, 'state' | 'clock'>, options: DemoPenaltyOptions = {}): ReservationPenalty => {
  const penalty: ReservationPenalty = {
    penalty_id: api.state.penalties.reduce((max, p) => Math.max(max, p.penalty_id), 0) + 1,
    customer_id: options.customerId ?? demoCustomerIds.socia,
    reason: options.reason ?? '3 inasistencias consecutivas',
    end_date: iso(api.clock.now() + (options.days ?? 3) * DAY),
  };
  api.state.penalties.push(penalty);
  return penalty;
};
