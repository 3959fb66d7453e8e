import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RESERVATION_FILTERS as API_FILTERS } from '../api/schemas/reservations.schemas.js';
import {
  DEFAULT_RESERVATION_FILTER,
  INITIAL_RESERVATIONS_PAGE,
  RESERVATION_FILTERS,
  RESERVATIONS_PAGE_SIZE,
  clampReservationPage,
  isReservationFilter,
  reservationColumns,
  reservationCreditsBadge,
  reservationFilterMatches,
  reservationPageCount,
  reservationPageOffset,
  reservationIdFromCode,
  reservationQrUrl,
} from './list.rules.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const HOUR = 3_600_000;

describe('reservationFilterMatches (spec 2, filters)', () => {
  const upcoming = { deletedAt: null, classDate: new Date(NOW + HOUR) };
  const past = { deletedAt: null, classDate: new Date(NOW - HOUR) };
  const cancelled = { deletedAt: '2025-01-01T00:00:00Z', classDate: new Date(NOW + HOUR) };

  it('shows everything under Todas', () => {
    for (const r of [upcoming, past, cancelled]) expect(reservationFilterMatches('all', r, NOW)).toBe(true);
  });

  it('splits the rest by cancellation and start', () => {
    expect(reservationFilterMatches('upcoming', upcoming, NOW)).toBe(true);
    expect(reservationFilterMatches('past', upcoming, NOW)).toBe(false);
    expect(reservationFilterMatches('past', past, NOW)).toBe(true);
    expect(reservationFilterMatches('cancelled', cancelled, NOW)).toBe(true);
    expect(reservationFilterMatches('upcoming', cancelled, NOW)).toBe(false);
    expect(reservationFilterMatches('cancelled', past, NOW)).toBe(false);
  });

  it('knows its values and the default, the same as the API query', () => {
    expect(RESERVATION_FILTERS).toEqual(API_FILTERS);
    expect(DEFAULT_RESERVATION_FILTER).toBe('all');
    expect(isReservationFilter('past')).toBe(true);
    expect(isReservationFilter('pasadas')).toBe(false);
    expect(isReservationFilter(undefined)).toBe(false);
  });
});

describe('paging (spec 9)', () => {
  it('pages by 50, at least one page', () => {
    expect(RESERVATIONS_PAGE_SIZE).toBe(50);
    expect(INITIAL_RESERVATIONS_PAGE).toBe(1);
    expect(reservationPageCount(0)).toBe(1);
    expect(reservationPageCount(1)).toBe(1);
    expect(reservationPageCount(50)).toBe(1);
    expect(reservationPageCount(51)).toBe(2);
    expect(reservationPageCount(101)).toBe(3);
    expect(reservationPageCount(Number.NaN)).toBe(1);
  });

  it('clamps a page into range and gives its offset', () => {
    expect(clampReservationPage(0, 120)).toBe(1);
    expect(clampReservationPage(9, 120)).toBe(3);
    expect(clampReservationPage(2.7, 120)).toBe(2);
    expect(reservationPageOffset(1)).toBe(0);
    expect(reservationPageOffset(3)).toBe(100);
    expect(reservationPageOffset(-2)).toBe(0);
  });
});

describe('reservationColumns (spec 2)', () => {
  const ids = (options: { allowGuests: boolean; locationCount: number }) => reservationColumns(options).map((c) => c.id);

  it('hides Invitado without guests and Ubicación with one location', () => {
    expect(ids({ allowGuests: false, locationCount: 1 })).toEqual(['class', 'coach', 'dateTime', 'spot', 'status', 'actions']);
  });

  it('shows them when guests are allowed and there are several locations', () => {
    expect(reservationColumns({ allowGuests: true, locationCount: 2 }).map((c) => c.label)).toEqual([
      'Clase',
      'Invitado',
      'Coach',
      'Fecha y Hora',
      'Ubicación',
      'Lugar',
      'Estado',
      'Acciones',
    ]);
  });
});

describe('reservationQrUrl', () => {
  it('points at the staff check-in page of the reservation', () => {
    expect(reservationQrUrl('https://estudio.test', 42)).toBe('https://estudio.test/admin/reservations/42');
    expect(reservationQrUrl('https://estudio.test/', '7')).toBe('https://estudio.test/admin/reservations/7');
  });
});

describe('reservationIdFromCode (/admin/checkin)', () => {
  it('reads back the id of every QR the member area draws, from any origin', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }).map((url) => /^[a-z]+:\/\/[^/]+/.exec(url)?.[0] ?? url), fc.integer({ min: 1, max: 999_999_999 }), (origin, id) => {
        expect(reservationIdFromCode(reservationQrUrl(origin, id))).toBe(id);
      }),
    );
  });

  it('takes a number typed by hand', () => {
    expect(reservationIdFromCode(' 42 ')).toBe(42);
    expect(reservationIdFromCode('0')).toBeNull();
  });

  it('refuses codes that are not a reservation of this app', () => {
    expect(reservationIdFromCode('https://evil.test/login')).toBeNull();
    expect(reservationIdFromCode('https://estudio.test/admin/reservations/abc')).toBeNull();
    expect(reservationIdFromCode('https://estudio.test/admin/reservations/7/../../clientes')).toBeNull();
    expect(reservationIdFromCode('javascript:alert(1)')).toBeNull();
    expect(reservationIdFromCode('')).toBeNull();
  });
});

describe('reservationCreditsBadge (spec 2)', () => {
  it('shows Ilimitadas with the expiration for unlimited holders', () => {
    expect(reservationCreditsBadge({ hasUnlimited: true, unlimitedExpiration: '2025-03-05', available: 0 })).toEqual({
      kind: 'unlimited',
      label: 'Ilimitadas',
      detail: 'Hasta el 05 mar 2025',
    });
    expect(reservationCreditsBadge({ hasUnlimited: true, unlimitedExpiration: null, available: 0 })).toMatchObject({
      detail: null,
    });
  });

  it('shows Disponibles with the count, never below zero', () => {
    expect(reservationCreditsBadge({ hasUnlimited: false, available: 4 })).toEqual({ kind: 'count', label: 'Disponibles', count: 4 });
    expect(reservationCreditsBadge({ hasUnlimited: false, available: -1 })).toMatchObject({ count: 0 });
  });
});
