import {
  bookingWindow,
  cancelDecision,
  fill,
  formatTime,
  isFull,
  messages,
  placesLeft,
  placesLeftLabel,
  studioDate,
  type CancelSettings,
  type ReservationTimeframe,
  type SingleClass,
} from '@estudio/core';
import { coachName } from '../../public/data/content.rules.js';

/**
 * What a class card shows (spec 2 'Calendar screen', in this order):
 * `reserved` when the customer holds a place; `package` for a class sold as
 * a package (Comprar); `waitlisted` or `full` (Sold Out) when no place is
 * left; `available` (Reservar) when booking is open; `closed` otherwise (the
 * class began, or booking closed before it).
 */
export type ClassCardState = 'reserved' | 'package' | 'waitlisted' | 'full' | 'available' | 'closed';

/** The studio rules a card reads. */
export interface CardContext {
  /** Epoch ms, from ClockPort. */
  readonly now: number;
  /** The studio's IANA zone (config.rules.timezone). */
  readonly zone: string;
  readonly timeframe: ReservationTimeframe;
  /** waitlist_enabled. */
  readonly waitlistEnabled: boolean;
  /** allow_class_guests: a reserved card offers '+ Invitado'. */
  readonly guestsAllowed: boolean;
  /** More than one location: the card names its location. */
  readonly showLocation: boolean;
  /** The cancel rules (config.rules fits). */
  readonly cancel: CancelSettings;
}

/** A class card's derived props: texts and what it offers. */
export interface ClassCardModel {
  readonly id: number;
  readonly state: ClassCardState;
  /** The class's start, as the API sends it. */
  readonly classDate: string;
  /** 'HH:mm' in the studio's zone. */
  readonly time: string;
  /** '45 min', or null without a duration. */
  readonly duration: string | null;
  readonly typeName: string;
  /** The coaches' names, joined. */
  readonly coaches: string;
  /** The location's name, only with more than one location. */
  readonly location: string | null;
  /** '3 lugares' while places are left and the class has not begun; else null. */
  readonly placesLabel: string | null;
  /** 'Tienes 2 lugares' on a reserved card. */
  readonly mineLabel: string | null;
  /** '+1 invitado' when the customer brings guests. */
  readonly guestLabel: string | null;
  /** The spots the customer holds, e.g. ['3']. */
  readonly mySpots: readonly string[];
  /** Reservations the customer may cancel now (the cancel rules of spec 4). */
  readonly cancellableIds: readonly number[];
  /** '+ Invitado' is offered: reserved, guests allowed, a place left, booking still open. */
  readonly canAddGuest: boolean;
  /** 'Anotarme' is offered: full, waitlist on, not listed, booking still open. */
  readonly canJoinWaitlist: boolean;
  /** The customer's waitlist entry on this class. */
  readonly waitlistId: number | null;
  /** class_package_id of a package-bound class. */
  readonly packageId: number | null;
  /** The class has begun: shown muted. */
  readonly past: boolean;
  /** 'yoga flow, lunes 6 a las 07:00' for action names, so each button is unique on the page. */
  readonly actionTarget: { readonly type: string; readonly day: string; readonly time: string };
}

const dayName = (cls: SingleClass, zone: string): string => {
  const date = studioDate(cls.class_date, zone);
  if (!date) return '';
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const name = messages.dates.weekdays[(weekday + 6) % 7] ?? '';
  return `${name} ${Number(date.slice(8, 10))}`;
};

const countLabel = (count: number, one: string, many: string): string | null =>
  count <= 0 ? null : count === 1 ? one : fill(many, { count });

function stateOf(cls: SingleClass, context: CardContext): ClassCardState {
  const window = bookingWindow(cls.class_date, context.now, context.timeframe, context.zone);
  if ((cls.mine?.reservations.length ?? 0) > 0) return 'reserved';
  if (cls.class_package_id !== null) return window === 'open' ? 'package' : 'closed';
  if (isFull({ capacity: cls.capacity, reservationCount: cls.reservation_count })) {
    return context.waitlistEnabled && cls.mine?.waitlist_id != null ? 'waitlisted' : 'full';
  }
  return window === 'open' ? 'available' : 'closed';
}

/** Derives everything a class card shows and offers from the class and the studio's rules. */
export function classCardModel(cls: SingleClass, context: CardContext): ClassCardModel {
  const state = stateOf(cls, context);
  const window = bookingWindow(cls.class_date, context.now, context.timeframe, context.zone);
  const mine = cls.mine?.reservations ?? [];
  const left = placesLeft({ capacity: cls.capacity, reservationCount: cls.reservation_count });
  const cancellable = cancelDecision({ classDate: cls.class_date }, context.now, { ...context.cancel, timezone: context.zone }).canCancel;
  const time = formatTime(cls.class_date, context.zone);
  return {
    id: cls.single_class_id,
    state,
    classDate: cls.class_date,
    time,
    duration: cls.duration_minutes > 0 ? fill(messages.schedule.duration, { minutes: cls.duration_minutes }) : null,
    typeName: cls.class_type.name,
    coaches: cls.class_instructors.map((c) => coachName(c.instructor)).filter(Boolean).join(', '),
    location: context.showLocation ? cls.location.name : null,
    placesLabel: left > 0 && window !== 'started' && window !== 'unknown' ? placesLeftLabel(left) : null,
    mineLabel: countLabel(mine.length, messages.booking.mineOne, messages.booking.mineMany),
    guestLabel: countLabel(mine.filter((r) => (r.guest ?? '').trim() !== '').length, messages.booking.guestOne, messages.booking.guestMany),
    mySpots: mine.map((r) => r.spot ?? '').filter((spot) => spot !== ''),
    cancellableIds: cancellable ? mine.map((r) => r.class_reservation_id) : [],
    canAddGuest: state === 'reserved' && context.guestsAllowed && left > 0 && window === 'open',
    canJoinWaitlist: state === 'full' && context.waitlistEnabled && window === 'open',
    waitlistId: cls.mine?.waitlist_id ?? null,
    packageId: cls.class_package_id,
    past: window === 'started',
    actionTarget: { type: cls.class_type.name, day: dayName(cls, context.zone), time },
  };
}

/**
 * Spec 2: 'The home page may send every class to /checkout/{id} instead of
 * reserving'. With a package id, a class the card would reserve becomes a
 * 'Comprar' of that package; a class already bound to a package keeps its
 * own, and reserved, full or closed classes are left as they are. Null
 * changes nothing.
 */
export const sendToCheckout = (model: ClassCardModel, packageId: number | null): ClassCardModel =>
  packageId !== null && model.state === 'available' ? { ...model, state: 'package', packageId } : model;

/** The accessible name of a card action: 'Reservar Yoga Flow, lunes 6 a las 07:00'. */
export const actionLabel = (template: string, target: ClassCardModel['actionTarget']): string =>
  fill(template, { type: target.type, day: target.day, time: target.time });
