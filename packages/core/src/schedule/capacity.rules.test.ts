import { describe, expect, it } from 'vitest';
import { isFull, placesLeft, placesLeftLabel, placesTaken } from './capacity.rules.js';

describe('full class (spec 4)', () => {
  it('is full when the capacity is null or missing', () => {
    expect(isFull({ capacity: null, reservationCount: 0 })).toBe(true);
    expect(isFull({ reservationCount: 0 })).toBe(true);
  });

  it('is full when the data is missing', () => {
    expect(isFull(null)).toBe(true);
    expect(isFull(undefined)).toBe(true);
    expect(isFull({ capacity: 10 })).toBe(true);
    expect(isFull({ capacity: 10, reservationCount: null })).toBe(true);
    expect(isFull({ capacity: Number.NaN, reservationCount: 0 })).toBe(true);
    expect(isFull({ capacity: 10, reservationCount: Number.POSITIVE_INFINITY })).toBe(true);
  });

  it('is full when capacity minus reservations is 0 or less', () => {
    expect(isFull({ capacity: 10, reservationCount: 10 })).toBe(true);
    expect(isFull({ capacity: 10, reservationCount: 12 })).toBe(true);
    expect(isFull({ capacity: 0, reservationCount: 0 })).toBe(true);
    expect(isFull({ capacity: -2, reservationCount: 0 })).toBe(true);
  });

  it('has room otherwise', () => {
    expect(isFull({ capacity: 10, reservationCount: 9 })).toBe(false);
    expect(isFull({ capacity: 1, reservationCount: 0 })).toBe(false);
  });
});

describe('places left', () => {
  it('is capacity minus reservations, never negative', () => {
    expect(placesLeft({ capacity: 10, reservationCount: 7 })).toBe(3);
    expect(placesLeft({ capacity: 10, reservationCount: 15 })).toBe(0);
    expect(placesLeft({ capacity: null, reservationCount: 0 })).toBe(0);
    // A negative count is corrupt data: it never adds places beyond the capacity.
    expect(placesLeft({ capacity: 10, reservationCount: -4 })).toBe(10);
  });

  it("reads '1 lugar' and 'N lugares'", () => {
    expect(placesLeftLabel(1)).toBe('1 lugar');
    expect(placesLeftLabel(3)).toBe('3 lugares');
    expect(placesLeftLabel(0)).toBe('0 lugares');
  });

  it('counts each live reservation and its guest, and frees cancelled ones', () => {
    expect(
      placesTaken([
        { deletedAt: null, guest: null },
        { guest: 'Ana' },
        { deletedAt: '2026-03-01T10:00:00Z', guest: 'Luis' },
        { deletedAt: null, guest: '  ' },
        { deletedAt: '' },
        {},
      ]),
    ).toBe(6);
    expect(placesTaken([])).toBe(0);
  });
});
