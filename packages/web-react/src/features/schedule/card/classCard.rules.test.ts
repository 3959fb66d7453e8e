import { describe, expect, it } from 'vitest';
import type { CancelSettings } from '@estudio/core';
import { classAt, MONDAY_9AM, takenBy } from '../testing/classFixture.js';
import { actionLabel, classCardModel, sendToCheckout, type CardContext } from './classCard.rules.js';

const cancel: CancelSettings = {
  cancelTimeframe: { value: 12, unit: 'hours' },
  allowCancelReservations: true,
  allowCancelAfterThreshold: false,
};

const context: CardContext = {
  now: MONDAY_9AM,
  zone: 'America/Mexico_City',
  timeframe: { hours: 0, minutes: 0 },
  waitlistEnabled: true,
  guestsAllowed: false,
  showLocation: false,
  cancel,
};

const mine = (reservations: { id: number; spot?: string; guest?: string }[], waitlistId: number | null = null) => ({
  mine: {
    reservations: reservations.map((r) => ({ class_reservation_id: r.id, spot: r.spot ?? null, guest: r.guest ?? null })),
    waitlist_id: waitlistId,
  },
});

describe('classCardModel', () => {
  it("offers 'Reservar' with the places left, the studio's time and the coaches", () => {
    const model = classCardModel(classAt(24, takenBy(10)), context);
    expect(model).toMatchObject({ state: 'available', time: '09:00', duration: '45 min', typeName: 'Cycling', coaches: 'Ana López', placesLabel: '2 lugares' });
    expect(model.location).toBeNull();
    expect(classCardModel(classAt(24, takenBy(11)), context).placesLabel).toBe('1 lugar');
  });

  it('names the location only when the studio has more than one', () => {
    expect(classCardModel(classAt(24), { ...context, showLocation: true }).location).toBe('Polanco');
  });

  it("marks the customer's own places: count, guests, spots, and cancel inside the window", () => {
    const model = classCardModel(classAt(24, mine([{ id: 7, spot: '3' }, { id: 8, guest: 'Ana' }])), context);
    expect(model).toMatchObject({ state: 'reserved', mineLabel: 'Tienes 2 lugares', guestLabel: '+1 invitado', mySpots: ['3'], cancellableIds: [7, 8] });
    expect(classCardModel(classAt(24, mine([{ id: 7 }])), context)).toMatchObject({ mineLabel: 'Tienes 1 lugar', guestLabel: null });
  });

  it("offers '+ Invitado' on a reserved class while guests are allowed, a place is left and booking is open", () => {
    const guests = { ...context, guestsAllowed: true };
    expect(classCardModel(classAt(24, mine([{ id: 7 }])), guests).canAddGuest).toBe(true);
    expect(classCardModel(classAt(24, mine([{ id: 7 }])), context).canAddGuest).toBe(false);
    expect(classCardModel(classAt(24, { ...takenBy(12), ...mine([{ id: 7 }]) }), guests).canAddGuest).toBe(false);
    expect(classCardModel(classAt(2, mine([{ id: 7 }])), { ...guests, timeframe: { hours: 3, minutes: 0 } }).canAddGuest).toBe(false);
    expect(classCardModel(classAt(24), guests).canAddGuest).toBe(false);
  });

  it('offers no cancel past the window, unless cancelling late is allowed, and none once cancelling is off', () => {
    const soon = classAt(3, mine([{ id: 7 }]));
    expect(classCardModel(soon, context).cancellableIds).toEqual([]);
    expect(classCardModel(soon, { ...context, cancel: { ...cancel, allowCancelAfterThreshold: true } }).cancellableIds).toEqual([7]);
    expect(classCardModel(classAt(48, mine([{ id: 7 }])), { ...context, cancel: { ...cancel, allowCancelReservations: false } }).cancellableIds).toEqual([]);
  });

  it("keeps a reservation's mark even on a full class", () => {
    expect(classCardModel(classAt(24, { ...takenBy(12), ...mine([{ id: 7 }]) }), context).state).toBe('reserved');
  });

  it("sells a package-bound class ('Comprar') while it can be booked", () => {
    expect(classCardModel(classAt(24, { class_package_id: 6 }), context)).toMatchObject({ state: 'package', packageId: 6 });
    expect(classCardModel(classAt(-1, { class_package_id: 6 }), context).state).toBe('closed');
  });

  it("shows Sold Out with 'Anotarme' when the waitlist is on, or nothing when it is off", () => {
    expect(classCardModel(classAt(24, takenBy(12)), context)).toMatchObject({ state: 'full', canJoinWaitlist: true, placesLabel: null });
    expect(classCardModel(classAt(24, takenBy(12)), { ...context, waitlistEnabled: false })).toMatchObject({ state: 'full', canJoinWaitlist: false });
    expect(classCardModel(classAt(24, { ...takenBy(0), capacity: null }), context).state).toBe('full');
  });

  it("shows 'En lista de espera' to a customer on the list", () => {
    const model = classCardModel(classAt(24, { ...takenBy(12), ...mine([], 5) }), context);
    expect(model).toMatchObject({ state: 'waitlisted', waitlistId: 5, canJoinWaitlist: false });
  });

  it('offers nothing once booking has closed, and marks a class that began as past', () => {
    const closed = classCardModel(classAt(2), { ...context, timeframe: { hours: 3, minutes: 0 } });
    expect(closed).toMatchObject({ state: 'closed', past: false, placesLabel: '12 lugares' });
    const started = classCardModel(classAt(-1), context);
    expect(started).toMatchObject({ state: 'closed', past: true, placesLabel: null });
    expect(classCardModel(classAt(-1, takenBy(12)), context).canJoinWaitlist).toBe(false);
  });

  it('names each action after its class, day and time', () => {
    const model = classCardModel(classAt(24), context);
    expect(actionLabel('Reservar {type}, {day} a las {time}', model.actionTarget)).toBe('Reservar Cycling, martes 7 a las 09:00');
  });
});

describe('sendToCheckout (the landing with home_checkout_package_id)', () => {
  it('turns a class it would reserve into a Comprar of the package', () => {
    expect(sendToCheckout(classCardModel(classAt(24), context), 152)).toMatchObject({ state: 'package', packageId: 152 });
  });

  it('keeps a package-bound class its own package, and reserved, full or closed classes as they are', () => {
    expect(sendToCheckout(classCardModel(classAt(24, { class_package_id: 6 }), context), 152).packageId).toBe(6);
    const reserved = classCardModel(classAt(24, mine([{ id: 7 }])), context);
    expect(sendToCheckout(reserved, 152)).toBe(reserved);
    const full = classCardModel(classAt(24, takenBy(12)), context);
    expect(sendToCheckout(full, 152)).toBe(full);
    const closed = classCardModel(classAt(-1), context);
    expect(sendToCheckout(closed, 152)).toBe(closed);
  });

  it('changes nothing without a package', () => {
    const model = classCardModel(classAt(24), context);
    expect(sendToCheckout(model, null)).toBe(model);
  });
});
