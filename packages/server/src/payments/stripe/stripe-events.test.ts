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
    expect(read('invoice.paid', { id: 'in_1', metadata: { purchase_id: '9' } })).toMatchObject({ effect: 'ignore', purchaseId: null });
    expect(read('payment_intent.succeeded', { id: 'pi_4', metadata: { purchase_id: 'DROP TABLE' } })).toMatchObject({ purchaseId: null });
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
