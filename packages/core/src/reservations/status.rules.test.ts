import { describe, expect, it } from 'vitest';
import { reservationStatus, reservationStatusView } from './status.rules.js';
import type { ReservationStatusInput } from './reservations.model.js';

/** Monday 6 January 2025, 09:00 in Mexico City. */
const NOW = Date.UTC(2025, 0, 6, 15, 0);
const HOUR = 3_600_000;
const PAST = new Date(NOW - HOUR).toISOString();
const FUTURE = new Date(NOW + HOUR).toISOString();

const base: ReservationStatusInput = { deletedAt: null, is_cash: false, is_paid: false, attend: null, classDate: FUTURE };
const status = (patch: Partial<ReservationStatusInput>) => reservationStatus({ ...base, ...patch }, NOW);

describe('reservationStatus (spec 4, Reservation status)', () => {
  it('is Próxima for a future class not yet attended', () => {
    expect(status({})).toBe('upcoming');
  });

  it('is Cancelada whenever deletedAt is set, whatever else holds', () => {
    expect(status({ deletedAt: '2025-01-01T00:00:00Z' })).toBe('cancelled');
    expect(status({ deletedAt: new Date(NOW), is_cash: true, attend: true, classDate: PAST })).toBe('cancelled');
  });

  it('reads an empty deletedAt as not cancelled', () => {
    expect(status({ deletedAt: '' })).toBe('upcoming');
  });

  it('is Pago en Efectivo Incompleto for cash not yet paid, before attendance and no-shows', () => {
    expect(status({ is_cash: true, is_paid: false })).toBe('cashPending');
    expect(status({ is_cash: true, is_paid: null, attend: true })).toBe('cashPending');
    expect(status({ is_cash: true, attend: false, classDate: PAST })).toBe('cashPending');
  });

  it('leaves paid cash reservations to the other rules', () => {
    expect(status({ is_cash: true, is_paid: true })).toBe('upcoming');
    expect(status({ is_cash: true, is_paid: true, attend: true })).toBe('attended');
    expect(status({ is_cash: true, is_paid: true, classDate: PAST })).toBe('noShow');
  });

  it('is No Asistí for a class that has started without attendance', () => {
    expect(status({ classDate: PAST, attend: false })).toBe('noShow');
    expect(status({ classDate: PAST, attend: null })).toBe('noShow');
    expect(status({ classDate: NOW })).toBe('noShow');
  });

  it('is Exitosa when attended, before or after the class date', () => {
    expect(status({ classDate: PAST, attend: true })).toBe('attended');
    expect(status({ classDate: FUTURE, attend: true })).toBe('attended');
  });

  it('reads a date without an offset as studio wall-clock time', () => {
    // NOW is 09:00 in Mexico City and 15:00 UTC: the same wall-clock text reads differently by zone.
    expect(reservationStatus({ ...base, classDate: '2025-01-06 08:30:00' }, NOW)).toBe('noShow');
    expect(reservationStatus({ ...base, classDate: '2025-01-06 09:30:00' }, NOW)).toBe('upcoming');
    expect(reservationStatus({ ...base, classDate: '2025-01-06 09:30:00' }, NOW, 'UTC')).toBe('noShow');
  });

  it('never calls an unreadable class date passed', () => {
    expect(status({ classDate: 'not a date' })).toBe('upcoming');
    expect(status({ classDate: null })).toBe('upcoming');
    expect(status({ classDate: new Date(Number.NaN) })).toBe('upcoming');
  });
});

describe('reservationStatusView', () => {
  it('labels each status with the spec text and a tone', () => {
    const cases: [Partial<ReservationStatusInput>, string, string][] = [
      [{ deletedAt: PAST }, 'Cancelada', 'neutral'],
      [{ is_cash: true }, 'Pago en Efectivo Incompleto', 'warning'],
      [{ classDate: PAST }, 'No Asistí', 'danger'],
      [{ attend: true }, 'Exitosa', 'success'],
      [{}, 'Próxima', 'info'],
    ];
    for (const [patch, label, tone] of cases) {
      const view = reservationStatusView({ ...base, ...patch }, NOW);
      expect({ label: view.label, tone: view.tone }).toEqual({ label, tone });
    }
  });
});
