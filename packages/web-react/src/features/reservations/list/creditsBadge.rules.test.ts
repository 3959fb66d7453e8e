import { describe, expect, it } from 'vitest';
import type { AvailableClass } from '@estudio/core';
import { creditsBadgeFor } from './creditsBadge.rules.js';

const zone = 'America/Mexico_City';
const now = Date.parse('2025-01-06T15:00:00Z');
const credit = (id: number, available: number, expiration: string | null): AvailableClass => ({
  available_class_id: id,
  customer_id: 2,
  purchase_id: null,
  class_type_id: null,
  class_types: null,
  allowed_times: null,
  available_classes: available,
  expiration_date: expiration,
});
const member = { has_unlimited: false, unlimited_membership_expiration: null };

describe('creditsBadgeFor (spec 2, the credits badge)', () => {
  it("counts the classes left on live credits as 'Disponibles'", () => {
    const credits = [credit(1, 5, '2025-02-01T00:00:00Z'), credit(2, 2, null), credit(3, 9, '2025-01-01T00:00:00Z')];
    expect(creditsBadgeFor(member, credits, now, zone)).toEqual({ kind: 'count', label: 'Disponibles', count: 7 });
  });

  it('reads 0 with no credits', () => {
    expect(creditsBadgeFor(null, [], now, zone)).toEqual({ kind: 'count', label: 'Disponibles', count: 0 });
  });

  it("shows an unlimited member as 'Ilimitadas' until her membership's end", () => {
    const unlimited = { has_unlimited: true, unlimited_membership_expiration: '2025-03-05' };
    expect(creditsBadgeFor(unlimited, [credit(1, 5, null)], now, zone)).toEqual({
      kind: 'unlimited',
      label: 'Ilimitadas',
      detail: 'Hasta el 05 mar 2025',
    });
  });

  it('counts an ended unlimited membership as credits', () => {
    const ended = { has_unlimited: true, unlimited_membership_expiration: '2025-01-01' };
    expect(creditsBadgeFor(ended, [credit(1, 3, null)], now, zone).kind).toBe('count');
  });

  it('shows a live unlimited credit (-1) until it expires, the longest one when there are several', () => {
    const credits = [credit(1, -1, '2025-02-10'), credit(2, -1, '2025-04-20'), credit(3, 4, null)];
    expect(creditsBadgeFor(member, credits, now, zone)).toEqual({ kind: 'unlimited', label: 'Ilimitadas', detail: 'Hasta el 20 abr 2025' });
  });

  it('gives no date line for an unlimited credit that never expires', () => {
    expect(creditsBadgeFor(member, [credit(1, -1, null), credit(2, -1, '2025-04-20')], now, zone)).toEqual({
      kind: 'unlimited',
      label: 'Ilimitadas',
      detail: null,
    });
  });
});
