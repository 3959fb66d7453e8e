import { describe, expect, it } from 'vitest';
import { NOW, reservation, studioConfig } from '../testing/fixtures.js';
import { reservationRow } from './reservationRow.rules.js';

const config = studioConfig();

describe('reservationRow', () => {
  it('writes the class in the studio zone: the table and the card formats (spec 9)', () => {
    const row = reservationRow(reservation(24), NOW, config);
    expect(row).toMatchObject({
      typeName: 'Yoga',
      coaches: 'Ana López',
      dateTime: 'mar 07 ene, 09:00',
      dayMonth: '07 ene',
      time: '09:00',
      location: 'Estudio Demo Polanco',
    });
  });

  it('takes its status from core: Próxima, Exitosa, No Asistí, Pago en Efectivo Incompleto, Cancelada', () => {
    expect(reservationRow(reservation(24), NOW, config).status.label).toBe('Próxima');
    expect(reservationRow(reservation(-24, { attend: true }), NOW, config).status.label).toBe('Exitosa');
    expect(reservationRow(reservation(-24), NOW, config).status.label).toBe('No Asistí');
    expect(reservationRow(reservation(24, { is_cash: true, is_paid: false }), NOW, config).status.label).toBe('Pago en Efectivo Incompleto');
    expect(reservationRow(reservation(24, { deletedAt: '2025-01-05T00:00:00Z' }), NOW, config).status.label).toBe('Cancelada');
  });

  it('offers the QR with qrcode_enabled, for a reservation that still stands', () => {
    expect(reservationRow(reservation(24), NOW, config).showQr).toBe(true);
    expect(reservationRow(reservation(24, { deletedAt: '2025-01-05T00:00:00Z' }), NOW, config).showQr).toBe(false);
    expect(reservationRow(reservation(24), NOW, studioConfig({ qrcode_enabled: 'false' })).showQr).toBe(false);
  });

  it('offers Cancelar inside the window, past it only with allow_cancel_after_treshold, never once started', () => {
    const late = studioConfig({ allow_cancel_after_treshold: 'false' });
    expect(reservationRow(reservation(24), NOW, late).canCancel).toBe(true);
    expect(reservationRow(reservation(3), NOW, late).canCancel).toBe(false);
    expect(reservationRow(reservation(3), NOW, config).canCancel).toBe(true);
    expect(reservationRow(reservation(-1), NOW, config).canCancel).toBe(false);
    expect(reservationRow(reservation(24), NOW, studioConfig({ allow_cancel_reservations: 'false' })).canCancel).toBe(false);
  });

  it('offers Calificar for an unrated Exitosa with ratings on, and the stars once rated', () => {
    const attended = reservation(-24, { attend: true });
    expect(reservationRow(attended, NOW, config)).toMatchObject({ canRate: true, rating: null });
    expect(reservationRow(attended, NOW, studioConfig({ reservation_rating_enabled: 'false' })).canRate).toBe(false);
    expect(reservationRow(reservation(-24), NOW, config).canRate).toBe(false);
    const rated = reservationRow({ ...attended, class_stars: null, coach_stars: 4 }, NOW, config);
    expect(rated).toMatchObject({ canRate: false, rating: { classStars: null, coachStars: 4 } });
  });

  it("lets the guest's name change only while the class is ahead and the reservation stands", () => {
    expect(reservationRow(reservation(24, { guest: 'Sofía' }), NOW, config).guestEditable).toBe(true);
    expect(reservationRow(reservation(24), NOW, config).guestEditable).toBe(false);
    expect(reservationRow(reservation(-2, { guest: 'Sofía' }), NOW, config).guestEditable).toBe(false);
    expect(reservationRow(reservation(24, { guest: 'Sofía', deletedAt: '2025-01-05T00:00:00Z' }), NOW, config).guestEditable).toBe(false);
  });
});
