import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeRows, type ChargeFacts } from './charges.rules.js';

const MX = 'America/Mexico_City';

const charge = (over: Partial<ChargeFacts> = {}): ChargeFacts => ({
  invoice_id: 1, purchase_id: 10, title: 'Ilimitado mensual', total_payment: 1900, status: 'completed',
  created_at: '2026-01-15T18:00:00.000Z', createdAt: '2026-01-15T18:00:00.000Z',
  subscription_period: 'month', subscription_interval: 1, purchase_status: 'active',
  ...over,
});

describe('Mis Cargos rows (spec 2; spec 4)', () => {
  it('reads date, package, amount in MXN, badge and the next charge of an active subscription', () => {
    expect(chargeRows([charge()], MX)).toEqual([
      {
        id: 1, purchaseId: 10, title: 'Ilimitado mensual', chargedOn: '15 ene 2026', amount: '$1,900',
        badge: { status: 'completed', label: 'Completada', tone: 'info' }, nextCharge: '15 feb 2026',
      },
    ]);
  });

  it('lists the newest charge first and dates the next charge on the latest charge of each purchase only', () => {
    const rows = chargeRows(
      [
        charge({ invoice_id: 1, createdAt: '2026-01-15T18:00:00.000Z' }),
        charge({ invoice_id: 3, purchase_id: 11, title: 'Paquete 10 clases', subscription_period: null, subscription_interval: null, purchase_status: 'completed', total_payment: '1200.00', createdAt: '2026-02-01T18:00:00.000Z' }),
        charge({ invoice_id: 2, createdAt: '2026-02-15T18:00:00.000Z' }),
      ],
      MX,
    );
    expect(rows.map((row) => [row.id, row.nextCharge])).toEqual([
      [2, '15 mar 2026'],
      [3, null],
      [1, null],
    ]);
    expect(rows[1]?.amount).toBe('$1,200');
  });

  it('shows no next charge once the purchase is not active (spec 4: only active is read)', () => {
    for (const status of ['cancelled', 'revoked', 'pending', 'failed', 'completed', 'Active']) {
      expect(chargeRows([charge({ purchase_status: status })], MX)[0]?.nextCharge).toBeNull();
    }
  });

  it("steps by the subscription's own period and interval", () => {
    expect(chargeRows([charge({ subscription_period: 'day', subscription_interval: 15 })], MX)[0]?.nextCharge).toBe('30 ene 2026');
    expect(chargeRows([charge({ subscription_period: 'year', subscription_interval: 1 })], MX)[0]?.nextCharge).toBe('15 ene 2027');
  });

  it("badges the charge's own status: pending, failed, cancelled without a date, any other as is", () => {
    const labels = ['pending', 'failed', 'cancelled', 'refunded'].map((status) => chargeRows([charge({ status })], MX)[0]?.badge.label);
    expect(labels).toEqual(['Pendiente', 'Fallido', 'Cancelada', 'refunded']);
  });

  it('reads created_at when createdAt is missing, and keeps an undated charge last', () => {
    const rows = chargeRows(
      [charge({ invoice_id: 5, createdAt: null, created_at: null }), charge({ invoice_id: 6, createdAt: undefined, created_at: '2026-03-01T18:00:00Z' })],
      MX,
    );
    expect(rows.map((row) => [row.id, row.chargedOn])).toEqual([
      [6, '01 mar 2026'],
      [5, ''],
    ]);
  });

  it('never dates more than one next charge per purchase, and keeps every charge (property)', () => {
    const charges = fc.array(
      fc.record({
        invoice_id: fc.integer({ min: 1, max: 10_000 }),
        purchase_id: fc.integer({ min: 1, max: 4 }),
        day: fc.integer({ min: 0, max: 800 }),
        purchase_status: fc.constantFrom('active', 'cancelled', 'completed'),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(charges, (list) => {
        const facts = list.map((c) => charge({ ...c, createdAt: new Date(Date.UTC(2025, 0, 1) + c.day * 86_400_000).toISOString() }));
        const rows = chargeRows(facts, MX);
        expect(rows).toHaveLength(facts.length);
        for (const purchase of new Set(facts.map((f) => f.purchase_id))) {
          expect(rows.filter((row) => row.purchaseId === purchase && row.nextCharge !== null).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
