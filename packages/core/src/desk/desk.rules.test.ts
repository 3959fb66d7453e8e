import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUDIT_ACTIONS, type CustomerListRow, type DeskClass } from '../api/schemas/desk.schemas.js';
import { toCsv } from '../format/csv.rules.js';
import {
  auditActionLabel, auditDetailLines, bookedText, byLocation, creditsText, daysAhead, customerCsvColumns, deskClassIsFull, longDayName, membershipText, roleLabel, todayAndTomorrow,
} from './desk.rules.js';

const ZONE = 'America/Mexico_City';

const row = (overrides: Partial<CustomerListRow> = {}): CustomerListRow => ({
  customer_id: 7, name: 'María', last_name: 'Pérez, López', email: 'maria@example.com', phone: '5512345678', role: 'customer',
  created_at: '2026-01-10T18:00:00.000Z', last_visit: '2026-11-20T13:00:00.000Z', credits_left: 4,
  membership: { title: 'Paquete 10 clases', expires_at: '2026-12-12T05:59:59.000Z' }, ...overrides,
});

const deskClass = (id: number, locationId: number, name: string): DeskClass => ({
  single_class_id: id, class_date: '2026-11-26T13:00:00.000Z', duration_minutes: 50, description: null, capacity: 10,
  reservation_count: 3, class_reservations: [], class_type: { class_type_id: 1, name: 'Yoga', icon: null, spot_map: null } as DeskClass['class_type'],
  class_instructors: [], location: { location_id: locationId, name, address: null }, location_id: locationId,
  class_package_id: null, class_category_id: null, tags: [], icon: null, waitlist_count: 0,
});

describe('the front desk rules', () => {
  it('names the roles as the team does', () => {
    expect(roleLabel('staff')).toBe('Recepción');
    expect(roleLabel('admin')).toBe('Administración');
  });

  it('reads unlimited credits as Ilimitadas and counts otherwise', () => {
    expect(creditsText(-1)).toBe('Ilimitadas');
    expect(creditsText(0)).toBe('0');
    expect(creditsText(12)).toBe('12');
  });

  it('writes the membership with its end in the studio zone, or says there is none', () => {
    expect(membershipText(row(), ZONE)).toBe('Paquete 10 clases, hasta el 11 dic 2026');
    expect(membershipText(row({ membership: { title: 'Mensual', expires_at: null } }), ZONE)).toBe('Mensual');
    expect(membershipText(row({ membership: null }), ZONE)).toBe('Sin membresía');
  });

  it('counts places, with or without a capacity, and knows a full class', () => {
    expect(bookedText({ reservation_count: 12, capacity: 15 })).toBe('12 de 15 lugares');
    expect(bookedText({ reservation_count: 3, capacity: null })).toBe('3 reservados');
    expect(deskClassIsFull({ reservation_count: 15, capacity: 15 })).toBe(true);
    expect(deskClassIsFull({ reservation_count: 14, capacity: 15 })).toBe(false);
    expect(deskClassIsFull({ reservation_count: 0, capacity: null })).toBe(true);
  });

  it('groups a day by location in the order of their first class, keeping every class once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 30 }), (locations) => {
        const classes = locations.map((location, index) => deskClass(index + 1, location, `Sala ${location}`));
        const groups = byLocation({ classes });
        expect(groups.flatMap((group) => group.classes.map((item) => item.single_class_id)).sort((a, b) => a - b))
          .toEqual(classes.map((item) => item.single_class_id));
        expect(groups.map((group) => group.location_id)).toEqual([...new Set(locations)]);
        for (const group of groups) expect(group.classes.every((item) => item.location.name === group.name)).toBe(true);
      }),
    );
  });

  it('exports a customer with accents, commas and unlimited credits as a spreadsheet reads them', () => {
    const csv = toCsv(customerCsvColumns(ZONE), [row({ credits_left: -1, role: 'staff' })]);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe('ID,Nombre,Apellido,Correo electrónico,Teléfono,Créditos,Membresía,Vence,Última visita,Alta,Rol');
    expect(line).toBe('7,María,"Pérez, López",maria@example.com,5512345678,Ilimitadas,Paquete 10 clases,11 dic 2026,20 nov 2026 07:00,10 ene 2026,Recepción');
  });

  it("finds today and tomorrow in the studio's zone, not the machine's", () => {
    // 03:30 UTC on the 27th is still the 26th in Mexico City.
    expect(todayAndTomorrow(Date.parse('2026-11-27T03:30:00Z'), ZONE)).toEqual({ today: '2026-11-26', tomorrow: '2026-11-27' });
    expect(todayAndTomorrow(Date.parse('2026-12-31T18:00:00Z'), ZONE)).toEqual({ today: '2026-12-31', tomorrow: '2027-01-01' });
    expect(longDayName('2026-11-26')).toBe('jueves 26 de noviembre');
    expect(daysAhead(Date.parse('2026-11-27T03:30:00Z'), ZONE, 13)).toEqual({ start_date: '2026-11-26', end_date: '2026-12-09' });
  });

  it('reads an audit entry as the desk says it', () => {
    const entry = {
      action: 'customer.update' as const,
      details: { phone: { from: '5511112222', to: '5599998888' }, instagram: { from: null, to: '@ana' }, package: 'Paquete 10 clases', return_credit: false },
    };
    expect(auditActionLabel(entry)).toBe('Editó el perfil');
    expect(auditDetailLines(entry)).toEqual(['Teléfono: 5511112222 → 5599998888', 'Instagram: — → @ana', 'Paquete: Paquete 10 clases', 'Crédito devuelto: No']);
    expect(auditDetailLines({ details: { talla: 'M' } })).toEqual(['talla: M']);
    expect(auditDetailLines({ details: { role: { from: 'staff', to: 'admin' } } })).toEqual(['Rol: Recepción → Administración']);
    expect(auditDetailLines({ details: { role: 'staff', guest: { from: 'Ana', to: 'Lucía' } } })).toEqual(['Rol: Recepción', 'Invitado: Ana → Lucía']);
  });

  it('names every action of the history, each differently', () => {
    const labels = AUDIT_ACTIONS.map((action) => auditActionLabel({ action }));
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionLabel({ action: 'waitlist.join' })).toBe('Anotó en lista de espera');
    expect(auditActionLabel({ action: 'team.role' })).toBe('Cambió el rol');
  });
});
