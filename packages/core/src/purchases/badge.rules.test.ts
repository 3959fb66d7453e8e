import { describe, expect, it } from 'vitest';
import { purchaseBadge } from './badge.rules.js';

describe('purchase and invoice status badges (spec 4)', () => {
  it.each([
    ['active', 'Activa', 'success'],
    ['completed', 'Completada', 'info'],
    ['pending', 'Pendiente', 'warning'],
    ['failed', 'Fallido', 'danger'],
    ['revoked', 'Revocada', 'danger'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(purchaseBadge({ status })).toEqual({ status, label, tone });
  });

  it("reads 'Cancelada el {date}' with cancelledAt, else updatedAt, in the studio's zone", () => {
    const updatedAt = '2026-02-01T12:00:00Z';
    expect(purchaseBadge({ status: 'cancelled', cancelledAt: '2026-03-06T00:30:00Z', updatedAt }).label).toBe('Cancelada el 05 mar 2026');
    expect(purchaseBadge({ status: 'cancelled', cancelledAt: null, updatedAt }).label).toBe('Cancelada el 01 feb 2026');
    expect(purchaseBadge({ status: 'cancelled', cancelled_at: '2026-03-10T18:00:00Z' }).label).toBe('Cancelada el 10 mar 2026');
    expect(purchaseBadge({ status: 'cancelled', updated_at: '2026-03-10T18:00:00Z' }, 'Europe/Madrid').label).toBe('Cancelada el 10 mar 2026');
    expect(purchaseBadge({ status: 'cancelled' })).toEqual({ status: 'cancelled', label: 'Cancelada', tone: 'neutral' });
  });

  it('shows any other status as is', () => {
    expect(purchaseBadge({ status: 'en_revision' })).toEqual({ status: 'en_revision', label: 'en_revision', tone: 'neutral' });
    expect(purchaseBadge({ status: 'Active' }).label).toBe('Active');
    expect(purchaseBadge({ status: 'toString' }).label).toBe('toString');
  });
});
