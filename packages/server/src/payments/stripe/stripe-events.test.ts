import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeWebhooks } from './stripe-events.js';

const SECRET = 'whsec_unit';
const stripe = new Stripe('sk_test_unit');
const verifier = stripeWebhooks(stripe, SECRET);
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

const signed = (type: string, object: Record<string, unknown>, at = NOW) => {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(at / 1000) }) };
};

const read = (type: string, object: Record<string, unknown>) => {
  const { payload, header } = signed(type, object);
  return verifier.verify(payload, header, NOW);
};

describe('stripeWebhooks', () => {
  it('reads a PaymentIntent that succeeded: its purchase, pesos received, the card kept for renewals', () => {
    expect(read('payment_intent.succeeded', {
      id: 'pi_1', object: 'payment_intent', amount: 190000, amount_received: 190000, currency: 'mxn',
      metadata: { purchase_id: '12' }, customer: 'cus_1', payment_method: 'pm_1', setup_future_usage: 'off_session',
    })).toEqual({
      eventId: 'evt_payment_intent.succeeded', type: 'payment_intent.succeeded', effect: 'settle', purchaseId: 12, ref: 'pi_1',
      amount: 1900, currency: 'mxn', subscriptionId: null, keptSource: 'pm_1', providerCustomerId: 'cus_1',
    });
  });

  it('reads a failed PaymentIntent as a failure, and keeps no card of a one-off payment', () => {
    expect(read('payment_intent.payment_failed', { id: 'pi_2', amount: 500, metadata: { purchase_id: '3' }, payment_method: 'pm_2' }))
      .toMatchObject({ effect: 'fail', purchaseId: 3, keptSource: null });
  });

  it('settles a Checkout Session only once paid (or when nothing was due), and fails an expired one', () => {
    const session = { id: 'cs_1', amount_total: 0, currency: 'mxn', client_reference_id: '7', metadata: {}, subscription: 'sub_1', customer: 'cus_2' };
    expect(read('checkout.session.completed', { ...session, payment_status: 'no_payment_required' })).toMatchObject({ effect: 'settle', purchaseId: 7, subscriptionId: 'sub_1', amount: 0 });
    expect(read('checkout.session.completed', { ...session, payment_status: 'unpaid' })).toMatchObject({ effect: 'ignore' });
    expect(read('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' })).toMatchObject({ effect: 'settle' });
    expect(read('checkout.session.expired', { ...session, payment_status: 'unpaid' })).toMatchObject({ effect: 'fail' });
  });

  it('reads a SetupIntent (a free trial) as $0 settled with its card kept, and any other event as ignored', () => {
    expect(read('setup_intent.succeeded', { id: 'seti_1', payment_method: { id: 'pm_3' }, customer: 'cus_3', metadata: { purchase_id: '9' } }))
      .toMatchObject({ effect: 'settle', purchaseId: 9, amount: 0, keptSource: 'pm_3', providerCustomerId: 'cus_3' });
    expect(read('invoice.created', { id: 'in_1', metadata: { purchase_id: '9' } })).toMatchObject({ effect: 'ignore', purchaseId: null });
    expect(read('payment_intent.succeeded', { id: 'pi_4', metadata: { purchase_id: 'DROP TABLE' } })).toMatchObject({ purchaseId: null });
  });

  describe('subscriptions Stripe renews', () => {
    const invoice = (extra: Record<string, unknown>) => ({
      id: 'in_1', object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 90000, amount_due: 90000, currency: 'mxn',
      attempt_count: 1, next_payment_attempt: null, status_transitions: { paid_at: NOW / 1000 },
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { purchase_id: '12' } } },
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: NOW / 1000, end: NOW / 1000 + 30 * 86_400 } }] },
      ...extra,
    });

    it('reads a renewal paid (invoice.paid, subscription_cycle): its subscription, invoice, pesos, when paid and the period it pays', () => {
      const event = read('invoice.paid', invoice({}));
      expect(event).toMatchObject({ effect: 'ignore', purchaseId: null });
      expect(event?.subscription).toEqual({
        kind: 'renewal_paid', subscriptionId: 'sub_1', purchaseId: 12, ref: 'in_1', amount: 900, currency: 'mxn',
        paidAt: NOW, periodEnd: NOW + 30 * 86_400_000, first: false,
      });
    });

    it("marks the subscription's first invoice (subscription_create), which the checkout settled, and reads the older shape (invoice.subscription)", () => {
      expect(read('invoice.paid', invoice({ billing_reason: 'subscription_create' }))?.subscription).toMatchObject({ first: true });
      const legacy = read('invoice.paid', invoice({ parent: null, subscription: 'sub_old', subscription_details: { metadata: { purchase_id: '4' } } }));
      expect(legacy?.subscription).toMatchObject({ subscriptionId: 'sub_old', purchaseId: 4 });
    });

    it('reads a renewal refused (invoice.payment_failed) with one reference per attempt and when Stripe tries again', () => {
      const next = NOW / 1000 + 3 * 86_400;
      expect(read('invoice.payment_failed', invoice({ amount_paid: 0, attempt_count: 2, next_payment_attempt: next }))?.subscription).toEqual({
        kind: 'renewal_failed', subscriptionId: 'sub_1', purchaseId: 12, ref: 'in_1:attempt-2', amount: 900, currency: 'mxn',
        attempt: 2, nextAttemptAt: next * 1000, first: false,
      });
    });

    it('reads a deleted subscription as ended (cancelled), and ignores invoices of no subscription or of another kind', () => {
      expect(read('customer.subscription.deleted', { id: 'sub_1', object: 'subscription', metadata: { purchase_id: '12' }, ended_at: NOW / 1000, canceled_at: null })?.subscription)
        .toEqual({ kind: 'ended', reason: 'cancelled', subscriptionId: 'sub_1', purchaseId: 12, endedAt: NOW });
      expect(read('invoice.paid', invoice({ parent: null }))?.subscription).toBeUndefined();
      expect(read('invoice.paid', invoice({ billing_reason: 'manual' }))?.subscription).toBeUndefined();
      expect(read('invoice.paid', invoice({ billing_reason: 'subscription_update' }))).toMatchObject({ effect: 'ignore', purchaseId: null });
    });
  });

  it('verifies nothing that is not signed with the secret, or signed more than 5 minutes before now', () => {
    const { payload, header } = signed('payment_intent.succeeded', { id: 'pi_5' });
    expect(verifier.verify(payload, undefined, NOW)).toBeNull();
    expect(verifier.verify(`${payload} `, header, NOW)).toBeNull();
    expect(stripeWebhooks(stripe, 'whsec_other').verify(payload, header, NOW)).toBeNull();
    expect(verifier.verify(payload, header, NOW + 6 * 60 * 1000)).toBeNull();
    expect(verifier.verify(payload, header, NOW + 4 * 60 * 1000)).not.toBeNull();
  });
});
