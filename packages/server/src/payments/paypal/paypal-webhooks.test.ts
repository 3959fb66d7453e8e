import { describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../provider-error.js';
import { PayPalRefusal, type PayPalCall, type PayPalClient } from './paypal-client.js';
import { payPalWebhooks, readPayPalEvent } from './paypal-webhooks.js';

const AT = '2026-12-01T10:00:00Z';

describe('readPayPalEvent', () => {
  it("reads a subscription's sale as a renewal paid: the subscription, the sale id, pesos, when, and our purchase from `custom`", () => {
    expect(readPayPalEvent('WH-1', 'PAYMENT.SALE.COMPLETED', {
      id: 'SALE-1', billing_agreement_id: 'I-1', custom: '42', amount: { total: '1900.00', currency: 'MXN' }, create_time: AT,
    })).toEqual({
      kind: 'renewal_paid', subscriptionId: 'I-1', purchaseId: 42, ref: 'SALE-1', amount: 1900, currency: 'MXN',
      paidAt: Date.parse(AT), periodEnd: null, first: false,
    });
  });

  it('reads a payment failure with a reference per failure (its time, else the event id), and cancelled or suspended as ended', () => {
    const failed = readPayPalEvent('WH-2', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', {
      id: 'I-1', custom_id: '42', billing_info: { failed_payments_count: 2, last_failed_payment: { amount: { currency_code: 'MXN', value: '1900.00' }, time: AT } },
    });
    expect(failed).toEqual({
      kind: 'renewal_failed', subscriptionId: 'I-1', purchaseId: 42, ref: `I-1:failed:${AT}`, amount: 1900, currency: 'MXN',
      attempt: 2, nextAttemptAt: null, first: false,
    });
    expect(readPayPalEvent('WH-3', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: 'I-1' })).toMatchObject({ ref: 'WH-3', amount: null, attempt: null });
    expect(readPayPalEvent('WH-4', 'BILLING.SUBSCRIPTION.CANCELLED', { id: 'I-1', custom_id: '42', status_update_time: AT }))
      .toEqual({ kind: 'ended', reason: 'cancelled', subscriptionId: 'I-1', purchaseId: 42, endedAt: Date.parse(AT) });
    expect(readPayPalEvent('WH-5', 'BILLING.SUBSCRIPTION.SUSPENDED', { id: 'I-1' })).toMatchObject({ kind: 'ended', reason: 'suspended', purchaseId: null });
  });

  it('reads nothing from a sale of no subscription, an event missing its ids, or another type; a custom_id that is not a number is no purchase', () => {
    expect(readPayPalEvent('WH-6', 'PAYMENT.SALE.COMPLETED', { id: 'SALE-2', amount: { total: '5.00', currency: 'MXN' } })).toBeNull();
    expect(readPayPalEvent('WH-7', 'BILLING.SUBSCRIPTION.CANCELLED', {})).toBeNull();
    expect(readPayPalEvent('WH-8', 'PAYMENT.CAPTURE.COMPLETED', { id: 'CAP-1' })).toBeNull();
    expect(readPayPalEvent('WH-9', 'BILLING.SUBSCRIPTION.CANCELLED', { id: 'I-1', custom_id: 'DROP TABLE' })).toMatchObject({ purchaseId: null });
  });
});

describe('payPalWebhooks', () => {
  const headers: Record<string, string> = {
    'paypal-transmission-id': 'T-1', 'paypal-transmission-time': AT, 'paypal-transmission-sig': 'c2ln',
    'paypal-cert-url': 'https://api.paypal.com/cert', 'paypal-auth-algo': 'SHA256withRSA',
  };
  const body = '{"id":"WH-10",  "event_type":"BILLING.SUBSCRIPTION.CANCELLED","resource":{"id":"I-1"}}';

  /** A client answering the verification call with `answer` (or throwing it), keeping what it was sent. */
  const clientAnswering = (answer: unknown): { client: PayPalClient; sent: PayPalCall[] } => {
    const sent: PayPalCall[] = [];
    return {
      sent,
      client: {
        call<T>(request: PayPalCall): Promise<T> {
          sent.push(request);
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
        },
      },
    };
  };

  it('sends the headers, the webhook id and the event byte for byte; SUCCESS verifies', async () => {
    const { client, sent } = clientAnswering({ verification_status: 'SUCCESS' });
    const event = await payPalWebhooks(client, 'WH-ID').verify(body, (name) => headers[name]);
    expect(event).toMatchObject({ eventId: 'WH-10', type: 'BILLING.SUBSCRIPTION.CANCELLED', subscription: { kind: 'ended', subscriptionId: 'I-1' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/v1/notifications/verify-webhook-signature');
    expect(sent[0]?.rawBody).toBe(`{"transmission_id":"T-1","transmission_time":"${AT}","transmission_sig":"c2ln","cert_url":"https://api.paypal.com/cert","auth_algo":"SHA256withRSA","webhook_id":"WH-ID","webhook_event":${body}}`);
  });

  it('verifies nothing on FAILURE or a refusal, asks nothing without every header, and lets PayPal being unreachable through', async () => {
    expect(await payPalWebhooks(clientAnswering({ verification_status: 'FAILURE' }).client, 'WH-ID').verify(body, (name) => headers[name])).toBeNull();
    expect(await payPalWebhooks(clientAnswering(new PayPalRefusal(400, 'INVALID_REQUEST')).client, 'WH-ID').verify(body, (name) => headers[name])).toBeNull();
    const missing = clientAnswering({ verification_status: 'SUCCESS' });
    expect(await payPalWebhooks(missing.client, 'WH-ID').verify(body, (name) => (name === 'paypal-cert-url' ? undefined : headers[name]))).toBeNull();
    expect(missing.sent).toEqual([]);
    await expect(payPalWebhooks(clientAnswering(new ProviderUnavailable('paypal', 'down')).client, 'WH-ID').verify(body, (name) => headers[name]))
      .rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
