import { describe, expect, it } from 'vitest';
import { afterPurchaseDestination, INVALID_CHECKOUT_ANSWER, readCheckoutAnswer, thanksPath } from './answer.rules.js';

describe('reading a checkout answer (spec 7)', () => {
  it('shows the purchase of purchase_id, else payment_id', () => {
    expect(readCheckoutAnswer({ purchase_id: 41 })).toEqual({ kind: 'paid', purchaseId: 41 });
    expect(readCheckoutAnswer({ payment_id: 42 })).toEqual({ kind: 'paid', purchaseId: 42 });
  });

  it("goes to the provider-hosted page of 'session' mode", () => {
    expect(readCheckoutAnswer({ session: { url: 'https://pay.example.test/s/1' } })).toEqual({
      kind: 'redirect',
      url: 'https://pay.example.test/s/1',
    });
  });

  it('refuses a session URL that is not http(s)', () => {
    const outcome = readCheckoutAnswer({ session: { url: 'javascript:alert(1)' } });
    expect(outcome.kind).toBe('invalid');
  });

  it('confirms a card payment with its clientSecret', () => {
    expect(readCheckoutAnswer({ clientSecret: 'pi_1_secret', purchase_id: 9 })).toEqual({
      kind: 'confirm',
      clientSecret: 'pi_1_secret',
      purchaseId: 9,
    });
  });

  it('refuses an answer with none of them', () => {
    const outcome = readCheckoutAnswer({});
    expect(outcome).toMatchObject({ kind: 'invalid', error: { code: INVALID_CHECKOUT_ANSWER } });
    expect(readCheckoutAnswer({ purchase_id: 0 }).kind).toBe('invalid');
    expect(readCheckoutAnswer(null).kind).toBe('invalid');
  });
});

describe('after a purchase', () => {
  it('goes to /gracias/{id}', () => {
    expect(thanksPath(41)).toBe('/gracias/41');
    expect(afterPurchaseDestination(41, null)).toEqual({ kind: 'internal', path: '/gracias/41' });
  });

  it('goes to checkout_redirect_url when set', () => {
    expect(afterPurchaseDestination(41, '/mystudio')).toEqual({ kind: 'internal', path: '/mystudio' });
    expect(afterPurchaseDestination(41, 'https://estudio.test/bienvenida')).toEqual({
      kind: 'external',
      url: 'https://estudio.test/bienvenida',
    });
    expect(afterPurchaseDestination(41, 'javascript:alert(1)')).toEqual({ kind: 'internal', path: '/gracias/41' });
    expect(afterPurchaseDestination(41, '//evil.test')).toEqual({ kind: 'internal', path: '/gracias/41' });
  });
});
