import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxCharge } from '../../../packages/server/src/payments/index.js';
import { checkCheckoutInvariants, checkoutInvariantsHold } from '../checkout/checks.js';
import type { SqlClient } from '../studio/studio.js';

const PACKAGE = { packageId: 7, classes: 5 };

/** A driver answering the checks' one query with these purchase rows. */
const clientOf = (rows: Record<string, unknown>[]): SqlClient => ({ query: () => Promise.resolve({ rows }) });

const purchase = (customer: number, key: string, more: Record<string, unknown> = {}) =>
  ({ purchase_id: customer * 100, customer_id: customer, idempotency_key: key, status: 'completed', credit_rows: 1, classes: 5, ...more });

const charge = (customer: number, key: string): SandboxCharge =>
  ({ chargeId: `ch_${customer}_${key}`, idempotencyKey: `checkout:${customer}:${key}`, amount: 500, description: 'Paquete', last4: '4242' });

describe('the checkout benchmark’s invariants', () => {
  it('holds when every checkout was charged once and holds its credits', async () => {
    const found = await checkCheckoutInvariants(
      clientOf([purchase(1, 'a'), purchase(1, 'b'), purchase(2, 'a')]),
      [charge(1, 'a'), charge(1, 'b'), charge(2, 'a')],
      PACKAGE,
    );
    expect(found).toEqual({ duplicateCharges: 0, chargesWithoutPurchase: 0, purchasesWithoutCredits: 0 });
    expect(checkoutInvariantsHold(found)).toBe(true);
  });

  it('counts a key charged twice, a charge with no purchase, and paid purchases missing their credits', async () => {
    const found = await checkCheckoutInvariants(
      clientOf([
        purchase(1, 'a'),
        purchase(2, 'b', { credit_rows: 0, classes: 0 }),
        purchase(3, 'c', { credit_rows: 2, classes: 10 }),
        purchase(4, 'd', { status: 'pending', credit_rows: 0, classes: 0 }),
      ]),
      [charge(1, 'a'), charge(1, 'a'), charge(2, 'b'), charge(3, 'c'), charge(5, 'e')],
      PACKAGE,
    );
    expect(found).toEqual({ duplicateCharges: 1, chargesWithoutPurchase: 1, purchasesWithoutCredits: 2 });
    expect(checkoutInvariantsHold(found)).toBe(false);
  });
});

describe('the checkout benchmark’s request hook', () => {
  const require = createRequire(import.meta.url);
  const HOOK = '../load/checkout-request.cjs';
  const load = (retryShare: number) => {
    process.env.ESTUDIO_BENCH_CHECKOUT = JSON.stringify({ packageId: 7, cardToken: 'tok_sandbox_x.y', retryShare });
    delete require.cache[require.resolve(HOOK)];
    return require(HOOK) as (request: { headers: Record<string, string> }) => { body: string };
  };
  const bodyOf = (hook: ReturnType<typeof load>, customer: string) => JSON.parse(hook({ headers: { authorization: customer } }).body);
  afterEach(() => {
    delete process.env.ESTUDIO_BENCH_CHECKOUT;
  });

  it('buys the package with the card token, a new key each time without retries', () => {
    const hook = load(0);
    const first = bodyOf(hook, 'Bearer a');
    expect(first).toMatchObject({ class_package_id: 7, payment_method: 'card', card_token: 'tok_sandbox_x.y' });
    expect(bodyOf(hook, 'Bearer a').idempotency_key).not.toBe(first.idempotency_key);
  });

  it("resends each customer's own last key when every attempt is a retry", () => {
    const hook = load(1);
    const [a, b] = [bodyOf(hook, 'Bearer a').idempotency_key, bodyOf(hook, 'Bearer b').idempotency_key];
    expect(a).not.toBe(b);
    expect([bodyOf(hook, 'Bearer a').idempotency_key, bodyOf(hook, 'Bearer b').idempotency_key]).toEqual([a, b]);
  });
});
