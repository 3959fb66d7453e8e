import { describe, expect, it } from 'vitest';
import { fill, messages, type AdminClassReservation } from '@estudio/core';
import { NOW, reservation, studioConfig } from '../reservations/testing/fixtures.js';
import { checkInView, reservationIdParam } from './checkIn.rules.js';

const customer = { customer_id: 2, name: 'Mariana', last_name: 'Torres', email: 'socia@estudio.test', phone: '5512340001' };
const adminReservation = (hoursFromNow: number, fields: Partial<AdminClassReservation> = {}): AdminClassReservation => ({
  ...reservation(hoursFromNow),
  customer,
  ...fields,
});
const config = studioConfig();

describe('checkInView', () => {
  it('shows the customer, the class in the studio zone, the spot and the status', () => {
    const view = checkInView(adminReservation(24, { spot: 'A3', guest: 'Sofía' }), NOW, config);
    expect(view).toMatchObject({
      customerName: 'Mariana Torres',
      email: 'socia@estudio.test',
      phone: '5512340001',
      spot: 'A3',
      guest: 'Sofía',
      attendance: 'pending',
      cancelled: false,
    });
    expect(view.summary).toMatchObject({ typeName: 'Yoga', dateTime: 'mar 07 ene, 09:00', coaches: 'Ana López', location: 'Estudio Demo Polanco' });
    expect(view.status.label).toBe('Próxima');
  });

  it('offers marking attended or absent before any mark', () => {
    expect(checkInView(adminReservation(0.5), NOW, config).actions).toEqual(['attend', 'noShow']);
  });

  it('offers absent and undo once attended, attended and undo once absent', () => {
    expect(checkInView(adminReservation(-1, { attend: true }), NOW, config)).toMatchObject({ attendance: 'attended', actions: ['noShow', 'undo'] });
    expect(checkInView(adminReservation(-1, { attend: false }), NOW, config)).toMatchObject({ attendance: 'noShow', actions: ['attend', 'undo'] });
  });

  it("says until when a no-show can be corrected, and once that time is over offers neither 'attended' nor undo (issue 16, the roster's rule)", () => {
    const open = checkInView(adminReservation(-1, { attend: false }), NOW, config);
    expect(open).toMatchObject({ actions: ['attend', 'undo'], undo: { locked: false } });
    expect(open.undo?.text).toMatch(/^Puedes corregir esta falta hasta el /);
    // Its class ended more than 72 hours ago and nobody kept when it was recorded: too late.
    const past = checkInView(adminReservation(-100, { attend: false, is_cash: true, is_paid: false }), NOW, config);
    expect(past).toMatchObject({ actions: ['paid'], undo: { locked: true, text: fill(messages.deskAttendance.noShowLocked, { hours: '72' }) } });
    expect(checkInView(adminReservation(-100, { attend: true }), NOW, config)).toMatchObject({ actions: ['noShow', 'undo'], undo: null });
  });

  it('offers marking paid a cash booking not yet paid', () => {
    const view = checkInView(adminReservation(1, { is_cash: true, is_paid: false }), NOW, config);
    expect(view.actions).toContain('paid');
    expect(view.status.label).toBe('Pago en Efectivo Incompleto');
    expect(checkInView(adminReservation(1, { is_cash: true, is_paid: true }), NOW, config).actions).not.toContain('paid');
  });

  it('offers nothing for a cancelled reservation', () => {
    const view = checkInView(adminReservation(1, { deletedAt: '2025-01-05T00:00:00Z', is_cash: true, is_paid: false }), NOW, config);
    expect(view).toMatchObject({ cancelled: true, actions: [] });
  });
});

describe('reservationIdParam', () => {
  it('reads a whole number from 1', () => {
    expect(reservationIdParam('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '4.5', '12abc', '1e3', '99999999999999999999'])('refuses %j', (param) => {
    expect(reservationIdParam(param)).toBeNull();
  });
});
