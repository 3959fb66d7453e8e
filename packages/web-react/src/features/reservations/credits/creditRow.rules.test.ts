import { describe, expect, it } from 'vitest';
import type { AvailableClass } from '@estudio/core';
import { NOW, studioConfig } from '../testing/fixtures.js';
import { creditOrder, creditRow } from './creditRow.rules.js';

const types = [
  { class_type_id: 1, name: 'Yoga' },
  { class_type_id: 3, name: 'Barre' },
];
const credit = (fields: Partial<AvailableClass> = {}): AvailableClass => ({
  available_class_id: 1,
  customer_id: 2,
  purchase_id: null,
  class_type_id: null,
  class_types: null,
  allowed_times: null,
  available_classes: 5,
  expiration_date: '2025-02-01',
  ...fields,
});
const config = studioConfig();

describe('creditRow (Mis Créditos)', () => {
  it('names the class types a credit pays for, or all of them', () => {
    expect(creditRow(credit(), types, NOW, config).classTypes).toBe('Todos los tipos de clase');
    expect(creditRow(credit({ class_type_id: 1, class_types: '3' }), types, NOW, config).classTypes).toBe('Yoga, Barre');
    expect(creditRow(credit({ class_types: '1,1,9' }), types, NOW, config).classTypes).toBe('Yoga, #9');
  });

  it('writes the allowed times with allow_restricted_times, any time without', () => {
    const restricted = credit({ allowed_times: '1-5@06:00-12:00' });
    expect(creditRow(restricted, types, NOW, config).times).toBe('lun a vie 06:00-12:00');
    expect(creditRow(restricted, types, NOW, studioConfig({ allow_restricted_times: 'false' })).times).toBe('Cualquier horario');
    expect(creditRow(credit(), types, NOW, config).times).toBe('Cualquier horario');
  });

  it("shows the balance, 'Ilimitadas' for -1", () => {
    expect(creditRow(credit(), types, NOW, config).balance).toBe('5');
    expect(creditRow(credit({ available_classes: -1 }), types, NOW, config).balance).toBe('Ilimitadas');
  });

  it('dates the expiration, or says it has none, or that it passed', () => {
    expect(creditRow(credit(), types, NOW, config)).toMatchObject({ expiration: 'Hasta el 01 feb 2025', expired: false });
    expect(creditRow(credit({ expiration_date: null }), types, NOW, config).expiration).toBe('Sin vencimiento');
    expect(creditRow(credit({ expiration_date: '2025-01-02' }), types, NOW, config)).toMatchObject({ expiration: 'Venció el 02 ene 2025', expired: true });
  });

  it('orders live credits by expiration, never-expiring after, expired last', () => {
    const credits = [
      credit({ available_class_id: 1, expiration_date: '2025-01-02' }),
      credit({ available_class_id: 2, expiration_date: null }),
      credit({ available_class_id: 3, expiration_date: '2025-03-01' }),
      credit({ available_class_id: 4, expiration_date: '2025-01-20' }),
    ];
    expect([...credits].sort(creditOrder(NOW, config.rules.timezone)).map((c) => c.available_class_id)).toEqual([4, 3, 2, 1]);
  });
});
