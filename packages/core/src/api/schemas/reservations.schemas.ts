import { z } from 'zod';
import { limits } from './common.schemas.js';
import { RESERVATION_FILTERS } from '../../reservations/list.rules.js';
import { SingleClass } from './schedule.schemas.js';

/** A row id in a body: capped at PostgreSQL's `integer`, so an absurd id is a 400. */
const RowId = z.number().int().positive().max(2_147_483_647);
const QueryId = z.coerce.number().int().positive().max(2_147_483_647);
const Stars = z.number().int().min(1).max(5);
/** A spot label of a spot map ('A3', '12'). */
const Spot = z.string().trim().min(1).max(20);
/** Spec 5: a guest's name has at least 2 characters. */
const GuestName = z.string().trim().min(2).max(limits.shortText);

/**
 * Spec 3, Class reservation, as its owner and admins read it. `deletedAt`
 * (the spec's name) is set once cancelled. `single_class` is the class as
 * the schedule shows it, so a list needs no second call.
 */
export const ClassReservation = z.object({
  class_reservation_id: z.number().int(),
  single_class_id: z.number().int(),
  customer_id: z.number().int(),
  deletedAt: z.string().nullable(),
  is_cash: z.boolean(),
  is_paid: z.boolean(),
  attend: z.boolean().nullable(),
  spot: z.string().nullable(),
  guest: z.string().nullable(),
  class_stars: z.number().int().nullable(),
  coach_stars: z.number().int().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  single_class: SingleClass,
});
export type ClassReservation = z.infer<typeof ClassReservation>;

/** The customer a reservation belongs to, for the staff check-in page. */
export const ReservationCustomer = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/**
 * A reservation with its customer (admins: lists, check-in). `no_show_at`
 * (issue 16): when its no-show was recorded, by the desk or by the sweep;
 * null (or absent) when it is none, or was recorded before it was kept.
 */
export const AdminClassReservation = ClassReservation.extend({ customer: ReservationCustomer, no_show_at: z.string().nullable().optional() });
export type AdminClassReservation = z.infer<typeof AdminClassReservation>;

export { RESERVATION_FILTERS, type ReservationFilter } from '../../reservations/list.rules.js';

/** GET /class_reservations/mine: page of 50 (spec 9), filter all by default. */
export const MyReservationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  filter: z.enum(RESERVATION_FILTERS).default('all'),
});
export type MyReservationsQuery = z.input<typeof MyReservationsQuery>;

/** The member list: one page and the total (`max`) for the pager (pages = ceil(max/50)). */
export const MyReservationsResponse = z.object({ reservations: z.array(ClassReservation), max: z.number().int() });
export type MyReservationsResponse = z.infer<typeof MyReservationsResponse>;

/** GET /class_reservations (admins): by class, customer or day range. */
export const ReservationsAdminQuery = z.object({
  single_class_id: QueryId.optional(),
  customer_id: QueryId.optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  include_cancelled: z.enum(['true', 'false']).optional(),
});
export type ReservationsAdminQuery = z.input<typeof ReservationsAdminQuery>;

export const AdminReservationsResponse = z.object({ class_reservations: z.array(AdminClassReservation) });

/**
 * POST /class_reservations: a customer reserves for herself; an admin
 * reserves for `customer_id` ('Reservación registrada.'). A guest booking
 * takes a place of its own.
 */
export const ReserveBody = z.object({
  single_class_id: RowId,
  spot: Spot.nullable().optional(),
  guest: GuestName.nullable().optional(),
  customer_id: RowId.optional(),
});
export type ReserveBody = z.input<typeof ReserveBody>;

export const ReservationResponse = z.object({ class_reservation: ClassReservation });
export type ReservationResponse = z.infer<typeof ReservationResponse>;
export const AdminReservationResponse = z.object({ class_reservation: AdminClassReservation });

/** PUT /class_reservations/:id (admins): attendance, cash payment, spot. */
export const ReservationUpdateBody = z
  .object({ attend: z.boolean().nullable(), is_paid: z.boolean(), spot: Spot.nullable() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nada que actualizar.' });
export type ReservationUpdateBody = z.input<typeof ReservationUpdateBody>;

/** PUT /single_class/guest (spec 7): rename the guest of a reservation. */
export const GuestNameBody = z.object({ class_reservation_id: RowId, name: GuestName });
export type GuestNameBody = z.input<typeof GuestNameBody>;

/** The rating payload (spec 3): the coach rating is required, the class rating and comment optional. */
export const RatingBody = z.object({
  class_reservation_id: RowId,
  coach_stars: Stars,
  class_stars: Stars.nullable().optional(),
  comment: z.string().trim().max(limits.longText).nullable().optional(),
});
export type RatingBody = z.input<typeof RatingBody>;

/** Spec 3, Waitlist: an entry with its class. */
export const Waitlist = z.object({
  waitlist_id: z.number().int(),
  single_class_id: z.number().int(),
  customer_id: z.number().int(),
  createdAt: z.string(),
  single_class: SingleClass,
});
export type Waitlist = z.infer<typeof Waitlist>;

/** GET /waitlist: a customer's own entries; admins see all, or one class's with single_class_id. */
export const WaitlistQuery = z.object({ single_class_id: QueryId.optional() });
export type WaitlistQuery = z.input<typeof WaitlistQuery>;
export const WaitlistsResponse = z.object({ waitlists: z.array(Waitlist) });
export type WaitlistsResponse = z.infer<typeof WaitlistsResponse>;
export const WaitlistResponse = z.object({ waitlist: Waitlist });
export type WaitlistResponse = z.infer<typeof WaitlistResponse>;

/** POST /waitlist (spec 7): a customer joins for herself; an admin adds `customer_id`. */
export const WaitlistCreateBody = z.object({ single_class_id: RowId, customer_id: RowId.optional() });
export type WaitlistCreateBody = z.input<typeof WaitlistCreateBody>;

/** PUT /waitlist (spec 7, the save rule's update): move an entry to another full class. */
export const WaitlistUpdateBody = z.object({ waitlist_id: RowId, single_class_id: RowId });
export type WaitlistUpdateBody = z.input<typeof WaitlistUpdateBody>;
