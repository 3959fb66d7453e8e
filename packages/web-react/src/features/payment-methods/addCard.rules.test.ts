import { describe, expect, it } from 'vitest';
import { appError, type PaymentMethodLike } from '@estudio/core';
import { addCardMode } from './addCard.rules.js';

const cash: PaymentMethodLike = { payment_method_id: 1, name: 'Efectivo' };
const card: PaymentMethodLike = { payment_method_id: 2, name: 'Tarjeta de crédito o débito' };
const ready = (data: readonly PaymentMethodLike[]) => ({ status: 'ready', data }) as const;

describe('addCardMode', () => {
  it('waits while the ways to pay load, whatever the provider', () => {
    expect(addCardMode({ status: 'loading' }, false)).toBe('loading');
    expect(addCardMode({ status: 'loading' }, true)).toBe('loading');
  });

  it('offers no form when the ways to pay name no card, even with a provider configured', () => {
    expect(addCardMode(ready([cash]), false)).toBe('unavailable');
    expect(addCardMode(ready([]), true)).toBe('unavailable');
  });

  it("uses the provider's field when there is one, else the sandbox form", () => {
    expect(addCardMode(ready([cash, card]), true)).toBe('provider');
    expect(addCardMode(ready([card]), false)).toBe('sandbox');
  });

  it('keeps the form when the ways to pay could not be read', () => {
    const failed = { status: 'error', error: appError('network', 'Sin conexión', 0) } as const;
    expect(addCardMode(failed, false)).toBe('sandbox');
    expect(addCardMode(failed, true)).toBe('provider');
  });
});
