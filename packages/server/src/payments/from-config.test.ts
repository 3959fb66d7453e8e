import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, readPayments } from '../config.js';
import { cardGatewayOf, subscriptionProviderOf } from './from-config.js';

describe('payment providers from the environment', () => {
  it('switches nothing on by default: the sandbox card processor, no subscription provider', () => {
    const payments = readPayments({});
    expect(payments).toEqual({ stripe: undefined, paypal: undefined });
    expect(cardGatewayOf(payments)).toBeUndefined();
    expect(subscriptionProviderOf(payments)).toBeUndefined();
    expect(readConfig({}, '/tmp').payments).toEqual(payments);
  });

  it('switches Stripe on with STRIPE_SECRET_KEY (webhook secret and API base optional)', () => {
    const payments = readPayments({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(payments.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:12111' });
    const gateway = cardGatewayOf(payments);
    expect(gateway).toMatchObject({ name: 'stripe', remote: true });
    expect(gateway?.tokenize).toBeUndefined();
    expect(gateway?.webhooks).toBeDefined();
    expect(cardGatewayOf(readPayments({ STRIPE_SECRET_KEY: 'rk_live_1' }))?.webhooks).toBeUndefined();
  });

  it('switches PayPal on with its client id and secret, against its sandbox unless PAYPAL_API_BASE says otherwise', () => {
    expect(readPayments({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).paypal).toEqual({ clientId: 'id', clientSecret: 'secret', apiBase: undefined });
    const live = readPayments({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'https://api-m.paypal.com' });
    expect(live.paypal?.apiBase).toBe('https://api-m.paypal.com');
    expect(subscriptionProviderOf(live)?.name).toBe('paypal');
  });

  it.each([
    ['a publishable key as the secret', { STRIPE_SECRET_KEY: 'pk_test_1' }],
    ['a webhook secret without a key', { STRIPE_WEBHOOK_SECRET: 'whsec_1' }],
    ['an API base that is not http(s)', { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_BASE: 'ftp://x' }],
    ['a PayPal id without its secret', { PAYPAL_CLIENT_ID: 'id' }],
    ['a PayPal secret without its id', { PAYPAL_CLIENT_SECRET: 'secret' }],
  ])('refuses %s', (_title, env) => {
    expect(() => readPayments(env)).toThrow(ConfigError);
  });
});
