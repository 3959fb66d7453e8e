import type { Result } from '../shared/result.js';
import type { AvailableClass, CustomSpotMap, ReservationPenalty } from '../api/schemas/catalogue.schemas.js';
import type {
  AdminClassReservation,
  ClassReservation,
  GuestNameBody,
  MyReservationsQuery,
  MyReservationsResponse,
  RatingBody,
  ReservationUpdateBody,
  ReserveBody,
  Waitlist,
} from '../api/schemas/reservations.schemas.js';
import type { InstructorScheduleQuery, ScheduleDay, ScheduleQuery, SingleClass } from '../api/schemas/schedule.schemas.js';

/** The schedule reads (spec 7, Schedule and classes). With a session, classes carry the caller's own part (`mine`). */
export interface ScheduleApi {
  /** GET /single_class: the days of a range with their classes. */
  days(query: ScheduleQuery): Promise<Result<ScheduleDay[]>>;
  /** GET /single_class/single/{id}. */
  one(id: number): Promise<Result<SingleClass>>;
  /** GET /single_class/instructor/{id}: one coach's days. */
  byInstructor(id: number, query: InstructorScheduleQuery): Promise<Result<ScheduleDay[]>>;
  /** GET /custom_spot_maps?class_type_id: the custom spot maps of a class type. */
  spotMaps(classTypeId: number): Promise<Result<CustomSpotMap[]>>;
}

/** The member's reservation calls (spec 7, Reservations). */
export interface ReservationsApi {
  /** One page (50) of the current customer's reservations and the total. */
  mine(query: MyReservationsQuery): Promise<Result<MyReservationsResponse>>;
  reserve(body: ReserveBody): Promise<Result<ClassReservation>>;
  /** Cancels one's own reservation, within the cancel rules. */
  cancel(id: number): Promise<Result<ClassReservation>>;
  rate(body: RatingBody): Promise<Result<ClassReservation>>;
  renameGuest(body: GuestNameBody): Promise<Result<ClassReservation>>;
}

/** The member's waitlist calls (spec 7, Waitlist). */
export interface WaitlistApi {
  mine(): Promise<Result<Waitlist[]>>;
  join(singleClassId: number): Promise<Result<Waitlist>>;
  leave(waitlistId: number): Promise<Result<void>>;
}

/** The member's credits and penalties. */
export interface CreditsApi {
  /** GET /available_classes: the current customer's credits. */
  mine(): Promise<Result<AvailableClass[]>>;
  /** GET /class_reservation_penaltys/mine: the current customer's active penalties. */
  penalties(): Promise<Result<ReservationPenalty[]>>;
}

/** The staff's reservation calls: the check-in page behind a reservation's QR code. */
export interface StaffReservationsApi {
  one(id: number): Promise<Result<AdminClassReservation>>;
  update(id: number, body: ReservationUpdateBody): Promise<Result<AdminClassReservation>>;
}
