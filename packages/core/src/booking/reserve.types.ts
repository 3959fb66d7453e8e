import type { AppError, Result } from '../shared/result.js';

/** Where a reservation starts: the landing page's schedule, or a calendar (public or member). */
export type ReserveOrigin = 'home' | 'calendar';

/**
 * What is being booked: `self`, the customer's own place (with an optional
 * guest beside it); `guest`, one more place for a guest in a class where the
 * customer already holds hers (spec 2 'guest +1' on a reserved card).
 */
export type ReserveMode = 'self' | 'guest';

/** An active penalty as the penalty modal shows it (spec 8: the reason and the date booking opens again). */
export interface PenaltyNotice {
  readonly reason: string;
  /** ISO instant when booking is possible again. */
  readonly end_date: string;
}

/**
 * Everything the reserve flow decides on, gathered for one class by the
 * `assess` actor from the class, the session, the credits and the settings
 * (with the schedule, credits and reservations rules). The machine only
 * orders the branches of spec 4 'Reserve flow'.
 */
export interface ReserveFacts {
  readonly signedIn: boolean;
  /** The class is sold as a package (class_package_id): it is bought, not booked. */
  readonly packageId: number | null;
  readonly full: boolean;
  /** The class may still be booked (the reachable-time rule). */
  readonly reachable: boolean;
  readonly waitlistEnabled: boolean;
  /** The customer is already on this class's waitlist. */
  readonly onWaitlist: boolean;
  /** A credit allows this class, or the customer holds an unlimited membership. */
  readonly canPay: boolean;
  /** An active penalty when penalties are enabled, else null. */
  readonly penalty: PenaltyNotice | null;
  /** A required profile form still has pending fields ('Completar Información'). */
  readonly profilePending: boolean;
  /** allow_class_guests. */
  readonly guestsAllowed: boolean;
  /** Spots the customer may pick (a spot map is in use); empty when none. */
  readonly freeSpots: readonly string[];
}

/** What the flow sends to reserve. */
export interface ReserveRequest {
  readonly classId: number;
  readonly mode: ReserveMode;
  /** The guest's name; in `guest` mode always set. */
  readonly guest: string | null;
  /** The chosen spot: the customer's own, or in `guest` mode the guest's. */
  readonly spot: string | null;
}

/** The actors the flow runs, provided by the view's composition (ports underneath). */
export interface ReserveActors {
  readonly assess: (classId: number) => Promise<Result<ReserveFacts>>;
  readonly reserve: (request: ReserveRequest) => Promise<Result<unknown>>;
  readonly joinWaitlist: (classId: number) => Promise<Result<unknown>>;
}

/** What the flow remembers. */
export interface ReserveContext {
  readonly classId: number | null;
  readonly origin: ReserveOrigin;
  readonly mode: ReserveMode;
  readonly facts: ReserveFacts | null;
  readonly guest: string;
  readonly withGuest: boolean;
  readonly spot: string | null;
  readonly error: AppError | null;
}

/** Events of the reserve flow. */
export type ReserveEvent =
  | { readonly type: 'START'; readonly classId: number; readonly origin?: ReserveOrigin; readonly mode?: ReserveMode }
  | { readonly type: 'SIGNED_IN' }
  | { readonly type: 'TOGGLE_GUEST'; readonly on: boolean }
  | { readonly type: 'SET_GUEST'; readonly name: string }
  | { readonly type: 'SET_SPOT'; readonly spot: string | null }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'JOIN_WAITLIST' }
  | { readonly type: 'CLOSE' };
