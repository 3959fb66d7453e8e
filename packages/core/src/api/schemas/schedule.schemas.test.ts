import { describe, expect, it } from 'vitest';
import { ClassReservations, SingleClass } from './schedule.schemas.js';
import { classFixture } from '../../testing/class-fixture.js';

const roster = {
  class_reservation_id: 7, customer_id: 3, name: 'Ana', last_name: 'Ruiz', email: 'ana@estudio.test',
  spot: 'A1', guest: null, is_cash: false, is_paid: true, attend: null,
};

describe('SingleClass.class_reservations (spec 3)', () => {
  it('describes both shapes: the spots for the public and customers, the roster for the team', () => {
    expect(ClassReservations.safeParse([{ spot: 'A1' }, { spot: null }]).success).toBe(true);
    expect(ClassReservations.safeParse([roster, { ...roster, class_reservation_id: 8, spot: null, guest: 'Invitada' }]).success).toBe(true);
    expect(ClassReservations.parse([roster])).toEqual([roster]);
    expect(SingleClass.safeParse({ ...classFixture(Date.UTC(2026, 2, 2, 15)), class_reservations: [roster] }).success).toBe(true);
  });

  it('refuses a public entry that names who holds the place, and a list mixing both shapes', () => {
    expect(ClassReservations.safeParse([{ spot: 'A1', customer_id: 3 }]).success).toBe(false);
    expect(ClassReservations.safeParse([{ spot: null, email: 'ana@estudio.test' }]).success).toBe(false);
    expect(ClassReservations.safeParse([roster, { spot: null }]).success).toBe(false);
  });
});
